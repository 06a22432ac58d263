import { EXHIBITOR_SHEET_MAX_ROWS } from '@fair/shared/contracts/exhibitor-sheets';
import { AppError } from '../../lib/http/app-error';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import type { PackageLimits } from '../../lib/sheets/package-bounds';
import type { SheetPackageError } from '../../lib/sheets/sheet-package-error';

const MB = 1024 * 1024;

/**
 * What an uploaded exhibitor sheet may hold once unpacked. A full sheet of 5,000 rows in the template's
 * columns unpacks to a few MB, so every bound leaves ample room for a real one and none for a bomb.
 */
export const SHEET_LIMITS: PackageLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 50 * MB,
  maxTotalBytes: 100 * MB,
  // Excel's own limit of a cell
  maxCellChars: 32_767,
  maxTagBytes: 64 * 1024,
  maxDepth: 64,
  // empty rows count too (formatting alone makes a row element), hence more than the data rows allowed
  maxRowElements: EXHIBITOR_SHEET_MAX_ROWS * 10,
  maxColumns: 256,
  maxSheets: 100,
  maxSharedStrings: EXHIBITOR_SHEET_MAX_ROWS * 20,
};

/**
 * Characters of the exhibitor columns in all the rows a read hands back: about three times a full sheet
 * at the longest valid values. It bounds what crosses from the worker, and the server's heap, when
 * thousands of cells repeat one long shared string.
 */
export const MAX_SHEET_TEXT_CHARS = 10_000_000;

/**
 * A sheet refused as a whole: the reason is the answer's message (and the failed job's last_error, read
 * in its creator's language) and the problem of the field `file`.
 */
export const sheetRefusal = (key: MessageKey, params?: MessageParams) => new AppError(422, key, params, { errors: [{ field: 'file', messageKey: key, params }] });

/** The refusal naming the bound a package passed, in the organizer's words. */
export function packageRefusal(error: SheetPackageError): AppError {
  const max = error.max ?? 0;
  switch (error.problem) {
    case 'notZip':
      return sheetRefusal('exhibitorSheets.notXlsx');
    case 'unreadable':
      return sheetRefusal('exhibitorSheets.unreadable');
    case 'entries':
      return sheetRefusal('exhibitorSheets.tooManyParts', { max });
    case 'entryBytes':
      return sheetRefusal('exhibitorSheets.partTooLarge', { part: error.part ?? '', max: max / MB });
    case 'totalBytes':
      return sheetRefusal('exhibitorSheets.tooLarge', { max: max / MB });
    case 'cellChars':
      return sheetRefusal('exhibitorSheets.cellTooLong', { max });
    case 'tagBytes':
      return sheetRefusal('exhibitorSheets.tagTooLong', { max: max / 1024 });
    case 'depth':
      return sheetRefusal('exhibitorSheets.tooDeep', { max });
    case 'rows':
      return sheetRefusal('exhibitorSheets.tooManyRows', { max: EXHIBITOR_SHEET_MAX_ROWS });
    case 'columns':
      return sheetRefusal('exhibitorSheets.tooManyColumns', { max });
    case 'sheets':
      return sheetRefusal('exhibitorSheets.tooManySheets', { max });
    case 'sharedStrings':
      return sheetRefusal('exhibitorSheets.tooManySharedStrings', { max });
  }
}
