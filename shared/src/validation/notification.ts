import { z } from 'zod';
import { CONTENT_STATUSES } from '../contracts/content';
import { EXHIBITOR_TYPE_VALUES } from '../contracts/exhibitor-accounts';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_EXHIBITORS_MAX, NOTIFICATION_TITLE_MAX_LENGTH } from '../contracts/notifications';
import { RICH_TEXT_MAX_LENGTH, TOO_LONG, requiredText } from './content-fields';

/** SPEC §5 prompts of the notification form (common namespace keys): both titles, and whom it is for. */
export const NOTIFICATION_MESSAGES = {
  titleZh: 'common:validation.titleZhRequired',
  titleEn: 'common:validation.titleEnRequired',
  exhibitorTypes: 'common:validation.exhibitorTypeRequired',
  exhibitors: 'common:validation.exhibitorsRequired',
} as const;

/**
 * True unless the form is for `audience` and names nobody in `field`. Checked on whatever was sent, even
 * while other fields are refused (so every missing field is prompted at once): the input is read warily.
 */
const names = (audience: string, field: string) => (form: unknown) => {
  const values = (typeof form === 'object' && form !== null ? form : {}) as Record<string, unknown>;
  const chosen = values[field];
  return values.audience !== audience || (Array.isArray(chosen) && chosen.length > 0);
};
const always = () => true;

const content = z.string().max(RICH_TEXT_MAX_LENGTH, { error: TOO_LONG }).default('');

/**
 * The organizer's notification form (SPEC §2 notification-create|edit, §3 notification): Chinese and English
 * title (required, SPEC §5) and rich-text content (sanitised by the server), the audience, and draft or
 * publish. The types are required when the audience is by type, the exhibitors when it is chosen exhibitors;
 * the other list is ignored.
 */
export const notificationForm = z
  .strictObject({
    id: z.number().int().positive().max(2_147_483_647).optional().describe('absent: create; present: update that draft'),
    title_zh: requiredText(NOTIFICATION_MESSAGES.titleZh, NOTIFICATION_TITLE_MAX_LENGTH),
    title_en: requiredText(NOTIFICATION_MESSAGES.titleEn, NOTIFICATION_TITLE_MAX_LENGTH),
    content_zh: content,
    content_en: content,
    audience: z.enum(NOTIFICATION_AUDIENCES),
    exhibitor_types: z.array(z.enum(EXHIBITOR_TYPE_VALUES), { error: NOTIFICATION_MESSAGES.exhibitorTypes }).max(EXHIBITOR_TYPE_VALUES.length).default([]),
    exhibitor_ids: z
      .array(z.number({ error: NOTIFICATION_MESSAGES.exhibitors }).int().positive().max(2_147_483_647), { error: NOTIFICATION_MESSAGES.exhibitors })
      .max(NOTIFICATION_EXHIBITORS_MAX, { error: TOO_LONG })
      .default([]),
    status: z.enum(CONTENT_STATUSES).describe('draft = save, published = save and deliver to every addressed message box'),
  })
  .refine(names('types', 'exhibitor_types'), { path: ['exhibitor_types'], message: NOTIFICATION_MESSAGES.exhibitorTypes, when: always })
  .refine(names('exhibitors', 'exhibitor_ids'), { path: ['exhibitor_ids'], message: NOTIFICATION_MESSAGES.exhibitors, when: always });
export type NotificationFormInput = z.input<typeof notificationForm>;
export type NotificationForm = z.output<typeof notificationForm>;
