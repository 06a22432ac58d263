import { getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => isTable(value))
  .map((table) => getTableName(table))
  .sort();

type Digest = Record<string, string>;

/**
 * Row count and a hash of every row of every table, in one query. Two equal digests mean no row was
 * added, removed or changed anywhere: what a refused call must leave behind. Tables added later are
 * covered without listing them.
 */
export async function databaseDigest(db: Database): Promise<Digest> {
  const parts = tableNames.map(
    (name) => `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

const COUNTER = 'test_write_statements';

/**
 * Digests that are only recomputed after a write. Hashing every table takes long and most snapshots of
 * the permission matrix follow a refused call that wrote nothing, so a statement trigger on every table
 * counts write statements (a sequence: it counts rolled-back ones too, which only costs a recomputation);
 * while the count stands still, the last digest still holds.
 */
export class DigestTracker {
  private last: { count: string; digest: Digest } | undefined;

  private constructor(private readonly db: Database) {}

  static async install(db: Database): Promise<DigestTracker> {
    await db.execute(sql.raw(`create sequence if not exists ${COUNTER}`));
    await db.execute(
      sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as $$ begin perform nextval('${COUNTER}'); return null; end $$`),
    );
    for (const name of tableNames) {
      await db.execute(
        sql.raw(`create or replace trigger test_count_write after insert or update or delete or truncate on "${name}" for each statement execute function test_count_write()`),
      );
    }
    return new DigestTracker(db);
  }

  private async count(): Promise<string> {
    const result = (await this.db.execute(sql.raw(`select last_value::text || ':' || is_called::text as count from ${COUNTER}`))) as unknown as { rows: { count: string }[] };
    return result.rows[0].count;
  }

  async digest(): Promise<Digest> {
    const count = await this.count();
    if (this.last?.count === count) return this.last.digest;
    const digest = await databaseDigest(this.db);
    // a write during the hashing (a background job) leaves the digest unremembered
    if ((await this.count()) === count) this.last = { count, digest };
    return digest;
  }
}
