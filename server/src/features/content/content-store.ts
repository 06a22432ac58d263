import { type SQL, and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentAction, ContentStatus } from '@fair/shared/contracts/content';
import type { Database } from '../../db/client';
import type { activities } from '../../db/schema/activities';
import type { news } from '../../db/schema/news';
import type { products } from '../../db/schema/products';
import { stateAfterAction } from './content-state';

export type ContentTable = typeof products | typeof news | typeof activities;
export type ContentRow<T extends ContentTable> = T['$inferSelect'];

export interface ListQuery {
  page: number;
  page_size: number;
  keyword?: string;
  status?: ContentStatus;
}

/** A keyword matched literally: % and _ typed by the user are not wildcards. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function ownedBy(table: ContentTable, exhibitorId: number, query: Pick<ListQuery, 'keyword' | 'status'>, searchColumns: PgColumn[]): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    eq(table.exhibitor_id, exhibitorId),
    query.status ? eq(table.status, query.status) : undefined,
    keyword ? or(...searchColumns.map((column) => ilike(column, containing(keyword)))) : undefined,
  );
}

/** One page of the exhibitor's own items, pinned first (latest pin first), then newest upload. */
export async function listOwn<T extends ContentTable>(
  db: Database,
  table: T,
  exhibitorId: number,
  query: ListQuery,
  searchColumns: PgColumn[],
): Promise<{ rows: ContentRow<T>[]; total: number }> {
  const where = ownedBy(table, exhibitorId, query, searchColumns);
  const content = table as ContentTable;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(content)
      .where(where)
      .orderBy(desc(content.pinned), desc(content.pinned_at), desc(content.uploaded_at), desc(content.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(content).where(where),
  ]);
  return { rows: rows as ContentRow<T>[], total };
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
