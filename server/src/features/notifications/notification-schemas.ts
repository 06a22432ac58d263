import { z } from 'zod';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_DELETE_MAX,
  NOTIFICATION_SORT_FIELDS,
  type NotificationExhibitor,
  type NotificationItem,
} from '@fair/shared/contracts/notifications';
import { notificationForm as sharedNotificationForm } from '@fair/shared/validation/notification';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { id, pageOf, paging } from '../../lib/http/list-schemas';

export const notificationIdQuery = z.strictObject({ id });
export const notificationIdBody = z.strictObject({ id });
export const notificationIdsBody = z.strictObject({ ids: z.array(id).min(1).max(NOTIFICATION_DELETE_MAX) });

export const notificationListQuery = z.strictObject({
  ...paging,
  keyword: z.string().max(CONTENT_KEYWORD_MAX_LENGTH).optional().describe('title in either language'),
  status: z.enum(CONTENT_STATUSES).optional(),
  audience: z.enum(NOTIFICATION_AUDIENCES).optional(),
  sort: z.enum(NOTIFICATION_SORT_FIELDS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

export const exhibitorOptionsQuery = z.strictObject({
  keyword: z.string().max(CONTENT_KEYWORD_MAX_LENGTH).optional().describe('Chinese or English company name; the first matches by name when absent'),
});

/** The organizer's form as the browser checks it (shared/validation/notification). */
export const notificationForm = sharedNotificationForm;
export type NotificationForm = z.output<typeof notificationForm>;

export const notificationExhibitor = z.object({
  id: z.number().int(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPES)),
}) satisfies z.ZodType<NotificationExhibitor>;

export const notificationItem = z.object({
  id: z.number().int(),
  title_zh: z.string(),
  title_en: z.string(),
  content_zh: z.string().describe('sanitised HTML'),
  content_en: z.string().describe('sanitised HTML'),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPES)),
  exhibitors: z.array(notificationExhibitor),
  status: z.enum(CONTENT_STATUSES),
  recipient_count: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<NotificationItem>;

export const notificationPage = pageOf(notificationItem);
export const deletedData = z.object({ deleted: z.number().int(), withdrawn_from: z.number().int().describe('message boxes the deleted published notifications were taken out of') });
