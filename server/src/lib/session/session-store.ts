import { and, eq, isNull } from 'drizzle-orm';
import type { ClientType } from '@fair/shared/access/client-types';
import type { Database } from '../../db/client';
import type { PrincipalKind } from '../../db/schema/enums';
import { sessions } from '../../db/schema/sessions';
import { RENEWAL_GRACE_MS, isPastHalfLife, sessionLifetimeMs } from './lifetimes';
import { generateToken, hashToken } from './token';

export interface NewSession {
  principalKind: PrincipalKind;
  principalId: number;
  clientType: ClientType;
  remember: boolean;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  sessionId: number;
}

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: Database, input: NewSession, now = new Date()): Promise<IssuedToken> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(input.remember));
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      client_type: input.clientType,
      principal_kind: input.principalKind,
      principal_id: input.principalId,
      remember: input.remember,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, expiresAt, sessionId: row.id };
}

/**
 * Sliding renewal: past half its life a session hands out a successor once; the old token keeps
 * working for a short grace so requests already sent with it still succeed.
 */
export async function renewIfDue(db: Database, session: SessionRow, now = new Date()): Promise<IssuedToken | null> {
  if (session.renewed_at || !isPastHalfLife(session.created_at, session.expires_at, now)) return null;
  return db.transaction(async (tx) => {
    const graceEnd = new Date(Math.min(session.expires_at.getTime(), now.getTime() + RENEWAL_GRACE_MS));
    const claimed = await tx
      .update(sessions)
      .set({ renewed_at: now, expires_at: graceEnd })
      .where(and(eq(sessions.id, session.id), isNull(sessions.renewed_at)))
      .returning({ id: sessions.id });
    // another request renewed it first: that one hands out the successor
    if (claimed.length === 0) return null;
    return createSession(
      tx as unknown as Database,
      {
        principalKind: session.principal_kind,
        principalId: session.principal_id,
        clientType: session.client_type,
        remember: session.remember,
      },
      now,
    );
  });
}

export async function revokeSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Ends every live session of one account (logout everywhere, ban, password reset). */
export async function revokeAllSessions(db: Database, kind: PrincipalKind, principalId: number, now = new Date()): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.principal_kind, kind),
        eq(sessions.principal_id, principalId),
        isNull(sessions.revoked_at),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
