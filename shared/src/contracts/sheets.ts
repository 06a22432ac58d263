/**
 * Spreadsheet imports (upload → validate every row → confirm). The server validates the whole sheet,
 * keeps the upload under `preview_id` and writes nothing until the confirm call.
 */
export interface SheetRowProblem {
  /** the row number as the spreadsheet shows it (header is row 1) */
  row: number;
  /** the column's header text */
  column: string;
  /** localised reason */
  message: string;
}

export interface SheetPreview {
  preview_id: string;
  /** data rows read */
  total: number;
  /** valid rows that create a record */
  created: number;
  /** valid rows that update an existing record (same key) */
  updated: number;
  /** rows refused; none of them is written */
  invalid: number;
  /** the problems of the invalid rows, first rows first (the error sheet has them all) */
  problems: SheetRowProblem[];
  /** path of the invalid rows as .xlsx with an error column, to fix and import again; null when none */
  invalid_sheet_url: string | null;
  /** rows left out on purpose (the template's example row), by row number; never written */
  skipped_example_rows?: number[];
  /** path of every row's outcome, paged (`&action=create|update|invalid&page=&page_size=`): what the confirm will write */
  rows_url?: string | null;
  /** this check replaces an earlier one whose confirm was refused because the records changed since: the rows that differ */
  stale?: SheetStaleNotice | null;
}

/** What an import will do with one row: create, update (before → after per field) or refuse it. */
export type SheetRowAction = 'create' | 'update' | 'invalid';

export interface SheetFieldChange {
  /** the column's header text */
  column: string;
  /** null for a new record */
  before: string | null;
  after: string;
}

export interface SheetPreviewRow {
  row: number;
  action: SheetRowAction;
  /** the row's key (an account's e-mail) */
  key: string;
  /** a new record: every field; an update: only the fields it changes */
  changes: SheetFieldChange[];
  /** why an invalid row is refused */
  problems: SheetRowProblem[];
}

export interface SheetStaleNotice {
  /** the check whose confirm was refused; nothing of it was written */
  previous_preview_id: string;
  /** the rows whose outcome changed since that check, each with the reason */
  rows: { row: number; key: string; message: string }[];
}

/** The confirm call answers the job that writes the rows. */
export interface SheetImportStarted {
  job_id: number;
}

/**
 * An import job's result when the records changed since its check: nothing was written, and a new
 * check of the same sheet was started (its result says what changed) to be confirmed instead.
 */
export interface SheetImportStale {
  stale_preview_job_id: number;
}

export const staleImportOf = (result: unknown): SheetImportStale | null =>
  typeof result === 'object' && result !== null && typeof (result as SheetImportStale).stale_preview_job_id === 'number' ? (result as SheetImportStale) : null;
