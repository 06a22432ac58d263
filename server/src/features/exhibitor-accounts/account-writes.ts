import type { z } from 'zod';
import type { exhibitorAccountCreate } from '@fair/shared/validation/exhibitor-account';
import { inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import type { Database } from '../../db/client';
import type { Principal } from '../../lib/session/principal';
import { recordOperation } from '../../lib/audit/record-operation';
import { notifyChange } from '../../lib/changes/change-topics';
import { notFound } from '../../lib/http/app-error';
import { revokeAllSessions } from '../../lib/session/session-store';
import { deleteAccounts, findAccounts, insertCompanyAccount } from './exhibitor-account-store';

/** The operation log's name for an exhibitor account. */
export const ENTITY = 'exhibitor-account';

/** A new company with its main account, logged in the same transaction. */
export async function addCompanyAccount(db: Database, actor: Principal, body: z.output<typeof exhibitorAccountCreate>, passwordHash: string): Promise<{ id: number; exhibitor_id: number }> {
  return db.transaction(async (tx) => {
    const ids = await insertCompanyAccount(tx, { nameZh: body.name_zh, nameEn: body.name_en, email: body.email, passwordHash, types: body.exhibitor_types });
    await recordOperation(tx, actor, {
      action: 'create',
      entity: ENTITY,
      entityId: ids.id,
      after: { exhibitor_id: ids.exhibitor_id, name_zh: body.name_zh, name_en: body.name_en, email: body.email, exhibitor_types: inTypeOrder(body.exhibitor_types) },
    });
    return ids;
  });
}

/** Deletes the accounts (404 when none exists), ends their sessions and logs each; the catalogue's pages go stale on commit. */
export async function deleteCompanyAccounts(db: Database, actor: Principal, ids: readonly number[]): Promise<number> {
  const before = await findAccounts(db, ids);
  if (before.length === 0) throw notFound();
  return db.transaction(async (tx) => {
    const rows = await deleteAccounts(tx, ids);
    for (const row of rows) {
      await revokeAllSessions(tx as unknown as Database, 'exhibitor_account', row.id);
      const was = before.find((account) => account.id === row.id);
      await recordOperation(tx, actor, {
        action: 'delete',
        entity: ENTITY,
        entityId: row.id,
        before: was ? { exhibitor_id: was.exhibitor_id, name_zh: was.name_zh, name_en: was.name_en, email: was.email, exhibitor_types: was.exhibitor_types } : null,
      });
    }
    await notifyChange(tx as unknown as Database, 'catalogue', 'all');
    return rows.length;
  });
}
