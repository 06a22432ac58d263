import type { ExhibitorType, ProfileView } from './profile';
/** The parts of a poster the organizer may leave out; the company's name is always shown. */
export const POSTER_FIELDS = ['logo', 'other_name', 'booth', 'qr_code', 'fair'] as const;
export type PosterField = (typeof POSTER_FIELDS)[number];

/** The languages a poster is drawn in: the zh and en of the template. */
export const POSTER_LOCALES = ['zh-cn', 'en-us'] as const;
export type PosterLocale = (typeof POSTER_LOCALES)[number];

/** The organizer's poster template (SPEC §5): background per language, headings, colours (#rrggbb) and the parts shown. */
export interface PosterTemplate {
  image: string;
  /** empty: English posters use `image` */
  image_en: string;
  title_zh: string;
  title_en: string;
  colors: { heading: string; accent: string; card: string; band: string };
  fields: PosterField[];
}

/** GET /exhibitors/global/poster: the template (null until set) and the own company as the poster shows it. */
export interface PosterInfo {
  template: PosterTemplate | null;
  company: Pick<ProfileView, 'name_zh_cn' | 'name_en' | 'logo' | 'qr_code' | 'country_info' | 'hall' | 'booth'>;
}

/** The organizer's poster calls (/poster/edit and /poster/download, role poster.download). */
export const POSTER_PATHS = {
  template: '/admin/global/poster',
  preview: '/admin/global/poster/preview',
  exhibitors: '/admin/poster/exhibitors',
  batch: '/admin/poster/batch',
  batchFile: '/admin/poster/batch/file',
} as const;

/** POST preview: the template as edited (unsaved) drawn for one company in one language; answers image/png. */
export interface PosterPreviewRequest {
  template: PosterTemplate;
  exhibitor_id: number;
  locale: PosterLocale;
}

/** One company of the poster list (and the preview's picker). */
export interface PosterExhibitorItem {
  id: number;
  name_zh_cn: string;
  name_en: string;
  logo: string | null;
  /** the hall's name in the caller's language */
  hall: string | null;
  booth: string | null;
  exhibitor_types: ExhibitorType[];
  /** profile saved by the exhibitor */
  is_edit: boolean;
}

/** The list's filters, as the address and the query carry them. */
export interface PosterExhibitorFilters {
  keyword?: string;
  /** a hall id, or `none` */
  hall?: string;
  exhibitor_type?: ExhibitorType;
}

export const POSTER_SORT_FIELDS = ['id', 'name_zh_cn', 'name_en', 'hall', 'booth'] as const;
export const POSTER_PAGE_SIZE = 20;
export const POSTER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const POSTER_KEYWORD_MAX_LENGTH = 100;
/** chosen rows of one batch: a page of 100 at most, times a few pages */
export const POSTER_BATCH_IDS_MAX = 1000;

/** POST batch: every company matching the filters, or only the chosen ones (`ids`), in one language. */
export interface PosterBatchRequest {
  locale: PosterLocale;
  keyword?: string;
  /** a hall id, or `none` */
  hall?: number | 'none';
  exhibitor_type?: ExhibitorType;
  ids?: number[];
}

/** The batch job's kind, read back by GET /api/jobs/info. */
export const POSTER_BATCH_JOB = 'posters.batch';

/** The batch job's result once done: the zip to fetch from batchFile?id=<job id>. */
export interface PosterBatchResult {
  file_name: string;
  count: number;
  /** posters drawn by this job; the others came from the stored posters */
  rendered: number;
  size: number;
}
