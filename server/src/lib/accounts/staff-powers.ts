import { asc, eq, inArray, sql } from 'drizzle-orm';
import { normaliseRouteKeys } from '@fair/shared/access/role-key-tree';
import { withinPowers } from '@fair/shared/access/staff-powers';
import type { Tx } from '../../db/client';
import { adminUserAuthorities, authorities, authorityRouteKeys } from '../../db/schema/admins';
import { fieldError, forbidden } from '../http/app-error';
import type { MessageKey } from '../i18n/translate';
import type { Principal } from '../session/principal';


/**
 * Every staff or authority write holds this lock: two operators cannot each take away one of the last two
 * `all` holders, and the powers a write is bounded by cannot change under it.
 */
export const lockStaff = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('fair.admin-users'))`);

/** The route keys these authorities grant together; refuses ids that name no authority. */
export async function keysOfAuthorities(tx: Tx, authorityIds: readonly number[]): Promise<string[]> {
  if (authorityIds.length === 0) return [];
  const ids = [...new Set(authorityIds)];
  const found = await tx.select({ id: authorities.id }).from(authorities).where(inArray(authorities.id, ids));
  if (found.length !== ids.length) throw fieldError('authority_ids', 'adminUsers.authorityUnknown');
  const rows = await tx.select({ key: authorityRouteKeys.route_key }).from(authorityRouteKeys).where(inArray(authorityRouteKeys.authority_id, ids));
  return normaliseRouteKeys(rows.map((row) => row.key));
}

/** The ids of the authorities a staff account holds. */
export async function authoritiesHeldBy(tx: Tx, adminUserId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: adminUserAuthorities.authority_id })
    .from(adminUserAuthorities)
    .where(eq(adminUserAuthorities.admin_user_id, adminUserId))
    .orderBy(asc(adminUserAuthorities.authority_id));
  return rows.map((row) => row.id);
}

/** The names of the authorities an account holds, in id order: how the operation log shows its grants. */
export async function heldAuthorityNames(tx: Tx, userId: number): Promise<string[]> {
  const grants = await tx
    .select({ name: authorities.name })
    .from(adminUserAuthorities)
    .innerJoin(authorities, eq(authorities.id, adminUserAuthorities.authority_id))
    .where(eq(adminUserAuthorities.admin_user_id, userId))
    .orderBy(asc(adminUserAuthorities.authority_id));
  return grants.map((grant) => grant.name);
}

/** A staff account's permission list as it stands in this transaction. */
export async function keysHeldBy(tx: Tx, adminUserId: number): Promise<string[]> {
  return keysOfAuthorities(tx, await authoritiesHeldBy(tx, adminUserId));
}

/**
 * The operator's own keys, read again under the staff lock rather than taken from the session resolved
 * before it: a grant racing a change of the operator's own powers is bounded by what holds now. Mini-
 * programme admins hold none (SPEC §6).
 */
export async function operatorKeys(tx: Tx, operator: Principal): Promise<string[]> {
  return operator.kind === 'admin_user' && operator.clientType === 'organizer' ? keysHeldBy(tx, operator.accountId) : [];
}

const refuse = (key: MessageKey) => forbidden(key);

/** Granting, or creating an authority with, only keys the operator holds itself. */
export function assertGrantable(held: readonly string[], keys: readonly string[]): void {
  if (!withinPowers(held, keys)) throw refuse('staffPowers.beyondOwn');
}

/** Editing, resetting, disabling or deleting only an account holding no key the operator lacks. */
export function assertNotStronger(held: readonly string[], targetKeys: readonly string[]): void {
  if (!withinPowers(held, targetKeys)) throw refuse('staffPowers.strongerAccount');
}

/** Changing or deleting only an authority holding no key the operator lacks. */
export function assertAuthorityWithin(held: readonly string[], authorityKeys: readonly string[]): void {
  if (!withinPowers(held, authorityKeys)) throw refuse('staffPowers.strongerAuthority');
}

/** An operator never changes its own authorities (nor, below, an authority it holds): no raising oneself. */
export function assertNotOwnAccount(operator: Principal, targetId: number): void {
  if (operator.kind === 'admin_user' && operator.accountId === targetId) throw refuse('staffPowers.ownAuthorities');
}

export async function assertNotHeldAuthority(tx: Tx, operator: Principal, authorityId: number): Promise<void> {
  if (operator.kind !== 'admin_user') return;
  if ((await authoritiesHeldBy(tx, operator.accountId)).includes(authorityId)) throw refuse('staffPowers.heldAuthority');
}
