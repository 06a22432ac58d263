import { type SQL, and, asc, desc, eq, getTableColumns, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { OperationChanges, OperationLogItem, OperationLogOptions } from '@fair/shared/contracts/operation-log';
import { nameInChanges, readableChanges, recordKey, referencedRecords } from '@fair/shared/contracts/operation-log-fields';
import type { Database } from '../../db/client';
import { operationLogs } from '../../db/schema/operation-log';
import { type CountedTotal, countUpTo } from '../../lib/db/count-up-to';
import { keywordMatch } from '../../lib/db/keyword-match';
import type { ServerLocale } from '../../lib/i18n/locale';
import { fairMidnight, nextDay } from '../../lib/time/fair-day';
import { recordNames } from './record-names';
import type { OperationLogListQuery } from './operation-log-schemas';

function whereOf(query: OperationLogListQuery): SQL | undefined {
  const actor = query.keyword?.trim();
  return and(
    actor ? keywordMatch(operationLogs.actor_grams, [operationLogs.actor_name], actor) : undefined,
    query.action ? eq(operationLogs.action, query.action) : undefined,
    query.entity ? eq(operationLogs.entity, query.entity) : undefined,
    query.entity_id ? eq(operationLogs.entity_id, query.entity_id) : undefined,
    query.date_from ? gte(operationLogs.created_at, fairMidnight(query.date_from)) : undefined,
    query.date_to ? lt(operationLogs.created_at, fairMidnight(nextDay(query.date_to))) : undefined,
  );
}

type StoredEntry = Omit<OperationLogItem, 'entity_name' | 'names' | 'created_at'> & { created_at: Date };

/** A single record's id (`send-email` entries may name several or `all`). */
const singleId = (entityId: string | null) => (entityId && /^\d{1,10}$/.test(entityId) ? Number(entityId) : null);

/**
 * For entries that name nothing (a move, a ban), in case their record was deleted since: the name another entry
 * of the same record kept, newest first; one query for the page.
 */
async function keptNames(db: Database, nameless: StoredEntry[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!nameless.length) return found;
  const records = or(...nameless.map((entry) => and(eq(operationLogs.entity, entry.entity), eq(operationLogs.entity_id, entry.entity_id!))));
  const rows = await db
    .select({ entity: operationLogs.entity, entity_id: operationLogs.entity_id, changes: operationLogs.changes })
    .from(operationLogs)
    .where(and(records, isNotNull(operationLogs.changes)))
    .orderBy(desc(operationLogs.id));
  for (const row of rows) {
    const key = recordKey(row.entity, row.entity_id);
    const name = nameInChanges(row.changes as OperationChanges | null);
    if (name && !found.has(key)) found.set(key, name);
  }
  return found;
}

/**
 * The entries as people read them: bookkeeping fields left out, the record called by its current name
 * (else the name its entry kept) and the halls and records its values point at named. Old entries,
 * written before this, read the same way.
 */
async function readable(db: Database, stored: StoredEntry[], locale: ServerLocale): Promise<OperationLogItem[]> {
  const wanted = new Map<string, Set<number>>();
  const want = (entity: string, id: number) => (wanted.get(entity) ?? wanted.set(entity, new Set()).get(entity)!).add(id);
  for (const entry of stored) {
    const id = singleId(entry.entity_id);
    if (id !== null) want(entry.entity, id);
    for (const [entity, ids] of referencedRecords(entry.entity, entry.changes)) ids.forEach((each) => want(entity, each));
  }
  // asked together: the kept names of records that still exist go unused, but cost less than a second round trip
  const [names, kept] = await Promise.all([
    recordNames(db, wanted, locale),
    keptNames(db, stored.filter((entry) => singleId(entry.entity_id) !== null && !nameInChanges(entry.changes))),
  ]);
  return stored.map((entry) => {
    const id = singleId(entry.entity_id);
    const own: Record<string, string> = {};
    for (const [entity, ids] of referencedRecords(entry.entity, entry.changes))
      for (const each of ids) if (names[recordKey(entity, each)]) own[recordKey(entity, each)] = names[recordKey(entity, each)];
    return {
      ...entry,
      entity_name: (id !== null ? names[recordKey(entry.entity, id)] : undefined) ?? nameInChanges(entry.changes) ?? kept.get(recordKey(entry.entity, entry.entity_id)) ?? null,
      changes: readableChanges(entry.action, entry.changes),
      names: own,
      created_at: entry.created_at.toISOString(),
    };
  });
}

/** An entry's stored fields, without the search column. */
const { actor_grams: _searchOnly, ...entryColumns } = getTableColumns(operationLogs);

/** The log grows with every change all fair long: its total is counted up to this many entries. */
export const LOG_TOTAL_LIMIT = 10_000;

/** Newest first; filters by actor name, action, entity, record and days at the fair. */
export async function listOperations(db: Database, query: OperationLogListQuery, locale: ServerLocale): Promise<{ rows: OperationLogItem[] } & CountedTotal> {
  const where = whereOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select(entryColumns)
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.created_at), desc(operationLogs.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    countUpTo(db, db.select({ one: sql`1` }).from(operationLogs).where(where).$dynamic(), LOG_TOTAL_LIMIT),
  ]);
  return {
    rows: await readable(
      db,
      rows.map((row) => ({ ...row, changes: row.changes as OperationChanges | null })),
      locale,
    ),
    ...counted,
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
