import type { ContentKind, ContentStatus, ContentState } from './content';
import type { ProductItem } from './products';

/**
 * The organizer's review of exhibitor content (SPEC §2 /exhibit/exhibit-data-manage,
 * /news/exhibitor-news-manage, /activity/exhibit-activity-manage). Calls under /admin/content-review:
 *   GET    product/list?page&page_size&keyword&category&area&status&sort&order -> Page<ReviewProduct>
 *   GET    product/export?(the list's filters)&ids                             -> .xlsx, streamed
 *   GET    <news|activity>/exhibitors?page&page_size&keyword&sort&order       -> Page<ExhibitorContentSummary>
 *   GET    <news|activity>/items?exhibitor_id&page&page_size&keyword&status   -> Page<ReviewItem>
 *   GET    <news|activity>/export?exhibitor_ids=1,2                          -> .xlsx, streamed
 *   GET    <kind>/info?id                                                      -> the item with its content
 *   POST   <kind>/state  { ids, action: publish | withdraw }                   -> { changed }
 *   DELETE <kind>/delete?ids=1,2                                               -> { changed }
 * A change runs with the exhibitor's own content rules, in one transaction with the operation log and one
 * bell message per exhibitor concerned.
 */
export const REVIEW_KINDS = ['product', 'news', 'activity'] as const satisfies readonly ContentKind[];
export type ReviewKind = (typeof REVIEW_KINDS)[number];
/** The kinds listed per exhibitor. */
export type GroupedKind = Exclude<ReviewKind, 'product'>;
export const GROUPED_KINDS = ['news', 'activity'] as const satisfies readonly GroupedKind[];

const base = (kind: ReviewKind) => `/admin/content-review/${kind}` as const;
export const reviewPaths = (kind: ReviewKind) => ({
  list: `${base(kind)}/list`,
  exhibitors: `${base(kind)}/exhibitors`,
  items: `${base(kind)}/items`,
  info: `${base(kind)}/info`,
  state: `${base(kind)}/state`,
  delete: `${base(kind)}/delete`,
  export: `${base(kind)}/export`,
});

/** The organizer publishes or withdraws; pinning stays the exhibitor's own choice. */
export const REVIEW_ACTIONS = ['publish', 'withdraw'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
/** At most this many rows per bulk action (a page at its largest). */
export const REVIEW_BULK_MAX = 100;
/** At most this many exhibitors per news or activity export. */
export const REVIEW_EXPORT_EXHIBITORS_MAX = 500;
export const REVIEW_KEYWORD_MAX_LENGTH = 200;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZES = [10, 20, 50, 100] as const;

export const REVIEW_PRODUCT_SORT_FIELDS = ['uploaded_at', 'published_at', 'name_zh', 'exhibitor'] as const;
export const REVIEW_EXHIBITOR_SORT_FIELDS = ['count', 'last_uploaded_at', 'name_zh_cn'] as const;

/** The product list's filters as the address and the query carry them. */
export interface ReviewProductFilters {
  /** product name or exhibitor name, either language */
  keyword?: string;
  /** a product category id: products in it or below it */
  category?: string;
  /** an application area id */
  area?: string;
  status?: ContentStatus;
}

/** A product of any exhibitor, with its exhibitor's names. */
export interface ReviewProduct extends ProductItem {
  exhibitor_id: number;
  exhibitor_zh: string;
  exhibitor_en: string;
}

/** One exhibitor with how many news items (or activities) it has and when it last uploaded one. */
export interface ExhibitorContentSummary {
  id: number;
  name_zh_cn: string;
  name_en: string;
  count: number;
  published: number;
  /** ISO 8601; null when it has none */
  last_uploaded_at: string | null;
}

/** A news item or activity in an exhibitor's list (title, location for activities, state). */
export interface ReviewItem extends ContentState {
  exhibitor_id: number;
  title_zh: string;
  title_en: string;
  location_zh?: string;
  location_en?: string;
}

export interface ReviewItemDetail extends ReviewItem {
  /** sanitised HTML */
  content_zh: string;
  content_en: string;
}

export interface ReviewChange {
  ids: number[];
  action: ReviewAction;
}

export interface ReviewChanged {
  /** items changed (ids not found are left out) */
  changed: number;
}
