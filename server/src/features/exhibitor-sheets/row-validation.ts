import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXHIBITOR_SHEET_COLUMNS,
  EXHIBITOR_SHEET_EMAIL_MAX,
  EXHIBITOR_SHEET_NAME_MAX,
  EXHIBITOR_SHEET_TYPE_NAMES,
  type ExhibitorSheetColumnKey,
  exhibitorSheetHeader,
} from '@fair/shared/contracts/exhibitor-sheets';
import { MOBILE_DIGITS_MAX } from '@fair/shared/constants/limits';
import { inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import { isPlainName } from '@fair/shared/validation/control-characters';
import type { Database } from '../../db/client';
import { EXHIBITOR_TYPES, type ExhibitorType } from '../../db/schema/enums';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import { unescapeSheetFormula } from '../../lib/sheets/formula-escape';
import type { SheetRow } from './sheet-reader';

export interface RowProblem {
  column: ExhibitorSheetColumnKey;
  key: MessageKey;
  params?: MessageParams;
}

export interface AccountRow {
  name_zh: string;
  name_en: string;
  email: string;
  exhibitor_types: ExhibitorType[];
  /** null: the sheet leaves the phone as it is */
  phone: string | null;
}

/**
 * An existing account's fields an import row changes, as read when the row was checked: the names and
 * types are its company's (the one source every screen reads), the mobile the account's own.
 */
export interface AccountBefore {
  name_zh: string;
  name_en: string;
  exhibitor_types: ExhibitorType[];
  phone: string | null;
}

/** AccountBefore as read from an account joined with its company; the import's stale check reads the same. */
export const accountBeforeColumns = {
  name_zh: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  exhibitor_types: exhibitors.exhibitor_types,
  phone: exhibitorAccounts.phone,
};

export type CheckedRow =
  | { row: number; values: SheetRow['values']; problems: RowProblem[]; account?: undefined; action?: undefined; before?: undefined }
  | { row: number; values: SheetRow['values']; problems: []; account: AccountRow; action: 'create'; accountId: null; before: null }
  | { row: number; values: SheetRow['values']; problems: []; account: AccountRow; action: 'update'; accountId: number; before: AccountBefore };

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TYPE_BY_NAME = new Map<string, ExhibitorType>(
  EXHIBITOR_TYPES.flatMap((type) => EXHIBITOR_SHEET_TYPE_NAMES[type].map((name) => [name.toLowerCase(), type] as const)),
);
const emailFormat = z.email();

/** Several types separated by commas (either width), semicolons, 、 or slashes; answered each once, in the types' order. */
export function parseTypes(text: string): { types: ExhibitorType[]; unknown: string[] } {
  const parts = text.split(/[,，;；、/|\n]+/).map((part) => part.trim()).filter(Boolean);
  const types: ExhibitorType[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    const type = TYPE_BY_NAME.get(part.toLowerCase());
    if (!type) unknown.push(part);
    else if (!types.includes(type)) types.push(type);
  }
  return { types: inTypeOrder(types), unknown };
}

function checkName(column: 'name_zh' | 'name_en', text: string, problems: RowProblem[]): string {
  const name = text.replace(/[\t\r\n]+/g, ' ').trim();
  if (!name) problems.push({ column, key: column === 'name_zh' ? 'exhibitorSheets.nameZhRequired' : 'exhibitorSheets.nameEnRequired' });
  else if ([...name].length > EXHIBITOR_SHEET_NAME_MAX) problems.push({ column, key: 'exhibitorSheets.tooLong', params: { max: EXHIBITOR_SHEET_NAME_MAX } });
  // zero-width, bidi and other invisible characters: a name that looks like another one (line breaks became spaces above)
  else if (!isPlainName(name) && !problems.some((problem) => problem.column === column)) problems.push({ column, key: 'exhibitorSheets.nameCharacters' });
  return name;
}

/**
 * One row on its own: required fields, formats, lengths, known types. The export's formula escaping is
 * taken off the names, so an exported sheet imports back unchanged.
 */
function checkRowAlone(values: SheetRow['values']): { problems: RowProblem[]; account: AccountRow } {
  const problems: RowProblem[] = [];
  for (const column of EXHIBITOR_SHEET_COLUMNS) {
    if (CONTROL.test(values[column.key])) problems.push({ column: column.key, key: 'exhibitorSheets.controlCharacters' });
  }
  const name_zh = checkName('name_zh', unescapeSheetFormula(values.name_zh), problems);
  const name_en = checkName('name_en', unescapeSheetFormula(values.name_en), problems);
  const email = values.email.replace(/^mailto:/i, '').trim().toLowerCase();
  if (!email) problems.push({ column: 'email', key: 'exhibitorSheets.emailRequired' });
  else if (email.length > EXHIBITOR_SHEET_EMAIL_MAX) problems.push({ column: 'email', key: 'exhibitorSheets.tooLong', params: { max: EXHIBITOR_SHEET_EMAIL_MAX } });
  else if (!emailFormat.safeParse(email).success) problems.push({ column: 'email', key: 'exhibitorSheets.emailInvalid' });
  const { types, unknown } = parseTypes(values.exhibitor_types);
  if (unknown.length) problems.push({ column: 'exhibitor_types', key: 'exhibitorSheets.typeUnknown', params: { value: unknown.join(', ').slice(0, 100) } });
  else if (types.length === 0) problems.push({ column: 'exhibitor_types', key: 'exhibitorSheets.typeRequired' });
  const phoneText = values.phone.replace(/[\s-]/g, '');
  let phone: string | null = null;
  if (phoneText) {
    if (!/^\d+$/.test(phoneText) || phoneText.length > MOBILE_DIGITS_MAX) problems.push({ column: 'phone', key: 'exhibitorSheets.phoneInvalid', params: { max: MOBILE_DIGITS_MAX } });
    else phone = phoneText;
  }
  return { problems, account: { name_zh, name_en, email, exhibitor_types: types, phone } };
}

const CHUNK = 1000;

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(...(await read(items.slice(start, start + CHUNK))));
  return out;
}

