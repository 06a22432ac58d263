import { z } from 'zod';
import {
  APPROVAL_STATUS_VALUES,
  EXHIBITOR_ACCOUNT_BULK_MAX,
  EXHIBITOR_ACCOUNT_KEYWORD_MAX_LENGTH,
  EXHIBITOR_ACCOUNT_PAGE_SIZE,
  EXHIBITOR_ACCOUNT_SORT_FIELDS,
  EXHIBITOR_TYPE_VALUES,
  PROFILE_STATE_VALUES,
  SEND_SKIP_REASONS,
  SEND_STATUS_VALUES,
  type ExhibitorAccountItem,
  type SendEmailPreview,
  type SetPasswordLinkInfo,
} from '@fair/shared/contracts/exhibitor-accounts';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import type { RouteAccess } from '../../lib/access/route-access';
import { pageOf } from '../../lib/http/list-schemas';

// what the organizer's routes of the accounts declare: their tag and the role that manages exhibitor accounts
export const tags = ['exhibitor-accounts'];
export const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'account.exhibitor-account-manage' };

export const exhibitorAccountListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(EXHIBITOR_ACCOUNT_PAGE_SIZE),
  keyword: z.string().max(EXHIBITOR_ACCOUNT_KEYWORD_MAX_LENGTH).optional().describe('exhibitor name (Chinese or English) or account e-mail'),
  type: z.enum(EXHIBITOR_TYPE_VALUES).optional(),
  send_status: z.enum(SEND_STATUS_VALUES).optional(),
  profile: z.enum(PROFILE_STATE_VALUES).optional().describe('saved: the company profile is saved (is_edit)'),
  sort: z.enum(EXHIBITOR_ACCOUNT_SORT_FIELDS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ExhibitorAccountListQuery = z.output<typeof exhibitorAccountListQuery>;

export const exhibitorAccountItem = z.object({
  id: z.number().int(),
  exhibitor_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  email: z.string().nullable(),
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPE_VALUES)),
  is_edit: z.boolean(),
  send_status: z.enum(SEND_STATUS_VALUES),
  send_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  approval_status: z.enum(APPROVAL_STATUS_VALUES),
  banned: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<ExhibitorAccountItem>;

export const exhibitorAccountPage = pageOf(exhibitorAccountItem);

const idText = /^[1-9]\d{0,9}$/;

/** DELETE by `id`, or several at once by `ids` (comma-separated). */
export const exhibitorAccountDeleteQuery = z
  .strictObject({
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ids: z
      .string()
      .max(EXHIBITOR_ACCOUNT_BULK_MAX * 11)
      .optional()
      .describe('comma-separated account ids'),
  })
  .transform((query, context) => {
    const ids = new Set<number>(query.id ? [query.id] : []);
    for (const part of query.ids ? query.ids.split(',') : []) {
      if (!idText.test(part.trim()) || Number(part) > 2_147_483_647) {
        context.addIssue({ code: 'custom', path: ['ids'], message: 'errors.invalidInput' });
        return z.NEVER;
      }
      ids.add(Number(part));
    }
    if (ids.size === 0 || ids.size > EXHIBITOR_ACCOUNT_BULK_MAX) {
      context.addIssue({ code: 'custom', path: ['ids'], message: 'errors.invalidInput' });
      return z.NEVER;
    }
    return [...ids];
  });

export const setPasswordLinkQuery = z.strictObject({ token: z.string().min(1).max(200) });
export const setPasswordLinkInfo = z.object({ email: z.string(), expires_at: z.string() }) satisfies z.ZodType<SetPasswordLinkInfo>;

const total = z.number().int().nonnegative();
export const sendEmailPreview = z.object({
  recipients: total.describe('accounts that would get the credential e-mail'),
  resent: total.describe('of those, accounts whose e-mail was sent before'),
  skipped: z.object(Object.fromEntries(SEND_SKIP_REASONS.map((reason) => [reason, total])) as Record<(typeof SEND_SKIP_REASONS)[number], typeof total>),
}) satisfies z.ZodType<SendEmailPreview>;
