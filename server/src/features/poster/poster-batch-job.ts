import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { POSTER_BATCH_JOB, type PosterBatchResult } from '@fair/shared/contracts/poster';
import { POSTER_LOCALES } from '@fair/shared/validation/poster';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { pickText } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import { newStorageKey } from '../../lib/storage/file-storage';
import { ZipWriter } from '../../lib/zip/zip-writer';
import { type PosterSource, posterSourcesOf } from './poster-drawing';
import { type PosterFileDeps, posterFile } from './poster-files';

export const posterBatchPayload = z.object({
  /** the companies, read when the batch was asked for: a try started again draws the same set */
  ids: z.array(z.number().int().positive()),
  locale: z.enum(POSTER_LOCALES),
});
export type PosterBatchPayload = z.infer<typeof posterBatchPayload>;

/** What the job keeps: the contract's result and where the zip lies (a key no files route serves). */
export type StoredBatchResult = PosterBatchResult & { file_key: string };

/** Companies read per query while the zip is written. */
const BATCH = 100;
/** Posters drawn side by side: the PNG encoding runs off the event loop, so two keep both cores busy. */
const AT_ONCE = 2;
/** Progress is written every this many posters (one small update each). */
const PROGRESS_EVERY = 10;

/** A zip entry name from the company's name: no folders, quotes or control characters, unique by the id. */
export const entryName = (id: number, name: string) =>
  `${id}-${name.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || 'poster'}.png`;

/** What tries of this job left behind when their process was killed (a stopped try removes its own file). */
async function removeEarlierTries(folder: string, prefix: string): Promise<void> {
  const names = (await readdir(folder)).filter((name) => name.startsWith(prefix));
  await Promise.all(names.map((name) => rm(path.join(folder, name), { force: true })));
}

/**
 * posters.batch: every chosen company's poster in one zip, written entry by entry to a file of this process
 * and then handed to the storage, so neither the zip nor more than one poster is ever held in memory.
 * Posters whose version is unchanged come from the stored ones (poster_files); the others are drawn and
 * stored, so a try that is started again (the process stopped, its lease ran out) writes a new zip from the
 * start and draws only what the interrupted try had not.
 */
export function registerPosterBatchJob(queue: JobQueue, deps: PosterFileDeps): void {
  queue.register(POSTER_BATCH_JOB, {
    payload: posterBatchPayload,
    maxAttempts: 3,
    backoffMs: 5_000,
    async handle(payload, context): Promise<StoredBatchResult> {
      await mkdir(deps.tempDir, { recursive: true });
      // a file per try: an earlier try whose lease was lost may still be winding down beside this one
      const prefix = `poster-batch-${context.id}-`;
      await removeEarlierTries(deps.tempDir, prefix);
      const temp = path.join(deps.tempDir, `${prefix}${randomBytes(6).toString('hex')}.zip`);
      let rendered = 0;
      try {
        const zip = new ZipWriter(createWriteStream(temp, { flags: 'w' }));
        await context.progress(0, payload.ids.length);
        for (let start = 0; start < payload.ids.length; start += BATCH) {
          const ids = payload.ids.slice(start, start + BATCH);
          const sources = await posterSourcesOf(deps.db, ids, payload.locale);
          for (let at = 0; at < ids.length; at += AT_ONCE) {
            if (context.signal.aborted) throw new Error('the batch was interrupted');
            // a company deleted since the batch was asked for has no poster
            const group = ids.slice(at, at + AT_ONCE).flatMap((id) => (sources.has(id) ? [{ id, source: sources.get(id) as PosterSource }] : []));
            const posters = await Promise.all(group.map(({ id, source }) => posterFile(deps, id, source)));
            for (const [index, { id, source }] of group.entries()) {
              if (posters[index].drawn) rendered += 1;
              await zip.add(entryName(id, pickText(payload.locale, source.company.name_zh, source.company.name_en)), posters[index].png);
              if (zip.count % PROGRESS_EVERY === 0) await context.progress(zip.count);
            }
          }
        }
        const size = await zip.finish();
        const key = newStorageKey('zip');
        await deps.storage.put(key, temp, { contentType: 'application/zip', size: (await stat(temp)).size });
        await context.progress(payload.ids.length, payload.ids.length);
        const language = translate(payload.locale, payload.locale === 'en-us' ? 'poster.languageEn' : 'poster.languageZh');
        return {
          file_key: key,
          file_name: translate(payload.locale, 'poster.batchFileName', { language, count: zip.count }),
          count: zip.count,
          rendered,
          size,
        };
      } finally {
        await rm(temp, { force: true });
      }
    },
  });
}
