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
 * Row count and the sum of a hash of every row, of every table (or of the tables named), in one query. Two equal digests
 * mean no row was added, removed or changed anywhere: what a refused call must leave behind. Tables added
 * later are covered without listing them.
 */
export async function databaseDigest(db: Database, names: readonly string[] = tableNames): Promise<Digest> {
  if (names.length === 0) return {};
  const parts = names.map(
    // a sum of row hashes: independent of row order, so no sort and no concatenation of the whole table
    (name) => `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as digest from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

const ALL_WRITES = 'test_writes';
const counterOf = (table: string) => `test_writes__${table}`;

/**
 * Digests that only hash again the tables written to since the last one. Hashing every table takes long, and
 * most snapshots of the permission matrix follow a call that wrote nothing or wrote one or two tables, so a
 * statement trigger on every table counts its write statements, in all (one cheap read says whether anything
 * was written) and in a sequence of the table's own. Sequences take no lock, and count rolled-back
 * statements too, which only costs hashing that table again.
 */
export class DigestTracker {
  private allWrites = '';
  private counts: Record<string, string> = {};
  private digests: Digest = {};

  private constructor(private readonly db: Database) {}

  static async install(db: Database): Promise<DigestTracker> {
    await db.execute(sql.raw(`create sequence if not exists ${ALL_WRITES}`));
    await db.execute(
      sql.raw(
        `create or replace function test_count_write() returns trigger language plpgsql as $$ begin perform nextval('${ALL_WRITES}'); perform nextval(TG_ARGV[0]::regclass); return null; end $$`,
      ),
    );
    for (const name of tableNames) {
      await db.execute(sql.raw(`create sequence if not exists "${counterOf(name)}"`));
      await db.execute(
        sql.raw(
          `create or replace trigger test_count_write after insert or update or delete or truncate on "${name}" for each statement execute function test_count_write('"${counterOf(name)}"')`,
        ),
      );
    }
    return new DigestTracker(db);
  }

  private async readAllWrites(): Promise<string> {
    const result = (await this.db.execute(sql.raw(`select last_value::text || ':' || is_called::text as count from ${ALL_WRITES}`))) as unknown as { rows: { count: string }[] };
    return result.rows[0].count;
  }

  private async readCounts(): Promise<Record<string, string>> {
    const parts = tableNames.map((name) => `select '${name}' as name, last_value::text || ':' || is_called::text as count from "${counterOf(name)}"`);
    const result = (await this.db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { name: string; count: string }[] };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.count]));
  }

  async digest(): Promise<Digest> {
    const allWrites = await this.readAllWrites();
    if (allWrites === this.allWrites) return this.digests;
    const counts = await this.readCounts();
    const stale = tableNames.filter((name) => this.counts[name] !== counts[name] || !(name in this.digests));
    const digest = { ...this.digests, ...(await databaseDigest(this.db, stale)) };
    // a table written during the hashing (a background job) is hashed again next time, and so is every table
    // when anything was
    const after = await this.readCounts();
    this.digests = digest;
    this.counts = Object.fromEntries(tableNames.filter((name) => after[name] === counts[name]).map((name) => [name, counts[name]]));
    this.allWrites = tableNames.every((name) => after[name] === counts[name]) ? allWrites : '';
    return digest;
  }
}
