import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SEND_SKIP_REASONS, type ExhibitorAccountItem, type SendEmailPreview, type SendSkipReason } from '@fair/shared/contracts/exhibitor-accounts';
import type { Database, Tx } from '../../db/client';
import { inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import type { ExhibitorType } from '../../db/schema/enums';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { approvedAccount } from '../../lib/accounts/awaiting-approval';
import { generateSysApiToken } from '../../lib/accounts/password';
import { fieldError } from '../../lib/http/app-error';
import type { ExhibitorAccountListQuery } from './exhibitor-account-schemas';
import { keywordMatch } from '../../lib/db/keyword-match';
import { listPage } from '../../lib/db/list-page';


const SORT_COLUMNS = {
  created_at: exhibitorAccounts.created_at,
  name_zh: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  email: exhibitorAccounts.email,
  send_status: exhibitorAccounts.send_status,
} as const;

/**
 * The list's columns: the account with its company's names, types and saved-profile flag. The company
 * row is the one source of the names and types every screen and export shows.
 */
export const accountColumns = {
  id: exhibitorAccounts.id,
  exhibitor_id: exhibitorAccounts.exhibitor_id,
  name_zh: exhibitors.name_zh_cn,
  name_en: exhibitors.name_en,
  email: exhibitorAccounts.email,
  exhibitor_types: exhibitors.exhibitor_types,
  is_edit: exhibitors.is_edit,
  send_status: exhibitorAccounts.send_status,
  send_error: exhibitorAccounts.send_error,
  sent_at: exhibitorAccounts.sent_at,
  approval_status: exhibitorAccounts.approval_status,
  banned: exhibitorAccounts.banned,
  created_at: exhibitorAccounts.created_at,
};

export const itemOf = (row: Omit<ExhibitorAccountItem, 'sent_at' | 'created_at'> & { sent_at: Date | null; created_at: Date }): ExhibitorAccountItem => ({
  ...row,
  sent_at: row.sent_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** Main accounts only: sub-accounts belong to their company and are managed by it (SPEC §6). */
const mainAccount = eq(exhibitorAccounts.is_child_user, false);

/**
 * The list's search and filters; the account export (exhibitor-sheets) applies the same ones. Approved
 * accounts only: a self-registration stays in the registration review until the organizer approves it.
 */
export function filtersOf(query: Pick<ExhibitorAccountListQuery, 'keyword' | 'type' | 'send_status' | 'profile'>): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    mainAccount,
    approvedAccount,
    // the companies matching by name and the accounts matching by e-mail each come from their index once (the
    // inner "exhibitors" and "exhibitor_accounts" are the subqueries' own)
    keyword
      ? or(
          sql`${exhibitorAccounts.exhibitor_id} in (select ${exhibitors.id} from ${exhibitors} where ${keywordMatch(exhibitors.search_grams, [exhibitors.name_zh_cn, exhibitors.name_en], keyword)})`,
          sql`${exhibitorAccounts.id} in (select ${exhibitorAccounts.id} from ${exhibitorAccounts} where ${keywordMatch(exhibitorAccounts.search_grams, [exhibitorAccounts.email], keyword)})`,
        )
      : undefined,
    query.type ? sql`${query.type}::exhibitor_type = any(${exhibitors.exhibitor_types})` : undefined,
    query.send_status ? eq(exhibitorAccounts.send_status, query.send_status) : undefined,
    query.profile ? eq(exhibitors.is_edit, query.profile === 'saved') : undefined,
  );
}

export async function listExhibitorAccounts(db: Database, query: ExhibitorAccountListQuery): Promise<{ rows: ExhibitorAccountItem[]; total: number }> {
  const where = filtersOf(query);
  const column = SORT_COLUMNS[query.sort ?? 'created_at'];
  const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const { rows, total } = await listPage(
    db
      .select(accountColumns)
      .from(exhibitorAccounts)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
      .where(where)
      .orderBy(direction(column), direction(exhibitorAccounts.id))
      .$dynamic(),
    // every account has its company (a required key), so the left join counts the same rows, and the database
    // leaves the company out entirely when no filter reads it
    db.select({ total: count() }).from(exhibitorAccounts).leftJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id)).where(where),
    query,
  );
  return { rows: rows.map(itemOf), total };
}

export async function findAccounts(db: Database | Tx, ids: readonly number[]): Promise<ExhibitorAccountItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(accountColumns)
    .from(exhibitorAccounts)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
    .where(and(mainAccount, inArray(exhibitorAccounts.id, [...ids])));
  return rows.map(itemOf);
}

export interface NewCompanyAccount {
  nameZh: string;
  nameEn: string;
  email: string;
  passwordHash: string;
  types: ExhibitorType[];
}

