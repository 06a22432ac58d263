import { z } from 'zod';
import {
  REVIEW_ACTIONS,
  REVIEW_BULK_MAX,
  REVIEW_EXHIBITOR_SORT_FIELDS,
  REVIEW_EXPORT_EXHIBITORS_MAX,
  REVIEW_KEYWORD_MAX_LENGTH,
  REVIEW_PAGE_SIZE,
  REVIEW_PRODUCT_SORT_FIELDS,
} from '@fair/shared/contracts/content-review';
import { CONTENT_PAGE_SIZE_MAX, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { commonErrorResponses } from '../../lib/http/envelope';
import { id, pageOf } from '../../lib/http/list-schemas';

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(REVIEW_PAGE_SIZE),
};
const keyword = z.string().max(REVIEW_KEYWORD_MAX_LENGTH).optional();
const order = z.enum(['asc', 'desc']).default('desc');

/** "1,2,3" in a query: distinct record ids, at least one, at most `max`. */
const idList = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(max));

export const productFilters = {
  keyword: keyword.describe('product name or exhibitor name, either language'),
  category: id.optional().describe('product category id: products in it or in a category below it'),
  area: id.optional().describe('application area id'),
  status: z.enum(CONTENT_STATUSES).optional(),
};
export const productListQuery = z.strictObject({ ...paging, ...productFilters, sort: z.enum(REVIEW_PRODUCT_SORT_FIELDS).default('uploaded_at'), order });
export type ProductListQuery = z.output<typeof productListQuery>;
export const productExportQuery = z.strictObject({
  ...productFilters,
  sort: z.enum(REVIEW_PRODUCT_SORT_FIELDS).default('uploaded_at'),
  order,
  ids: idList(REVIEW_BULK_MAX).optional().describe('only these products (the selected rows), comma separated'),
});
export type ProductExportQuery = z.output<typeof productExportQuery>;

export const exhibitorListQuery = z.strictObject({
  ...paging,
  keyword: keyword.describe('exhibitor name, or the title of one of its items, either language'),
  sort: z.enum(REVIEW_EXHIBITOR_SORT_FIELDS).default('last_uploaded_at'),
  order,
});
export type ExhibitorListQuery = z.output<typeof exhibitorListQuery>;

export const itemListQuery = z.strictObject({ ...paging, exhibitor_id: id, keyword: keyword.describe('title, either language'), status: z.enum(CONTENT_STATUSES).optional() });
export type ItemListQuery = z.output<typeof itemListQuery>;

export const groupedExportQuery = z.strictObject({
  // optional here so that "nothing selected" answers with the SPEC §5 message rather than a field error
  exhibitor_ids: idList(REVIEW_EXPORT_EXHIBITORS_MAX).optional().describe('the selected exhibitors, comma separated'),
});

export const reviewIdQuery = z.strictObject({ id });
export const reviewChange = z.strictObject({ ids: z.array(id).min(1).max(REVIEW_BULK_MAX), action: z.enum(REVIEW_ACTIONS) });
export const reviewDeleteQuery = z.strictObject({ ids: idList(REVIEW_BULK_MAX).describe('comma separated') });
export const reviewChanged = z.object({ changed: z.number().int() });

const state = {
  id: z.number().int(),
  exhibitor_id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  pinned: z.boolean(),
  uploaded_at: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
};
const ids = z.array(z.number().int());
export const reviewProduct = z.object({
  ...state,
  exhibitor_zh: z.string(),
  exhibitor_en: z.string(),
  image: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  intro_zh: z.string(),
  intro_en: z.string(),
  categories: ids,
  application_areas: ids,
  attributes: ids,
});
export const reviewProductPage = pageOf(reviewProduct);

export const exhibitorSummary = z.object({
  id: z.number().int(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  count: z.number().int(),
  published: z.number().int(),
  last_uploaded_at: z.string().nullable(),
});
export const exhibitorSummaryPage = pageOf(exhibitorSummary);

export const reviewItem = z.object({
  ...state,
  title_zh: z.string(),
  title_en: z.string(),
  location_zh: z.string().optional(),
  location_en: z.string().optional(),
});
export const reviewItemPage = pageOf(reviewItem);
export const reviewItemDetail = reviewItem.extend({ content_zh: z.string().describe('sanitised HTML'), content_en: z.string().describe('sanitised HTML') });

export const fileAnswer = { 200: z.unknown().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...commonErrorResponses };
