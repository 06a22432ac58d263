import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REMINDER_INTERVAL_HOURS, REMINDER_MAILS_PER_SECOND, type ReminderSendAnswer } from '@fair/shared/contracts/profile-reminders';
import type { ReminderSend } from '@fair/shared/validation/profile-reminder';
import type { Database } from '../../db/client';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { profileReminders } from '../../db/schema/profile-reminders';
import { recordOperation } from '../../lib/audit/record-operation';
import type { Principal } from '../../lib/session/principal';
import { readRegisterDetail } from './register-store';
import { reminderMail } from './reminder-mail';

/** The job kind that sends one company its profile reminder. */
export const REMINDER_MAIL = 'exhibitor-register.reminder-mail';

const payload = z.object({
  exhibitorId: z.number().int().positive(),
  /** where the link points: PUBLIC_URL or the exhibitor centre beside the organizer's host */
  origin: z.url(),
  /** the queueing this job belongs to; a later one (a day on) has its own job */
  queuedAt: z.iso.datetime(),
});

const ERROR_MAX_LENGTH = 500;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);

/** The main account's e-mail of a company that may get a reminder: its login address, not banned. */
const mainAccount = and(eq(exhibitorAccounts.exhibitor_id, exhibitors.id), eq(exhibitorAccounts.is_child_user, false), sql`${exhibitorAccounts.email} is not null`, eq(exhibitorAccounts.banned, false));

/**
 * One job per company: what its completion misses now, the e-mail to its main account over SMTP (or into
 * the outbox), and the send status — as the credential mails: sent, kept (no mail server), failed while the
 * queue retries. A company complete by then gets nothing.
 */
export function registerReminderJobs(app: FastifyInstance): void {
  app.jobs.register(REMINDER_MAIL, {
    payload,
    maxAttempts: 5,
    backoffMs: 30_000,
    async handle({ exhibitorId, origin, queuedAt }) {
      const mine = and(eq(profileReminders.exhibitor_id, exhibitorId), eq(profileReminders.queued_at, new Date(queuedAt)));
      const [account] = await app.db
        .select({ email: exhibitorAccounts.email })
        .from(exhibitorAccounts)
        .innerJoin(exhibitors, mainAccount)
        .where(eq(exhibitors.id, exhibitorId))
        .limit(1);
      const company = account?.email ? await readRegisterDetail(app.db, exhibitorId, 'zh-cn') : undefined;
      if (!account?.email || !company || company.missing.length === 0) {
        await app.db.update(profileReminders).set({ send_status: 'not_sent', send_error: null }).where(mine);
        return { sent: false };
      }
      const message = reminderMail({ to: account.email, nameZh: company.name_zh_cn, nameEn: company.name_en, missing: company.missing, profileUrl: `${origin}/user/edit` });
      try {
        await app.mail.send(message);
      } catch (error) {
        await app.db.update(profileReminders).set({ send_status: 'failed', send_error: reasonOf(error) }).where(mine);
        throw error;
      }
      const kept = app.mail.outboxOnly;
      await app.db.update(profileReminders).set({ send_status: kept ? 'kept' : 'sent', send_error: null, sent_at: kept ? null : new Date() }).where(mine);
      return { sent: !kept, kept };
    },
  });
}

/**
 * Queues reminders for the chosen companies, or those below a completion percentage: only incomplete
 * companies with a main account e-mail, and none reminded within 24 hours. The 24-hour rule is one upsert
 * (insert, or overwrite a row queued over 24 hours ago), so parallel requests queue a company once. The
 * jobs are spread over time (REMINDER_MAILS_PER_SECOND); one transaction, logged. `actor` null: the weekly run.
 */
export async function queueReminders(app: FastifyInstance, actor: Principal | null, target: ReminderSend, origin: string, now = new Date()): Promise<ReminderSendAnswer> {
  const chosen = 'ids' in target ? inArray(exhibitors.id, target.ids) : lt(exhibitors.completion, target.below);
  const at = sql`${now.toISOString()}::timestamptz`;
  return app.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with candidates as (
        select ${exhibitors.id} as id from ${exhibitors}
        where ${chosen} and ${exhibitors.completion} < 100 and exists (select 1 from ${exhibitorAccounts} where ${mainAccount})
      ), queued as (
        insert into ${profileReminders} (exhibitor_id, queued_at, send_status)
        select id, ${at}, 'sending' from candidates
        on conflict (exhibitor_id) do update set queued_at = excluded.queued_at, send_status = 'sending', send_error = null, sent_at = null
        where ${profileReminders.queued_at} <= excluded.queued_at - make_interval(hours => ${REMINDER_INTERVAL_HOURS})
        returning exhibitor_id
      )
      select (select count(*)::int from candidates) as candidates, (select coalesce(array_agg(exhibitor_id order by exhibitor_id), '{}') from queued) as queued`);
    const [row] = (result as unknown as { rows: { candidates: number; queued: number[] }[] }).rows;
    const queued = row.queued.map(Number);
    for (const [index, exhibitorId] of queued.entries()) {
      const runAt = new Date(now.getTime() + Math.floor(index / REMINDER_MAILS_PER_SECOND) * 1000);
      await app.jobs.enqueue(REMINDER_MAIL, { exhibitorId, origin, queuedAt: now.toISOString() }, { db: tx as unknown as Database, runAt, createdBy: actor ? { kind: actor.kind, accountId: actor.accountId } : undefined });
    }
    const asked = 'ids' in target ? new Set(target.ids).size : row.candidates;
    const answer = { queued: queued.length, recent: row.candidates - queued.length, skipped: asked - row.candidates };
    if (actor) await recordOperation(tx, actor, { action: 'send-reminder', entity: 'exhibitor', entityId: 'ids' in target ? queued.join(',') || null : `below-${target.below}`, after: answer });
    return answer;
  });
}
