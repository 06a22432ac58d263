import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_SET_TOKEN_TTL_HOURS } from '@fair/shared/contracts/exhibitor-accounts';
import type { Database } from '../../db/client';
import { exhibitorAccounts, passwordSetTokens } from '../../db/schema/exhibitors';
import { hashPassword } from '../../lib/accounts/password';
import { AppError } from '../../lib/http/app-error';
import { revokeAllSessions } from '../../lib/session/session-store';
import { generateToken, hashToken } from '../../lib/session/token';

const TTL_MS = PASSWORD_SET_TOKEN_TTL_HOURS * 3_600_000;

/**
 * A new one-time set-password link for the account (only its SHA-256 is stored). Older unused links of
 * the account stop working: only the latest e-mail's link counts.
 */
export async function issueSetPasswordToken(db: Database, accountId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + TTL_MS);
  await db.transaction(async (tx) => {
    await tx.update(passwordSetTokens).set({ expires_at: now }).where(and(eq(passwordSetTokens.account_id, accountId), isNull(passwordSetTokens.used_at), gt(passwordSetTokens.expires_at, now)));
    await tx.insert(passwordSetTokens).values({ account_id: accountId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt });
  });
  return { token, expiresAt };
}

/** The link's token row and account, or the localised reason it no longer works. */
async function usableToken(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ id: passwordSetTokens.id, accountId: passwordSetTokens.account_id, expiresAt: passwordSetTokens.expires_at, usedAt: passwordSetTokens.used_at, email: exhibitorAccounts.email, banned: exhibitorAccounts.banned })
    .from(passwordSetTokens)
    .innerJoin(exhibitorAccounts, eq(exhibitorAccounts.id, passwordSetTokens.account_id))
    .where(eq(passwordSetTokens.token_hash, hashToken(token)));
  if (!row || row.banned || !row.email) throw new AppError(404, 'exhibitorAccounts.linkInvalid');
  if (row.usedAt) throw new AppError(410, 'exhibitorAccounts.linkUsed');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(410, 'exhibitorAccounts.linkExpired');
  return { ...row, email: row.email };
}

export async function checkSetPasswordToken(db: Database, token: string, now = new Date()): Promise<{ email: string; expires_at: string }> {
  const row = await usableToken(db, token, now);
  return { email: row.email, expires_at: row.expiresAt.toISOString() };
}

/**
 * Sets the account's password from a link: the token is spent in the same transaction (a second use, even
 * a concurrent one, is refused) and every session of the account ends.
 */
export async function spendSetPasswordToken(db: Database, token: string, password: string, now = new Date()): Promise<{ accountId: number }> {
  const checked = await usableToken(db, token, now);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordSetTokens)
      .set({ used_at: now })
      .where(and(eq(passwordSetTokens.id, checked.id), isNull(passwordSetTokens.used_at), gt(passwordSetTokens.expires_at, now)))
      .returning({ id: passwordSetTokens.id });
    if (!spent) throw new AppError(410, 'exhibitorAccounts.linkUsed');
    await tx.update(exhibitorAccounts).set({ password_hash: passwordHash, updated_at: now }).where(eq(exhibitorAccounts.id, checked.accountId));
    await revokeAllSessions(tx as unknown as Database, 'exhibitor_account', checked.accountId, now);
    return { accountId: checked.accountId };
  });
}
