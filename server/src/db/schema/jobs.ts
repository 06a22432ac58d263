import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { principalKindEnum } from './enums';

/** queued: waits for run_at; running: a worker holds the lease; done: finished; dead: failed max_attempts times. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

/**
 * Background work every server process may pick up (src/lib/jobs): a worker claims a due row with
 * FOR UPDATE SKIP LOCKED and holds it until locked_until; a crashed worker's row is claimed again
 * once that lease has passed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    /** the queue: which registered handler runs it */
    kind: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: jobStatusEnum().notNull().default('queued'),
    /** tries started so far; a try cut short by a shutdown is given back */
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull().default(5),
    /** when the next try may start */
    run_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    locked_by: text(),
    locked_until: timestamp({ withTimezone: true }),
    /** the failure as the server saw it (operators and logs) */
    last_error: text(),
    /** the failure as its creator reads it: a message key of locales/messages/<locale>/server.json */
    last_error_key: text(),
    last_error_params: jsonb(),
    progress_done: integer().notNull().default(0),
    /** null until the handler knows how much there is */
    progress_total: integer(),
    result: jsonb(),
    /** enqueueing again with the same key (per kind) returns the existing job */
    idempotency_key: text(),
    /** the principal that started it: only it may read the job's progress */
    created_by_kind: principalKindEnum(),
    created_by_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_idempotency_key_idx').on(t.kind, t.idempotency_key),
    index('jobs_due_idx').on(t.run_at).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.locked_until).where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finished_at),
  ],
);
