import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { SET_PASSWORD_PAGE } from '@fair/shared/contracts/exhibitor-accounts';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import type { Database } from '../../db/client';
import { recordOperation } from '../../lib/audit/record-operation';
import type { Principal } from '../../lib/session/principal';
import { ENTITY } from './account-writes';
import { credentialMail } from './credential-mail';
import { type SendTarget, markSending } from './exhibitor-account-store';
import { issueSetPasswordToken } from './set-password-tokens';

/** The job kind that sends one account its credential e-mail. */
export const CREDENTIAL_MAIL = 'exhibitor-accounts.credential-mail';

const payload = z.object({
  accountId: z.number().int().positive(),
  /** where the links of the e-mail point: PUBLIC_URL or the exhibitor centre beside the organizer's host */
  origin: z.url(),
  /** when the organizer asked; an e-mail sent since then by another job makes this one redundant */
  requestedAt: z.iso.datetime(),
});
export type CredentialMailJob = z.infer<typeof payload>;

const ERROR_MAX_LENGTH = 500;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);

/**
 * One job per account: a fresh set-password link (older ones stop working), the e-mail over SMTP (or
 * into the outbox), and the account's send status — 'sent' with the time, 'kept' when no mail server is
 * configured (the outbox alone holds it), or 'failed' with the server's complaint while the queue
 * retries with back-off (30 s, 60 s, 120 s, 240 s).
 */
export function registerCredentialMailJobs(app: FastifyInstance): void {
  app.jobs.register(CREDENTIAL_MAIL, {
    payload,
    maxAttempts: 5,
    backoffMs: 30_000,
    async handle({ accountId, origin, requestedAt }) {
      const [account] = await app.db
        .select({ email: exhibitorAccounts.email, nameZh: exhibitors.name_zh_cn, nameEn: exhibitors.name_en, banned: exhibitorAccounts.banned, sentAt: exhibitorAccounts.sent_at })
        .from(exhibitorAccounts)
        .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
        .where(eq(exhibitorAccounts.id, accountId));
      if (!account?.email || account.banned) return { sent: false };
      if (account.sentAt && account.sentAt.getTime() >= Date.parse(requestedAt)) return { sent: false, already: true };
      await app.db.update(exhibitorAccounts).set({ send_status: 'sending' }).where(eq(exhibitorAccounts.id, accountId));
      const { token } = await issueSetPasswordToken(app.db, accountId);
      const message = credentialMail({
        to: account.email,
        nameZh: account.nameZh,
        nameEn: account.nameEn,
        loginUrl: `${origin}/exhibitor_login`,
        setPasswordUrl: `${origin}${SET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`,
      });
      try {
        await app.mail.send(message);
      } catch (error) {
        await app.db.update(exhibitorAccounts).set({ send_status: 'failed', send_error: reasonOf(error) }).where(eq(exhibitorAccounts.id, accountId));
        throw error;
      }
      if (app.mail.outboxOnly) {
        // no mail server: the e-mail (and its link) sits in the stored outbox and reached nobody
        await app.db.update(exhibitorAccounts).set({ send_status: 'kept', send_error: null }).where(eq(exhibitorAccounts.id, accountId));
        return { sent: false, kept: true };
      }
      await app.db.update(exhibitorAccounts).set({ send_status: 'sent', send_error: null, sent_at: new Date() }).where(eq(exhibitorAccounts.id, accountId));
      return { sent: true };
    },
  });
}

/**
 * Marks the target accounts sending and queues one credential e-mail job each, logged, in one transaction;
 * answers how many were queued.
 */
export async function queueCredentialMails(app: FastifyInstance, actor: Principal, target: SendTarget, origin: string): Promise<number> {
  const requestedAt = new Date().toISOString();
  return app.db.transaction(async (tx) => {
    const marked = await markSending(tx, target);
    for (const { id } of marked) {
      await app.jobs.enqueue(CREDENTIAL_MAIL, { accountId: id, origin, requestedAt }, { db: tx as unknown as Database, createdBy: { kind: actor.kind, accountId: actor.accountId } });
    }
    await recordOperation(tx, actor, { action: 'send-email', entity: ENTITY, entityId: 'all' in target ? 'all' : marked.map((row) => row.id).join(','), after: { queued: marked.length } });
    return marked.length;
  });
}
