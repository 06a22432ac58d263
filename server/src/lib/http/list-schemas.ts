import { z } from 'zod';
import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';

/** A record's id in a query or body: a positive PostgreSQL integer. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Paging of a list query: page from 1, page size within the lists' bounds. */
export const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE),
};

export { pageOf } from '@fair/shared/contracts/page-schema';
