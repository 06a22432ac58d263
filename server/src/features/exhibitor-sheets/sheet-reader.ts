import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { EXHIBITOR_SHEET_COLUMNS, EXHIBITOR_SHEET_MAX_ROWS, type ExhibitorSheetColumnKey, exhibitorSheetHeader } from '@fair/shared/contracts/exhibitor-sheets';
import { AppError } from '../../lib/http/app-error';
import { inspectPackage } from '../../lib/sheets/package-bounds';
import { SheetPackageError } from '../../lib/sheets/sheet-package-error';
import { MAX_SHEET_TEXT_CHARS, SHEET_LIMITS, packageRefusal, sheetRefusal } from './sheet-limits';

// Runs in the sheet worker (sheet-worker.ts), never on the server's own thread: see sheet-parser.ts.

/**
 * Checks the package before any cell is read: a real workbook (an OOXML zip with xl/workbook.xml), no
 * macros, no pictures, no embedded objects, and within SHEET_LIMITS once really unpacked — sizes counted
 * while inflating, cells, rows, columns, sheets, shared strings and nesting measured in the XML itself.
 */
export async function checkSheetPackage(filePath: string): Promise<void> {
  let names: string[];
  try {
    names = await inspectPackage(filePath, SHEET_LIMITS);
  } catch (error) {
    throw error instanceof SheetPackageError ? packageRefusal(error) : error;
  }
  if (!names.includes('[Content_Types].xml') || !names.includes('xl/workbook.xml')) throw sheetRefusal('exhibitorSheets.notXlsx');
  if (names.some((name) => /vbaProject\.bin$|^xl\/activeX\//i.test(name))) throw sheetRefusal('exhibitorSheets.macros');
  if (names.some((name) => /^xl\/(media|drawings|embeddings)\//i.test(name))) throw sheetRefusal('exhibitorSheets.images');
}

export interface SheetRow {
  /** the row number the spreadsheet shows */
  row: number;
  values: Record<ExhibitorSheetColumnKey, string>;
}

const normaliseHeader = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Each column's header is recognised in full ("中文 / English"), or by either half alone. */
const HEADER_NAMES = new Map<string, ExhibitorSheetColumnKey>(
  EXHIBITOR_SHEET_COLUMNS.flatMap((column) => [exhibitorSheetHeader(column), column.zh, column.en].map((name) => [normaliseHeader(name), column.key] as const)),
);

const isFormula = (value: unknown): boolean => typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

/** A cell as text: rich text joined, a link's text, numbers without exponent, dates as yyyy-MM-dd. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('text' in value && typeof value.text === 'object') return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

const READ_ATTEMPTS = 5;

/** What the parser threw, as opposed to a refusal of the sheet's content. */
class ParserError extends Error {}

/**
 * Checks the package, then reads the first worksheet as a stream: the header row maps columns, every
 * further non-empty row is a data row. Refused: a missing required column, a formula in any cell, more
 * than EXHIBITOR_SHEET_MAX_ROWS data rows or MAX_SHEET_TEXT_CHARS characters in the exhibitor columns
 * (reading stops at the first row too many).
 */
export async function readSheetRows(filePath: string): Promise<SheetRow[]> {
  await checkSheetPackage(filePath);
  // exceljs 4.4's stream reader now and then loses the workbook model when the worksheet comes before
  // xl/workbook.xml in the zip (as exceljs itself writes it): while it copies the worksheet to a temporary
  // file, the next entries stream past unread. About 1 read in 400 fails with a TypeError, more on a busy
  // machine, and 1 in 5 when the entries are stored rather than deflated. A sheet that really cannot be read
  // fails every time.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readSheetRowsOnce(filePath);
    } catch (error) {
      if (error instanceof ParserError && attempt < READ_ATTEMPTS) continue;
      throw error instanceof ParserError ? sheetRefusal('exhibitorSheets.unreadable') : error;
    }
  }
}

async function readSheetRowsOnce(filePath: string): Promise<SheetRow[]> {
  const input = createReadStream(filePath);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let textChars = 0;
  try {
    for await (const worksheet of reader) {
      let columns: Map<number, ExhibitorSheetColumnKey> | null = null;
      for await (const row of worksheet) {
        const cells = row.values as ExcelJS.CellValue[];
        cells.forEach((value, index) => {
          if (isFormula(value)) throw sheetRefusal('exhibitorSheets.formula', { cell: `${columnLetter(index)}${row.number}` });
        });
        if (!columns) {
          const found = new Map<number, ExhibitorSheetColumnKey>();
          cells.forEach((value, index) => {
            const key = HEADER_NAMES.get(normaliseHeader(cellText(value)));
            if (key && ![...found.values()].includes(key)) found.set(index, key);
          });
          columns = found;
          const missing = EXHIBITOR_SHEET_COLUMNS.filter((column) => column.required && ![...found.values()].includes(column.key));
          if (missing.length) throw sheetRefusal('exhibitorSheets.missingColumns', { columns: missing.map(exhibitorSheetHeader).join(', ') });
          continue;
        }
        const values = Object.fromEntries(EXHIBITOR_SHEET_COLUMNS.map((column) => [column.key, ''])) as Record<ExhibitorSheetColumnKey, string>;
        for (const [index, key] of columns) values[key] = cellText(cells[index]).trim();
        if (Object.values(values).every((value) => value === '')) continue;
        if (rows.length >= EXHIBITOR_SHEET_MAX_ROWS) throw sheetRefusal('exhibitorSheets.tooManyRows', { max: EXHIBITOR_SHEET_MAX_ROWS });
        for (const value of Object.values(values)) textChars += value.length;
        if (textChars > MAX_SHEET_TEXT_CHARS) throw sheetRefusal('exhibitorSheets.tooMuchText', { max: MAX_SHEET_TEXT_CHARS });
        rows.push({ row: row.number, values });
      }
      if (!columns) throw sheetRefusal('exhibitorSheets.empty');
      // the data sheet is the first one; the notes sheet is not read
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ParserError('unreadable', { cause: error });
  } finally {
    // reading may stop early (a refusal, the notes sheet left unread): the file is let go at once
    input.destroy();
  }
  if (rows.length === 0) throw sheetRefusal('exhibitorSheets.empty');
  return rows;
}
