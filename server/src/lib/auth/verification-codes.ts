import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCodes, type CodePurpose } from '../../db/schema/messaging';
import { hashPassword, verifyPassword } from '../accounts/password';
import { AppError, fieldError } from '../http/app-error';
import { SOURCE_POLICY, type ThrottleKey, type ThrottlePolicy, admitAttempt } from './login-throttle';

/** A code lives 10 minutes, allows 5 tries, and the same recipient gets a new one after 60 s at the earliest. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_COOLDOWN_MS = 60_000;
export const CODE_DIGITS = 6;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** Sends to one recipient from one source: a few, then growing waits (the 60 s cooldown comes first). */
const SEND_PAIR_POLICY: ThrottlePolicy = { free: 5, baseMs: 60_000, capMs: 60 * 60_000 };
/** Sends to one recipient from everywhere: a ceiling against message floods that only slows. */
const SEND_RECIPIENT_POLICY: ThrottlePolicy = { free: 10, baseMs: 60_000, capMs: 15 * 60_000 };

/**
 * Sends count like failed logins (login_throttles) under keys of their own, so asking for codes never
 * delays password logins: per recipient and source, per source, per recipient.
 */
export function sendThrottleKeys(purpose: CodePurpose, recipient: string, address: string): ThrottleKey[] {
  return [
    { key: `code-pair:${purpose}:${recipient}@${address}`, policy: SEND_PAIR_POLICY },
    { key: `code-source:${address}`, policy: SOURCE_POLICY },
    { key: `code:${purpose}:${recipient}`, policy: SEND_RECIPIENT_POLICY },
  ];
}

export interface CodeRequest {
  purpose: CodePurpose;
  /** phone digits or normalised e-mail */
  recipient: string;
  /** the account the code proves; null for an unknown recipient (the row exists, nothing is sent) */
  accountId: number | null;
  address: string;
}

/**
 * Issues a fresh code for the recipient and returns it in clear (for the message only; the row holds
 * its argon2id hash). Earlier unused codes of the recipient stop working.
 */
export async function issueCode(db: Database, request: CodeRequest, now = new Date()): Promise<string> {
  const [latest] = await db
    .select({ created_at: verificationCodes.created_at })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.recipient, request.recipient)))
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  const waitMs = latest ? latest.created_at.getTime() + CODE_COOLDOWN_MS - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(429, 'auth.codeCooldown', { seconds }, null, { 'retry-after': String(seconds) });
  }

  await admitAttempt(db, sendThrottleKeys(request.purpose, request.recipient, request.address), { now, texts: { minutes: 'auth.codeThrottled', seconds: 'auth.codeThrottledSeconds' } });
  const code = generateCode();
  const codeHash = await hashPassword(code);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumed_at: now })
      .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.recipient, request.recipient), isNull(verificationCodes.consumed_at)));
    await tx.insert(verificationCodes).values({
      purpose: request.purpose,
      recipient: request.recipient,
      account_id: request.accountId,
      code_hash: codeHash,
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks a code and uses it up: the recipient's newest live code, each try counted before the check
 * (so parallel guesses cannot exceed the limit), consumed at most once. Returns the account it proves;
 * any failure is a 422 on the `code` field.
 */
export async function consumeCode(db: Database, purpose: CodePurpose, recipient: string, code: string, now = new Date()): Promise<number> {
  const accountId = await spendCode(db, purpose, recipient, code, now);
  if (accountId === null) throw fieldError('code', 'auth.codeInvalid');
  return accountId;
}

/**
 * A register code proves the recipient (a mobile or e-mail without an account yet), so it names no
 * account; the same checks and single use as consumeCode.
 */
export async function consumeRecipientCode(db: Database, recipient: string, code: string, now = new Date()): Promise<void> {
  await spendCode(db, 'register', recipient, code, now);
}

async function spendCode(db: Database, purpose: CodePurpose, recipient: string, code: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.recipient, recipient),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, now),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  if (!row) throw fieldError('code', 'auth.codeInvalid');

  const claimed = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS), isNull(verificationCodes.consumed_at)))
    .returning({ attempts: verificationCodes.attempts });
  if (claimed.length === 0) throw fieldError('code', (await spentMeanwhile(db, row.id)) ? 'auth.codeInvalid' : 'auth.codeAttemptsExceeded');

  const matches = await verifyPassword(row.code_hash, code.trim());
  // login and reset rows without an account went to unknown recipients: never verifiable
  if (!matches || (row.account_id === null && purpose !== 'register')) throw fieldError('code', 'auth.codeInvalid');

  const consumed = await db
    .update(verificationCodes)
    .set({ consumed_at: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumed_at)))
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) throw fieldError('code', 'auth.codeInvalid');
  return row.account_id;
}

/** A parallel request may have used the code between the read and the claim: that is a spent code, not too many tries. */
async function spentMeanwhile(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ consumed_at: verificationCodes.consumed_at }).from(verificationCodes).where(eq(verificationCodes.id, id));
  return row?.consumed_at != null;
}

/** Housekeeping beside the session purge: codes are worthless a day after they end. */
export async function purgeEndedCodes(db: Database, now = new Date()): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expires_at, new Date(now.getTime() - 86_400_000)));
}
