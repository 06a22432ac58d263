/**
 * Profile-completeness reminders of the exhibitor register (/message/exhibitor-info-manage): an e-mail in
 * simplified Chinese, traditional Chinese and English naming what a company's profile still misses, with a
 * link to its profile form. Never twice within 24 hours to one company; optionally every week until a day.
 */
export const REMINDER_PATHS = {
  send: '/admin/exhibitor-info/reminder/send',
  schedule: '/admin/exhibitor-info/reminder/schedule',
} as const;

/** At most this many reminders leave per second (the queue holds the rest back). */
export const REMINDER_MAILS_PER_SECOND = 10;
export const REMINDER_INTERVAL_HOURS = 24;
export const REMINDER_IDS_MAX = 100;

/** What a send did: queued now, skipped because reminded within 24 hours, skipped otherwise (complete, no e-mail, banned). */
export interface ReminderSendAnswer {
  queued: number;
  recent: number;
  skipped: number;
}

/** The weekly reminder: every week until `until` (yyyy-MM-dd), companies below `below` percent (a type: the operation log takes it as a record). */
export type ReminderSchedule = {
  enabled: boolean;
  below: number;
  until: string | null;
  /** when the next weekly run is due; null when off or past the deadline */
  next_run_at: string | null;
};
