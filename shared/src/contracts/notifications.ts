import type { ContentStatus } from './content';
import type { ExhibitorType } from './profile';

/**
 * Who a notification is for: every exhibitor, the exhibitors of chosen types (SPEC §1: FIE, Local,
 * International), or chosen exhibitors. Messages go to a company's box, which its main account and its
 * sub-accounts share.
 */
export const NOTIFICATION_AUDIENCES = ['all', 'types', 'exhibitors'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** An exhibitor as the audience picker shows it. */
export interface NotificationExhibitor {
  id: number;
  name_zh_cn: string;
  name_en: string;
  exhibitor_types: ExhibitorType[];
}

/** One notification of the organizer's list and form (/admin/notification/list and info). */
export interface NotificationItem {
  id: number;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  audience: NotificationAudience;
  exhibitor_types: ExhibitorType[];
  /** the chosen exhibitors (audience exhibitors), with their names */
  exhibitors: NotificationExhibitor[];
  status: ContentStatus;
  /** message boxes it was delivered to when published; 0 for a draft */
  recipient_count: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export const NOTIFICATION_SORT_FIELDS = ['updated_at', 'published_at', 'title_zh', 'recipient_count'] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
/** chosen exhibitors of one notification; a larger audience is better named by type */
export const NOTIFICATION_EXHIBITORS_MAX = 500;
/** notifications one bulk delete takes (a page at most) */
export const NOTIFICATION_DELETE_MAX = 100;
/** matches the audience picker offers for one search */
export const NOTIFICATION_EXHIBITOR_OPTIONS_MAX = 20;

export const ADMIN_NOTIFICATION_PATHS = {
  list: '/admin/notification/list',
  info: '/admin/notification/info',
  save: '/admin/notification/save',
  withdraw: '/admin/notification/withdraw',
  delete: '/admin/notification/delete',
  exhibitors: '/admin/notification/exhibitors',
} as const;
