import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadedFiles } from '../../db/schema/content';
import { exhibitorAccounts } from '../../db/schema/exhibitors';
import { storageKeyOfUrl } from './file-storage';

/** Whose uploads a saved form may point at: an exhibitor's (any of its accounts) or the admins'. */
export type UploadOwner = { exhibitorId: number } | 'admins';

/**
 * True when `url` is a file this server stored for that owner. A form may only reference such files, so
 * no one can put another company's upload (or an arbitrary address) on their page.
 */
export async function isOwnUpload(db: Database, url: string, owner: UploadOwner): Promise<boolean> {
  const key = storageKeyOfUrl(url);
  if (!key) return false;
  if (owner === 'admins') {
    const rows = await db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.storage_key, key), eq(uploadedFiles.owner_kind, 'admin_user')))
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .innerJoin(exhibitorAccounts, eq(exhibitorAccounts.id, uploadedFiles.owner_id))
    .where(
      and(
        eq(uploadedFiles.storage_key, key),
        eq(uploadedFiles.owner_kind, 'exhibitor_account'),
        eq(exhibitorAccounts.exhibitor_id, owner.exhibitorId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
