import { PassThrough, type Writable } from 'node:stream';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ExhibitorSheetExportQuery } from '@fair/shared/contracts/exhibitor-sheets';
import { exhibitorTypesText } from '@fair/shared/contracts/exhibitor-types';
import type { Database } from '../../db/client';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { escapeSheetRow } from '../../lib/sheets/formula-escape';
import { filtersOf } from '../exhibitor-accounts';
import { addDataSheet } from './sheet-files';

/** Rows read per query: memory stays flat however many accounts there are. */
const PAGE = 500;

/**
 * Writes the accounts as .xlsx into `out` while reading them page by page (keyset on id): the workbook is
 * streamed (rows committed as they are added), so neither the rows nor the file are ever held whole.
 */
export async function writeAccountExport(db: Database, query: ExhibitorSheetExportQuery, out: Writable): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = addDataSheet(workbook);
  sheet.getColumn('phone').numFmt = '@';
  // the list's filters, of main accounts with an e-mail (the key an import needs)
  const filter = and(filtersOf(query), isNotNull(exhibitorAccounts.email));
  let lastId = 0;
  let written = 0;
  for (;;) {
    const page = await db
      .select({ id: exhibitorAccounts.id, name_zh: exhibitors.name_zh_cn, name_en: exhibitors.name_en, email: exhibitorAccounts.email, types: exhibitors.exhibitor_types, phone: exhibitorAccounts.phone })
      .from(exhibitorAccounts)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
      .where(and(filter, gt(exhibitorAccounts.id, lastId)))
      .orderBy(asc(exhibitorAccounts.id))
      .limit(PAGE);
    for (const account of page) {
      sheet
        .addRow(
          escapeSheetRow({
            name_zh: account.name_zh,
            name_en: account.name_en,
            email: account.email ?? '',
            exhibitor_types: exhibitorTypesText(account.types),
            phone: account.phone ?? '',
          }),
        )
        .commit();
    }
    written += page.length;
    if (page.length < PAGE) break;
    lastId = page[page.length - 1].id;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** A stream the reply sends while the export is written into it; a failure ends the download broken. */
export function exportStream(db: Database, query: ExhibitorSheetExportQuery, onError: (error: unknown) => void): PassThrough {
  const out = new PassThrough();
  writeAccountExport(db, query, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return out;
}
