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
}

/** The confirm call answers the job that writes the rows. */
export interface SheetImportStarted {
  job_id: number;
}