/** The exhibitor company and its main account, in the caller's transaction; a used e-mail is a field error. */
export async function insertCompanyAccount(tx: Tx, input: NewCompanyAccount): Promise<{ id: number; exhibitor_id: number }> {
  const [taken] = await tx.select({ id: exhibitorAccounts.id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.email, input.email));
  if (taken) throw fieldError('email', 'exhibitorAccounts.emailTaken');
  const [company] = await tx
    .insert(exhibitors)
    .values({ name_zh_cn: input.nameZh, name_en: input.nameEn, exhibitor_types: inTypeOrder(input.types) })
    .returning({ id: exhibitors.id });
  // the unique e-mail index settles two creations racing past the check above
  const [account] = await tx
    .insert(exhibitorAccounts)
    .values({
      exhibitor_id: company.id,
      email: input.email,
      password_hash: input.passwordHash,
      nick_name: input.nameZh,
      sys_api_token: generateSysApiToken(),
    })
    .onConflictDoNothing()
    .returning({ id: exhibitorAccounts.id });
  if (!account) throw fieldError('email', 'exhibitorAccounts.emailTaken');
  return { id: account.id, exhibitor_id: company.id };
}

/**
 * Deletes the accounts; a company left without any main account goes with them (its profile, products
 * and content cascade), so a deleted exhibitor leaves nothing behind in the catalogue.
 */
export async function deleteAccounts(tx: Tx, ids: readonly number[]): Promise<{ id: number; exhibitor_id: number }[]> {
  const deleted = await tx
    .delete(exhibitorAccounts)
    .where(and(mainAccount, inArray(exhibitorAccounts.id, [...ids])))
    .returning({ id: exhibitorAccounts.id, exhibitor_id: exhibitorAccounts.exhibitor_id });
  const companies = [...new Set(deleted.map((row) => row.exhibitor_id))];
  if (companies.length) {
    await tx
      .delete(exhibitors)
      .where(and(inArray(exhibitors.id, companies), sql`not exists (select 1 from ${exhibitorAccounts} where ${exhibitorAccounts.exhibitor_id} = ${exhibitors.id} and ${mainAccount})`));
  }
  return deleted;
}

export type SendTarget = ({ ids: readonly number[] } | { all: true }) & { resend?: boolean };

/**
 * Why a send leaves an account out, or null when it gets the e-mail: one expression for the preview and
 * the send, so the count the organizer confirms is the count that is queued. No bound parameter: the
 * preview groups by it, and a parameter would make its GROUP BY another expression than its SELECT.
 */
const skipReason = (resend: boolean) => sql<SendSkipReason | null>`case
  when ${exhibitorAccounts.approval_status} <> 'approved' then 'unapproved'
  when ${exhibitorAccounts.banned} then 'banned'
  when ${exhibitorAccounts.email} is null then 'no_email'
  when ${exhibitorAccounts.send_status} = 'sending' then 'sending'
  when ${exhibitorAccounts.send_status} = 'sent' and ${sql.raw(resend ? 'false' : 'true')} then 'sent'
  else null end`;

const targetOf = (target: SendTarget) => and(mainAccount, 'ids' in target ? inArray(exhibitorAccounts.id, [...target.ids]) : undefined);

/** Who the send would reach now and who it would skip, and why; one grouped query. */
export async function previewSend(db: Database, target: SendTarget): Promise<SendEmailPreview> {
  const reason = skipReason(target.resend ?? false);
  const rows = await db
    .select({
      reason: reason,
      total: count(),
      resent: sql<number>`count(*) filter (where ${exhibitorAccounts.send_status} = 'sent')`.mapWith(Number),
    })
    .from(exhibitorAccounts)
    .where(targetOf(target))
    .groupBy(reason);
  const skipped = Object.fromEntries(SEND_SKIP_REASONS.map((key) => [key, rows.find((row) => row.reason === key)?.total ?? 0])) as Record<SendSkipReason, number>;
  const recipients = rows.find((row) => row.reason === null);
  return { recipients: recipients?.total ?? 0, resent: recipients?.resent ?? 0, skipped };
}

/**
 * Marks the accounts 'sending' and answers those it marked: an account already waiting for its e-mail
 * is not queued twice, however many requests ask at once. Accounts awaiting approval, banned accounts,
 * accounts without an e-mail and, unless resend, accounts already sent to are left out.
 */
export async function markSending(tx: Tx, target: SendTarget): Promise<{ id: number }[]> {
  return tx
    .update(exhibitorAccounts)
    .set({ send_status: 'sending', send_error: null, updated_at: new Date() })
    .where(and(targetOf(target), sql`${skipReason(target.resend ?? false)} is null`))
    .returning({ id: exhibitorAccounts.id });
}
