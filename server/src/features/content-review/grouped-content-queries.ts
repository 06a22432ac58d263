import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ExhibitorContentSummary, GroupedKind, ReviewItem, ReviewItemDetail } from '@fair/shared/contracts/content-review';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { exhibitors } from '../../db/schema/exhibitors';
import { news } from '../../db/schema/news';
import { notAwaitingApproval } from '../../lib/accounts/awaiting-approval';
import { containing } from '../../lib/db/like-pattern';
import { keywordMatch } from '../../lib/db/keyword-match';
import { idBatches } from '../../lib/db/id-batches';
import { listPage } from '../../lib/db/list-page';
import { notFound } from '../../lib/http/app-error';
import { renderRichText } from '../../lib/html/sanitize-rich-text';
import { stateView } from '../content';
import type { ExhibitorListQuery, ItemListQuery } from './content-review-schemas';
import { REVIEW_KIND_SPECS } from './review-kinds';

const TABLES = { news, activity: activities } as const;
type Row = (typeof news | typeof activities)['$inferSelect'];

const titleMatch = (table: typeof news | typeof activities, keyword: string) => or(sql`${table.title_zh} ilike ${containing(keyword)}`, sql`${table.title_en} ilike ${containing(keyword)}`);

/** The figures the database keeps on each company for the kind (migration 0028): no grouping of the items per request. */
const SUMMARY_COLUMNS = {
  news: { count: exhibitors.news_count, published: exhibitors.news_published, last_uploaded_at: exhibitors.news_last_uploaded_at },
  activity: { count: exhibitors.activities_count, published: exhibitors.activities_published, last_uploaded_at: exhibitors.activities_last_uploaded_at },
} as const;

/**
 * Every exhibitor (self-registrations awaiting approval are none yet) with its count of news items or
 * activities, how many are published, and its last upload; the keyword finds the exhibitor's name or the
 * title of one of its items. The figures are stored on the company, and each order has its index
 * (exhibitors_<kind>_last_uploaded_idx and the like): a page is an index walk that stops at the page.
 */
export async function listExhibitors(db: Database, kind: GroupedKind, query: ExhibitorListQuery): Promise<{ rows: ExhibitorContentSummary[]; total: number }> {
  const table = TABLES[kind];
  const summary = SUMMARY_COLUMNS[kind];
  const keyword = query.keyword?.trim();
  const where = and(
    notAwaitingApproval,
    keyword
      ? or(
          keywordMatch(exhibitors.search_grams, [exhibitors.name_zh_cn, exhibitors.name_en], keyword),
          sql`exists (select 1 from ${table} where ${table.exhibitor_id} = ${exhibitors.id} and ${titleMatch(table, keyword)})`,
        )
      : undefined,
  );
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  // a company without items comes last either way; the count and the name are never null, so their order is
  // the plain one (what their indexes hold, read forwards or backwards)
  const order = {
    last_uploaded_at: sql`${summary.last_uploaded_at} ${direction} nulls last`,
    count: sql`${summary.count} ${direction}`,
    name_zh_cn: sql`${exhibitors.name_zh_cn} ${direction}`,
  }[query.sort];
  const { rows, total } = await listPage(
    db
      .select({ id: exhibitors.id, name_zh_cn: exhibitors.name_zh_cn, name_en: exhibitors.name_en, ...summary })
      .from(exhibitors)
      .where(where)
      .orderBy(order, query.order === 'asc' ? asc(exhibitors.id) : desc(exhibitors.id))
      .$dynamic(),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(exhibitors).where(where),
    query,
  );
  return { rows: rows.map((row) => ({ ...row, last_uploaded_at: row.last_uploaded_at?.toISOString() ?? null })), total };
}

function itemOf(kind: GroupedKind, row: Row): ReviewItem {
  const base = { ...stateView(row), exhibitor_id: row.exhibitor_id, title_zh: row.title_zh, title_en: row.title_en };
  if (kind === 'activity' && 'location_zh' in row) return { ...base, location_zh: row.location_zh, location_en: row.location_en };
  return base;
}

/** One exhibitor's news items or activities, newest upload first. */
export async function listItems(db: Database, kind: GroupedKind, query: ItemListQuery): Promise<{ rows: ReviewItem[]; total: number }> {
  const table = TABLES[kind];
  const keyword = query.keyword?.trim();
  const where = and(eq(table.exhibitor_id, query.exhibitor_id), keyword ? titleMatch(table, keyword) : undefined, query.status ? eq(table.status, query.status) : undefined);
  const { rows, total } = await listPage(
    db.select().from(table).where(where).orderBy(desc(table.uploaded_at), desc(table.id)).$dynamic(),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(table).where(where),
    query,
  );
  return { rows: (rows as Row[]).map((row) => itemOf(kind, row)), total };
}

export async function readItem(db: Database, kind: GroupedKind, id: number): Promise<ReviewItemDetail> {
  const table = TABLES[kind];
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
  if (!row) throw notFound(REVIEW_KIND_SPECS[kind].notFoundKey);
  return { ...itemOf(kind, row), content_zh: renderRichText(row.content_zh), content_en: renderRichText(row.content_en) };
}

export interface GroupedExportRow extends ReviewItemDetail {
  exhibitor_zh: string;
  exhibitor_en: string;
}

/** How many items the exhibitors have together (the export refuses an empty selection). */
export async function countItems(db: Database, kind: GroupedKind, exhibitorIds: number[]): Promise<number> {
  const table = TABLES[kind];
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(table).where(inArray(table.exhibitor_id, exhibitorIds));
  return total;
}

/** The exhibitors' items by exhibitor, newest upload first, a batch at a time, for the streamed export. */
export function itemBatches(db: Database, kind: GroupedKind, exhibitorIds: number[]): AsyncGenerator<GroupedExportRow[]> {
  const table = TABLES[kind];
  return idBatches({
    ids: () =>
      db
        .select({ id: table.id })
        .from(table)
        .innerJoin(exhibitors, eq(exhibitors.id, table.exhibitor_id))
        .where(inArray(table.exhibitor_id, exhibitorIds))
        .orderBy(asc(exhibitors.name_zh_cn), asc(table.exhibitor_id), desc(table.uploaded_at), desc(table.id)),
    rows: (ids) =>
      db
        .select({ item: table, exhibitor_zh: exhibitors.name_zh_cn, exhibitor_en: exhibitors.name_en })
        .from(table)
        .innerJoin(exhibitors, eq(exhibitors.id, table.exhibitor_id))
        .where(inArray(table.id, ids)),
    idOf: ({ item }) => (item as Row).id,
    toItem: ({ item, exhibitor_zh, exhibitor_en }): GroupedExportRow => {
      const row = item as Row;
      return { ...itemOf(kind, row), content_zh: row.content_zh, content_en: row.content_en, exhibitor_zh, exhibitor_en };
    },
  });
}
