import { getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => isTable(value))
  .map((table) => getTableName(table))
  .sort();

/**
 * Row count and a hash of every row of every table, in one query. Two equal digests mean no row was
 * added, removed or changed anywhere: what a refused call must leave behind. Tables added later are
 * covered without listing them.
 */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const parts = tableNames.map(
    (name) => `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
