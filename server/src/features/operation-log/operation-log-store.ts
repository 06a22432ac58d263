import { type SQL, and, asc, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { OperationChanges, OperationLogItem, OperationLogOptions } from '@fair/shared/contracts/operation-log';
import type { Database } from '../../db/client';
import { operationLogs } from '../../db/schema/operation-log';
import { containing } from '../../lib/db/like-pattern';
import { fairMidnight, nextDay } from '../../lib/time/fair-day';
import type { OperationLogListQuery } from './operation-log-schemas';

function whereOf(query: OperationLogListQuery): SQL | undefined {
  const actor = query.keyword?.trim();
  return and(
    actor ? ilike(operationLogs.actor_name, containing(actor)) : undefined,
    query.action ? eq(operationLogs.action, query.action) : undefined,
    query.entity ? eq(operationLogs.entity, query.entity) : undefined,
    query.entity_id ? eq(operationLogs.entity_id, query.entity_id) : undefined,
    query.date_from ? gte(operationLogs.created_at, fairMidnight(query.date_from)) : undefined,
    query.date_to ? lt(operationLogs.created_at, fairMidnight(nextDay(query.date_to))) : undefined,
  );
}

/** Newest first; filters by actor name, action, entity, record and days at the fair. */
export async function listOperations(db: Database, query: OperationLogListQuery): Promise<{ rows: OperationLogItem[]; total: number }> {
  const where = whereOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.created_at), desc(operationLogs.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(operationLogs).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, changes: row.changes as OperationChanges | null, created_at: row.created_at.toISOString() })),
    total,
  };
}

/** The actions and entities the log holds, for the filters' choices. */
export async function operationOptions(db: Database): Promise<OperationLogOptions> {
  const [actions, entities] = await Promise.all([
    db.selectDistinct({ value: operationLogs.action }).from(operationLogs).orderBy(asc(operationLogs.action)),
    db.selectDistinct({ value: operationLogs.entity }).from(operationLogs).orderBy(asc(operationLogs.entity)),
  ]);
  return { actions: actions.map((row) => row.value), entities: entities.map((row) => row.value) };
}
