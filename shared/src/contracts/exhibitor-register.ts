import type { CompletionItem } from './profile-completion';
import type { SendStatus } from './exhibitor-accounts';
import type { ExhibitorType } from './profile';

/**
 * The organizer's exhibitor register (/message/exhibitor-info-manage): every company with its profile
 * fields and completion, where the organizer sets hall, booth number and booth area. Calls under
 * /admin/exhibitor-info.
 */
export interface RegisterItem {
  id: number;
  name_zh_cn: string;
  name_en: string;
  logo: string | null;
  country: string | null;
  /** the country's name in the caller's language */
  country_info: string | null;
  hall_id: number | null;
  /** the hall's name in the caller's language */
  hall: string | null;
  booth: string | null;
  /** square metres */
  booth_area: number | null;
  /** the company's types in SPEC §1 order, as the account screen shows them */
  exhibitor_types: ExhibitorType[];
  /** profile saved by the exhibitor */
  is_edit: boolean;
  website: string | null;
  email: string | null;
  join_year: number | null;
  categories_count: number;
  /** 0–100, the exhibitor dashboard's completion (profile items and published exhibit, news, activity) */
  completion: number;
  updated_at: string;
  /** the last profile reminder's send status; null: never reminded */
  reminder_status: SendStatus | null;
  /** when the last profile reminder was queued */
  reminded_at: string | null;
}

/** One company read for the booth drawer: the list row plus what its completion still misses. */
export interface RegisterDetail extends RegisterItem {
  intro_zh: string;
  intro_en: string;
  application_areas_count: number;
  missing: CompletionItem[];
}

export const REGISTER_SORT_FIELDS = [
  'id',
  'name_zh_cn',
  'name_en',
  'country',
  'hall',
  'booth',
  'booth_area',
  'exhibitor_types',
  'is_edit',
  'join_year',
  'categories_count',
  'completion',
  'updated_at',
] as const;
export type RegisterSortField = (typeof REGISTER_SORT_FIELDS)[number];

/** `hall=none`: companies without a hall yet. */
export const REGISTER_NO_HALL = 'none';

/** The list's filters as the address and the query carry them (all optional). */
export interface RegisterFilters {
  keyword?: string;
  hall?: string;
  /** companies that have this type (among others) */
  exhibitor_type?: ExhibitorType;
  country?: string;
  /** '1' profile saved, '0' not yet */
  is_edit?: '0' | '1';
  /** companies whose completion is below this percentage (1–100) */
  completion_below?: number;
}

/** What the organizer sets: hall (from the hall numbers), booth number and booth area. Null clears. */
export interface BoothAssignment {
  id: number;
  hall_id: number | null;
  booth: string | null;
  booth_area: number | null;
}

export const REGISTER_PAGE_SIZE = 20;
export const REGISTER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const REGISTER_KEYWORD_MAX_LENGTH = 100;
/** booth numbers such as 1H-A12 or W3-0815 */
export const BOOTH_MAX_LENGTH = 32;
/** the database keeps booth areas as numeric(10, 2) */
export const BOOTH_AREA_MAX = 99_999_999.99;
export const BOOTH_AREA_DECIMALS = 2;

export const REGISTER_PATHS = {
  list: '/admin/exhibitor-info/list',
  info: '/admin/exhibitor-info/info',
  booth: '/admin/exhibitor-info/booth',
  export: '/admin/exhibitor-info/export',
} as const;
