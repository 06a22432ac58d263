import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REGISTER_NO_HALL } from '@fair/shared/contracts/exhibitor-register';
import type { PosterExhibitorItem } from '@fair/shared/contracts/poster';
import type { Database } from '../../db/client';
import { exhibitors } from '../../db/schema/exhibitors';
import { halls } from '../../db/schema/reference';
import { notAwaitingApproval } from '../../lib/accounts/awaiting-approval';
import { keywordMatch } from '../../lib/db/keyword-match';
import { listPage } from '../../lib/db/list-page';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import type { ExhibitorFilters, PosterExhibitorQuery } from './poster-batch-schemas';

const columns = {
  id: exhibitors.id,
  name_zh_cn: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  logo: exhibitors.logo,
  hall_zh: halls.name_zh,
  hall_en: halls.name_en,
  booth: exhibitors.booth,
  exhibitor_types: exhibitors.exhibitor_types,
  is_edit: exhibitors.is_edit,
};

const SORT_COLUMNS = { id: exhibitors.id, name_zh_cn: exhibitors.name_zh_cn, name_en: exhibitors.name_en, hall: halls.sort, booth: exhibitors.booth } as const;

/** The companies a poster is made for: every exhibitor but self-registrations awaiting approval. */
function whereOf(filters: Partial<Omit<ExhibitorFilters, 'hall'>> & { hall?: number | typeof REGISTER_NO_HALL }): SQL | undefined {
  const keyword = filters.keyword?.trim();
  return and(
    notAwaitingApproval,
    keyword ? keywordMatch(exhibitors.search_grams, [exhibitors.name_zh_cn, exhibitors.name_en], keyword) : undefined,
    filters.hall === REGISTER_NO_HALL ? isNull(exhibitors.hall_id) : filters.hall !== undefined ? eq(exhibitors.hall_id, filters.hall) : undefined,
    filters.exhibitor_type ? sql`${filters.exhibitor_type}::exhibitor_type = any(${exhibitors.exhibitor_types})` : undefined,
  );
}

export async function listPosterExhibitors(db: Database, query: PosterExhibitorQuery, locale: ServerLocale): Promise<{ rows: PosterExhibitorItem[]; total: number }> {
  const where = whereOf(query);
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const { rows, total } = await listPage(
    db
      .select(columns)
      .from(exhibitors)
      .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
      .where(where)
      // empty halls and booths last either way; the id keeps equal rows in one order across pages
      .orderBy(sql`${SORT_COLUMNS[query.sort]} ${sql.raw(direction)} nulls last`, direction === 'desc' ? desc(exhibitors.id) : asc(exhibitors.id))
      .$dynamic(),
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(exhibitors).where(where),
    query,
  );
  return {
    rows: rows.map(({ hall_zh, hall_en, ...row }) => ({ ...row, hall: hall_zh === null ? null : pickText(locale, hall_zh, hall_en ?? '') })),
    total,
  };
}

/**
 * The ids of a batch, in id order: the chosen companies that are exhibitors, or every one the filters find.
 * Read once when the batch starts, so a restarted job draws the same set.
 */
export async function batchExhibitorIds(db: Database, filters: { keyword?: string; hall?: number | typeof REGISTER_NO_HALL; exhibitor_type?: ExhibitorFilters['exhibitor_type']; ids?: number[] }): Promise<number[]> {
  const where = filters.ids ? and(notAwaitingApproval, inArray(exhibitors.id, filters.ids)) : whereOf(filters);
  const rows = await db.select({ id: exhibitors.id }).from(exhibitors).where(where).orderBy(asc(exhibitors.id));
  return rows.map((row) => row.id);
}
