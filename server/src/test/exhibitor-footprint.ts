import { and, eq, getTableColumns, getTableName, inArray, isTable } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { exhibitorAccounts, exhibitors } from '../db/schema/exhibitors';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value));

/**
 * Every row that belongs to one exhibitor, by table: the exhibitor row, rows with its exhibitor_id, and
 * rows owned by its accounts (owner_kind/owner_id). Compared before and after other principals' calls,
 * it shows that nobody read-modified another exhibitor's data. Tables added later are covered as long
 * as they use these column names.
 */
export async function exhibitorFootprint(db: Database, exhibitorId: number): Promise<Record<string, unknown[]>> {
  const accountIds = (await db.select({ id: exhibitorAccounts.id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.exhibitor_id, exhibitorId))).map(
    (row) => row.id,
  );
  const footprint: Record<string, unknown[]> = {};
  for (const table of tables) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    let rows: unknown[] | undefined;
    if (table === exhibitors) rows = await db.select().from(exhibitors).where(eq(exhibitors.id, exhibitorId));
    else if (columns.exhibitor_id) rows = await db.select().from(table).where(eq(columns.exhibitor_id, exhibitorId));
    else if (columns.owner_kind && columns.owner_id && accountIds.length) {
      rows = await db
        .select()
        .from(table)
        .where(and(eq(columns.owner_kind, 'exhibitor_account'), inArray(columns.owner_id, accountIds)));
    }
    if (rows) footprint[getTableName(table)] = sortRows(rows);
  }
  return footprint;
}

function sortRows(rows: unknown[]): unknown[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}
