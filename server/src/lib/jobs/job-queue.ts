import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client';
import { AppError } from '../http/app-error';
import {
  type JobFailure,
  type JobOwner,
  type JobRow,
  JOBS_CHANNEL,
  claimJobs,
  completeJob,
  extendLeases,
  failJob,
  insertJob,
  purgeFinishedJobs,
  recordProgress,
  releaseJobs,
} from './job-store';

/** What a handler gets besides its payload. */
export interface JobContext {
  id: number;
  kind: string;
  /** 1 on the first try */
  attempt: number;
  /** aborted when the process shuts down before the handler finished, or the lease was lost */
  signal: AbortSignal;
  /** units done so far, and (once known) the units in all; readable by the job's creator */
  progress(done: number, total?: number): Promise<void>;
}

export interface JobHandler<P> {
  /** checks the payload on enqueue and again before each try */
  payload: z.ZodType<P>;
  /** resolves to the job's result (stored as JSON); throw AppError for a failure its creator should read */
  handle(payload: P, context: JobContext): Promise<unknown>;
  /** tries before the job is dead (default 5) */
  maxAttempts?: number;
  /** wait before the first retry, doubled for each further one (default 10 s) */
  backoffMs?: number;
}

export interface EnqueueOptions {
  /** with a key already used for this kind, the existing job is answered and nothing is added */
  idempotencyKey?: string;
  runAt?: Date;
  /** the principal allowed to read the job's progress */
  createdBy?: JobOwner;
  /** the caller's transaction: the job exists only if it commits */
  db?: Database;
}

