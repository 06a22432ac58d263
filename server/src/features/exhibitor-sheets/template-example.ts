import type { ExhibitorSheetColumnKey } from '@fair/shared/contracts/exhibitor-sheets';
import type { SheetRow } from './sheet-reader';

/**
 * The template's example row. Its e-mail is at example.com, a domain reserved for examples (RFC 2606)
 * that no exhibitor signs in with: a row with that e-mail is the example left in the sheet, so an import
 * skips it (and says so) instead of creating an account nobody owns.
 */
export const TEMPLATE_EXAMPLE: Record<ExhibitorSheetColumnKey, string> = {
  name_zh: '示例电子科技有限公司',
  name_en: 'Example Electronics Co., Ltd.',
  email: 'contact@example.com',
  exhibitor_types: 'FIE, International',
  phone: '13712345678',
};

const isExample = (row: SheetRow) => row.values.email.replace(/^mailto:/i, '').trim().toLowerCase() === TEMPLATE_EXAMPLE.email;

/** The rows to import, and the row numbers of the template's example left in the sheet. */
export function withoutTemplateExample(rows: SheetRow[]): { rows: SheetRow[]; skipped: number[] } {
  return { rows: rows.filter((row) => !isExample(row)), skipped: rows.filter(isExample).map((row) => row.row) };
}
