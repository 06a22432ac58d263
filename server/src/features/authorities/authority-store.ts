import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import { normaliseRouteKeys } from '@fair/shared/access/role-key-tree';
import type { AuthorityItem } from '@fair/shared/contracts/authorities';
import type { Database, Tx } from '../../db/client';
import { adminUserAuthorities, adminUsers, authorities, authorityRouteKeys } from '../../db/schema/admins';
import { recordOperation } from '../../lib/audit/record-operation';
import { containing } from '../../lib/db/like-pattern';
import { conflict, fieldError, notFound } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';
import {
  assertAuthorityWithin,
  assertGrantable,
  assertNotHeldAuthority,
  assertNotOwnAccount,
  assertNotStronger,
  heldAuthorityNames,
  keysHeldBy,
  keysOfAuthorities,
  lockStaff,
  operatorKeys,
} from '../../lib/accounts/staff-powers';
import type { AuthorityListQuery } from './authority-schemas';
import { listPage } from '../../lib/db/list-page';

// qualified by hand: drizzle writes bare column names in a one-table select
const routeKeys = sql<string[]>`array(select k.route_key from authority_route_keys k where k.authority_id = "authorities"."id" order by 1)`;
const holderCount = sql<number>`(select count(*)::int from admin_user_authorities g join admin_users u on u.id = g.admin_user_id where g.authority_id = "authorities"."id" and u.kind = 'web')`;

const columns = { id: authorities.id, name: authorities.name, route_keys: routeKeys, holder_count: holderCount, created_at: authorities.created_at, updated_at: authorities.updated_at };
const SORT = { created_at: authorities.created_at, name: authorities.name, holder_count: holderCount } as const;

