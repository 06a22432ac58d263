import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginData } from '@fair/shared/contracts/auth';
import type { Database } from '../../db/client';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import { sessions } from '../../db/schema/sessions';
import { resetPassword } from '../../lib/accounts/account-admin';
import { normaliseEmail } from '../../lib/accounts/create-accounts';
import { hashPassword, verifyPassword } from '../../lib/accounts/password';
import { AppError, fieldError } from '../../lib/http/app-error';
import type { ServerLocale } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import { sendLater } from '../../lib/outbox/outbox-jobs';
import type { Principal } from '../../lib/session/principal';
import { assertApproved, openSession } from './password-login';
import { admitAttempt, attemptSucceeded, credentialKeys } from '../../lib/auth/login-throttle';
import { CODE_TTL_MS, consumeCode, issueCode } from '../../lib/auth/verification-codes';

const CODE_MINUTES = CODE_TTL_MS / 60_000;

interface AccountRow {
  id: number;
  email: string | null;
  banned: boolean;
}

async function accountWhere(db: Database, column: 'phone' | 'email', value: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ id: exhibitorAccounts.id, email: exhibitorAccounts.email, banned: exhibitorAccounts.banned })
    .from(exhibitorAccounts)
    .where(eq(exhibitorAccounts[column], value))
    .limit(1);
  return row;
}

export interface CodeContext {
  address: string;
  locale: ServerLocale;
}

/**
 * POST /exhibitors/user/sms-code: a login code for the account with that mobile. The answer is the
 * same whether or not such an account exists: either way a delivery job is stored (one without a message
 * for an unknown phone) and the SMS goes out after the answer, from the job queue.
 */
export async function requestLoginCode(app: FastifyInstance, phone: string, context: CodeContext): Promise<void> {
  const account = await accountWhere(app.db, 'phone', phone);
  const usable = account && !account.banned ? account : undefined;
  const code = await issueCode(app.db, { purpose: 'login', recipient: phone, accountId: usable?.id ?? null, address: context.address });
  await sendLater(app.jobs, usable ? { channel: 'sms', phone, text: translate(context.locale, 'sms.loginCode', { code, minutes: CODE_MINUTES }) } : null);
}

/** POST /exhibitors/user/code-login: the same answer as password login; each try passes the login throttle. */
export async function loginWithCode(db: Database, input: { phone: string; code: string; remember: boolean; address: string }): Promise<LoginData> {
  const keys = credentialKeys('exhibitor', `phone:${input.phone}`, input.address);
  await admitAttempt(db, keys);
  const accountId = await consumeCode(db, 'login', input.phone, input.code);
  await attemptSucceeded(db, keys);
  const [account] = await db
    .select({ banned: exhibitorAccounts.banned, approval: { status: exhibitorAccounts.approval_status, rejectReason: exhibitorAccounts.reject_reason } })
    .from(exhibitorAccounts)
    .where(eq(exhibitorAccounts.id, accountId));
  if (!account || account.banned) throw new AppError(403, 'auth.banned');
  assertApproved(account.approval);
  return openSession(db, 'exhibitor', accountId, 'exhibitor', input.remember);
}

/**
 * POST /exhibitors/user/forgot-password: a reset code by e-mail. Always the same answer, so the call
 * does not tell which e-mails have accounts.
 */
export async function requestResetCode(app: FastifyInstance, rawEmail: string, context: CodeContext): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const account = await accountWhere(app.db, 'email', email);
  const usable = account && !account.banned ? account : undefined;
  const code = await issueCode(app.db, { purpose: 'reset_password', recipient: email, accountId: usable?.id ?? null, address: context.address });
  await sendLater(
    app.jobs,
    usable
      ? {
          channel: 'email',
          to: email,
          subject: translate(context.locale, 'mail.resetSubject'),
          text: translate(context.locale, 'mail.resetBody', { email, code, minutes: CODE_MINUTES }),
        }
      : null,
  );
}

/** POST /exhibitors/user/reset-password: a valid code sets the new password and ends every session. */
export async function resetWithCode(db: Database, input: { email: string; code: string; password: string; address: string }): Promise<void> {
  const email = normaliseEmail(input.email);
  const keys = credentialKeys('exhibitor', `reset:${email}`, input.address);
  await admitAttempt(db, keys);
  const accountId = await consumeCode(db, 'reset_password', email, input.code);
  await attemptSucceeded(db, keys);
  await resetPassword(db, { kind: 'exhibitor_account', id: accountId }, input.password);
}

/**
 * POST /exhibitors/user/change-password: the current password proves the caller; the new one replaces
 * it and every other session of the account ends (this one, and its renewed successor, stay).
 */
export async function changePassword(
  db: Database,
  principal: Principal,
  input: { currentPassword: string; password: string; keepSessionIds: number[]; address: string },
): Promise<void> {
  const [account] = await db
    .select({ login: sql<string>`coalesce(${exhibitorAccounts.email}, ${exhibitorAccounts.phone})`, passwordHash: exhibitorAccounts.password_hash })
    .from(exhibitorAccounts)
    .where(eq(exhibitorAccounts.id, principal.accountId));
  if (!account) throw new AppError(401, 'errors.tokenInvalid');
  const keys = credentialKeys('exhibitor', account.login, input.address);
  await admitAttempt(db, keys);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw fieldError('current_password', 'auth.currentPasswordWrong');
  await attemptSucceeded(db, keys);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(exhibitorAccounts).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(exhibitorAccounts.id, principal.accountId));
    await tx
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(
        and(
          eq(sessions.principal_kind, 'exhibitor_account'),
          eq(sessions.principal_id, principal.accountId),
          isNull(sessions.revoked_at),
          notInArray(sessions.id, input.keepSessionIds),
        ),
      );
  });
}
