import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import type { RegistrationItem, ReviewStatus } from '@fair/shared/contracts/registration';
import type { Database, Tx } from '../../db/client';
import type { ExhibitorType } from '../../db/schema/enums';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { recordOperation } from '../../lib/audit/record-operation';
import { conflict, notFound } from '../../lib/http/app-error';
import { containing } from '../../lib/db/like-pattern';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import { translate } from '../../lib/i18n/translate';
import { OUTBOX_SEND, type OutboxJobMessage } from '../../lib/outbox/outbox-jobs';
import type { Principal } from '../../lib/session/principal';

const asDatabase = (tx: Tx) => tx as unknown as Database;

export interface RegistrationListQuery {
  status: ReviewStatus;
  keyword?: string;
  page: number;
  page_size: number;
}

const columns = {
  id: exhibitorAccounts.id,
  exhibitor_id: exhibitorAccounts.exhibitor_id,
  email: exhibitorAccounts.email,
  phone: exhibitorAccounts.phone,
  company_zh: exhibitors.name_zh_cn,
  company_en: exhibitors.name_en,
  approval_status: exhibitorAccounts.approval_status,
  reject_reason: exhibitorAccounts.reject_reason,
  created_at: exhibitorAccounts.created_at,
};

/** Self-registered accounts waiting (or refused), newest first; search by company name, e-mail or phone. */
export async function listRegistrations(db: Database, query: RegistrationListQuery): Promise<{ rows: RegistrationItem[]; total: number; pendingCount: number }> {
  const keyword = query.keyword?.trim();
  const where: SQL | undefined = and(
    eq(exhibitorAccounts.approval_status, query.status),
    keyword
      ? or(
          ilike(exhibitors.name_zh_cn, containing(keyword)),
          ilike(exhibitors.name_en, containing(keyword)),
          ilike(exhibitorAccounts.email, containing(keyword)),
          ilike(exhibitorAccounts.phone, containing(keyword)),
        )
      : undefined,
  );
  const [rows, [{ total }], [{ pending }]] = await Promise.all([
    db
      .select(columns)
      .from(exhibitorAccounts)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
      .where(where)
      .orderBy(desc(exhibitorAccounts.created_at), desc(exhibitorAccounts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    // every account has its company (a required key): the left join counts the same rows, and the database
    // leaves the company out when no keyword reads it
    db.select({ total: count() }).from(exhibitorAccounts).leftJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id)).where(where),
    db.select({ pending: count() }).from(exhibitorAccounts).where(eq(exhibitorAccounts.approval_status, 'pending')),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      channel: row.email ? 'email' : 'phone',
      approval_status: row.approval_status as ReviewStatus,
      created_at: row.created_at.toISOString(),
    })),
    total,
    pendingCount: pending,
  };
}

/** The registration under decision, locked; only a pending one can be decided (a second decision is refused). */
async function pendingRegistration(tx: Tx, id: number) {
  const [row] = await tx
    .select({ ...columns, exhibitor_types: exhibitors.exhibitor_types })
    .from(exhibitorAccounts)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
    .where(eq(exhibitorAccounts.id, id))
    .for('update', { of: [exhibitorAccounts, exhibitors] });
  if (!row) throw notFound();
  if (row.approval_status !== 'pending') throw conflict('registration.notPending');
  return row;
}

/** Chinese and English in one message: the applicant's language is not known. */
function bilingual(key: MessageKey, params: MessageParams, separator: string): string {
  return `${translate('zh-cn', key, params)}${separator}${translate('en-us', key, params)}`;
}

type Decided = Awaited<ReturnType<typeof pendingRegistration>>;

/** The decision's message: by e-mail to an e-mail registration, by SMS to a phone one. */
function decisionMessage(row: Decided, decision: 'approved' | 'rejected', loginUrl: string, reason?: string): OutboxJobMessage {
  const company = row.company_zh;
  if (!row.email) {
    const params = { company, login: row.phone ?? '', reason: reason ?? '' };
    return { channel: 'sms', phone: row.phone ?? '', text: bilingual(decision === 'approved' ? 'registration.approvedSms' : 'registration.rejectedSms', params, ' / ') };
  }
  const params = { company, login: row.email, url: loginUrl, reason: reason ?? '' };
  const body = (locale: 'zh-cn' | 'en-us') =>
    translate(locale, decision === 'approved' ? 'registration.approvedBody' : 'registration.rejectedBody', {
      ...params,
      contact: translate(locale, 'registration.contactEmail'),
    });
  const subject = decision === 'approved' ? 'registration.approvedSubject' : 'registration.rejectedSubject';
  return { channel: 'email', to: row.email, subject: bilingual(subject, {}, ' / '), text: `${body('zh-cn')}\n\n————————\n\n${body('en-us')}` };
}

/**
 * Approves a pending registration with the exhibitor type(s) the organizer chose: the account may log in
 * from now on, and its company's types are those chosen. The message to the applicant is queued in the
 * same transaction, so it goes out exactly when the decision is stored.
 */
export async function approveRegistration(app: FastifyInstance, actor: Principal, id: number, types: ExhibitorType[], loginUrl: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await pendingRegistration(tx, id);
    const chosen = inTypeOrder(types);
    await tx.update(exhibitorAccounts).set({ approval_status: 'approved', reject_reason: null, updated_at: new Date() }).where(eq(exhibitorAccounts.id, id));
    await tx.update(exhibitors).set({ exhibitor_types: chosen, updated_at: new Date() }).where(eq(exhibitors.id, row.exhibitor_id));
    await recordOperation(tx, actor, {
      action: 'approve',
      entity: 'exhibitor-account',
      entityId: id,
      before: { approval_status: row.approval_status, exhibitor_types: row.exhibitor_types },
      after: { approval_status: 'approved', exhibitor_types: chosen },
    });
    await app.jobs.enqueue(OUTBOX_SEND, { message: decisionMessage(row, 'approved', loginUrl) }, { db: asDatabase(tx) });
  });
}

/** Rejects a pending registration with the reason the applicant reads; the contact may register again. */
export async function rejectRegistration(app: FastifyInstance, actor: Principal, id: number, reason: string, registerUrl: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await pendingRegistration(tx, id);
    await tx.update(exhibitorAccounts).set({ approval_status: 'rejected', reject_reason: reason, updated_at: new Date() }).where(eq(exhibitorAccounts.id, id));
    await recordOperation(tx, actor, {
      action: 'reject',
      entity: 'exhibitor-account',
      entityId: id,
      before: { approval_status: row.approval_status, reject_reason: row.reject_reason },
      after: { approval_status: 'rejected', reject_reason: reason },
    });
    await app.jobs.enqueue(OUTBOX_SEND, { message: decisionMessage(row, 'rejected', registerUrl, reason) }, { db: asDatabase(tx) });
  });
}
