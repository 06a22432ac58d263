import { z } from 'zod';
import { MINIPROG_API_PAGE_SIZE, MINIPROG_API_PAGE_SIZE_MAX, type PublicDirectoryParam, type PublicProductParam } from '@fair/shared/contracts/miniprog-api';
import { MINIPROG_AD_POSITIONS, MINIPROG_PAGES, MINIPROG_TERMS_KINDS } from '@fair/shared/contracts/miniprog';
import { PUBLIC } from '../../lib/access/route-access';
import { responses } from '../../lib/http/envelope';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';

// what every route of the API declares: its tag, public access, and the parameters it reads
export const tags = ['miniprog-api'];
export const config = { access: PUBLIC };
const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(MINIPROG_API_PAGE_SIZE_MAX).default(MINIPROG_API_PAGE_SIZE);
const keyword = z.string().max(100).optional().describe('either name, contains');
export const idParams = z.strictObject({ id });
export const languageHeader = z.object({ 'language-set': z.string().optional().describe('zh-cn (default), zh-tw or en-us') });

// `satisfies` holds the names to the contract's list: the mobile web view and the mini-programme build queries from it
export const directoryQuery = z.object({
  q: keyword,
  hall: id.optional(),
  category: id.optional().describe('a product category; its sub-categories count too'),
  area: id.optional().describe('an application area'),
  type: z.enum(EXHIBITOR_TYPES).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  page,
} satisfies Record<PublicDirectoryParam, z.ZodType>);
export const productQuery = z.object({ q: keyword, exhibitor: id.optional(), category: id.optional(), area: id.optional(), page, page_size: pageSize } satisfies Record<PublicProductParam, z.ZodType>);
export const pagingQuery = z.object({ page, page_size: pageSize });
export const adQuery = z.object({ page: z.enum(MINIPROG_PAGES).optional().describe('only ads of this mini-programme page'), position: z.enum(MINIPROG_AD_POSITIONS).optional() });
export const badgeQuery = z.object({ page: z.enum(MINIPROG_PAGES).optional() });
export const kindParams = z.strictObject({ kind: z.enum(MINIPROG_TERMS_KINDS) });
export const versionParams = z.strictObject({ kind: z.enum(MINIPROG_TERMS_KINDS), version: id });

export const cached = (data: z.ZodType) => ({ ...responses(data), 304: z.null().describe('Not modified: the If-None-Match ETag is current') });
