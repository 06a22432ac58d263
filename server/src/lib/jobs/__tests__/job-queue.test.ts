import { execFile } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../../../db/schema/jobs';
import { AppError } from '../../http/app-error';
import { JobQueue, type JobHandler, type QueueOptions } from '../job-queue';
import { claimJobs, purgeFinishedJobs } from '../job-store';
import { type QueueDatabases, openQueueDatabases } from './support/queue-databases';

const REPO_ROOT = path.resolve(__dirname, '../../../../..');

describe('job queue', () => {
  let dbs: QueueDatabases;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    dbs = await openQueueDatabases();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
  });
  afterAll(() => dbs?.close());

  const db = () => dbs.first.db;
  const queueOn = (handle: 'first' | 'second', options: Partial<QueueOptions> = {}) => {
    const queue = new JobQueue({ db: dbs[handle].db, ...options });
    queues.push(queue);
    return queue;
  };
  const rowOf = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];
  const noPayload = z.object({});

  it('runs each of 200 jobs exactly once with two workers claiming at the same time', async () => {
    const ran: { id: number; worker: string }[] = [];
    const counting = (queue: JobQueue): JobHandler<{ n: number }> => ({
      payload: z.object({ n: z.number() }),
      async handle(_payload, context) {
        ran.push({ id: context.id, worker: queue.workerId });
        // hand the connection to the other worker between claim and completion
        await new Promise((resolve) => setImmediate(resolve));
        return { ok: true };
      },
    });
    const a = queueOn('first', { concurrency: 4 });
    const b = queueOn('second', { concurrency: 4 });
    a.register('test.count', counting(a));
    b.register('test.count', counting(b));
    const ids: number[] = [];
    for (let n = 0; n < 200; n += 1) ids.push((await a.enqueue('test.count', { n })).row.id);

    await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);

    expect(ran.map((run) => run.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ran.map((run) => run.worker))).toEqual(new Set([a.workerId, b.workerId]));
    const rows = await db().select({ status: jobs.status, attempts: jobs.attempts, result: jobs.result }).from(jobs).where(eq(jobs.kind, 'test.count'));
    expect(rows).toHaveLength(200);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(200).fill(['done', 1]));
    expect(rows[0].result).toEqual({ ok: true });
  });

  it('answers the existing job when a job is enqueued again with the same idempotency key', async () => {
    const queue = queueOn('first');
    queue.register('test.once', { payload: z.object({ n: z.number() }), handle: async () => null });
    queue.register('test.other', { payload: z.object({ n: z.number() }), handle: async () => null });
    const first = await queue.enqueue('test.once', { n: 1 }, { idempotencyKey: 'import-7' });
    const again = await queue.enqueue('test.once', { n: 2 }, { idempotencyKey: 'import-7' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, row: first.row });
    expect(again.row.payload).toEqual({ n: 1 });
    const otherKind = await queue.enqueue('test.other', { n: 1 }, { idempotencyKey: 'import-7' });
    expect(otherKind.created).toBe(true);
    expect(otherKind.row.id).not.toBe(first.row.id);
    await expect(queue.enqueue('test.once', { n: 'x' })).rejects.toThrow();
  });

  it('retries a failing job with doubling back-off, then keeps it dead with its error', async () => {
    const queue = queueOn('first');
    let tries = 0;
    queue.register('test.fail', {
      payload: noPayload,
      maxAttempts: 3,
      backoffMs: 1000,
      async handle() {
        tries += 1;
        throw new Error(`gateway refused (try ${tries})`);
      },
    });
    const { row } = await queue.enqueue('test.fail', {});
    const waitMs = async () => {
      const [{ ms }] = await db()
        .select({ ms: sql<string>`round(extract(epoch from ${jobs.run_at} - ${jobs.updated_at}) * 1000)` })
        .from(jobs)
        .where(eq(jobs.id, row.id));
      return Number(ms);
    };
    const comeDue = () => db().update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.id, row.id));

    await queue.runUntilIdle();
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'gateway refused (try 1)', last_error_key: 'jobs.failed', locked_by: null });
    expect(await waitMs()).toBe(1000);
    // not due yet: another round leaves it alone
    await queue.runUntilIdle();
    expect(tries).toBe(1);

    await comeDue();
    await queue.runUntilIdle();
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 2, last_error: 'gateway refused (try 2)' });
    expect(await waitMs()).toBe(2000);

    await comeDue();
    await queue.runUntilIdle();
    const dead = await rowOf(row.id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, last_error: 'gateway refused (try 3)', last_error_key: 'jobs.failed', locked_until: null });
    expect(dead.finished_at).toBeInstanceOf(Date);
    await comeDue();
    await queue.runUntilIdle();
    expect(tries).toBe(3);
  });

  it('keeps the message key of an AppError for the job creator', async () => {
    const queue = queueOn('first');
    queue.register('test.refused', {
      payload: noPayload,
      maxAttempts: 1,
      handle: async () => {
        throw new AppError(422, 'validation.tooBig', { maximum: 5000 });
      },
    });
    const { row } = await queue.enqueue('test.refused', {});
    await queue.runUntilIdle();
    expect(await rowOf(row.id)).toMatchObject({ status: 'dead', attempts: 1, last_error_key: 'validation.tooBig', last_error_params: { maximum: 5000 } });
  });

  it('reports an expected refusal (an AppError below 500) as refused, with its key and no error; a fault as an error', async () => {
    const refused: unknown[][] = [];
    const errors: unknown[][] = [];
    const queue = queueOn('first', { onRefused: (...args) => refused.push(args), onError: (...args) => errors.push(args) });
    const failWith = (error: Error): JobHandler<object> => ({
      payload: noPayload,
      maxAttempts: 1,
      handle: async () => {
        throw error;
      },
    });
    queue.register('test.sheet-refused', failWith(new AppError(422, 'exhibitorSheets.tooManyRows', { max: 5000 })));
    queue.register('test.server-error', failWith(new AppError(500, 'errors.internal')));
    queue.register('test.fault', failWith(new TypeError('x is undefined')));
    const refusedJob = (await queue.enqueue('test.sheet-refused', {})).row.id;
    await queue.runUntilIdle();
    expect(refused).toEqual([[{ error: 'exhibitorSheets.tooManyRows', key: 'exhibitorSheets.tooManyRows', params: { max: 5000 } }, `jobs: test.sheet-refused #${refusedJob} failed (try 1 of 1)`]]);
    expect(errors).toEqual([]);
    await queue.enqueue('test.server-error', {});
    await queue.enqueue('test.fault', {});
    await queue.runUntilIdle();
    expect(refused).toHaveLength(1);
    expect(errors.map(([error]) => (error as Error).message).sort()).toEqual(['errors.internal', 'x is undefined']);
  });

  it('stores progress reported by the handler', async () => {
    const queue = queueOn('first');
    const seen: unknown[] = [];
    queue.register('test.progress', {
      payload: noPayload,
      async handle(_payload, context) {
        await context.progress(0, 3);
        for (let done = 1; done <= 3; done += 1) {
          await context.progress(done);
          const current = await rowOf(context.id);
          seen.push([current.progress_done, current.progress_total]);
        }
        return { rows: 3 };
      },
    });
    const { row } = await queue.enqueue('test.progress', {});
    expect(row).toMatchObject({ progress_done: 0, progress_total: null });
    await queue.runUntilIdle();
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', progress_done: 3, progress_total: 3, result: { rows: 3 } });
  });

  it("claims an abandoned job again only once its lease has passed", async () => {
    const queue = queueOn('second');
    const ran: number[] = [];
    queue.register('test.lease', { payload: noPayload, handle: async (_payload, context) => void ran.push(context.attempt) });
    const { row } = await queue.enqueue('test.lease', {});
    // a worker that claimed it and vanished (its process died) without a word
    const [claimed] = await claimJobs(db(), { kinds: ['test.lease'], worker: 'vanished-worker', limit: 1, leaseMs: 600_000 });
    expect(claimed).toMatchObject({ id: row.id, status: 'running', attempts: 1, locked_by: 'vanished-worker' });

    await queue.runUntilIdle();
    expect(ran).toEqual([]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'running', locked_by: 'vanished-worker' });

    await db().update(jobs).set({ locked_until: sql`now() - interval '1 second'` }).where(eq(jobs.id, row.id));
    await queue.runUntilIdle();
    expect(ran).toEqual([2]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
  });

  it('gives up on a job whose worker died on its last allowed try', async () => {
    const queue = queueOn('first');
    const ran: number[] = [];
    queue.register('test.last-try', { payload: noPayload, maxAttempts: 1, handle: async (_payload, context) => void ran.push(context.id) });
    const { row } = await queue.enqueue('test.last-try', {});
    await claimJobs(db(), { kinds: ['test.last-try'], worker: 'vanished-worker', limit: 1, leaseMs: 600_000 });
    await db().update(jobs).set({ locked_until: sql`now() - interval '1 second'` }).where(eq(jobs.id, row.id));
    await queue.runUntilIdle();
    expect(ran).toEqual([]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'dead', last_error_key: 'jobs.interrupted' });
  });

  it('on close hands a still running job back (queued, the try not counted) and aborts its handler', async () => {
    const stopping = queueOn('first', { shutdownGraceMs: 50 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let aborted = false;
    stopping.register('test.slow', {
      payload: noPayload,
      handle: (_payload, context) =>
        new Promise((_resolve, reject) => {
          started();
          context.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('stopped'));
          });
        }),
    });
    const { row } = await stopping.enqueue('test.slow', {});
    await stopping.start();
    await running;
    expect(await rowOf(row.id)).toMatchObject({ status: 'running', attempts: 1, locked_by: stopping.workerId });

    await stopping.close();
    expect(aborted).toBe(true);
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, locked_until: null, last_error: null });

    const next = queueOn('second');
    next.register('test.slow', { payload: noPayload, handle: async () => 'finished' });
    await next.runUntilIdle();
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', attempts: 1, result: 'finished' });
  });

  it('on close lets a job finish within the grace time', async () => {
    const queue = queueOn('first', { shutdownGraceMs: 60_000 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    queue.register('test.finishing', {
      payload: noPayload,
      handle: () =>
        new Promise((resolve) => {
          finish = () => resolve('complete');
          started();
        }),
    });
    const { row } = await queue.enqueue('test.finishing', {});
    await queue.start();
    await running;
    const closing = queue.close();
    finish();
    await closing;
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', attempts: 1, result: 'complete' });
  });

  it("wakes a started worker through NOTIFY when another connection enqueues", async () => {
    // the poll would come far too late: only the NOTIFY can run it
    const worker = queueOn('first', { pollMs: 3_600_000, listen: dbs.first.listen });
    const web = queueOn('second');
    let ran!: (id: number) => void;
    const handled = new Promise<number>((resolve) => (ran = resolve));
    worker.register('test.wake', { payload: noPayload, handle: async (_payload, context) => ran(context.id) });
    web.register('test.wake', { payload: noPayload, handle: async () => null });
    await worker.start();
    const { row } = await web.enqueue('test.wake', {});
    expect(await handled).toBe(row.id);
  });

  it('deletes finished jobs once they are older than the retention, and nothing else', async () => {
    const day = 86_400_000;
    const [old, recent, waiting] = await db()
      .insert(jobs)
      .values([
        { kind: 'test.purge', status: 'dead', finished_at: new Date(Date.now() - 8 * day) },
        { kind: 'test.purge', status: 'done', finished_at: new Date(Date.now() - 6 * day) },
        { kind: 'test.purge', status: 'queued', run_at: new Date(Date.now() - 8 * day) },
      ])
      .returning({ id: jobs.id });
    expect(await purgeFinishedJobs(db(), 7 * day)).toBe(1);
    expect(await rowOf(old.id)).toBeUndefined();
    expect((await rowOf(recent.id)).status).toBe('done');
    expect((await rowOf(waiting.id)).status).toBe('queued');
  });

  if (process.env.TEST_DATABASE_URL) {
    it('retries the job of a worker process that exited in the middle of it, once its lease has passed (PostgreSQL)', async () => {
      const queue = queueOn('second');
      const ran: number[] = [];
      queue.register('test.crash', { payload: noPayload, handle: async (_payload, context) => void ran.push(context.attempt) });
      const { row } = await queue.enqueue('test.crash', {});

      const child = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const worker = execFile(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'support/crash-worker.ts'), dbs.url as string], { cwd: REPO_ROOT }, (_error, stdout) =>
          resolve({ code: worker.exitCode, stdout }),
        );
      });
      expect(child.code).toBe(3);
      const crashedWorker = child.stdout.trim();
      expect(await rowOf(row.id)).toMatchObject({ status: 'running', attempts: 1, locked_by: crashedWorker });

      await queue.runUntilIdle();
      expect(ran).toEqual([]);
      await db().update(jobs).set({ locked_until: sql`now() - interval '1 second'` }).where(eq(jobs.id, row.id));
      await queue.runUntilIdle();
      expect(ran).toEqual([2]);
      expect(await rowOf(row.id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    });
  }
});
