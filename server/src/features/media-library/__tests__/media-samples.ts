import { mediaFolders, mediaItems } from '../../../db/schema/media';
import type { Database } from '../../../db/client';
import { newStorageKey } from '../../../lib/storage/file-storage';

/** A fresh empty folder of its own name. */
export async function sampleFolder(db: Database, n: number): Promise<number> {
  const [row] = await db.insert(mediaFolders).values({ name: `样例文件夹${n}` }).returning({ id: mediaFolders.id });
  return row.id;
}

/** A library image record of its own (its stored file need not exist: edits, moves and deletes do not read it). */
export async function sampleItem(db: Database, n: number, values: Partial<typeof mediaItems.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(mediaItems)
    .values({ storage_key: newStorageKey('png'), file_name: `样例${n}.png`, title: `样例图片${n}`, mime: 'image/png', category: 'image', size: 67, published: true, published_at: new Date(), ...values })
    .returning({ id: mediaItems.id });
  return row.id;
}
