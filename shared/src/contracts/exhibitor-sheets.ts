import type { SendStatus } from './exhibitor-accounts';
import type { ExhibitorType } from './profile';

/**
 * The exhibitor information sheet (SPEC §2 /account/exhibitor-account-manage): import template, upload →
 * validation job → confirm → apply job, the invalid rows as a sheet to fix, and the account export in
 * the template's columns (an exported sheet imports back unchanged).
 */
export const EXHIBITOR_SHEET_PATHS = {
  template: '/admin/user/exhibitors/import/template',
  /** SPEC §7: multipart field `file`; answers the validation job */
  upload: '/admin/user/exhibitors/import',
  /** the invalid rows of a validation (`?id=` the validation job) with an error column */
  invalid: '/admin/user/exhibitors/import/invalid',
  confirm: '/admin/user/exhibitors/import/confirm',
  /** every row of a validation (`?id=` the validation job, `action`, `page`, `page_size`): what the confirm writes */
  rows: '/admin/user/exhibitors/import/rows',
  /** SPEC §7: the accounts as .xlsx, the list's search and filters apply */
  export: '/admin/user/exhibitors/export',
} as const;

/** Job kinds, as /api/jobs/info reports them. */
export const EXHIBITOR_SHEET_JOBS = { preview: 'exhibitor-sheets.preview', apply: 'exhibitor-sheets.apply' } as const;

/** Data rows one sheet may hold; a longer sheet is refused before any row is validated. */
export const EXHIBITOR_SHEET_MAX_ROWS = 5000;
/** Company and account names (tighter than the SPEC §5 text limit of 2000). */
export const EXHIBITOR_SHEET_NAME_MAX = 200;
export const EXHIBITOR_SHEET_EMAIL_MAX = 254;
/** Problems listed in the preview answer; the error sheet holds every invalid row. */
export const EXHIBITOR_SHEET_PROBLEMS_SHOWN = 200;

/** The template's columns, in order; the header cell reads "<zh> / <en>". */
export const EXHIBITOR_SHEET_COLUMNS = [
  { key: 'name_zh', zh: '展商中文名称', en: 'Exhibitor Chinese name', required: true },
  { key: 'name_en', zh: '展商英文名称', en: 'Exhibitor English name', required: true },
  { key: 'email', zh: '邮箱（账号）', en: 'E-mail (account)', required: true },
  { key: 'exhibitor_types', zh: '展商类型', en: 'Exhibitor type', required: true },
  { key: 'phone', zh: '手机号', en: 'Mobile', required: false },
] as const;
export type ExhibitorSheetColumnKey = (typeof EXHIBITOR_SHEET_COLUMNS)[number]['key'];

export const exhibitorSheetHeader = (column: { zh: string; en: string }) => `${column.zh} / ${column.en}`;

/** What the type column accepts for each type (several separated by a comma), besides the value itself. */
export const EXHIBITOR_SHEET_TYPE_NAMES: Record<ExhibitorType, readonly string[]> = {
  FIE: ['FIE', '外资企业', '外資企業'],
  Local: ['Local', '国内展商', '國內展商'],
  International: ['International', '国际展商', '國際展商'],
};

/** The upload answers the validation job; its result is a SheetPreview (contracts/sheets). */
export interface ExhibitorSheetUploaded {
  job_id: number;
}

/** Rows of a validation per page of its row list. */
export const EXHIBITOR_SHEET_ROWS_PAGE_SIZE = 10;
export const EXHIBITOR_SHEET_ROWS_PAGE_SIZE_MAX = 100;

/**
 * Result of the apply job: the counts, or (`stale_preview_job_id`, contracts/sheets SheetImportStale)
 * nothing written because the accounts changed since the validation, and the new validation's job.
 */
export interface ExhibitorSheetApplied {
  created: number;
  updated: number;
  /** rows refused (invalid in the validation, which the import leaves out) */
  invalid: number;
  stale_preview_job_id?: number;
}

/** Export query: the list's search and filters (keyword over names and e-mail). */
export interface ExhibitorSheetExportQuery {
  keyword?: string;
  type?: ExhibitorType;
  send_status?: SendStatus;
  profile?: 'saved' | 'unsaved';
}
