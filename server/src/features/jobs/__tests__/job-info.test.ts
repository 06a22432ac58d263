import { z } from 'zod';
import { AppError } from '../../../lib/http/app-error';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

interface JobInfo {
  id: number;
  kind: string;
  status: string;
  done: number;
  total: number;
  last_error: string | null;
  result: unknown;
}

describe('GET /api/jobs/info', () => {
  let t: TestApp;
  // the gate exists before the job runs, so the test can open it whether or not the handler has reached it yet
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  beforeAll(async () => {
    // no worker of its own: the test runs the queue when it wants to, so it sees a job still queued
    t = await buildTestApp({ jobs: { worker: false, concurrency: 2 } });
    t.app.jobs.register('test.import', {
      payload: z.object({ rows: z.number() }),
      async handle({ rows }, context) {
        await context.progress(0, rows);
        await context.progress(2);
        // holds here until the test has read the progress
        await gate;
        await context.progress(rows);
        return { imported: rows };
      },
    });
    t.app.jobs.register('test.refused', {
      payload: z.object({}),
      maxAttempts: 1,
      handle: async () => {
        throw new AppError(422, 'validation.tooBig', { maximum: 5000 });
      },
    });
    t.app.jobs.register('test.broken', {
      payload: z.object({}),
      maxAttempts: 1,
      handle: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
      },
    });
  });
  afterAll(() => t?.close());

  const owner = () => ({ kind: 'exhibitor_account' as const, accountId: t.fixtures.accounts.exhibitor });
  const read = (principal: 'exhibitorA' | 'exhibitorB' | 'subWithPower' | 'organizerAll' | 'anonymous', id: number | string, language = 'en-us') =>
    t.injectAs(principal, { method: 'GET', url: '/api/jobs/info', query: { id: String(id) }, headers: { 'language-set': language } });

  it('shows its creator the progress while it runs, and the result once done', async () => {
    const { row } = await t.app.jobs.enqueue('test.import', { rows: 5 }, { createdBy: owner() });
    const queued = await read('exhibitorA', row.id);
    expect(queued.statusCode).toBe(200);
    expect(envelope<JobInfo>(queued).data).toEqual({ id: row.id, kind: 'test.import', status: 'queued', done: 0, total: 0, last_error: null, result: null });

    const running = t.app.jobs.runUntilIdle();
    let info: JobInfo;
    do info = envelope<JobInfo>(await read('exhibitorA', row.id)).data;
    while (info.done < 2);
    expect(info).toMatchObject({ status: 'running', done: 2, total: 5, last_error: null });

    release();
    await running;
    expect(envelope<JobInfo>(await read('exhibitorA', row.id)).data).toEqual({
      id: row.id,
      kind: 'test.import',
      status: 'done',
      done: 5,
      total: 5,
      last_error: null,
      result: { imported: 5 },
    });
  });

  it('answers anybody else 404, as for a missing job', async () => {
    const { row } = await t.app.jobs.enqueue('test.refused', {}, { createdBy: owner() });
    for (const principal of ['exhibitorB', 'subWithPower', 'organizerAll'] as const) {
      const response = await read(principal, row.id);
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ code: 404, message: 'No data found', data: null });
    }
    expect((await read('exhibitorA', 2_147_483_647)).statusCode).toBe(404);
    expect((await read('anonymous', row.id)).statusCode).toBe(401);
    expect((await read('exhibitorA', 'abc')).statusCode).toBe(422);
  });

  it('reads a job an organizer started to that organizer', async () => {
    const { row } = await t.app.jobs.enqueue('test.refused', {}, { createdBy: { kind: 'admin_user', accountId: t.fixtures.accounts.organizer } });
    expect((await read('organizerAll', row.id)).statusCode).toBe(200);
    expect((await read('exhibitorA', row.id)).statusCode).toBe(404);
  });

  it("gives the failure in the reader's language, without the server's details", async () => {
    const refused = await t.app.jobs.enqueue('test.refused', {}, { createdBy: owner() });
    const broken = await t.app.jobs.enqueue('test.broken', {}, { createdBy: owner() });
    await t.app.jobs.runUntilIdle();
    expect(envelope<JobInfo>(await read('exhibitorA', refused.row.id)).data).toMatchObject({ status: 'dead', last_error: 'Must be at most 5000' });
    expect(envelope<JobInfo>(await read('exhibitorA', refused.row.id, 'zh-cn')).data.last_error).toBe('不能大于 5000');
    const dead = await read('exhibitorA', broken.row.id, 'zh-tw');
    expect(envelope<JobInfo>(dead).data).toMatchObject({ status: 'dead', last_error: '任務執行失敗，請稍後重試' });
    expect(dead.body).not.toContain('ECONNREFUSED');
  });
});
