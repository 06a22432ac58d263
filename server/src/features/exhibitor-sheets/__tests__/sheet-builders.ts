import { PassThrough } from 'node:stream';
import { eq, getTableColumns, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { EXHIBITOR_SHEET_COLUMNS, type ExhibitorSheetColumnKey, exhibitorSheetHeader } from '@fair/shared/contracts/exhibitor-sheets';
import type { Database } from '../../../db/client';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { multipartBody } from '../../../test/multipart';

export type SheetValues = Partial<Record<ExhibitorSheetColumnKey, ExcelJS.CellValue>>;

export const HEADERS = EXHIBITOR_SHEET_COLUMNS.map(exhibitorSheetHeader);

/** A sheet in the template's columns, as an organizer fills it in Excel. */
export async function accountSheet(rows: SheetValues[], extras: { formulaAt?: number; image?: boolean } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('展商信息');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(EXHIBITOR_SHEET_COLUMNS.map((column) => row[column.key] ?? null));
  if (extras.formulaAt !== undefined) sheet.getCell(`A${extras.formulaAt}`).value = { formula: 'CONCATENATE("a","b")', result: 'ab' };
  if (extras.image) {
    const image = workbook.addImage({ buffer: PNG_1X1 as unknown as ExcelJS.Buffer, extension: 'png' });
    sheet.addImage(image, { tl: { col: 6, row: 1 }, ext: { width: 10, height: 10 } });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** n valid rows with e-mails prefix-1@…, prefix-2@… */
export function validRows(n: number, prefix: string): SheetValues[] {
  return Array.from({ length: n }, (_, index) => ({
    name_zh: `${prefix}测试电子有限公司${index + 1}`,
    name_en: `${prefix} Test Electronics ${index + 1}`,
    email: `${prefix}-${index + 1}@import.test`,
    exhibitor_types: index % 3 === 0 ? 'FIE, International' : index % 3 === 1 ? 'Local' : '国际展商',
  }));
}

/** The same workbook with an Excel macro project inside (an .xlsm renamed .xlsx). */
export async function withMacros(sheet: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(sheet);
  zip.file('xl/vbaProject.bin', Buffer.from('macro project'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A sheet of `count` rows (e-mails prefix-1@…) written with the streaming writer (memory stays flat even for 100,000 rows). */
export async function hugeSheet(count: number, prefix = 'bulk'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('展商信息');
  sheet.addRow(HEADERS).commit();
  for (let n = 1; n <= count; n += 1) sheet.addRow([`公司${n}`, `Company ${n}`, `${prefix}-${n}@import.test`, 'Local']).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The rows of the first sheet as text arrays (header included). */
export async function readRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

export const sheetUpload = (buffer: Buffer, fileName = '展商信息.xlsx') => multipartBody([{ field: 'file', fileName, content: buffer }]);

/** The accounts with the names and types the account screen shows: their company's. */
export const accountsWithCompany = (db: Database, pattern: string) =>
  db
    .select({ ...getTableColumns(exhibitorAccounts), name_zh: exhibitors.name_zh_cn, name_en: exhibitors.name_en, exhibitor_types: exhibitors.exhibitor_types })
    .from(exhibitorAccounts)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
    .where(like(exhibitorAccounts.email, pattern))
    .orderBy(exhibitorAccounts.email);
