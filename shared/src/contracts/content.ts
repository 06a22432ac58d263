/**
 * Exhibitor content shared by products, news and booth activities (SPEC §3 common content fields, §4 content
 * states). Each kind answers under /exhibitors/<kind>/ with the same five calls (kind = product | news | activity):
 *   GET    /exhibitors/<kind>/list?page&page_size&keyword&status -> Page<list item>   pinned first, then newest
 *   GET    /exhibitors/<kind>/info?id                            -> item
 *   POST   /exhibitors/<kind>/save   { id?, ...fields, status, pinned? } -> item       create (no id) or update
 *   POST   /exhibitors/<kind>/state  { id, action }              -> item               publish | withdraw | pin | unpin
 *   DELETE /exhibitors/<kind>/delete?id                          -> null
 *   GET    /exhibitors/statistics/info                           -> ExhibitorStatistics
 * Another exhibitor's id answers 404 exactly like a missing one.
 */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** SPEC §4: publish, withdraw publication, pin to top, cancel pin ("save as draft" is save with status draft). */
export const CONTENT_ACTIONS = ['publish', 'withdraw', 'pin', 'unpin'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

export const CONTENT_KINDS = ['product', 'news', 'activity'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** List paging: SPEC leaves page sizes open beyond messages; the exhibitor lists use the same 10. */
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_PAGE_SIZE_MAX = 100;
export const CONTENT_KEYWORD_MAX_LENGTH = 200;

/** The state part of every content item; times are ISO 8601. */
export interface ContentState {
  id: number;
  status: ContentStatus;
  pinned: boolean;
  /** upload time: first save */
  uploaded_at: string;
  /** publish time; null while a draft */
  published_at: string | null;
  updated_at: string;
}

export interface ContentListQuery {
  page?: number;
  page_size?: number;
  /** searches the name (products) or title (news, activities) in both languages */
  keyword?: string;
  status?: ContentStatus;
}

export interface ContentStateChange {
  id: number;
  action: ContentAction;
}

export interface NewsListItem extends ContentState {
  title_zh: string;
  title_en: string;
}
export interface NewsItem extends NewsListItem {
  /** sanitised HTML */
  content_zh: string;
  content_en: string;
}

export interface ActivityListItem extends ContentState {
  title_zh: string;
  title_en: string;
  location_zh: string;
  location_en: string;
}
export interface ActivityItem extends ActivityListItem {
  /** sanitised HTML */
  content_zh: string;
  content_en: string;
}

export interface ContentCount {
  total: number;
  published: number;
}

/** SPEC §1 "their own statistics": exhibit data, exhibitor news and booth activity counts. */
export interface ExhibitorStatistics {
  products: ContentCount;
  news: ContentCount;
  activities: ContentCount;
}
