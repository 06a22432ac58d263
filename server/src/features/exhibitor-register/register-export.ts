import type { PassThrough } from 'node:stream';
import type { RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { exhibitorTypesText } from '@fair/shared/contracts/exhibitor-types';
import type { Database } from '../../db/client';
import type { ServerLocale } from '../../lib/i18n/locale';
import { type MessageKey, translate } from '../../lib/i18n/translate';
import { streamSheet } from '../../lib/sheets/streamed-sheet';
import type { RegisterExportQuery } from './register-schemas';
import { registerBatches } from './register-store';

type Column = { key: MessageKey; width: number; value: (item: RegisterItem, yesNo: (flag: boolean) => string) => string | number | null };

const COLUMNS: Column[] = [
  { key: 'exhibitorRegister.columns.id', width: 8, value: (item) => item.id },
  { key: 'exhibitorRegister.columns.nameZh', width: 32, value: (item) => item.name_zh_cn },
  { key: 'exhibitorRegister.columns.nameEn', width: 32, value: (item) => item.name_en },
  { key: 'exhibitorRegister.columns.country', width: 16, value: (item) => item.country_info ?? item.country },
  { key: 'exhibitorRegister.columns.hall', width: 14, value: (item) => item.hall },
  { key: 'exhibitorRegister.columns.booth', width: 14, value: (item) => item.booth },
  { key: 'exhibitorRegister.columns.boothArea', width: 14, value: (item) => item.booth_area },
  { key: 'exhibitorRegister.columns.exhibitorType', width: 14, value: (item) => exhibitorTypesText(item.exhibitor_types) },
  { key: 'exhibitorRegister.columns.isEdit', width: 10, value: (item, yesNo) => yesNo(item.is_edit) },
  { key: 'exhibitorRegister.columns.completion', width: 12, value: (item) => item.completion },
  { key: 'exhibitorRegister.columns.website', width: 28, value: (item) => item.website },
  { key: 'exhibitorRegister.columns.email', width: 28, value: (item) => item.email },
  { key: 'exhibitorRegister.columns.joinYear', width: 10, value: (item) => item.join_year },
  { key: 'exhibitorRegister.columns.categories', width: 12, value: (item) => item.categories_count },
];

export const registerFileName = (locale: ServerLocale) => `${translate(locale, 'exhibitorRegister.fileName')}.xlsx`;

/**
 * The filtered register as .xlsx, written row by row to the returned stream (exceljs streaming writer,
 * rows read a batch at a time), so memory stays flat whatever the number of companies. Text cells that
 * a spreadsheet would read as a formula are escaped.
 */
export function streamRegisterSheet(db: Database, query: RegisterExportQuery, locale: ServerLocale, onError: (error: unknown) => void): PassThrough {
  const yesNo = (flag: boolean) => translate(locale, flag ? 'exhibitorRegister.yes' : 'exhibitorRegister.no');
  const columns = COLUMNS.map((column) => ({ header: translate(locale, column.key), width: column.width, value: (item: RegisterItem) => column.value(item, yesNo) }));
  return streamSheet(translate(locale, 'exhibitorRegister.sheetName'), columns, registerBatches(db, query, locale), onError);
}
