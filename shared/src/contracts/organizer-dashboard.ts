import type { ExhibitorStatistics } from './content';
import type { ExhibitorType } from './profile';

/** SPEC §7 GET admin/statistics/info: the figures of /organizer/dashboard. */
export const ORGANIZER_STATISTICS_PATH = '/admin/statistics/info';

/** The daily series covers this many days, today included. */
export const DASHBOARD_DAYS = 30;

/** Completion buckets of the exhibitors' profiles, in percent, both ends included. */
export const COMPLETION_BUCKETS = [
  { from: 0, to: 19 },
  { from: 20, to: 39 },
  { from: 40, to: 59 },
  { from: 60, to: 79 },
  { from: 80, to: 99 },
  { from: 100, to: 100 },
] as const;

/**
 * The path of the organizer's exhibitor accounts, from created to a saved profile. Main accounts only:
 * sub-accounts are the exhibitors' own and never receive the credential e-mail.
 */
export interface AccountFunnel {
  created: number;
  /** credential e-mail delivered (send status sent) */
  emailed: number;
  /** logged in at least once */
  logged_in: number;
  /** the company profile behind the account is saved (is_edit) */
  profile_saved: number;
}

export interface CompletionBucket {
  from: number;
  to: number;
  exhibitors: number;
}

/** Items created on one day (yyyy-MM-dd in Shanghai time); days without any are present with zeros. */
export interface DailyContent {
  date: string;
  products: number;
  news: number;
  activities: number;
}

/** Exhibitors of one type and all the items they created. */
export interface TypeContent {
  type: ExhibitorType;
  exhibitors: number;
  products: number;
  news: number;
  activities: number;
}

export interface OrganizerStatistics {
  exhibitors: { total: number; saved: number; by_type: Record<ExhibitorType, number> };
  accounts: { total: number; sub_accounts: number; ever_logged_in: number };
  logins: { accounts_last_7_days: number; accounts_last_30_days: number };
  messages: { total: number; unread: number };
  uploads: { files: number; bytes: number };
  content: ExhibitorStatistics;
  funnel: AccountFunnel;
  /** one entry per COMPLETION_BUCKETS entry, in that order */
  completion: CompletionBucket[];
  /** DASHBOARD_DAYS entries, oldest first, ending today */
  daily: DailyContent[];
  /** FIE, Local, International */
  content_by_type: TypeContent[];
}
