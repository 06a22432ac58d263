import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import type { PrincipalKind } from '../../db/schema/enums';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import { notifyChange } from '../changes/change-topics';
import { revokeAllSessions } from '../session/session-store';
import { hashPassword } from './password';

export interface AccountRef {
  kind: PrincipalKind;
  id: number;
}

function tableOf(kind: PrincipalKind) {
  return kind === 'exhibitor_account' ? exhibitorAccounts : adminUsers;
}

/** Bans (or unbans) an account; a ban ends every session of it at once. Returns false when no such account. */
export async function banUser(db: Database, account: AccountRef, banned = true): Promise<boolean> {
  return db.transaction(async (tx) => {
    const table = tableOf(account.kind);
    const updated = await tx.update(table).set({ banned, updated_at: new Date() }).where(eq(table.id, account.id)).returning({ id: table.id });
    if (updated.length === 0) return false;
    if (banned) await revokeAllSessions(tx as unknown as Database, account.kind, account.id);
    // a banned exhibitor's company leaves the public catalogue (and returns when unbanned), in every process
    if (account.kind === 'exhibitor_account') await notifyChange(tx as unknown as Database, 'catalogue', 'all');
    return true;
  });
}

/** Sets a new password and ends every session of the account. Returns false when no such account. */
export async function resetPassword(db: Database, account: AccountRef, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const table = tableOf(account.kind);
    const updated = await tx
      .update(table)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(table.id, account.id))
      .returning({ id: table.id });
    if (updated.length === 0) return false;
    await revokeAllSessions(tx as unknown as Database, account.kind, account.id);
    return true;
  });
}
