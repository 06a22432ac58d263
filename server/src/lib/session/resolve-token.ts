import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { adminUsers } from '../../db/schema/admins';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import { sessions } from '../../db/schema/sessions';
import type { Principal } from './principal';
import type { SessionRow } from './session-store';
import { hashToken } from './token';

export type TokenResolution =
  | { status: 'active'; session: SessionRow; principal: Principal }
  | { status: 'expired' }
  | { status: 'invalid' };

// drizzle leaves columns unqualified in subqueries of sql``, so these name their tables explicitly
const powerKeys = sql<string[]>`array(select p.power_key from account_powers p where p.account_id = "exhibitor_accounts"."id" order by 1)`;
// SPEC §4: the company's profile-saved flag, for routes that require a saved profile (no second query per request)
const profileSaved = sql<boolean | null>`(select e.is_edit from exhibitors e where e.id = "exhibitor_accounts"."exhibitor_id")`;
const routeKeys = sql<string[]>`array(select distinct k.route_key from admin_user_authorities g join authority_route_keys k on k.authority_id = g.authority_id where g.admin_user_id = "admin_users"."id" order by 1)`;

const tokenQuery = preparedPerDatabase((db) =>
  db
    .select({
      session: sessions,
      exhibitorAccount: { exhibitorId: exhibitorAccounts.exhibitor_id, isChild: exhibitorAccounts.is_child_user, banned: exhibitorAccounts.banned, powers: powerKeys, profileSaved },
      adminUser: { kind: adminUsers.kind, banned: adminUsers.banned, routeKeys },
    })
    .from(sessions)
    .leftJoin(exhibitorAccounts, and(eq(sessions.principal_kind, 'exhibitor_account'), eq(exhibitorAccounts.id, sessions.principal_id)))
    .leftJoin(adminUsers, and(eq(sessions.principal_kind, 'admin_user'), eq(adminUsers.id, sessions.principal_id)))
    .where(eq(sessions.token_hash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_token'),
);

/**
 * The caller behind a token, in one query (every authenticated request pays for it): unknown,
 * revoked, banned or deleted → 'invalid'; past its expiry → 'expired'.
 */
export async function resolveToken(db: Database, token: string, now = new Date()): Promise<TokenResolution> {
  const [row] = await tokenQuery(db).execute({ tokenHash: hashToken(token) });
  if (!row || row.session.revoked_at) return { status: 'invalid' };
  if (row.session.expires_at.getTime() <= now.getTime()) return { status: 'expired' };

  const { session, exhibitorAccount, adminUser } = row;
  const base = { sessionId: session.id, clientType: session.client_type, accountId: session.principal_id, expiresAt: session.expires_at };
  if (session.principal_kind === 'exhibitor_account') {
    // a left-joined object with a computed field is never null itself: a missing account shows as null columns
    if (exhibitorAccount?.exhibitorId == null || exhibitorAccount.banned) return { status: 'invalid' };
    return {
      status: 'active',
      session,
      principal: {
        ...base,
        kind: 'exhibitor_account',
        exhibitorId: exhibitorAccount.exhibitorId,
        profileSaved: exhibitorAccount.profileSaved === true,
        permission: [],
        is_child_user: exhibitorAccount.isChild ? 1 : 0,
        team_auth: exhibitorAccount.isChild ? exhibitorAccount.powers.map((power_key) => ({ power_key })) : [],
      },
    };
  }
  if (adminUser?.kind == null || adminUser.banned) return { status: 'invalid' };
  return {
    status: 'active',
    session,
    principal: {
      ...base,
      kind: 'admin_user',
      exhibitorId: null,
      // SPEC §6: miniprog routes carry no role checks, so mini-programme admins hold no role keys
      permission: adminUser.kind === 'web' ? adminUser.routeKeys : [],
      is_child_user: 0,
      team_auth: [],
    },
  };
}
