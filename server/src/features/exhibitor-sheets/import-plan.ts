import { createHash } from 'node:crypto';
import type { ExhibitorSheetColumnKey } from '@fair/shared/contracts/exhibitor-sheets';
import type { SheetFieldChange, SheetPreviewRow, SheetStaleNotice } from '@fair/shared/contracts/sheets';
import type { ServerLocale } from '../../lib/i18n/locale';
import { type MessageKey, translate } from '../../lib/i18n/translate';
import type { AccountBefore, CheckedRow, RowProblem } from './row-validation';
import { columnHeader } from './row-validation';

/** What an import does with one row: kept with the validation, compared again when it is confirmed. */
export interface PlanRow {
  row: number;
  action: 'create' | 'update' | 'invalid';
  email: string;
  account_id: number | null;
  /** the account as it was read (an update), null otherwise */
  before: AccountBefore | null;
  /** what the row writes; phone null keeps the account's */
  after: AccountBefore | null;
  problems: RowProblem[];
}

export function planOf(checked: CheckedRow[]): PlanRow[] {
  return checked.map((row): PlanRow => {
    if (!row.account) return { row: row.row, action: 'invalid', email: row.values.email, account_id: null, before: null, after: null, problems: row.problems };
    const { name_zh, name_en, exhibitor_types, phone } = row.account;
    return { row: row.row, action: row.action, email: row.account.email, account_id: row.accountId, before: row.before, after: { name_zh, name_en, exhibitor_types, phone }, problems: [] };
  });
}

/** The plan in a few bytes: a confirm writes only when the rows, checked again under the import lock, give the same. */
export const planDigest = (plan: PlanRow[]): string => createHash('sha256').update(JSON.stringify(plan)).digest('hex');

const FIELDS: ExhibitorSheetColumnKey[] = ['name_zh', 'name_en', 'exhibitor_types', 'phone'];
const fieldText = (value: AccountBefore, key: ExhibitorSheetColumnKey): string | null => {
  if (key === 'exhibitor_types') return value.exhibitor_types.join(', ');
  return (value[key as keyof AccountBefore] as string | null) ?? null;
};

/** One row as the preview's row list shows it, in the reader's language. */
export function previewRow(row: PlanRow, locale: ServerLocale): SheetPreviewRow {
  const problems = row.problems.map((problem) => ({ row: row.row, column: columnHeader(problem.column), message: translate(locale, problem.key, problem.params) }));
  const changes: SheetFieldChange[] = [];
  if (row.after) {
    for (const key of FIELDS) {
      const after = fieldText(row.after, key);
      // an empty mobile keeps the account's: no change to show
      if (after === null) continue;
      const before = row.before ? fieldText(row.before, key) : null;
      if (row.before && before === after) continue;
      changes.push({ column: columnHeader(key), before, after });
    }
  }
  return { row: row.row, action: row.action, key: row.email, changes, problems };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Why a row's outcome differs from the earlier check of the same sheet; null when it does not. */
function staleReason(before: PlanRow, now: PlanRow, locale: ServerLocale): string | null {
  let key: MessageKey | null = null;
  let reason = '';
  if (before.action !== now.action) {
    if (now.action === 'invalid') {
      key = 'exhibitorSheets.staleNowInvalid';
      reason = previewRow(now, locale).problems.map((problem) => problem.message).join('; ');
    } else if (before.action === 'invalid') key = 'exhibitorSheets.staleNowValid';
    else key = now.action === 'update' ? 'exhibitorSheets.staleNowUpdate' : 'exhibitorSheets.staleNowCreate';
  } else if (now.action === 'update' && (before.account_id !== now.account_id || !sameJson(before.before, now.before))) key = 'exhibitorSheets.staleTargetChanged';
  else if (now.action === 'invalid' && !sameJson(before.problems, now.problems)) {
    key = 'exhibitorSheets.staleNowInvalid';
    reason = previewRow(now, locale).problems.map((problem) => problem.message).join('; ');
  }
  return key ? translate(locale, key, { reason }) : null;
}

/** The rows of a new check whose outcome differs from the refused one's (same sheet, so same row numbers). */
export function staleNotice(previousPreviewId: number, previous: PlanRow[], now: PlanRow[], locale: ServerLocale, max: number): SheetStaleNotice {
  const byRow = new Map(previous.map((row) => [row.row, row]));
  const rows: SheetStaleNotice['rows'] = [];
  for (const row of now) {
    const before = byRow.get(row.row);
    const message = before ? staleReason(before, row, locale) : null;
    if (message) rows.push({ row: row.row, key: row.email, message });
    if (rows.length >= max) break;
  }
  return { previous_preview_id: String(previousPreviewId), rows };
}