export interface QueueOptions {
  db: Database;
  /** LISTEN for the NOTIFY of new jobs (DatabaseHandle.listen); without it the queue only polls */
  listen?: DatabaseHandle['listen'];
  /** jobs this process runs at once */
  concurrency?: number;
  /** how long a claimed job stays this worker's without a sign of life */
  leaseMs?: number;
  /** look for due jobs at least this often (retries fall due without a NOTIFY) */
  pollMs?: number;
  /** on close, how long jobs in flight may still finish before they are handed back */
  shutdownGraceMs?: number;
  /** finished jobs are deleted after this long */
  retainMs?: number;
  onError?: (error: unknown, message: string) => void;
  /** a handler's expected refusal (an AppError below 500: a sheet with a formula, too many rows…), no fault of the system */
  onRefused?: (failure: JobFailure, message: string) => void;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 3_600_000;
const HOUR_MS = 3_600_000;

/** Wait before try `attempts + 1`: backoff, 2×, 4×, … capped at an hour. */
export function retryDelay(backoffMs: number, attempts: number): number {
  return Math.min(backoffMs * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

/** The failure as stored: AppErrors keep their message key for the creator, anything else reads "failed". */
function failureOf(error: unknown): JobFailure {
  if (error instanceof AppError) return { error: error.message, key: error.messageKey, params: error.params };
  return { error: error instanceof Error ? error.message : String(error), key: 'jobs.failed' };
}

interface InFlight {
  done: Promise<void>;
  abort: AbortController;
}

/**
 * Durable background work in the jobs table. Every process registers the same handlers; a started
 * queue claims due jobs of the kinds it knows, runs up to `concurrency` at once, retries failures
 * with exponential back-off and, on close, hands back what it could not finish.
 */
export class JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly inFlight = new Map<number, InFlight>();
  private readonly db: Database;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly shutdownGraceMs: number;
  private readonly retainMs: number;
  private running = false;
  private pumping = false;
  private pumpAgain = false;
  /** one claim at a time per queue, so runUntilIdle never misses rows claimed but not yet started */
  private claiming: Promise<unknown> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];
  private unlisten?: () => Promise<void>;
  private lastPurge = 0;

  constructor(private readonly options: QueueOptions) {
    this.db = options.db;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 2_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 5_000;
    this.retainMs = options.retainMs ?? 7 * 24 * HOUR_MS;
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.handlers.set(kind, handler as JobHandler<unknown>);
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Stores a job of a registered kind (payload checked by its schema) and wakes the workers. */
  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<{ row: JobRow; created: boolean }> {
    const handler = this.handlers.get(kind);
    if (!handler) throw new Error(`no handler registered for job kind ${kind}`);
    const stored = await insertJob(options.db ?? this.db, {
      kind,
      payload: handler.payload.parse(payload),
      maxAttempts: handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: options.runAt,
      idempotencyKey: options.idempotencyKey,
      createdBy: options.createdBy,
    });
    // inside a transaction the row is not visible yet: the NOTIFY at its commit wakes us then
    if (!options.db) this.wake();
    return stored;
  }

  /** Starts claiming: on every NOTIFY, on every poll, and whenever a slot frees up. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.timers.push(setInterval(() => this.wake(), this.pollMs).unref());
    this.timers.push(setInterval(() => void this.renewLeases(), Math.max(this.leaseMs / 3, 10)).unref());
    if (this.options.listen) {
      try {
        this.unlisten = await this.options.listen(JOBS_CHANNEL, () => this.wake(), () => this.wake());
      } catch (error) {
        this.report(error, 'jobs: LISTEN failed, polling only');
      }
    }
    this.wake();
  }

  /**
   * Stops claiming, lets jobs in flight finish for up to shutdownGraceMs, then hands the rest back
   * (queued again, the try not counted) and aborts their handlers.
   */
  async close(): Promise<void> {
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.unlisten?.().catch((error: unknown) => this.report(error, 'jobs: UNLISTEN failed'));
    this.unlisten = undefined;
    await this.claiming;
    if (this.inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.shutdownGraceMs)));
      await Promise.race([Promise.allSettled([...this.inFlight.values()].map((job) => job.done)), grace]);
      clearTimeout(timer);
    }
    const unfinished = [...this.inFlight.keys()];
    if (unfinished.length === 0) return;
    for (const id of unfinished) this.inFlight.get(id)?.abort.abort();
    this.inFlight.clear();
    await releaseJobs(this.db, unfinished, this.workerId).catch((error: unknown) => this.report(error, 'jobs: could not hand back unfinished jobs'));
  }

  /**
   * Runs due jobs until none is left and none is in flight (tests, tools). Jobs scheduled for later —
   * retries waiting out their back-off — are left alone.
   */
  async runUntilIdle(): Promise<void> {
    for (;;) {
      const started = await this.claimAndStart();
      if (started === 0 && this.inFlight.size === 0) return;
      if (started === 0) await Promise.race([...this.inFlight.values()].map((job) => job.done));
    }
  }

  /** Claim and start as many jobs as there are free slots. */
  wake(): void {
    if (!this.running) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void (async () => {
      try {
        // a wake-up that arrives during the purge must still claim: the loop checks pumpAgain after it
        do {
          this.pumpAgain = false;
          while (this.running && (await this.claimAndStart()) > 0);
          await this.purgeNow();
        } while (this.pumpAgain && this.running);
      } catch (error) {
        this.report(error, 'jobs: claiming failed');
      } finally {
        this.pumping = false;
      }
    })();
  }

  private claimAndStart(): Promise<number> {
    const claim = this.claiming.then(async () => {
      const free = this.concurrency - this.inFlight.size;
      if (free <= 0) return 0;
      const rows = await claimJobs(this.db, { kinds: this.kinds, worker: this.workerId, limit: free, leaseMs: this.leaseMs });
      for (const row of rows) this.startJob(row);
      return rows.length;
    });
    this.claiming = claim.catch(() => undefined);
    return claim;
  }

  private startJob(row: JobRow): void {
    const abort = new AbortController();
    const done = this.run(row, abort.signal).finally(() => {
      if (this.inFlight.get(row.id)?.abort === abort) this.inFlight.delete(row.id);
      this.wake();
    });
    this.inFlight.set(row.id, { done, abort });
  }

  private async run(row: JobRow, signal: AbortSignal): Promise<void> {
    const handler = this.handlers.get(row.kind) as JobHandler<unknown>;
    const maxAttempts = row.max_attempts;
    try {
      if (row.attempts > maxAttempts) {
        // its worker died holding it on the last allowed try
        await failJob(this.db, row.id, this.workerId, { error: 'the worker stopped before finishing (lease expired)', key: 'jobs.interrupted' }, null);
        return;
      }
      const parsed = handler.payload.safeParse(row.payload);
      if (!parsed.success) {
        await failJob(this.db, row.id, this.workerId, { error: `invalid payload: ${parsed.error.message}`, key: 'jobs.failed' }, null);
        return;
      }
      const context: JobContext = {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        signal,
        progress: async (done, total) => {
          if (signal.aborted) return;
          await recordProgress(this.db, row.id, this.workerId, done, total, this.leaseMs);
        },
      };
      let result: unknown;
      try {
        result = await handler.handle(parsed.data, context);
      } catch (error) {
        if (signal.aborted) return;
        const retryIn = row.attempts >= maxAttempts ? null : retryDelay(handler.backoffMs ?? DEFAULT_BACKOFF_MS, row.attempts);
        const failure = failureOf(error);
        await failJob(this.db, row.id, this.workerId, failure, retryIn);
        const message = `jobs: ${row.kind} #${row.id} failed (try ${row.attempts} of ${maxAttempts})`;
        if (error instanceof AppError && error.statusCode < 500) this.options.onRefused?.(failure, message);
        else this.report(error, message);
        return;
      }
      if (!signal.aborted) await completeJob(this.db, row.id, this.workerId, result);
    } catch (error) {
      this.report(error, `jobs: could not record the outcome of ${row.kind} #${row.id}`);
    }
  }

  /** Keeps the leases of running jobs; a job whose lease was lost (taken over) has its handler aborted. */
  private async renewLeases(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    if (ids.length === 0) return;
    try {
      const held = new Set(await extendLeases(this.db, ids, this.workerId, this.leaseMs));
      for (const id of ids) if (!held.has(id)) this.inFlight.get(id)?.abort.abort();
    } catch (error) {
      this.report(error, 'jobs: could not renew leases');
    }
  }

  private async purgeNow(): Promise<void> {
    if (Date.now() - this.lastPurge < HOUR_MS) return;
    this.lastPurge = Date.now();
    await purgeFinishedJobs(this.db, this.retainMs);
  }

  private report(error: unknown, message: string): void {
    this.options.onError?.(error, message);
  }
}
