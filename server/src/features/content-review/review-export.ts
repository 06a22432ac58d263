import type { PassThrough } from 'node:stream';
import type { GroupedKind, ReviewProduct } from '@fair/shared/contracts/content-review';
import type { Database } from '../../db/client';
import { applicationAreas, productCategories, productProperties } from '../../db/schema/reference';
import { richTextPlain } from '../../lib/html/sanitize-rich-text';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { type MessageKey, translate } from '../../lib/i18n/translate';
import { type SheetColumn, streamSheet } from '../../lib/sheets/streamed-sheet';
import type { ProductExportQuery } from './content-review-schemas';
import { type GroupedExportRow, itemBatches } from './grouped-content-queries';
import { productBatches } from './product-review-queries';

type Column<R> = { key: MessageKey; width: number; value: (row: R) => string | number | null };

const sheetColumns = <R>(locale: ServerLocale, columns: Column<R>[]): SheetColumn<R>[] => columns.map((column) => ({ ...column, header: translate(locale, column.key) }));

const time = (value: string | null) => (value ? value.replace('T', ' ').slice(0, 19) : '');
const statusText = (locale: ServerLocale, status: string) => translate(locale, status === 'published' ? 'contentReview.status.published' : 'contentReview.status.draft');

/** id → name in the caller's language, of one of the small reference tables (read once per export). */
async function namesOf(db: Database, table: typeof productCategories | typeof applicationAreas | typeof productProperties, locale: ServerLocale) {
  const rows = await db.select({ id: table.id, name_zh: table.name_zh, name_en: table.name_en }).from(table);
  const names = new Map(rows.map((row) => [row.id, pickText(locale, row.name_zh, row.name_en)]));
  return (ids: number[]) => ids.map((id) => names.get(id) ?? '').filter(Boolean).join(', ');
}

/** A stored upload path as a full address; an address already absolute stays as it is. */
const addressOf = (origin: string, path: string) => (/^https?:\/\//i.test(path) || path === '' ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * The filtered products (or the selected ones) as .xlsx, streamed, with the picture's full address and
 * the category, area and attribute names in the caller's language.
 */
export async function streamProductSheet(db: Database, query: ProductExportQuery, locale: ServerLocale, origin: string, onError: (error: unknown) => void): Promise<PassThrough> {
  const [categories, areas, attributes] = [await namesOf(db, productCategories, locale), await namesOf(db, applicationAreas, locale), await namesOf(db, productProperties, locale)];
  const columns: Column<ReviewProduct>[] = [
    { key: 'contentReview.columns.exhibitorZh', width: 28, value: (row) => row.exhibitor_zh },
    { key: 'contentReview.columns.exhibitorEn', width: 28, value: (row) => row.exhibitor_en },
    { key: 'contentReview.columns.nameZh', width: 28, value: (row) => row.name_zh },
    { key: 'contentReview.columns.nameEn', width: 28, value: (row) => row.name_en },
    { key: 'contentReview.columns.image', width: 48, value: (row) => addressOf(origin, row.image) },
    { key: 'contentReview.columns.categories', width: 24, value: (row) => categories(row.categories) },
    { key: 'contentReview.columns.areas', width: 24, value: (row) => areas(row.application_areas) },
    { key: 'contentReview.columns.attributes', width: 24, value: (row) => attributes(row.attributes) },
    { key: 'contentReview.columns.introZh', width: 40, value: (row) => row.intro_zh },
    { key: 'contentReview.columns.introEn', width: 40, value: (row) => row.intro_en },
    { key: 'contentReview.columns.status', width: 10, value: (row) => statusText(locale, row.status) },
    { key: 'contentReview.columns.uploadedAt', width: 20, value: (row) => time(row.uploaded_at) },
    { key: 'contentReview.columns.publishedAt', width: 20, value: (row) => time(row.published_at) },
  ];
  return streamSheet(translate(locale, 'contentReview.sheets.product'), sheetColumns(locale, columns), productBatches(db, query), onError);
}

const exhibitorColumns: Column<GroupedExportRow>[] = [
  { key: 'contentReview.columns.exhibitorZh', width: 28, value: (row) => row.exhibitor_zh },
  { key: 'contentReview.columns.exhibitorEn', width: 28, value: (row) => row.exhibitor_en },
];
// SPEC §3 activity export: Chinese title, English title, Chinese content, English content, location
const textColumns: Column<GroupedExportRow>[] = [
  { key: 'contentReview.columns.titleZh', width: 32, value: (row) => row.title_zh },
  { key: 'contentReview.columns.titleEn', width: 32, value: (row) => row.title_en },
  { key: 'contentReview.columns.contentZh', width: 48, value: (row) => richTextPlain(row.content_zh) },
  { key: 'contentReview.columns.contentEn', width: 48, value: (row) => richTextPlain(row.content_en) },
];
const locationColumn: Column<GroupedExportRow> = {
  key: 'contentReview.columns.location',
  width: 28,
  value: (row) => [row.location_zh, row.location_en].filter(Boolean).join(' / '),
};
const stateColumns = (locale: ServerLocale): Column<GroupedExportRow>[] => [
  { key: 'contentReview.columns.status', width: 10, value: (row) => statusText(locale, row.status) },
  { key: 'contentReview.columns.uploadedAt', width: 20, value: (row) => time(row.uploaded_at) },
];

/** The selected exhibitors' news items or activities as .xlsx, streamed, by exhibitor. */
export function streamGroupedSheet(db: Database, kind: GroupedKind, exhibitorIds: number[], locale: ServerLocale, onError: (error: unknown) => void): PassThrough {
  const columns = [...exhibitorColumns, ...textColumns, ...(kind === 'activity' ? [locationColumn] : []), ...stateColumns(locale)];
  return streamSheet(translate(locale, `contentReview.sheets.${kind}`), sheetColumns(locale, columns), itemBatches(db, kind, exhibitorIds), onError);
}

export const exportFileName = (locale: ServerLocale, kind: 'product' | GroupedKind) => `${translate(locale, `contentReview.files.${kind}`)}.xlsx`;
