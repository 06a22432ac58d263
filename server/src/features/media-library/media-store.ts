import { count, eq, inArray, ne, and } from 'drizzle-orm';
import type { MediaFolder, MediaItem } from '@fair/shared/contracts/media-library';
import type { MediaFolderForm, MediaItemForm, MediaMoveForm, MediaSelection } from '@fair/shared/validation/media-library';
import type { Database, Tx } from '../../db/client';
import { uploadedFiles } from '../../db/schema/content';
import { mediaFolders, mediaItems } from '../../db/schema/media';
import { recordOperation } from '../../lib/audit/record-operation';
import { isUniqueViolation } from '../../lib/db/pg-errors';
import { AppError, fieldError, notFound } from '../../lib/http/app-error';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { Principal } from '../../lib/session/principal';
import type { StoredUpload } from '../attachments';
import { findMediaItems, listFolders } from './media-queries';

const nameTaken = () => fieldError('name', 'media.folderNameTaken');

async function folderRow(db: Database | Tx, id: number) {
  const [row] = await db.select({ id: mediaFolders.id, name: mediaFolders.name }).from(mediaFolders).where(eq(mediaFolders.id, id));
  return row;
}

/** The folder must exist (null: no folder). */
export async function requireFolder(db: Database | Tx, id: number | null | undefined): Promise<void> {
  if (id != null && !(await folderRow(db, id))) throw notFound('media.folderNotFound');
}

/** Creates (no id) or renames a folder; names are unique, the index settling two saves at once. */
export async function saveFolder(db: Database, actor: Principal, input: MediaFolderForm): Promise<MediaFolder> {
  const name = input.name.trim();
  try {
    const id = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: mediaFolders.id })
        .from(mediaFolders)
        .where(and(eq(mediaFolders.name, name), input.id === undefined ? undefined : ne(mediaFolders.id, input.id)));
      if (taken) throw nameTaken();
      if (input.id !== undefined) {
        const before = await folderRow(tx, input.id);
        if (!before) throw notFound('media.folderNotFound');
        await tx.update(mediaFolders).set({ name, updated_at: new Date() }).where(eq(mediaFolders.id, input.id));
        await recordOperation(tx, actor, { action: 'update', entity: 'media-folder', entityId: input.id, before: { name: before.name }, after: { name } });
        return input.id;
      }
      const [row] = await tx.insert(mediaFolders).values({ name }).returning({ id: mediaFolders.id });
      await recordOperation(tx, actor, { action: 'create', entity: 'media-folder', entityId: row.id, after: { name } });
      return row.id;
    });
    return (await listFolders(db)).find((folder) => folder.id === id)!;
  } catch (error) {
    if (isUniqueViolation(error, 'media_folders_name_idx')) throw nameTaken();
    throw error;
  }
}

/** Deletes an empty folder; one still holding items is refused with their count (move or delete them first). */
export async function deleteFolder(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await folderRow(tx, id);
    if (!before) throw notFound('media.folderNotFound');
    const [{ items }] = await tx.select({ items: count() }).from(mediaItems).where(eq(mediaItems.folder_id, id));
    if (items > 0) throw new AppError(409, 'media.folderNotEmpty', { count: items });
    await tx.delete(mediaFolders).where(eq(mediaFolders.id, id));
    await recordOperation(tx, actor, { action: 'delete', entity: 'media-folder', entityId: id, before: { name: before.name } });
  });
}

const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/**
 * Records a stored upload as a library item in `folderId`, published at once (the picker offers it). When the
 * record cannot be written (the folder went meanwhile), the stored file goes too.
 */
export async function createItem(
  db: Database,
  storage: FileStorage,
  actor: Principal,
  upload: StoredUpload,
  folderId: number | null,
  dimensions: { width: number; height: number } | undefined,
): Promise<MediaItem> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaItems)
        .values({
          folder_id: folderId,
          storage_key: upload.key,
          file_name: upload.name,
          title: titleOf(upload.name).slice(0, 200),
          mime: upload.mime,
          category: upload.type.category,
          size: upload.size,
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
          published: true,
          published_at: new Date(),
          created_by: actor.kind === 'admin_user' ? actor.accountId : null,
        })
        .returning({ id: mediaItems.id });
      await recordOperation(tx, actor, { action: 'create', entity: 'media-item', entityId: row.id, after: { file_name: upload.name, folder_id: folderId, size: upload.size } });
      return row.id;
    });
    const [item] = await findMediaItems(db, [id]);
    return item;
  } catch (error) {
    await db.delete(uploadedFiles).where(eq(uploadedFiles.storage_key, upload.key));
    await storage.delete(upload.key);
    if ((error as { code?: string }).code === '23503') throw notFound('media.folderNotFound');
    throw error;
  }
}

const editable = ({ title, alt_text, description, published }: MediaItem) => ({ title, alt_text, description, published });

/** Changes an item's title, alt text, description and published flag (publishing again stamps the time: it comes first in the picker). */
export async function saveItem(db: Database, actor: Principal, input: MediaItemForm): Promise<MediaItem> {
  return db.transaction(async (tx) => {
    const [before] = await findMediaItems(tx, [input.id]);
    if (!before) throw notFound('media.notFound');
    const published = input.published ?? before.published;
    await tx
      .update(mediaItems)
      .set({
        title: input.title ?? '',
        alt_text: input.alt_text ?? '',
        description: input.description ?? '',
        published,
        published_at: published ? (before.published ? undefined : new Date()) : null,
        updated_at: new Date(),
      })
      .where(eq(mediaItems.id, input.id));
    const [after] = await findMediaItems(tx, [input.id]);
    await recordOperation(tx, actor, { action: 'update', entity: 'media-item', entityId: input.id, before: editable(before), after: editable(after) });
    const { storage_key: _key, ...item } = after;
    return item;
  });
}

/** Moves the items into a folder (null: out of every folder); ids no longer there are skipped. */
export async function moveItems(db: Database, actor: Principal, input: MediaMoveForm): Promise<number> {
  return db.transaction(async (tx) => {
    await requireFolder(tx, input.folder_id);
    const items = await findMediaItems(tx, input.ids);
    const moving = items.filter((item) => item.folder_id !== input.folder_id);
    if (!moving.length) return 0;
    await tx.update(mediaItems).set({ folder_id: input.folder_id, updated_at: new Date() }).where(inArray(mediaItems.id, moving.map((item) => item.id)));
    for (const item of moving) {
      await recordOperation(tx, actor, { action: 'move', entity: 'media-item', entityId: item.id, before: { folder_id: item.folder_id }, after: { folder_id: input.folder_id } });
    }
    return moving.length;
  });
}

/**
 * Deletes the items, their upload records and then their stored files (after the commit: a failed delete
 * leaves everything as it was). Places still showing a file show a missing image afterwards: the screen
 * names them before the operator confirms.
 */
export async function deleteItems(db: Database, storage: FileStorage, actor: Principal, input: MediaSelection): Promise<number> {
  const keys = await db.transaction(async (tx) => {
    const items = await findMediaItems(tx, input.ids);
    if (!items.length) return [];
    await tx.delete(mediaItems).where(inArray(mediaItems.id, items.map((item) => item.id)));
    await tx.delete(uploadedFiles).where(inArray(uploadedFiles.storage_key, items.map((item) => item.storage_key)));
    for (const item of items) {
      await recordOperation(tx, actor, { action: 'delete', entity: 'media-item', entityId: item.id, before: { file_name: item.file_name, title: item.title, folder_id: item.folder_id } });
    }
    return items.map((item) => item.storage_key);
  });
  for (const key of keys) await storage.delete(key);
  return keys.length;
}
