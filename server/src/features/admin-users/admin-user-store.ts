import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminUserItem, AdminUserKind, AuthorityOption } from '@fair/shared/contracts/admin-users';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import { grantableAuthorities } from '@fair/shared/access/staff-powers';
import type { Database, Tx } from '../../db/client';
import { adminUserAuthorities, adminUsers, authorities, authorityRouteKeys } from '../../db/schema/admins';
import { banUser } from '../../lib/accounts/account-admin';
import { generateSysApiToken } from '../../lib/accounts/password';
import { assertGrantable, assertNotOwnAccount, assertNotStronger, authoritiesHeldBy, heldAuthorityNames, keysHeldBy, keysOfAuthorities, lockStaff, operatorKeys } from '../../lib/accounts/staff-powers';
import { recordOperation } from '../../lib/audit/record-operation';
import { conflict, fieldError, notFound } from '../../lib/http/app-error';
import { containing } from '../../lib/db/like-pattern';
import type { Principal } from '../../lib/session/principal';
import { revokeAllSessions } from '../../lib/session/session-store';
import type { AdminUserListQuery } from './admin-user-schemas';
import { listPage } from '../../lib/db/list-page';

const asDatabase = (tx: Tx) => tx as unknown as Database;

/** Every authority with its keys, in id order. */
async function allAuthorityOptions(db: Database | Tx): Promise<AuthorityOption[]> {
  const rows = await db
    .select({ id: authorities.id, name: authorities.name, route_key: authorityRouteKeys.route_key })
    .from(authorities)
    .leftJoin(authorityRouteKeys, eq(authorityRouteKeys.authority_id, authorities.id))
    .orderBy(asc(authorities.id), asc(authorityRouteKeys.route_key));
  const byId = new Map<number, AuthorityOption>();
  for (const row of rows) {
    const option = byId.get(row.id) ?? { id: row.id, name: row.name, route_keys: [] };
    if (row.route_key) option.route_keys.push(row.route_key);
    byId.set(row.id, option);
  }
  return [...byId.values()];
}

/** The authorities this operator may grant: those whose keys it holds itself (the picker lists no others). */
export async function authorityOptions(db: Database, operator: Principal): Promise<AuthorityOption[]> {
  return db.transaction(async (tx) => grantableAuthorities(await operatorKeys(tx, operator), await allAuthorityOptions(tx)));
}

export async function listAdminUsers(db: Database, kind: AdminUserKind, query: AdminUserListQuery): Promise<{ rows: AdminUserItem[]; total: number }> {
  const keyword = query.keyword?.trim();
  const where = and(eq(adminUsers.kind, kind), keyword ? or(ilike(adminUsers.user_name, containing(keyword)), ilike(adminUsers.nick_name, containing(keyword))) : undefined);
  const { rows: users, total } = await listPage(
    db
      .select({ id: adminUsers.id, user_name: adminUsers.user_name, nick_name: adminUsers.nick_name, banned: adminUsers.banned, last_login_at: adminUsers.last_login_at, created_at: adminUsers.created_at })
      .from(adminUsers)
      .where(where)
      .orderBy(desc(adminUsers.created_at), desc(adminUsers.id))
      .$dynamic(),
    db.select({ total: count() }).from(adminUsers).where(where),
    query,
  );
  const grants = users.length
    ? await db
        .select({ userId: adminUserAuthorities.admin_user_id, id: authorities.id })
        .from(adminUserAuthorities)
        .innerJoin(authorities, eq(authorities.id, adminUserAuthorities.authority_id))
        .where(inArray(adminUserAuthorities.admin_user_id, users.map((user) => user.id)))
        .orderBy(asc(authorities.id))
    : [];
  // with its keys, so a screen can tell an account stronger than its operator (staff-powers)
  const options = new Map(grants.length ? (await allAuthorityOptions(db)).map((option) => [option.id, option]) : []);
  const rows = users.map((user) => ({
    ...user,
    authorities: grants.filter((grant) => grant.userId === user.id).flatMap((grant) => options.get(grant.id) ?? []),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
  }));
  return { rows, total };
}