/**
 * Validates every row: alone, against the other rows (an e-mail or mobile twice: the later rows are
 * refused, naming the first) and against the database (a known e-mail updates that account; a mobile
 * of another account is refused). `db` may be the import's transaction, so the answer is what it writes.
 */
export async function checkRows(db: Database, rows: SheetRow[]): Promise<CheckedRow[]> {
  const alone = rows.map((row) => ({ row, ...checkRowAlone(row.values) }));
  const emails = [...new Set(alone.map((entry) => entry.account.email).filter(Boolean))];
  const phones = [...new Set(alone.map((entry) => entry.account.phone).filter((phone): phone is string => phone !== null))];
  const known = new Map(
    (
      await inChunks(emails, (chunk) =>
        db
          .select({ id: exhibitorAccounts.id, email: exhibitorAccounts.email, ...accountBeforeColumns })
          .from(exhibitorAccounts)
          .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
          .where(inArray(exhibitorAccounts.email, chunk)),
      )
    ).map(({ email, id, ...before }) => [email as string, { id, before }]),
  );
  const phoneOwners = new Map(
    (
      await inChunks(phones, (chunk) =>
        db.select({ phone: exhibitorAccounts.phone, email: sql<string>`coalesce(${exhibitorAccounts.email}, '')` }).from(exhibitorAccounts).where(inArray(exhibitorAccounts.phone, chunk)),
      )
    ).map((owner) => [owner.phone as string, owner.email]),
  );
  const firstEmail = new Map<string, number>();
  const firstPhone = new Map<string, number>();
  return alone.map(({ row, problems, account }): CheckedRow => {
    if (account.email && !problems.some((problem) => problem.column === 'email')) {
      const first = firstEmail.get(account.email);
      if (first !== undefined) problems.push({ column: 'email', key: 'exhibitorSheets.emailTwice', params: { row: first } });
      else firstEmail.set(account.email, row.row);
    }
    if (account.phone) {
      const first = firstPhone.get(account.phone);
      const owner = phoneOwners.get(account.phone);
      if (first !== undefined) problems.push({ column: 'phone', key: 'exhibitorSheets.phoneTwice', params: { row: first } });
      else if (owner !== undefined && owner !== account.email) problems.push({ column: 'phone', key: 'exhibitorSheets.phoneTaken' });
      else firstPhone.set(account.phone, row.row);
    }
    if (problems.length) return { row: row.row, values: row.values, problems };
    const target = known.get(account.email);
    if (!target) return { row: row.row, values: row.values, problems: [], account, action: 'create', accountId: null, before: null };
    return { row: row.row, values: row.values, problems: [], account, action: 'update', accountId: target.id, before: target.before };
  });
}

/** The header text of a column, as problems and the error sheet name it. */
export const columnHeader = (key: ExhibitorSheetColumnKey) => exhibitorSheetHeader(EXHIBITOR_SHEET_COLUMNS.find((column) => column.key === key)!);
