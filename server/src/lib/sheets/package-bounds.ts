import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import unzipper from 'unzipper';
import { SheetPackageError } from './sheet-package-error';
import { XmlBoundsScanner } from './xml-bounds';

/** What a spreadsheet package may hold once unpacked; every count is of what is really inflated and parsed. */
export interface PackageLimits {
  /** zip entries */
  maxEntries: number;
  /** bytes one entry inflates to */
  maxEntryBytes: number;
  /** bytes all entries inflate to */
  maxTotalBytes: number;
  /** characters of one cell or shared string (Excel's own limit is 32,767) */
  maxCellChars: number;
  maxTagBytes: number;
  maxDepth: number;
  /** row elements of one worksheet, empty ones included */
  maxRowElements: number;
  /** cells of one row */
  maxColumns: number;
  /** sheets the workbook lists, and worksheet parts */
  maxSheets: number;
  /** entries of the shared-strings table */
  maxSharedStrings: number;
}

/** The worksheet parts exceljs's stream reader parses (its own pattern, unanchored as it is). */
const WORKSHEET_PART = /xl\/worksheets\/sheet\d+[.]xml/;
const XML_PART = /\.(xml|rels)$/i;
const VALUE_ELEMENTS = new Set(['c', 'si']);

/**
 * Unpacks an .xlsx as a stream with the same zip reader exceljs's WorkbookReader uses (unzipper's Parse,
 * entry by entry from the local headers), so what is measured is exactly what the parser will be given.
 * Counts the REAL inflated bytes of each entry and of all (a header's sizes are only a claim) and scans
 * every XML part for the bounds in `limits`, stopping at the first one passed. Memory stays flat: each
 * chunk is measured and dropped. Answers the entry names; throws SheetPackageError.
 */
export async function inspectPackage(filePath: string, limits: PackageLimits): Promise<string[]> {
  const names: string[] = [];
  let total = 0;
  let worksheets = 0;
  const zip = unzipper.Parse({ forceStream: true });
  const input = createReadStream(filePath);
  const feeding = pipeline(input, zip).catch(() => undefined);
  try {
    for await (const entry of zip as AsyncIterable<unzipper.Entry>) {
      names.push(entry.path);
      if (names.length > limits.maxEntries) throw new SheetPackageError('entries', limits.maxEntries);
      if (WORKSHEET_PART.test(entry.path) && ++worksheets > limits.maxSheets) throw new SheetPackageError('sheets', limits.maxSheets, entry.path);
      const scanner = XML_PART.test(entry.path) ? partScanner(entry.path, limits) : null;
      let bytes = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        total += chunk.length;
        if (bytes > limits.maxEntryBytes) throw new SheetPackageError('entryBytes', limits.maxEntryBytes, entry.path);
        if (total > limits.maxTotalBytes) throw new SheetPackageError('totalBytes', limits.maxTotalBytes, entry.path);
        scanner?.write(chunk);
      }
      scanner?.end();
    }
  } catch (error) {
    if (error instanceof SheetPackageError) throw error;
    // unzipper's words for a file that is no zip, or whose data does not inflate
    throw new SheetPackageError(names.length === 0 ? 'notZip' : 'unreadable', undefined, names.at(-1));
  } finally {
    input.destroy();
    zip.destroy();
    await feeding;
  }
  return names;
}

/** The XML scanner of one part, counting rows, cells per row, listed sheets and shared strings. */
function partScanner(part: string, limits: PackageLimits): XmlBoundsScanner {
  let rows = 0;
  let cells = 0;
  let sheets = 0;
  let strings = 0;
  const isWorkbook = part === 'xl/workbook.xml';
  const isSharedStrings = part === 'xl/sharedStrings.xml';
  return new XmlBoundsScanner(part, { maxDepth: limits.maxDepth, maxTextChars: limits.maxCellChars, maxTagBytes: limits.maxTagBytes }, VALUE_ELEMENTS, {
    open(name) {
      if (name === 'row') {
        cells = 0;
        if (++rows > limits.maxRowElements) throw new SheetPackageError('rows', limits.maxRowElements, part);
      } else if (name === 'c') {
        if (++cells > limits.maxColumns) throw new SheetPackageError('columns', limits.maxColumns, part);
      } else if (name === 'sheet' && isWorkbook) {
        if (++sheets > limits.maxSheets) throw new SheetPackageError('sheets', limits.maxSheets, part);
      } else if (name === 'si' && isSharedStrings) {
        if (++strings > limits.maxSharedStrings) throw new SheetPackageError('sharedStrings', limits.maxSharedStrings, part);
      }
    },
  });
}
