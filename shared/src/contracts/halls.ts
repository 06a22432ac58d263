/** The organizer's hall numbers (/organizer/exhibition-number): the calls under /admin/hall. */
export interface HallItem {
  id: number;
  name_zh: string;
  name_en: string;
  sort: number;
  /** exhibitors whose profile names this hall: while above 0 the hall cannot be deleted */
  exhibitor_count: number;
}

/** Columns the hall list sorts by (`sort` is the venue's own order, the default). */
export const HALL_SORT_FIELDS = ['sort', 'name_zh', 'name_en', 'exhibitor_count'] as const;
export type HallSortField = (typeof HALL_SORT_FIELDS)[number];

export const HALL_PAGE_SIZE = 20;
export const HALL_PAGE_SIZES = [10, 20, 50, 100] as const;
export const HALL_KEYWORD_MAX_LENGTH = 100;

/** One step of the venue order: the hall trades places with its neighbour. */
export const HALL_MOVES = ['up', 'down'] as const;
export type HallMove = (typeof HALL_MOVES)[number];

export const HALL_PATHS = {
  list: '/admin/hall/list',
  save: '/admin/hall/save',
  sort: '/admin/hall/sort',
  delete: '/admin/hall/delete',
} as const;
