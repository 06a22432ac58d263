import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posterFiles } from '../../db/schema/posters';
import type { FileStorage } from '../../lib/storage/file-storage';
import { newStorageKey } from '../../lib/storage/file-storage';
import { type PosterSource, drawPoster, versionOf } from './poster-drawing';

export interface PosterFileDeps {
  db: Database;
  storage: FileStorage;
  /** a folder of this process for the file handed to the storage */
  tempDir: string;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Puts the drawn PNG in the storage under a new key (the storage takes finished files only). */
async function storePng(deps: PosterFileDeps, png: Buffer): Promise<string> {
  await mkdir(deps.tempDir, { recursive: true });
  const temp = path.join(deps.tempDir, `poster-${randomBytes(12).toString('hex')}.png`);
  const key = newStorageKey('png');
  try {
    await writeFile(temp, png, { flag: 'wx' });
    await deps.storage.put(key, temp, { contentType: 'image/png', size: png.length });
  } finally {
    await rm(temp, { force: true });
  }
  return key;
}

/**
 * The poster of one company in the source's language: the stored one while its version (everything drawn
 * on it) is unchanged, otherwise drawn anew and stored in its place. A template save, a profile change or a
 * new design changes the version, so no stale poster is ever answered; `drawn` says which way it came.
 */
export async function posterFile(deps: PosterFileDeps, exhibitorId: number, source: PosterSource): Promise<{ png: Buffer; drawn: boolean }> {
  const version = versionOf(source);
  const [kept] = await deps.db
    .select({ version: posterFiles.version, key: posterFiles.storage_key })
    .from(posterFiles)
    .where(and(eq(posterFiles.exhibitor_id, exhibitorId), eq(posterFiles.locale, source.locale)));
  if (kept?.version === version) {
    const png = await readAll(deps.storage, kept.key);
    if (png) return { png, drawn: false };
  }
  const png = await drawPoster(deps.storage, source);
  const key = await storePng(deps, png);
  await deps.db
    .insert(posterFiles)
    .values({ exhibitor_id: exhibitorId, locale: source.locale, version, storage_key: key, size: png.length })
    .onConflictDoUpdate({
      target: [posterFiles.exhibitor_id, posterFiles.locale],
      set: { version, storage_key: key, size: png.length, created_at: sql`now()` },
    });
  // the replaced poster's file is of no use any more; a failure to remove it only leaves a stray file
  if (kept && kept.key !== key) await deps.storage.delete(kept.key).catch(() => undefined);
  return { png, drawn: true };
}
