import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

export interface CountedTotal {
  total: number;
  /** the rows go on past `total`: counting stopped at the limit */
  capped: boolean;
}

/**
 * How many rows `rows` (any select, its columns unused) finds, counted up to `limit`: the cost stays that of
 * `limit` rows however large the table grows, and a list that long is read page by page anyway. One more row is
 * read to know whether there are more.
 */
export async function countUpTo(db: Database, rows: PgSelect, limit: number): Promise<CountedTotal> {
  const [{ found }] = await db.select({ found: count() }).from(rows.limit(limit + 1).as('counted'));
  return found > limit ? { total: limit, capped: true } : { total: found, capped: false };
}
