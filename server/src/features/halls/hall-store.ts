import { type AnyColumn, type SQL, and, asc, count, desc, eq, ilike, max, ne, or, sql } from 'drizzle-orm';
import type { HallItem, HallMove } from '@fair/shared/contracts/halls';
import type { Database, Tx } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { halls } from '../../db/schema/reference';
import { recordOperation } from '../../lib/audit/record-operation';
import { conflict, fieldError, notFound } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';
import { containing } from '../../lib/db/like-pattern';
import type { HallListQuery } from './hall-schemas';
import { listPage } from '../../lib/db/list-page';


// qualified by hand: drizzle writes bare column names in a one-table select, and a bare id would be the exhibitor's
const exhibitorCount = sql<number>`(select count(*)::int from "exhibitors" as "e" where "e"."hall_id" = "halls"."id")`;

const columns = { id: halls.id, name_zh: halls.name_zh, name_en: halls.name_en, sort: halls.sort, exhibitor_count: exhibitorCount };

export async function listHalls(db: Database, query: HallListQuery): Promise<{ rows: HallItem[]; total: number }> {
  const keyword = query.keyword?.trim();
  const where = keyword ? or(ilike(halls.name_zh, containing(keyword)), ilike(halls.name_en, containing(keyword))) : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const sortColumn = query.sort === 'exhibitor_count' ? exhibitorCount : halls[query.sort];
  return listPage(
    db
      .select(columns)
      .from(halls)
      .where(where)
      .orderBy(direction(sortColumn), asc(halls.sort), asc(halls.id))
      .$dynamic(),
    db.select({ total: count() }).from(halls).where(where),
    query,
  );
}

async function findHall(db: Database | Tx, id: number): Promise<HallItem | undefined> {
  const [row] = await db.select(columns).from(halls).where(eq(halls.id, id));
  return row;
}

/** What the operation log keeps of a hall: its own fields, not the derived exhibitor count. */
const logged = ({ name_zh, name_en, sort }: HallItem) => ({ name_zh, name_en, sort });

/** The same name in either language, ignoring case and surrounding spaces. */
const sameName = (column: AnyColumn, value: string): SQL => sql`lower(btrim(${column})) = lower(${value})`;

/**
 * Creates (no id) or renames a hall. Hall numbers are unique in each language: saves hold one transaction
 * lock, so of two concurrent saves of the same number one commits and the other finds it taken.
 */
export async function saveHall(db: Database, actor: Principal, input: { id?: number; name_zh: string; name_en: string }): Promise<HallItem> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fair.halls.save'))`);
    const others = input.id === undefined ? undefined : ne(halls.id, input.id);
    for (const field of ['name_zh', 'name_en'] as const) {
      const [taken] = await tx.select({ id: halls.id }).from(halls).where(and(sameName(halls[field], input[field]), others)).limit(1);
      if (taken) throw fieldError(field, 'halls.nameTaken');
    }
    const values = { name_zh: input.name_zh, name_en: input.name_en, updated_at: new Date() };
    if (input.id !== undefined) {
      const before = await findHall(tx, input.id);
      if (!before) throw notFound('halls.notFound');
      await tx.update(halls).set(values).where(eq(halls.id, input.id));
      const after = (await findHall(tx, input.id))!;
      await recordOperation(tx, actor, { action: 'update', entity: 'hall', entityId: input.id, before: logged(before), after: logged(after) });
      return after;
    }
    const [{ last }] = await tx.select({ last: max(halls.sort) }).from(halls);
    const [row] = await tx
      .insert(halls)
      .values({ ...values, sort: (last ?? 0) + 1 })
      .returning({ id: halls.id });
    const created = (await findHall(tx, row.id))!;
    await recordOperation(tx, actor, { action: 'create', entity: 'hall', entityId: row.id, after: logged(created) });
    return created;
  });
}

/**
 * One step up or down the venue order; at either end nothing changes. The whole order is written back as
 * 1…n (a venue has dozens of halls), so equal sort values left by older data cannot block a move.
 */
export async function moveHall(db: Database, actor: Principal, id: number, direction: HallMove): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fair.halls.save'))`);
    const order = await tx.select({ id: halls.id, sort: halls.sort }).from(halls).orderBy(asc(halls.sort), asc(halls.id));
    const index = order.findIndex((hall) => hall.id === id);
    if (index < 0) throw notFound('halls.notFound');
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= order.length) return;
    [order[index], order[other]] = [order[other], order[index]];
    for (const [position, hall] of order.entries()) {
      if (hall.sort !== position + 1) await tx.update(halls).set({ sort: position + 1, updated_at: new Date() }).where(eq(halls.id, hall.id));
    }
    // the place in the venue order tells the move; the stored sort values may have had gaps
    await recordOperation(tx, actor, { action: 'sort', entity: 'hall', entityId: id, before: { position: index + 1 }, after: { position: other + 1 } });
  });
}

/**
 * Deletes a hall no exhibitor uses. The hall row is locked first: a profile save naming it waits on that
 * lock, so no exhibitor can pick the hall between the count and the delete (its hall would be lost).
 */
export async function deleteHall(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [hall] = await tx.select({ name_zh: halls.name_zh, name_en: halls.name_en, sort: halls.sort }).from(halls).where(eq(halls.id, id)).for('update');
    if (!hall) throw notFound('halls.notFound');
    const [{ used }] = await tx.select({ used: count() }).from(exhibitors).where(eq(exhibitors.hall_id, id));
    if (used > 0) throw conflict('halls.inUse', { count: used });
    await tx.delete(halls).where(eq(halls.id, id));
    await recordOperation(tx, actor, { action: 'delete', entity: 'hall', entityId: id, before: hall });
  });
}
