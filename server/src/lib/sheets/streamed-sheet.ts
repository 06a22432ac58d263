import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { escapeSheetCell } from './formula-escape';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null;
}

/**
 * One sheet written row by row into the returned stream while `batches` are read (exceljs streaming
 * writer, rows committed as they are added), so neither the rows nor the file are ever held whole. Text
 * cells a spreadsheet would read as a formula are escaped. A failure ends the stream broken.
 */
export function streamSheet<R>(sheetName: string, columns: SheetColumn<R>[], batches: AsyncIterable<R[]>, onError: (error: unknown) => void): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => escapeSheetCell(column.value(row)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return stream;
}

/** Sends a made file as an attachment named `fileName` (any language), never cached. */
export function sendSheet(reply: FastifyReply, fileName: string, body: PassThrough) {
  return reply
    .headers({ 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`, 'cache-control': 'private, no-store' })
    .type(XLSX_TYPE)
    .send(body);
}
