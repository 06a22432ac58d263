import { z } from 'zod';
import { ADMIN_USER_KEYWORD_MAX_LENGTH, ADMIN_USER_PAGE_SIZE, type AdminUserItem, type AuthorityOption } from '@fair/shared/contracts/admin-users';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import type { RouteAccess } from '../../lib/access/route-access';
import { id, pageOf } from '../../lib/http/list-schemas';

// what the routes declare: their tag, and who manages the organizer's staff accounts
export const tags = ['admin-users'];
export const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.account-manage' };

export const adminUserIdQuery = z.strictObject({ id });

export const adminUserListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(ADMIN_USER_PAGE_SIZE),
  keyword: z.string().max(ADMIN_USER_KEYWORD_MAX_LENGTH).optional().describe('account name or nick name'),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuery>;

export const adminUserItem = z.object({
  id: z.number().int(),
  user_name: z.string(),
  nick_name: z.string(),
  banned: z.boolean(),
  authorities: z.array(z.object({ id: z.number().int(), name: z.string(), route_keys: z.array(z.string()) })),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminUserItem>;

export const adminUserPage = pageOf(adminUserItem);

export const authorityOptions = z.array(z.object({ id: z.number().int(), name: z.string(), route_keys: z.array(z.string()) }) satisfies z.ZodType<AuthorityOption>);
