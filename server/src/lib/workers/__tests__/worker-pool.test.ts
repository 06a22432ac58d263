import path from 'node:path';
import { WorkerPool, WorkerTaskError } from '../worker-pool';
import type { TestTask } from './support/test-worker';

const pool = (options: { timeoutMs?: number; size?: number } = {}) =>
  new WorkerPool<TestTask, string>({
    entry: path.join(__dirname, 'support/test-worker.ts'),
    size: options.size ?? 1,
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
    timeoutMs: options.timeoutMs ?? 60_000,
    idleMs: 60_000,
  });

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof WorkerTaskError ? error.reason : `other: ${(error as Error).message}`),
  );

describe('WorkerPool', () => {
  it('runs a task in a worker thread (TypeScript loaded there) and reuses the worker for the next', async () => {
    const workers = pool();
    try {
      const first = await workers.run({ kind: 'echo', value: 'one' });
      expect(first.output).toBe('echo one');
      expect(first.stats.peakHeapBytes).toBeGreaterThan(0);
      expect((await workers.run({ kind: 'echo', value: 'two' })).output).toBe('echo two');
    } finally {
      await workers.close();
    }
  }, 60_000);

  it('a worker that runs out of its heap fails its task as memory; the process lives on and the next task gets a fresh worker', async () => {
    const workers = pool();
    try {
      const before = process.memoryUsage().heapUsed;
      expect(await reasonOf(workers.run({ kind: 'hog' }))).toBe('memory');
      // the hog filled its own 48 MB heap, not this one
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(40 * 2 ** 20);
      expect((await workers.run({ kind: 'echo', value: 'after' })).output).toBe('echo after');
    } finally {
      await workers.close();
    }
  }, 60_000);

  it('a task past its time has its worker ended (the event loop here never waited on it)', async () => {
    const workers = pool({ timeoutMs: 300 });
    try {
      // the first task pays the worker's start-up: it may time out already, which is the same answer
      expect(await reasonOf(workers.run({ kind: 'spin' }))).toBe('timeout');
    } finally {
      await workers.close();
    }
  }, 60_000);

  it('a handler error rejects its task with that error and keeps the worker; close fails what waits', async () => {
    const workers = pool();
    expect(await reasonOf(workers.run({ kind: 'throw' }))).toBe('other: the handler failed');
    expect((await workers.run({ kind: 'echo', value: 'still' })).output).toBe('echo still');
    const waiting = reasonOf(workers.run({ kind: 'spin' }));
    const queued = reasonOf(workers.run({ kind: 'echo', value: 'late' }));
    await workers.close();
    expect(await waiting).toBe('closed');
    expect(await queued).toBe('closed');
    expect(await reasonOf(workers.run({ kind: 'echo', value: 'closed' }))).toBe('closed');
  }, 60_000);
});
