/** The organizer's portal ads (/organizer/advertising): the calls under /admin/ad and the public redirect. */
export const AD_OPEN_MODES = ['link', 'download'] as const;
export type AdOpenMode = (typeof AD_OPEN_MODES)[number];

/** Where on the portal an ad shows: the page, and the place on it. */
export const AD_PAGES = ['home', 'dashboard', 'login'] as const;
export type AdPage = (typeof AD_PAGES)[number];
export const AD_POSITIONS = ['top', 'side', 'bottom'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export interface AdItem {
  id: number;
  image: string;
  page: string;
  position: string;
  open_mode: AdOpenMode;
  target_url: string;
  enabled: boolean;
  /** display order, lowest first */
  sort: number;
  /** visitors who opened the ad, each counted once an hour */
  click_count: number;
  updated_at: string;
}

/** Columns the ad list sorts by (`sort` is the display order, the default). */
export const AD_SORT_FIELDS = ['sort', 'click_count', 'updated_at'] as const;
export type AdSortField = (typeof AD_SORT_FIELDS)[number];

export const AD_PAGE_SIZE = 20;
export const AD_PAGE_SIZES = [10, 20, 50, 100] as const;
export const AD_KEYWORD_MAX_LENGTH = 100;
export const AD_SORT_MAX = 9999;

export const AD_PATHS = {
  list: '/admin/ad/list',
  save: '/admin/ad/save',
  enable: '/admin/ad/enable',
  /** several ads switched on or off at once */
  enableBatch: '/admin/ad/enable-batch',
  delete: '/admin/ad/delete',
} as const;

/** The public address an ad links to: counts the visitor's click, then redirects to the ad's target. */
export const adClickPath = (id: number) => `/api/ad/click/${id}`;
