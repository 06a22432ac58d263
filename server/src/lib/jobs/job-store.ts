import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PrincipalKind } from '../../db/schema/enums';
import { jobs } from '../../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;

/** PostgreSQL channel whose NOTIFY (payload: the kind) wakes the workers of every process. */
export const JOBS_CHANNEL = 'fair_jobs';

export interface JobOwner {
  kind: PrincipalKind;
  accountId: number;
}

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  /** first try not before this (default: now) */
  runAt?: Date;
  idempotencyKey?: string;
  createdBy?: JobOwner;
}

/** A failure as stored: what the server saw, and the message key its creator reads. */
export interface JobFailure {
  error: string;
  key: string;
  params?: Record<string, string | number>;
}

/** Database time plus `ms`: every process compares leases and run_at against the same clock. */
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Stores a job, or with an idempotency key already used for this kind returns the existing one. `db`
 * may be the caller's transaction: the job then exists exactly when the caller's writes do, and the
 * NOTIFY goes out at its commit.
 */
export async function insertJob(db: Database, job: NewJob): Promise<{ row: JobRow; created: boolean }> {
  const [created] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      max_attempts: job.maxAttempts,
      run_at: job.runAt ?? sql`now()`,
      idempotency_key: job.idempotencyKey ?? null,
      created_by_kind: job.createdBy?.kind ?? null,
      created_by_id: job.createdBy?.accountId ?? null,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.idempotency_key] })
    .returning();
  if (created) {
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
    return { row: created, created: true };
  }
  const [existing] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, job.kind), eq(jobs.idempotency_key, job.idempotencyKey as string)));
  return { row: existing, created: false };
}

/**
 * Takes up to `limit` due jobs of these kinds for `worker` in one statement: queued ones whose run_at
 * has come, and running ones whose lease ran out (their worker died). SKIP LOCKED lets several
 * workers claim at once without waiting for or taking each other's rows.
 */
export async function claimJobs(db: Database, input: { kinds: string[]; worker: string; limit: number; leaseMs: number }): Promise<JobRow[]> {
  if (input.kinds.length === 0 || input.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, input.kinds),
        or(and(eq(jobs.status, 'queued'), lte(jobs.run_at, sql`now()`)), and(eq(jobs.status, 'running'), lt(jobs.locked_until, sql`now()`))),
      ),
    )
    .orderBy(jobs.run_at, jobs.id)
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, locked_by: input.worker, locked_until: inMs(input.leaseMs), updated_at: sql`now()` })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Only the lease holder may write a job's outcome: a worker that lost its lease changes nothing. */
const heldBy = (id: number, worker: string) => and(eq(jobs.id, id), eq(jobs.locked_by, worker), eq(jobs.status, 'running'));

export async function completeJob(db: Database, id: number, worker: string, result: unknown): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', result: result ?? null, locked_by: null, locked_until: null, finished_at: sql`now()`, updated_at: sql`now()` })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A failed try: queued again after `retryInMs`, or dead (with the error kept) when `retryInMs` is
 * null — the last allowed try, or a failure no retry can mend.
 */
export async function failJob(db: Database, id: number, worker: string, failure: JobFailure, retryInMs: number | null): Promise<boolean> {
  const outcome =
    retryInMs === null ? { status: 'dead' as const, finished_at: sql`now()` } : { status: 'queued' as const, run_at: inMs(retryInMs) };
  const rows = await db
    .update(jobs)
    .set({
      ...outcome,
      last_error: failure.error.slice(0, 2000),
      last_error_key: failure.key,
      last_error_params: failure.params ?? null,
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Hands jobs back untouched (shutdown): queued at once, and the interrupted try does not count
 * against max_attempts.
 */
export async function releaseJobs(db: Database, ids: number[], worker: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      run_at: sql`now()`,
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where(and(inArray(jobs.id, ids), eq(jobs.locked_by, worker), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Extends the leases of jobs still held by `worker`; answers the ids it still holds. */
export async function extendLeases(db: Database, ids: number[], worker: string, leaseMs: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ locked_until: inMs(leaseMs) })
    .where(and(inArray(jobs.id, ids), eq(jobs.locked_by, worker), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** Progress as the handler reports it; also renews the lease, since the handler is evidently alive. */
export async function recordProgress(db: Database, id: number, worker: string, done: number, total: number | undefined, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ progress_done: done, ...(total === undefined ? {} : { progress_total: total }), locked_until: inMs(leaseMs), updated_at: sql`now()` })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Keeps a job's result in the transaction of the writes it stands for, so a try killed after that commit
 * but before the job was completed is not written again: the next try finds it with resultKept.
 */
export async function keepResult(tx: Database, id: number, result: unknown): Promise<void> {
  await tx.update(jobs).set({ result: result ?? null }).where(eq(jobs.id, id));
}

/** The result an earlier try kept with its committed writes (keepResult), or null when none did. */
export async function resultKept(tx: Database, id: number): Promise<unknown> {
  const [row] = await tx.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, id));
  return row?.result ?? null;
}

/** Finished jobs older than `olderThanMs` go: their outcome has been read or no longer matters. */
export async function purgeFinishedJobs(db: Database, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'dead']), lt(jobs.finished_at, sql`now() - ${olderThanMs} * interval '1 millisecond'`)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** A job as its creator may see it; undefined for a missing job and for anybody else's. */
export async function jobOf(db: Database, id: number, owner: JobOwner): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.created_by_kind, owner.kind), eq(jobs.created_by_id, owner.accountId)));
  return row;
}
