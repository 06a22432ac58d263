import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { POSTER_BATCH_JOB, POSTER_PATHS, type PosterExhibitorItem } from '@fair/shared/contracts/poster';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import { globalSettings } from '../../../db/schema/content';
import { exhibitors } from '../../../db/schema/exhibitors';
import { jobs } from '../../../db/schema/jobs';
import { operationLogs } from '../../../db/schema/operation-log';
import { posterFiles } from '../../../db/schema/posters';
import { JobQueue } from '../../../lib/jobs/job-queue';
import { DEMO_FAIR } from '../../../seed/demo-reference-data';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { registerPosterBatchJob } from '../poster-batch-job';
import { CARD_SPOT, pixelOf, solidPng, uploadAs } from './poster-support';

let t: TestApp;
let background: string;
const EXTRA = 24;
let extraIds: number[] = [];

const template = (card: string) => ({ image: background, title_zh: '欢迎莅临', title_en: 'Welcome', colors: { heading: '#ffffff', accent: '#0b57d0', card, band: '#000000' } });
const saveTemplate = (card: string) => t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.template, payload: template(card) });

async function startBatch(payload: object): Promise<number> {
  const response = await t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.batch, payload });
  expect(response.statusCode).toBe(200);
  return envelope<{ job_id: number }>(response).data.job_id;
}

const jobInfo = async (id: number) => envelope<JobInfo>(await t.injectAs('organizerAll', { method: 'GET', url: '/api/jobs/info', query: { id: String(id) } })).data;

async function zipOf(id: number): Promise<{ zip: JSZip; disposition: string }> {
  const response = await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.batchFile, query: { id: String(id) } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return { zip: await JSZip.loadAsync(response.rawPayload), disposition: String(response.headers['content-disposition']) };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(globalSettings).values({ key: 'fair', value: DEMO_FAIR }).onConflictDoNothing();
  background = await uploadAs(t, 'organizerAll', solidPng(400, 600, '#2f6fd1'));
  expect((await saveTemplate('#ffffff')).statusCode).toBe(200);
  const rows = await t.db
    .insert(exhibitors)
    .values(Array.from({ length: EXTRA }, (_, i) => ({ name_zh_cn: `海报展商${i + 1}`, name_en: `Poster Co ${i + 1}`, exhibitor_types: ['FIE' as const], is_edit: true })))
    .returning({ id: exhibitors.id });
  extraIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/poster/exhibitors', () => {
  it('pages, searches and filters the companies on the server', async () => {
    const list = async (query: Record<string, string>) =>
      envelope<{ list: PosterExhibitorItem[]; total: number }>(await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.exhibitors, query })).data;
    const all = await list({ page_size: '10' });
    expect(all.list).toHaveLength(10);
    expect(all.total).toBe(EXTRA + 3);
    expect((await list({ keyword: '演示' })).list.map((row) => row.name_zh_cn)).toEqual(['上海演示电子有限公司']);
    expect((await list({ hall: String(t.fixtures.hallId) })).list.map((row) => [row.booth, row.hall])).toEqual([
      ['1A01', '1号馆'],
      ['1B02', '1号馆'],
    ]);
    expect((await list({ exhibitor_type: 'FIE', page_size: '100' })).total).toBe(EXTRA + 1);
    expect((await list({ sort: 'name_en', order: 'desc', page_size: '1' })).list[0].name_en).toBe('Shanghai Demo Electronics Co., Ltd.');
  });

  it('refuses bad filters with the field named', async () => {
    const response = await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.exhibitors, query: { hall: 'x', exhibitor_type: 'Alien' } });
    expect(response.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string }[] }>(response).data.errors.map((error) => error.field).sort()).toEqual(['exhibitor_type', 'hall']);
  });
});

