import { type SQL, and, count, desc, eq, getTableColumns, getTableName, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentAction, ContentStatus } from '@fair/shared/contracts/content';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { activities } from '../../db/schema/activities';
import type { news } from '../../db/schema/news';
import type { products } from '../../db/schema/products';
import { containing } from '../../lib/db/like-pattern';
import { stateAfterAction } from './content-state';

export type ContentTable = typeof products | typeof news | typeof activities;
export type ContentRow<T extends ContentTable> = T['$inferSelect'];

export interface ListQuery {
  page: number;
  page_size: number;
  keyword?: string;
  status?: ContentStatus;
}

function ownedBy(table: ContentTable, exhibitorId: number, query: Pick<ListQuery, 'keyword' | 'status'>, searchColumns: PgColumn[]): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    eq(table.exhibitor_id, exhibitorId),
    query.status ? eq(table.status, query.status) : undefined,
    keyword ? or(...searchColumns.map((column) => ilike(column, containing(keyword)))) : undefined,
  );
}

/** Extra columns a kind selects with each list row (products: their link ids), as SQL over the row's table. */
export type ListColumns<Extra> = { [K in keyof Extra]: SQL<Extra[K]> };

export type OwnPage<T extends ContentTable, Extra> = (db: Database, exhibitorId: number, query: ListQuery) => Promise<{ rows: (ContentRow<T> & Extra)[]; total: number }>;

/**
 * One page of the exhibitor's own items, pinned first (latest pin first), then newest upload, with the kind's
 * extra columns. One prepared statement per filter combination: the total rides along on every row and the
 * extra columns are subselects in the same statement, so a page costs one round trip.
 */
export function ownPageQuery<T extends ContentTable, Extra extends Record<string, unknown>>(table: T, searchColumns: PgColumn[], listColumns: ListColumns<Extra>): OwnPage<T, Extra> {
  const content = table as ContentTable;
  const statement = (withKeyword: boolean, withStatus: boolean) =>
    preparedPerDatabase((db) => {
      const where = and(
        eq(content.exhibitor_id, sql.placeholder('exhibitorId')),
        withStatus ? eq(content.status, sql.placeholder('status')) : undefined,
        withKeyword ? or(...searchColumns.map((column) => ilike(column, sql.placeholder('keyword')))) : undefined,
      );
      // a count subquery rather than a window count: the page itself then reads only its rows off products_list_idx
      const total = sql<string>`(select count(*) from ${content} where ${where})`;
      return db
        .select({ ...getTableColumns(content), ...(listColumns as Record<string, SQL>), total })
        .from(content)
        .where(where)
        .orderBy(desc(content.pinned), desc(content.pinned_at), desc(content.uploaded_at), desc(content.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${getTableName(content)}_own_page_${withKeyword ? 'k' : ''}${withStatus ? 's' : ''}`);
    });
  const statements = [statement(false, false), statement(false, true), statement(true, false), statement(true, true)];

  return async (db, exhibitorId, query) => {
    const keyword = query.keyword?.trim();
    const rows = await statements[(keyword ? 2 : 0) + (query.status ? 1 : 0)](db).execute({
      exhibitorId,
      status: query.status,
      keyword: keyword ? containing(keyword) : undefined,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    // a page past the end has no row to carry the total
    const total = rows.length ? Number(rows[0].total) : query.page > 1 ? await countOwn(db, content, exhibitorId, query, searchColumns) : 0;
    return { rows: rows as unknown as (ContentRow<T> & Extra)[], total };
  };
}

async function countOwn(db: Database, table: ContentTable, exhibitorId: number, query: ListQuery, searchColumns: PgColumn[]): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(table).where(ownedBy(table, exhibitorId, query, searchColumns));
  return total;
}

/** One of the exhibitor's own items; another exhibitor's id finds nothing, like a missing one. */
export async function findOwn<T extends ContentTable>(db: Database, table: T, exhibitorId: number, id: number): Promise<ContentRow<T> | undefined> {
  const content = table as ContentTable;
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.exhibitor_id, exhibitorId)))
    .limit(1);
  return row as ContentRow<T> | undefined;
}

/** Deletes one own item (its link rows go with it); false when the exhibitor has no such item. */
export async function deleteOwn(db: Database, table: ContentTable, exhibitorId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.exhibitor_id, exhibitorId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Applies a SPEC §4 action to one own item; false when the exhibitor has no such item. */
export async function changeState(db: Database, table: ContentTable, exhibitorId: number, id: number, action: ContentAction, now = new Date()): Promise<boolean> {
  const current = await findOwn(db, table, exhibitorId, id);
  if (!current) return false;
  await db
    .update(table)
    .set(stateAfterAction(current, action, now))
    .where(and(eq(table.id, id), eq(table.exhibitor_id, exhibitorId)));
  return true;
}

/** Items of any exhibitor by id, in id order (the organizer's review); missing ids are left out. */
export async function findAny<T extends ContentTable>(db: Database, table: T, ids: readonly number[]): Promise<ContentRow<T>[]> {
  if (ids.length === 0) return [];
  const content = table as ContentTable;
  const rows = await db.select().from(content).where(inArray(content.id, [...ids])).orderBy(content.id);
  return rows as ContentRow<T>[];
}

/**
 * The organizer publishes or withdraws items of any exhibitor with the exhibitor's own rules (`changeState`
 * on each item's owner); call it inside the review's transaction.
 */
export async function changeStates(db: Database, table: ContentTable, rows: readonly { id: number; exhibitor_id: number }[], action: ContentAction, now = new Date()): Promise<void> {
  for (const row of rows) await changeState(db, table, row.exhibitor_id, row.id, action, now);
}

/** The organizer deletes items of any exhibitor, each as its owner would (`deleteOwn`). */
export async function deleteItems(db: Database, table: ContentTable, rows: readonly { id: number; exhibitor_id: number }[]): Promise<void> {
  for (const row of rows) await deleteOwn(db, table, row.exhibitor_id, row.id);
}
