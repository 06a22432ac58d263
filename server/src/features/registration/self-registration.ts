import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RegistrationChannel } from '@fair/shared/contracts/registration';
import type { RegisterCodeRequest, Registration } from '@fair/shared/validation/registration';
import type { Database } from '../../db/client';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { normaliseEmail } from '../../lib/accounts/create-accounts';
import { generateSysApiToken, hashPassword } from '../../lib/accounts/password';
import { fieldError } from '../../lib/http/app-error';
import type { ServerLocale } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import { sendLater } from '../../lib/outbox/outbox-jobs';
import { admitAttempt, attemptSucceeded, credentialKeys } from '../../lib/auth/login-throttle';
import { CODE_TTL_MS, consumeRecipientCode, issueCode } from '../../lib/auth/verification-codes';

const CODE_MINUTES = CODE_TTL_MS / 60_000;

/** The login a registration creates: mobile digits or the normalised e-mail. */
export function contactOf(input: RegisterCodeRequest | Registration): { channel: RegistrationChannel; column: 'phone' | 'email'; value: string } {
  return input.channel === 'phone'
    ? { channel: 'phone', column: 'phone', value: input.phone }
    : { channel: 'email', column: 'email', value: normaliseEmail(input.email) };
}

/**
 * POST /exhibitors/user/register-code: a code to the mobile (SMS) or e-mail the applicant registers
 * with. It goes out whether or not an account already has that contact (the answer must not tell);
 * the 60 s cooldown and the send throttles of the login codes apply (purpose `register`).
 */
export async function requestRegisterCode(app: FastifyInstance, input: RegisterCodeRequest, context: { address: string; locale: ServerLocale }): Promise<void> {
  const contact = contactOf(input);
  const code = await issueCode(app.db, { purpose: 'register', recipient: contact.value, accountId: null, address: context.address });
  const params = { code, minutes: CODE_MINUTES };
  await sendLater(
    app.jobs,
    contact.channel === 'phone'
      ? { channel: 'sms', phone: contact.value, text: translate(context.locale, 'registration.smsCode', params) }
      : { channel: 'email', to: contact.value, subject: translate(context.locale, 'registration.codeSubject'), text: translate(context.locale, 'registration.codeBody', params) },
  );
}

/**
 * POST /exhibitors/user/register: the code proves the contact, then one transaction creates the company
 * and its main account waiting for approval. A contact in use answers a field error — only after the
 * code, so only its owner learns it. An applicant the organizer rejected registers again with the same
 * contact: the rejected company and account are reused (same ids, so the operation log stays one story)
 * and wait for approval again. Concurrent registrations of one contact are serialised by a lock on it.
 */
export async function register(db: Database, input: Registration, address: string): Promise<{ id: number }> {
  const contact = contactOf(input);
  const keys = credentialKeys('exhibitor', `register:${contact.value}`, address);
  await admitAttempt(db, keys);
  await consumeRecipientCode(db, contact.value, input.code);
  await attemptSucceeded(db, keys);

  const passwordHash = await hashPassword(input.password);
  const company = { name_zh_cn: input.company_zh, name_en: input.company_en, updated_at: new Date() };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fair.register:${contact.value}`}))`);
    const [existing] = await tx
      .select({ id: exhibitorAccounts.id, exhibitorId: exhibitorAccounts.exhibitor_id, status: exhibitorAccounts.approval_status })
      .from(exhibitorAccounts)
      .where(eq(exhibitorAccounts[contact.column], contact.value))
      .limit(1);
    if (existing && existing.status !== 'rejected') throw fieldError(contact.column, contact.channel === 'phone' ? 'registration.phoneTaken' : 'registration.emailTaken');

    const account = {
      password_hash: passwordHash,
      nick_name: input.company_zh,
      approval_status: 'pending' as const,
      reject_reason: null,
      updated_at: new Date(),
    };
    if (existing) {
      await tx.update(exhibitors).set(company).where(eq(exhibitors.id, existing.exhibitorId));
      await tx.update(exhibitorAccounts).set({ ...account, created_at: new Date() }).where(eq(exhibitorAccounts.id, existing.id));
      return { id: existing.id };
    }
    // the exhibitor types are the organizer's to choose on approval: none until then
    const [created] = await tx.insert(exhibitors).values({ ...company, exhibitor_types: [] }).returning({ id: exhibitors.id });
    const [row] = await tx
      .insert(exhibitorAccounts)
      .values({ ...account, exhibitor_id: created.id, [contact.column]: contact.value, sys_api_token: generateSysApiToken() })
      .returning({ id: exhibitorAccounts.id });
    return { id: row.id };
  });
}