describe('POST /admin/poster/batch', () => {
  it('zips the chosen companies’ posters, named by id and company, each a 400x600 PNG in the template colour', async () => {
    const ids = [t.fixtures.exhibitors.main, t.fixtures.exhibitors.rival, extraIds[0]];
    const id = await startBatch({ locale: 'zh-cn', ids });
    await t.app.jobs.runUntilIdle();
    const info = await jobInfo(id);
    expect(info).toMatchObject({ status: 'done', done: 3, total: 3, result: { count: 3, rendered: 3, file_name: '企业海报-中文-3张.zip' } });

    const { zip, disposition } = await zipOf(id);
    expect(disposition).toContain(encodeURIComponent('企业海报-中文-3张.zip'));
    expect(Object.keys(zip.files)).toEqual([`${ids[0]}-上海演示电子有限公司.png`, `${ids[1]}-竞品科技股份有限公司.png`, `${ids[2]}-海报展商1.png`]);
    const png = await zip.file(`${ids[0]}-上海演示电子有限公司.png`)!.async('nodebuffer');
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([400, 600]);
    expect(pixelOf(png, { x: 2, y: 2 })).toBe('#2f6fd1');
    expect(pixelOf(png, CARD_SPOT)).toBe('#ffffff');

    const [logged] = await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'poster-batch'));
    expect(logged).toMatchObject({ action: 'export', entity_id: String(id) });
  });

  it('draws again only what changed: a second batch reuses every poster; a new template stales them all', async () => {
    const ids = [t.fixtures.exhibitors.main, extraIds[1]];
    const first = await startBatch({ locale: 'en-us', ids });
    await t.app.jobs.runUntilIdle();
    expect((await jobInfo(first)).result).toMatchObject({ count: 2, rendered: 2, file_name: 'Posters-English-2.zip' });
    const again = await startBatch({ locale: 'en-us', ids });
    await t.app.jobs.runUntilIdle();
    expect((await jobInfo(again)).result).toMatchObject({ count: 2, rendered: 0 });

    expect((await saveTemplate('#ffe58f')).statusCode).toBe(200);
    const after = await startBatch({ locale: 'en-us', ids });
    await t.app.jobs.runUntilIdle();
    expect((await jobInfo(after)).result).toMatchObject({ count: 2, rendered: 2 });
    const { zip } = await zipOf(after);
    expect(Object.keys(zip.files)).toEqual([`${ids[0]}-Shanghai Demo Electronics Co., Ltd..png`, `${ids[1]}-Poster Co 2.png`]);
    expect(pixelOf(await zip.file(`${ids[1]}-Poster Co 2.png`)!.async('nodebuffer'), CARD_SPOT)).toBe('#ffe58f');
    // one stored poster per company and language, the replaced ones' files gone with their rows
    const [{ kept }] = await t.db.select({ kept: sql<number>`count(*)::int` }).from(posterFiles).where(eq(posterFiles.exhibitor_id, ids[0]));
    expect(kept).toBe(2);
    expect((await saveTemplate('#ffffff')).statusCode).toBe(200);
  });

  it('takes the list’s filters when no rows are chosen', async () => {
    const id = await startBatch({ locale: 'zh-cn', hall: t.fixtures.hallId, exhibitor_type: 'International' });
    await t.app.jobs.runUntilIdle();
    expect(Object.keys((await zipOf(id)).zip.files)).toEqual([`${t.fixtures.exhibitors.rival}-竞品科技股份有限公司.png`]);
  });

  it('refuses an empty set with SPEC §8 no data, and bad input with the fields named', async () => {
    const empty = await t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.batch, payload: { locale: 'zh-cn', keyword: '不存在的公司' } });
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe('没有找到相关数据');
    const bad = await t.injectAs('organizerAll', { method: 'POST', url: POSTER_PATHS.batch, payload: { locale: 'fr-fr', ids: [] } });
    expect(bad.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string }[] }>(bad).data.errors.map((error) => error.field).sort()).toEqual(['ids', 'locale']);
  });

  it('answers the zip only to the organizer who asked for it, and only once it is made', async () => {
    const id = await startBatch({ locale: 'zh-cn', ids: [t.fixtures.exhibitors.main] });
    const early = await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.batchFile, query: { id: String(id) } });
    expect(early.statusCode).toBe(409);
    await t.app.jobs.runUntilIdle();
    const other = await t.injectAs('accountManager', { method: 'GET', url: POSTER_PATHS.batchFile, query: { id: String(id) } });
    expect(other.statusCode).toBe(403);
    const [sheetJob] = await t.db.insert(jobs).values({ kind: 'sample.export', status: 'done', created_by_kind: 'admin_user', created_by_id: t.fixtures.accounts.organizer }).returning({ id: jobs.id });
    expect((await t.injectAs('organizerAll', { method: 'GET', url: POSTER_PATHS.batchFile, query: { id: String(sheetJob.id) } })).statusCode).toBe(404);
  });
});

describe('a batch whose process stops', () => {
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 600 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('is handed back on shutdown and picked up again, drawing only what the first try had not', async () => {
    // this process's queue stops claiming (runUntilIdle still runs what is due), so the other one gets the job
    await t.app.jobs.close();
    await t.db.delete(posterFiles);
    const ids = [...extraIds];
    const id = await startBatch({ locale: 'zh-cn', ids });
    // a second process's queue takes the job and stops after ten posters, as a shutdown would stop it
    const other = new JobQueue({ db: t.db, shutdownGraceMs: 0, pollMs: 60_000 });
    registerPosterBatchJob(other, { db: t.db, storage: t.app.storage, tempDir: path.join(t.uploadDir, '.incoming') });
    await other.start();
    await waitFor(async () => (await jobInfo(id)).done >= 10);
    await other.close();
    const handedBack = await jobInfo(id);
    expect(handedBack.status).toBe('queued');
    expect((await t.db.select().from(posterFiles)).length).toBeLessThan(EXTRA);

    await t.app.jobs.runUntilIdle();
    const done = await jobInfo(id);
    expect(done).toMatchObject({ status: 'done', done: EXTRA, total: EXTRA, result: { count: EXTRA } });
    // the first try's ten (or, finishing the poster in hand as it stopped, eleven) are not drawn again
    const { rendered } = done.result as { rendered: number };
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(EXTRA - 10);
    expect((await t.db.select().from(posterFiles)).length).toBe(EXTRA);
    expect(Object.keys((await zipOf(id)).zip.files)).toHaveLength(EXTRA);
  });

  it('restarts cleanly after a worker died holding it: the half-written zip it left is written anew', async () => {
    const ids = extraIds.slice(0, 5);
    const id = await startBatch({ locale: 'zh-cn', ids });
    // the dead worker: its lease ran out, its try counted, its partial zip still on disk
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_by: 'dead-worker', locked_until: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    const leftover = path.join(t.uploadDir, '.incoming', `poster-batch-${id}-0a0b0c0d0e0f.zip`);
    await writeFile(leftover, Buffer.alloc(5000, 1));
    await t.app.jobs.runUntilIdle();
    const [row] = await t.db.select({ attempts: jobs.attempts, kind: jobs.kind }).from(jobs).where(eq(jobs.id, id));
    expect(row).toEqual({ attempts: 2, kind: POSTER_BATCH_JOB });
    const { zip } = await zipOf(id);
    expect(Object.keys(zip.files)).toEqual(ids.map((company, i) => `${company}-海报展商${i + 1}.png`));
    expect(PNG.sync.read(await zip.file(`${ids[4]}-海报展商5.png`)!.async('nodebuffer')).height).toBe(600);
    await expect(access(leftover)).rejects.toThrow('ENOENT');
  });
});
