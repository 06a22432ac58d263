import path from 'node:path';
import { type ResourceLimits, Worker } from 'node:worker_threads';

export interface TaskStats {
  /** the worker's heap in use at its highest while the task ran (sampled) */
  peakHeapBytes: number;
  ms: number;
}

export interface TaskRequest<I> {
  id: number;
  input: I;
}

export type TaskReply<O> =
  | { id: number; ok: true; output: O; stats: TaskStats }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string }; stats: TaskStats };

/**
 * Why a task has no answer: its worker ran out of its heap, outlived the time allowed, died otherwise,
 * or the pool was closed meanwhile. The process itself is untouched in every case.
 */
export class WorkerTaskError extends Error {
  constructor(
    readonly reason: 'memory' | 'timeout' | 'crashed' | 'closed',
    message: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

export interface WorkerPoolOptions {
  /** absolute path of the worker's TypeScript module, which calls serveTasks */
  entry: string;
  /** workers at most; further tasks wait their turn */
  size: number;
  /** each worker's own heap limits: running out ends that worker, not the process */
  resourceLimits: ResourceLimits;
  /** a task still running after this long has its worker terminated */
  timeoutMs: number;
  /** an idle worker is kept this long for the next task, then ended */
  idleMs: number;
}

interface Task<I, O> {
  id: number;
  input: I;
  resolve(answer: { output: O; stats: TaskStats }): void;
  reject(error: Error): void;
}

interface Slot<I, O> {
  worker: Worker;
  task?: Task<I, O>;
  timer?: NodeJS.Timeout;
}

const BOOTSTRAP = path.join(__dirname, 'ts-worker.cjs');

/**
 * Runs tasks in worker threads with resource limits, one task per worker at a time: work whose memory
 * or time depends on untrusted input (a hostile spreadsheet) costs at most one worker, never the server's
 * heap or event loop. Idle workers are kept a while (their start-up is not paid per task) and never keep
 * the process alive.
 */
export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot<I, O>>();
  private readonly waiting: Task<I, O>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(input: I): Promise<{ output: O; stats: TaskStats }> {
    if (this.closed) return Promise.reject(new WorkerTaskError('closed', 'the worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; tasks waiting or running fail as 'closed'. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new WorkerTaskError('closed', 'the worker pool is closed'));
    const workers = [...this.slots].map((slot) => {
      this.finish(slot, new WorkerTaskError('closed', 'the worker pool is closed'));
      return slot.worker.terminate();
    });
    this.slots.clear();
    await Promise.all(workers);
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = [...this.slots].find((candidate) => !candidate.task);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.spawn();
      }
      this.start(slot, this.waiting.shift() as Task<I, O>);
    }
  }

  private spawn(): Slot<I, O> {
    const worker = new Worker(BOOTSTRAP, { workerData: { entry: this.options.entry }, resourceLimits: this.options.resourceLimits });
    const slot: Slot<I, O> = { worker };
    this.slots.add(slot);
    worker.on('message', (reply: TaskReply<O>) => this.answer(slot, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(slot, new WorkerTaskError(memory ? 'memory' : 'crashed', error.message));
    });
    worker.on('exit', (code) => {
      this.finish(slot, new WorkerTaskError('crashed', `the worker exited with code ${code}`));
      this.slots.delete(slot);
      if (!this.closed) this.dispatch();
    });
    return slot;
  }

  private start(slot: Slot<I, O>, task: Task<I, O>): void {
    clearTimeout(slot.timer);
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.finish(slot, new WorkerTaskError('timeout', `the task ran longer than ${this.options.timeoutMs} ms`));
      void slot.worker.terminate();
    }, this.options.timeoutMs);
    slot.worker.postMessage({ id: task.id, input: task.input } satisfies TaskRequest<I>);
  }

  private answer(slot: Slot<I, O>, reply: TaskReply<O>): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    if (reply.ok) task.resolve({ output: reply.output, stats: reply.stats });
    else task.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name, stack: reply.error.stack }));
    slot.worker.unref();
    slot.timer = setTimeout(() => {
      // out of the pool first: no task may be handed to a worker on its way out
      this.slots.delete(slot);
      void slot.worker.terminate();
    }, this.options.idleMs).unref();
    this.dispatch();
  }

  /** The slot's task, if any, fails with `error`; the worker is not used again. */
  private finish(slot: Slot<I, O>, error: WorkerTaskError): void {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    // a worker that failed once is done: it leaves the pool even before its exit event
    this.slots.delete(slot);
    task?.reject(error);
  }
}