type Row = { id: number; name: string; route_keys: string[]; holder_count: number; created_at: Date; updated_at: Date };
const toItem = (row: Row): AuthorityItem => ({
  ...row,
  route_keys: normaliseRouteKeys(row.route_keys),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listAuthorities(db: Database, query: AuthorityListQuery): Promise<{ rows: AuthorityItem[]; total: number }> {
  const keyword = query.keyword?.trim();
  const where = keyword ? ilike(authorities.name, containing(keyword)) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const { rows, total } = await listPage(
    db
      .select(columns)
      .from(authorities)
      .where(where)
      .orderBy(direction(SORT[query.sort]), desc(authorities.id))
      .$dynamic(),
    db.select({ total: count() }).from(authorities).where(where),
    query,
  );
  return { rows: rows.map(toItem), total };
}

async function findAuthority(db: Database | Tx, id: number): Promise<AuthorityItem> {
  const [row] = await db.select(columns).from(authorities).where(eq(authorities.id, id));
  if (!row) throw notFound('authorities.notFound');
  return toItem(row);
}

/** Active organizer staff accounts whose authorities grant `all`. */
async function allHolders(tx: Tx): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(distinct ${adminUsers.id})::int` })
    .from(adminUsers)
    .innerJoin(adminUserAuthorities, eq(adminUserAuthorities.admin_user_id, adminUsers.id))
    .innerJoin(authorityRouteKeys, eq(authorityRouteKeys.authority_id, adminUserAuthorities.authority_id))
    .where(and(eq(adminUsers.kind, 'web'), eq(adminUsers.banned, false), eq(authorityRouteKeys.route_key, ALL_ROLES)));
  return n;
}

/**
 * Runs a change of authorities or grants under the staff lock (the one staff edits, bans and deletes
 * hold), and undoes it when it leaves no active account holding `all` where one held it before: nobody
 * could manage staff or authorities again. Two parallel changes queue on the lock, so the second sees
 * the first's outcome.
 */
async function keepingAllHolder<T>(db: Database, refusal: Parameters<typeof conflict>[0], change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const before = await allHolders(tx);
    const result = await change(tx);
    if (before > 0 && (await allHolders(tx)) === 0) throw conflict(refusal);
    return result;
  });
}

/** The same name, ignoring case and surrounding spaces. */
const sameName = (value: string) => sql`lower(btrim(${authorities.name})) = lower(${value})`;

const audited = (item: AuthorityItem) => ({ name: item.name, route_keys: item.route_keys });

/** Creates (no id) or changes an authority; its holders' next requests get the new keys. */
export async function saveAuthority(db: Database, actor: Principal, input: { id?: number; name: string; route_keys: string[] }): Promise<AuthorityItem> {
  const keys = normaliseRouteKeys(input.route_keys);
  return keepingAllHolder(db, 'authorities.lastAll', async (tx) => {
    const [taken] = await tx
      .select({ id: authorities.id })
      .from(authorities)
      .where(and(sameName(input.name), input.id === undefined ? undefined : ne(authorities.id, input.id)))
      .limit(1);
    if (taken) throw fieldError('name', 'authorities.nameTaken');
    const before = input.id === undefined ? null : await findAuthority(tx, input.id);
    // bounded by the operator's own keys: what it creates, and what it changes (an authority it holds would raise itself)
    const held = await operatorKeys(tx, actor);
    if (before) {
      await assertNotHeldAuthority(tx, actor, before.id);
      assertAuthorityWithin(held, before.route_keys);
    }
    assertGrantable(held, keys);
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(authorities).set({ name: input.name, updated_at: new Date() }).where(eq(authorities.id, id));
      await tx.delete(authorityRouteKeys).where(eq(authorityRouteKeys.authority_id, id));
    } else {
      [{ id }] = await tx.insert(authorities).values({ name: input.name }).returning({ id: authorities.id });
    }
    await tx.insert(authorityRouteKeys).values(keys.map((route_key) => ({ authority_id: id, route_key })));
    const after = await findAuthority(tx, id);
    await recordOperation(tx, actor, { action: before ? 'update' : 'create', entity: 'authority', entityId: id, before: before && audited(before), after: audited(after) });
    return after;
  });
}

/** Deletes an authority; its grants go with it (its holders lose its keys on their next request). */
export async function deleteAuthority(db: Database, actor: Principal, id: number): Promise<void> {
  await keepingAllHolder(db, 'authorities.lastAll', async (tx) => {
    const before = await findAuthority(tx, id);
    await assertNotHeldAuthority(tx, actor, id);
    assertAuthorityWithin(await operatorKeys(tx, actor), before.route_keys);
    await tx.delete(authorities).where(eq(authorities.id, id));
    await recordOperation(tx, actor, { action: 'delete', entity: 'authority', entityId: id, before: { ...audited(before), holder_count: before.holder_count } });
  });
}

/** Gives one organizer staff account exactly these authorities (several at once), replacing its grants. */
export async function grantAuthorities(db: Database, actor: Principal, input: { admin_user_id: number; authority_ids: number[] }): Promise<void> {
  const authorityIds = [...new Set(input.authority_ids)];
  await keepingAllHolder(db, 'adminUsers.lastAll', async (tx) => {
    const [user] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(and(eq(adminUsers.id, input.admin_user_id), eq(adminUsers.kind, 'web')));
    if (!user) throw fieldError('admin_user_id', 'adminUsers.notFound');
    // never the own grants; only to an account no stronger than the operator, and only keys it holds
    assertNotOwnAccount(actor, user.id);
    const operatorHolds = await operatorKeys(tx, actor);
    assertNotStronger(operatorHolds, await keysHeldBy(tx, user.id));
    assertGrantable(operatorHolds, await keysOfAuthorities(tx, authorityIds));
    const held = await heldAuthorityNames(tx, user.id);
    await tx.delete(adminUserAuthorities).where(eq(adminUserAuthorities.admin_user_id, user.id));
    if (authorityIds.length) await tx.insert(adminUserAuthorities).values(authorityIds.map((authority_id) => ({ admin_user_id: user.id, authority_id })));
    await recordOperation(tx, actor, {
      action: 'grant',
      entity: 'admin-user',
      entityId: user.id,
      before: { authorities: held },
      after: { authorities: await heldAuthorityNames(tx, user.id) },
    });
  });
}
