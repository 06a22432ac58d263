import { z } from 'zod';
import { REMINDER_IDS_MAX } from '../contracts/profile-reminders';
import { calendarDay } from './download';

const percent = z.number({ error: 'common:validation.reminderBelowRequired' }).int().min(1, { error: 'common:validation.reminderBelowRequired' }).max(100);

/** Send reminders now: to the chosen companies, or to every company below a completion percentage. */
export const reminderSend = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(REMINDER_IDS_MAX) }),
  z.strictObject({ below: percent.describe('companies whose completion is below this percentage') }),
]);
export type ReminderSend = z.output<typeof reminderSend>;

/** The weekly reminder's settings; the deadline is required while it is on. */
export const reminderScheduleForm = z
  .strictObject({
    enabled: z.boolean(),
    below: percent,
    until: calendarDay('common:validation.reminderUntilRequired').nullable().describe('yyyy-MM-dd, the last day (fair time) a weekly reminder may go'),
  })
  .refine((form) => !form.enabled || form.until !== null, { path: ['until'], message: 'common:validation.reminderUntilRequired' });
export type ReminderScheduleFormInput = z.input<typeof reminderScheduleForm>;
