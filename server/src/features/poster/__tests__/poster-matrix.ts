import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { POSTER_BATCH_JOB, POSTER_PATHS } from '@fair/shared/contracts/poster';
import { exhibitors } from '../../../db/schema/exhibitors';
import { jobs } from '../../../db/schema/jobs';
import { newStorageKey } from '../../../lib/storage/file-storage';
import type { PrincipalName } from '../../../test/build-test-app';
import { organizersWith, type MatrixContext, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

const allowed = organizersWith('poster.download');

/** A fresh company of its own, so a batch sample draws one poster only. */
async function sampleCompany(ctx: MatrixContext): Promise<number> {
  const n = ctx.unique();
  const [row] = await ctx.db.insert(exhibitors).values({ name_zh_cn: `海报样例${n}`, name_en: `Poster sample ${n}`, exhibitor_types: ['Local'] }).returning({ id: exhibitors.id });
  return row.id;
}

/** A finished batch of `principal` with its zip in the file store. */
async function sampleBatch(ctx: MatrixContext, principal: PrincipalName): Promise<number> {
  const key = newStorageKey('zip');
  await mkdir(path.dirname(path.join(ctx.uploadDir, key)), { recursive: true });
  // the empty zip: its end-of-directory record alone
  await writeFile(path.join(ctx.uploadDir, key), Buffer.from('504b0506000000000000000000000000000000000000', 'hex'));
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      kind: POSTER_BATCH_JOB,
      status: 'done',
      payload: { ids: [], locale: 'zh-cn' },
      result: { file_key: key, file_name: 'posters.zip', count: 0, rendered: 0, size: 22 },
      created_by_kind: 'admin_user',
      created_by_id: ctx.accountOf(principal),
      finished_at: new Date(),
    })
    .returning({ id: jobs.id });
  return row.id;
}

/** Waits for the batches a sample started (the app's worker runs them), so they change no table during a later refused call. */
async function batchesSettled(ctx: MatrixContext): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    const [open] = await ctx.db.select({ n: count() }).from(jobs).where(and(eq(jobs.kind, POSTER_BATCH_JOB), inArray(jobs.status, ['queued', 'running'])));
    if (open.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('poster batches did not finish within 30 s');
}

/** Permission-matrix entries of the organizer's poster calls (SPEC §6 poster.download). */
export const posterMatrix: Record<string, MatrixEntry> = {
  [`POST ${POSTER_PATHS.preview}`]: {
    allowed,
    request: async (ctx) => ({
      payload: { template: { image: await ctx.adminUpload(), colors: { card: '#ffe58f' }, fields: ['logo'] }, exhibitor_id: await sampleCompany(ctx), locale: 'en-us' },
    }),
  },
  [`GET ${POSTER_PATHS.exhibitors}`]: { allowed, request: () => ({ query: { keyword: '电子', exhibitor_type: 'Local', hall: 'none', sort: 'name_en', order: 'desc', page_size: '5' } }) },
  [`POST ${POSTER_PATHS.batch}`]: {
    allowed,
    request: async (ctx) => ({ payload: { locale: 'zh-cn', ids: [await sampleCompany(ctx)] }, after: () => batchesSettled(ctx) }),
  },
  [`GET ${POSTER_PATHS.batchFile}`]: { allowed, request: async (ctx, principal) => ({ query: { id: String(await sampleBatch(ctx, principal)) } }) },
};
