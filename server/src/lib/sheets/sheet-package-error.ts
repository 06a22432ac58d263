/** Which bound or rule of a spreadsheet package was broken. */
export type SheetPackageProblem =
  /** not a zip at all */
  | 'notZip'
  /** a zip whose parts cannot be read (broken data, a DTD, a part cut short) */
  | 'unreadable'
  | 'entries'
  | 'entryBytes'
  | 'totalBytes'
  | 'cellChars'
  | 'tagBytes'
  | 'depth'
  | 'rows'
  | 'columns'
  | 'sheets'
  | 'sharedStrings';

/**
 * A spreadsheet package refused while it was unpacked: the problem, the bound it passed and the part it
 * was found in. Plain data (no message key): the feature reading the sheet says it in its own words.
 */
export class SheetPackageError extends Error {
  constructor(
    readonly problem: SheetPackageProblem,
    readonly max?: number,
    readonly part?: string,
  ) {
    super(`spreadsheet package refused: ${problem}${max === undefined ? '' : ` (max ${max})`}${part ? ` in ${part}` : ''}`);
    this.name = 'SheetPackageError';
  }
}
