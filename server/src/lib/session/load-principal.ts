import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import type { Principal } from './principal';
import type { SessionRow } from './session-store';

/** Builds the caller from an active session; null when the account is gone or banned. */
export async function loadPrincipal(db: Database, session: SessionRow): Promise<Principal | null> {
  const base = { sessionId: session.id, clientType: session.client_type, accountId: session.principal_id, expiresAt: session.expires_at };
  if (session.principal_kind === 'exhibitor_account') {
    const [account] = await db
      .select({
        exhibitorId: exhibitorAccounts.exhibitor_id,
        isChild: exhibitorAccounts.is_child_user,
        banned: exhibitorAccounts.banned,
        powers: sql<string[]>`array(select p.power_key from account_powers p where p.account_id = "exhibitor_accounts"."id" order by 1)`,
      })
      .from(exhibitorAccounts)
      .where(eq(exhibitorAccounts.id, session.principal_id))
      .limit(1);
    if (!account || account.banned) return null;
    return {
      ...base,
      kind: 'exhibitor_account',
      exhibitorId: account.exhibitorId,
      permission: [],
      is_child_user: account.isChild ? 1 : 0,
      team_auth: account.isChild ? account.powers.map((power_key) => ({ power_key })) : [],
    };
  }
  const [admin] = await db
    .select({
      kind: adminUsers.kind,
      banned: adminUsers.banned,
      // drizzle leaves columns unqualified in a single-table select, so the subqueries use aliases
      routeKeys: sql<string[]>`array(select distinct k.route_key from admin_user_authorities g join authority_route_keys k on k.authority_id = g.authority_id where g.admin_user_id = "admin_users"."id" order by 1)`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.principal_id))
    .limit(1);
  if (!admin || admin.banned) return null;
  return {
    ...base,
    kind: 'admin_user',
    exhibitorId: null,
    // SPEC §6: miniprog routes carry no role checks, so mini-programme admins hold no role keys
    permission: admin.kind === 'web' ? admin.routeKeys : [],
    is_child_user: 0,
    team_auth: [],
  };
}
