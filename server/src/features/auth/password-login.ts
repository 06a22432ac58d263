import { and, eq } from 'drizzle-orm';
import type { ClientType } from '@fair/shared/access/client-types';
import type { LoginData } from '@fair/shared/contracts/auth';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import type { ApprovalStatus, PrincipalKind } from '../../db/schema/enums';
import { normaliseEmail } from '../../lib/accounts/create-accounts';
import { decoyPasswordHash, verifyPassword } from '../../lib/accounts/password';
import { AppError } from '../../lib/http/app-error';
import { createSession } from '../../lib/session/session-store';
import { admitAttempt, attemptSucceeded, credentialKeys } from '../../lib/auth/login-throttle';

export interface LoginInput {
  userName: string;
  password: string;
  clientType: ClientType;
  remember: boolean;
  address: string;
}

interface Candidate {
  id: number;
  passwordHash: string;
  banned: boolean;
  approval?: ApprovalState;
}

/** An account registered by phone has no e-mail: its mobile digits are its login name. */
const MOBILE_LOGIN = /^\d{6,15}$/;

async function findExhibitorAccount(db: Database, userName: string): Promise<Candidate | undefined> {
  const [row] = await db
    .select({
      id: exhibitorAccounts.id,
      passwordHash: exhibitorAccounts.password_hash,
      banned: exhibitorAccounts.banned,
      approval: { status: exhibitorAccounts.approval_status, rejectReason: exhibitorAccounts.reject_reason },
    })
    .from(exhibitorAccounts)
    .where(MOBILE_LOGIN.test(userName) ? eq(exhibitorAccounts.phone, userName) : eq(exhibitorAccounts.email, normaliseEmail(userName)))
    .limit(1);
  return row;
}

export interface ApprovalState {
  status: ApprovalStatus;
  rejectReason: string | null;
}

/** A self-registered account logs in only once the organizer has approved it; the refusal says why. */
export function assertApproved(approval: ApprovalState | undefined): void {
  if (!approval || approval.status === 'approved') return;
  if (approval.status === 'pending') throw new AppError(403, 'registration.pendingApproval');
  throw new AppError(403, 'registration.rejected', { reason: approval.rejectReason ?? '' });
}

async function findAdminUser(db: Database, kind: 'web' | 'miniprog', userName: string): Promise<Candidate | undefined> {
  const [row] = await db
    .select({ id: adminUsers.id, passwordHash: adminUsers.password_hash, banned: adminUsers.banned })
    .from(adminUsers)
    .where(and(eq(adminUsers.kind, kind), eq(adminUsers.user_name, userName)))
    .limit(1);
  return row;
}

/**
 * Password login for all three client types. Unknown names and wrong passwords get the same answer
 * after the same work (a decoy hash is verified); every attempt passes the throttle (login-throttle.ts).
 */
export async function login(db: Database, input: LoginInput): Promise<LoginData> {
  const userName = input.userName.trim();
  const family = input.clientType === 'exhibitor' ? 'exhibitor' : 'admin';
  const keys = credentialKeys(family, userName, input.address);
  await admitAttempt(db, keys);

  const candidate =
    family === 'exhibitor'
      ? await findExhibitorAccount(db, userName)
      : await findAdminUser(db, input.clientType === 'organizer' ? 'web' : 'miniprog', userName);
  const passwordOk = await verifyPassword(candidate?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!candidate || !passwordOk) throw new AppError(401, 'auth.invalidCredentials');
  await attemptSucceeded(db, keys);
  if (candidate.banned) throw new AppError(403, 'auth.banned');
  assertApproved(candidate.approval);

  return openSession(db, family, candidate.id, input.clientType, input.remember);
}

/** The answer of every successful login (password or code): a new session, last login noted. */
export async function openSession(
  db: Database,
  family: 'exhibitor' | 'admin',
  accountId: number,
  clientType: ClientType,
  remember: boolean,
): Promise<LoginData> {
  const principalKind: PrincipalKind = family === 'exhibitor' ? 'exhibitor_account' : 'admin_user';
  const issued = await createSession(db, { principalKind, principalId: accountId, clientType, remember });
  const table = family === 'exhibitor' ? exhibitorAccounts : adminUsers;
  await db.update(table).set({ last_login_at: new Date() }).where(eq(table.id, accountId));
  return { token: issued.token, expires_at: issued.expiresAt.toISOString() };
}
