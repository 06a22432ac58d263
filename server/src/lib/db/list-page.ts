import type { PgSelect } from 'drizzle-orm/pg-core';

export interface Paging {
  page: number;
  page_size: number;
}

/**
 * One page of a list and how many rows its filter finds, asked of the database together. `rows` is the list's
 * select with its filter and order (`$dynamic()`); `counted` counts the same filter as `{ total }` (it may read
 * fewer tables than the page does).
 */
export async function listPage<S extends PgSelect>(rows: S, counted: PromiseLike<{ total: number }[]>, paging: Paging): Promise<{ rows: Awaited<S>; total: number }> {
  const [page, [{ total }]] = await Promise.all([rows.limit(paging.page_size).offset((paging.page - 1) * paging.page_size), counted]);
  return { rows: page as Awaited<S>, total };
}
