import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { EXHIBITOR_SHEET_MAX_ROWS } from '@fair/shared/contracts/exhibitor-sheets';
import { AppError } from '../../../lib/http/app-error';
import { MAX_SHEET_TEXT_CHARS } from '../sheet-limits';
import { cellText, readSheetRows } from '../sheet-reader';
import { HEADERS, accountSheet, hugeSheet, validRows, withMacros } from './sheet-builders';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sheet-reader-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A workbook whose sheets hold exactly these rows (null: an empty cell), written to a file as the upload is. */
async function sheetFile(...sheets: ExcelJS.CellValue[][][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((rows, index) => {
    const sheet = workbook.addWorksheet(`Sheet${index + 1}`);
    for (const row of rows) sheet.addRow(row);
  });
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

async function saved(buffer: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(file, buffer);
  return file;
}

/** The same package with parts added (content) or taken out (null), deflated as spreadsheet programs write it. */
async function repacked(buffer: Buffer, parts: Record<string, string | null>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(buffer);
  for (const [name, content] of Object.entries(parts)) {
    if (content === null) zip.remove(name);
    else zip.file(name, content);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function refusalOf(file: string): Promise<{ key: string; params: unknown }> {
  const error = await readSheetRows(file).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { key: error.messageKey, params: error.params };
}

describe('cellText', () => {
  it('gives each kind of cell value as the text the sheet shows', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined as unknown as ExcelJS.CellValue)).toBe('');
    expect(cellText('  keep spaces ')).toBe('  keep spaces ');
    // a phone number typed as a number, and one too large for plain String() without an exponent
    expect(cellText(13800138000)).toBe('13800138000');
    expect(cellText(1e21)).toBe('1000000000000000000000');
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date(Date.UTC(2026, 10, 27, 23, 0)))).toBe('2026-11-27');
    expect(cellText({ richText: [{ text: '华芯' }, { text: ' Electronics', font: { bold: true } }] })).toBe('华芯 Electronics');
    expect(cellText({ text: 'sales@huaxin.example', hyperlink: 'mailto:sales@huaxin.example' })).toBe('sales@huaxin.example');
    expect(cellText({ text: { richText: [{ text: 'a' }, { text: 'b' }] }, hyperlink: 'https://example.com' } as unknown as ExcelJS.CellValue)).toBe('ab');
    expect(cellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('#N/A');
    expect(cellText({} as unknown as ExcelJS.CellValue)).toBe('');
  });
});

