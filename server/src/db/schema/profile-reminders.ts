import { boolean, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sendStatusEnum } from './enums';
import { exhibitors } from './exhibitors';

/**
 * The last profile-completeness reminder of each company: when it was queued (a company gets at most one a
 * day: the queueing upsert only overwrites a row queued over 24 hours ago), and its send status.
 */
export const profileReminders = pgTable('profile_reminders', {
  exhibitor_id: integer()
    .primaryKey()
    .references(() => exhibitors.id, { onDelete: 'cascade' }),
  queued_at: timestamp({ withTimezone: true }).notNull(),
  send_status: sendStatusEnum().notNull().default('sending'),
  send_error: text(),
  sent_at: timestamp({ withTimezone: true }),
});

/**
 * The organizer's weekly reminder (one row, id 1): every week until `until` (a day of the fair's time zone),
 * companies below `below` percent completion get a reminder. `next_run_at` is the run the job queue holds.
 */
export const profileReminderSchedule = pgTable('profile_reminder_schedule', {
  id: smallint().primaryKey().default(1),
  enabled: boolean().notNull().default(false),
  below: smallint().notNull().default(100),
  until: date({ mode: 'string' }),
  next_run_at: timestamp({ withTimezone: true }),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
