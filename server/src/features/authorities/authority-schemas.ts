import { z } from 'zod';
import { AUTHORITY_KEYWORD_MAX_LENGTH, AUTHORITY_PAGE_SIZE, AUTHORITY_SORT_FIELDS, type AuthorityItem } from '@fair/shared/contracts/authorities';
import type { RoleKeyNode } from '@fair/shared/access/role-key-tree';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { id, pageOf } from '../../lib/http/list-schemas';

export const authorityIdQuery = z.strictObject({ id });

export const authorityListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(AUTHORITY_PAGE_SIZE),
  keyword: z.string().max(AUTHORITY_KEYWORD_MAX_LENGTH).optional().describe('part of the name'),
  sort: z.enum(AUTHORITY_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AuthorityListQuery = z.output<typeof authorityListQuery>;

export const authorityItem = z.object({
  id: z.number().int(),
  name: z.string(),
  route_keys: z.array(z.string()),
  holder_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<AuthorityItem>;

export const authorityPage = pageOf(authorityItem);

const leaf = z.object({ key: z.string() });
export const roleKeyTreeSchema = z.array(
  z.object({ key: z.string().describe('a role key, or section:<name> for a menu section'), children: z.array(leaf).optional() }),
) satisfies z.ZodType<RoleKeyNode[]>;
