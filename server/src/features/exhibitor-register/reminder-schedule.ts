import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ReminderSchedule } from '@fair/shared/contracts/profile-reminders';
import type { Database } from '../../db/client';
import { profileReminderSchedule } from '../../db/schema/profile-reminders';
import { recordOperation } from '../../lib/audit/record-operation';
import type { Principal } from '../../lib/session/principal';
import { fieldError } from '../../lib/http/app-error';
import { fairDay, fairToday } from '../../lib/time/fair-day';
import { queueReminders } from './reminder-jobs';

/** The job kind of one weekly run; each run queues the next. */
export const REMINDER_WEEKLY = 'exhibitor-register.reminder-weekly';
export const WEEK_MS = 7 * 24 * 3_600_000;

const payload = z.object({
  /** the run this job is: a job whose time is no longer the schedule's (changed or switched off) does nothing */
  runAt: z.iso.datetime(),
  origin: z.url(),
});

type ScheduleRow = typeof profileReminderSchedule.$inferSelect;

const toSchedule = (row: ScheduleRow | undefined): ReminderSchedule => ({
  enabled: row?.enabled ?? false,
  below: row?.below ?? 100,
  until: row?.until ?? null,
  next_run_at: row?.next_run_at?.toISOString() ?? null,
});

export async function readSchedule(db: Database): Promise<ReminderSchedule> {
  const [row] = await db.select().from(profileReminderSchedule).where(eq(profileReminderSchedule.id, 1));
  return toSchedule(row);
}

/** The run a week after `from`, unless that falls after the last day (fair time). */
const nextRun = (from: Date, until: string | null): Date | null => {
  const next = new Date(from.getTime() + WEEK_MS);
  return until !== null && fairDay(next) <= until ? next : null;
};

/** Keeps the schedule and holds its next run in the job queue (one job per run time), logged. */
export async function saveSchedule(
  app: FastifyInstance,
  actor: Principal,
  form: { enabled: boolean; below: number; until: string | null },
  origin: string,
  now = new Date(),
): Promise<ReminderSchedule> {
  if (form.enabled && form.until !== null && form.until < fairToday(now)) throw fieldError('until', 'reminders.untilPast');
  return app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(profileReminderSchedule).where(eq(profileReminderSchedule.id, 1)).for('update');
    // the first weekly run is a week from now: sending at once is the send button's job
    const next = form.enabled ? nextRun(now, form.until) : null;
    const values = { ...form, next_run_at: next, updated_at: now };
    const [saved] = await tx.insert(profileReminderSchedule).values({ id: 1, ...values }).onConflictDoUpdate({ target: profileReminderSchedule.id, set: values }).returning();
    if (next) await app.jobs.enqueue(REMINDER_WEEKLY, { runAt: next.toISOString(), origin }, { db: tx as unknown as Database, runAt: next, idempotencyKey: next.toISOString() });
    await recordOperation(tx, actor, { action: 'update', entity: 'reminder-schedule', entityId: 1, before: before && toSchedule(before), after: toSchedule(saved) });
    return toSchedule(saved);
  });
}

/** One weekly run: reminders to the companies below the threshold (the 24-hour rule applies), then the next run. */
export function registerWeeklyReminderJobs(app: FastifyInstance): void {
  app.jobs.register(REMINDER_WEEKLY, {
    payload,
    async handle({ runAt, origin }) {
      const planned = new Date(runAt);
      const isPlanned = (row: ScheduleRow | undefined): row is ScheduleRow => Boolean(row?.enabled) && row?.next_run_at?.getTime() === planned.getTime();
      const [row] = await app.db.select().from(profileReminderSchedule).where(eq(profileReminderSchedule.id, 1));
      if (!isPlanned(row)) return { skipped: true };
      // the reminders first: a retry after a failure sends what is left (the 24-hour rule keeps out the rest)
      const answer = await queueReminders(app, null, { below: row.below }, origin);
      await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(profileReminderSchedule).where(eq(profileReminderSchedule.id, 1)).for('update');
        if (!isPlanned(current)) return;
        const next = nextRun(planned, current.until);
        await tx.update(profileReminderSchedule).set({ next_run_at: next }).where(eq(profileReminderSchedule.id, 1));
        if (next) await app.jobs.enqueue(REMINDER_WEEKLY, { runAt: next.toISOString(), origin }, { db: tx as unknown as Database, runAt: next, idempotencyKey: next.toISOString() });
      });
      return answer;
    },
  });
}