async function findUser(tx: Tx, kind: AdminUserKind, id: number) {
  const [user] = await tx.select({ id: adminUsers.id, banned: adminUsers.banned }).from(adminUsers).where(and(eq(adminUsers.id, id), eq(adminUsers.kind, kind)));
  if (!user) throw notFound('adminUsers.notFound');
  return user;
}

/** The operation log's record kind of each staff account kind. */
const LOG_ENTITY = { web: 'admin-user', miniprog: 'miniprog-admin-user' } as const satisfies Record<AdminUserKind, string>;

/** What the operation log keeps of a staff account: never its password hash or API token. */
async function loggedUser(tx: Tx, id: number) {
  const [user] = await tx
    .select({ user_name: adminUsers.user_name, nick_name: adminUsers.nick_name, banned: adminUsers.banned })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return { ...user, authorities: await heldAuthorityNames(tx, id) };
}

/** Active web admin users holding `all`, leaving one out. */
async function otherAllHolders(tx: Tx, exceptId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(distinct ${adminUsers.id})::int` })
    .from(adminUsers)
    .innerJoin(adminUserAuthorities, eq(adminUserAuthorities.admin_user_id, adminUsers.id))
    .innerJoin(authorityRouteKeys, eq(authorityRouteKeys.authority_id, adminUserAuthorities.authority_id))
    .where(and(eq(adminUsers.kind, 'web'), eq(adminUsers.banned, false), ne(adminUsers.id, exceptId), eq(authorityRouteKeys.route_key, ALL_ROLES)));
  return n;
}

/** The console must keep one active account holding `all`, or nobody could manage staff again. */
async function keepLastAllHolder(tx: Tx, kind: AdminUserKind, user: { id: number; banned: boolean }): Promise<void> {
  if (kind !== 'web' || user.banned) return;
  if ((await keysHeldBy(tx, user.id)).includes(ALL_ROLES) && (await otherAllHolders(tx, user.id)) === 0) throw conflict('adminUsers.lastAll');
}

/**
 * The account to change, when the operator may change it: an organizer staff account holding a key the
 * operator lacks is out of reach (its powers would be the operator's through a reset or an edit).
 */
async function manageableUser(tx: Tx, actor: Principal, kind: AdminUserKind, id: number) {
  const user = await findUser(tx, kind, id);
  const held = await operatorKeys(tx, actor);
  if (kind === 'web') assertNotStronger(held, await keysHeldBy(tx, user.id));
  return { user, held };
}

async function nameTaken(tx: Tx, kind: AdminUserKind, userName: string): Promise<boolean> {
  const [row] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(and(eq(adminUsers.kind, kind), sql`lower(${adminUsers.user_name}) = lower(${userName})`));
  return Boolean(row);
}

type NewAdminUser = { user_name: string; nick_name: string; authority_ids: number[] };
type AdminUserChange = { id: number; nick_name: string; authority_ids?: number[] };

/** What a new account may be given: only authorities within the operator's keys; a free name. */
async function addPlan(tx: Tx, actor: Principal, kind: AdminUserKind, input: NewAdminUser) {
  if (await nameTaken(tx, kind, input.user_name)) throw fieldError('user_name', 'adminUsers.nameTaken');
  const authorityIds = kind === 'web' ? [...new Set(input.authority_ids)] : [];
  assertGrantable(await operatorKeys(tx, actor), await keysOfAuthorities(tx, authorityIds));
  return authorityIds;
}

/** An edit within bounds: an account no stronger than the operator; new grants within its keys, never its own. */
async function editPlan(tx: Tx, actor: Principal, kind: AdminUserKind, input: AdminUserChange) {
  const { user, held } = await manageableUser(tx, actor, kind, input.id);
  const authorityIds = kind === 'web' && input.authority_ids ? [...new Set(input.authority_ids)].sort((a, b) => a - b) : undefined;
  const regrants = authorityIds !== undefined && authorityIds.join() !== (await authoritiesHeldBy(tx, user.id)).join();
  if (authorityIds && regrants) {
    assertNotOwnAccount(actor, user.id);
    assertGrantable(held, await keysOfAuthorities(tx, authorityIds));
  }
  return { user, authorityIds: regrants ? authorityIds : undefined };
}

/**
 * The bounds checked before the operator's password is (a refused call then counts no login attempt); the
 * write checks them again under the staff lock.
 */
export async function assertMayAdd(db: Database, actor: Principal, kind: AdminUserKind, input: NewAdminUser): Promise<void> {
  await db.transaction((tx) => addPlan(tx, actor, kind, input));
}

export async function assertMayEdit(db: Database, actor: Principal, kind: AdminUserKind, input: AdminUserChange): Promise<void> {
  await db.transaction((tx) => editPlan(tx, actor, kind, input));
}

export async function addAdminUser(db: Database, actor: Principal, kind: AdminUserKind, input: NewAdminUser & { passwordHash: string }): Promise<number> {
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const authorityIds = await addPlan(tx, actor, kind, input);
    const [row] = await tx
      .insert(adminUsers)
      .values({ kind, user_name: input.user_name, nick_name: input.nick_name || input.user_name, password_hash: input.passwordHash, sys_api_token: generateSysApiToken() })
      .returning({ id: adminUsers.id });
    if (authorityIds.length) await tx.insert(adminUserAuthorities).values(authorityIds.map((authority_id) => ({ admin_user_id: row.id, authority_id })));
    await recordOperation(tx, actor, { action: 'create', entity: LOG_ENTITY[kind], entityId: row.id, after: await loggedUser(tx, row.id) });
    return row.id;
  });
}

/** Nick name and authorities; a new password ends every session of the account. */
export async function editAdminUser(db: Database, actor: Principal, kind: AdminUserKind, input: AdminUserChange & { passwordHash?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStaff(tx);
    const { user, authorityIds } = await editPlan(tx, actor, kind, input);
    const before = await loggedUser(tx, user.id);
    const values: Partial<typeof adminUsers.$inferInsert> = { updated_at: new Date(), ...(input.nick_name ? { nick_name: input.nick_name } : {}) };
    if (input.passwordHash) values.password_hash = input.passwordHash;
    await tx.update(adminUsers).set(values).where(eq(adminUsers.id, user.id));
    if (authorityIds) {
      if (!(await keysOfAuthorities(tx, authorityIds)).includes(ALL_ROLES)) await keepLastAllHolder(tx, kind, user);
      await tx.delete(adminUserAuthorities).where(eq(adminUserAuthorities.admin_user_id, user.id));
      if (authorityIds.length) await tx.insert(adminUserAuthorities).values(authorityIds.map((authority_id) => ({ admin_user_id: user.id, authority_id })));
    }
    if (input.passwordHash) await revokeAllSessions(asDatabase(tx), 'admin_user', user.id);
    // a new password is told by the action alone: the log never holds a password or its hash
    const action = input.passwordHash ? 'reset-password' : 'update';
    await recordOperation(tx, actor, { action, entity: LOG_ENTITY[kind], entityId: user.id, before, after: await loggedUser(tx, user.id) });
  });
}

/** A ban ends every session of the account at once; lifting it lets the account log in again. */
export async function setAdminUserBanned(db: Database, actor: Principal, kind: AdminUserKind, id: number, banned: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStaff(tx);
    const { user } = await manageableUser(tx, actor, kind, id);
    if (banned) await keepLastAllHolder(tx, kind, user);
    await banUser(asDatabase(tx), { kind: 'admin_user', id }, banned);
    await recordOperation(tx, actor, { action: banned ? 'ban' : 'unban', entity: LOG_ENTITY[kind], entityId: id, before: { banned: user.banned }, after: { banned } });
  });
}

export async function deleteAdminUser(db: Database, actor: Principal, kind: AdminUserKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStaff(tx);
    const { user } = await manageableUser(tx, actor, kind, id);
    const before = await loggedUser(tx, id);
    await keepLastAllHolder(tx, kind, user);
    await revokeAllSessions(asDatabase(tx), 'admin_user', id);
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await recordOperation(tx, actor, { action: 'delete', entity: LOG_ENTITY[kind], entityId: id, before });
  });
}