describe('readSheetRows', () => {
  it('finds the columns by either half of the header in any case and spacing, in any order, the first of two alike', async () => {
    const file = await sheetFile([
      ['  E-MAIL   (account) ', '展商中文名称', 'exhibitor english name', 'Exhibitor Type', '邮箱（账号）'],
      ['a@import.test', '甲公司', 'A Co', 'Local', 'second@import.test'],
    ]);
    expect(await readSheetRows(file)).toEqual([{ row: 2, values: { email: 'a@import.test', name_zh: '甲公司', name_en: 'A Co', exhibitor_types: 'Local', phone: '' } }]);
  });

  it('skips rows without text, keeping the row numbers the spreadsheet shows, and trims the values', async () => {
    const file = await sheetFile([HEADERS, ['  甲公司 ', 'A Co', 'a@import.test', 'Local', ' 13800138000 '], [null, '   ', null, null, null], [], ['乙公司', 'B Co', 'b@import.test', 'FIE', null]]);
    expect(await readSheetRows(file)).toEqual([
      { row: 2, values: { name_zh: '甲公司', name_en: 'A Co', email: 'a@import.test', exhibitor_types: 'Local', phone: '13800138000' } },
      { row: 5, values: { name_zh: '乙公司', name_en: 'B Co', email: 'b@import.test', exhibitor_types: 'FIE', phone: '' } },
    ]);
  });

  it('refuses what is not a workbook, macros and pictures before reading a cell', async () => {
    const valid = await accountSheet(validRows(2, 'package'));
    expect((await refusalOf(await saved(Buffer.from('name,email\n'))))).toEqual({ key: 'exhibitorSheets.notXlsx', params: undefined });
    expect((await refusalOf(await saved(await repacked(valid, { 'xl/workbook.xml': null })))).key).toBe('exhibitorSheets.notXlsx');
    expect((await refusalOf(await saved(await repacked(valid, { '[Content_Types].xml': null })))).key).toBe('exhibitorSheets.notXlsx');
    expect((await refusalOf(await saved(await withMacros(valid)))).key).toBe('exhibitorSheets.macros');
    expect((await refusalOf(await saved(await repacked(valid, { 'xl/activeX/activeX1.xml': '<ax/>' })))).key).toBe('exhibitorSheets.macros');
    expect((await refusalOf(await saved(await accountSheet(validRows(2, 'picture'), { image: true })))).key).toBe('exhibitorSheets.images');
    expect((await refusalOf(await saved(await repacked(valid, { 'xl/embeddings/oleObject1.bin': 'ole' })))).key).toBe('exhibitorSheets.images');
    // the same names elsewhere in the package are no macro project and no picture
    expect(await readSheetRows(await saved(await repacked(valid, { 'docProps/vbaProject.bin.txt': 'note', 'docProps/xl/media/readme.txt': 'note', 'docProps/xl/activeX/readme.txt': 'note' })))).toHaveLength(2);
  });

  it('takes rich text and links in cells as their text, not as formulas', async () => {
    const file = await sheetFile([
      HEADERS,
      [{ richText: [{ text: '甲' }, { text: '公司', font: { bold: true } }] }, 'A Co', { text: 'a@import.test', hyperlink: 'mailto:a@import.test' }, 'Local'],
    ]);
    expect((await readSheetRows(file))[0].values).toMatchObject({ name_zh: '甲公司', email: 'a@import.test' });
  });

  it('takes an error cell as its text, not as a formula', async () => {
    const file = await sheetFile([HEADERS, ['甲公司', 'A Co', 'a@import.test', 'Local', { error: '#N/A' } as ExcelJS.CellErrorValue]]);
    expect((await readSheetRows(file))[0].values.phone).toBe('#N/A');
  });

  it(`hands back at most ${MAX_SHEET_TEXT_CHARS} characters of text, however few the rows (one long string repeated)`, async () => {
    // 312 cells of 32,000 characters (Excel's cell holds 32,767) and one more of the rest
    const withText = (last: number) => sheetFile([HEADERS, ...Array.from({ length: 312 }, () => ['x'.repeat(32_000)]), ['y'.repeat(last)]]);
    const rest = MAX_SHEET_TEXT_CHARS - 312 * 32_000;
    expect(await readSheetRows(await withText(rest))).toHaveLength(313);
    expect(await refusalOf(await withText(rest + 1))).toEqual({ key: 'exhibitorSheets.tooMuchText', params: { max: MAX_SHEET_TEXT_CHARS } });
  });

  it('refuses a shared formula as a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('展商信息');
    sheet.addRow(HEADERS);
    sheet.addRow(['甲公司', 'A Co', 'a@import.test', 'Local', 1]);
    sheet.addRow(['乙公司', 'B Co', 'b@import.test', 'Local', 2]);
    sheet.getCell('E2').value = { formula: 'ROW()', result: 2 } as ExcelJS.CellFormulaValue;
    sheet.getCell('E3').value = { sharedFormula: 'E2', result: 3 } as ExcelJS.CellSharedFormulaValue;
    const file = await saved(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(await refusalOf(file)).toEqual({ key: 'exhibitorSheets.formula', params: { cell: 'E2' } });
  });

  it(`reads ${EXHIBITOR_SHEET_MAX_ROWS} rows and refuses one more`, async () => {
    expect(await readSheetRows(await saved(await hugeSheet(EXHIBITOR_SHEET_MAX_ROWS)))).toHaveLength(EXHIBITOR_SHEET_MAX_ROWS);
    expect(await refusalOf(await saved(await hugeSheet(EXHIBITOR_SHEET_MAX_ROWS + 1)))).toEqual({ key: 'exhibitorSheets.tooManyRows', params: { max: EXHIBITOR_SHEET_MAX_ROWS } });
  });

  it('names the cell of a formula in column Z and past it, and refuses one in the header row too', async () => {
    const formulaIn = (column: number) => {
      const row = Array.from({ length: column }, (): ExcelJS.CellValue => null);
      row.splice(0, 4, '甲公司', 'A Co', 'a@import.test', 'Local');
      row[column - 1] = { formula: '1+1', result: 2 } as ExcelJS.CellFormulaValue;
      return row;
    };
    expect(await refusalOf(await sheetFile([HEADERS, formulaIn(26)]))).toEqual({ key: 'exhibitorSheets.formula', params: { cell: 'Z2' } });
    expect(await refusalOf(await sheetFile([HEADERS, formulaIn(28)]))).toEqual({ key: 'exhibitorSheets.formula', params: { cell: 'AB2' } });
    expect(await refusalOf(await sheetFile([[{ formula: '"x"', result: 'x' } as ExcelJS.CellFormulaValue, ...HEADERS.slice(1)]]))).toEqual({ key: 'exhibitorSheets.formula', params: { cell: 'A1' } });
  });

  it('reads the first sheet only: a formula on the notes sheet is not looked at', async () => {
    const file = await sheetFile([HEADERS, ['甲公司', 'A Co', 'a@import.test', 'Local']], [['notes'], [{ formula: '1+1', result: 2 } as ExcelJS.CellFormulaValue]]);
    expect(await readSheetRows(file)).toHaveLength(1);
  });

  it('names every required column that is missing, and refuses a sheet with a header but no rows', async () => {
    expect(await refusalOf(await sheetFile([['Exhibitor Chinese name', 'Mobile'], ['甲公司', '1']]))).toEqual({
      key: 'exhibitorSheets.missingColumns',
      params: { columns: `${HEADERS[1]}, ${HEADERS[2]}, ${HEADERS[3]}` },
    });
    expect((await refusalOf(await sheetFile([HEADERS, [null, null]]))).key).toBe('exhibitorSheets.empty');
  });
});
