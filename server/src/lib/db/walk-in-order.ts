import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Runs `read` (one page of an ordered list) with the planner told to walk an index in the list's order and stop
 * at the page, rather than collect every match and sort it. For a filter known to match a large share of the rows:
 * the planner cannot see that for a keyword (it counts a term's character pairs as independent, so a common
 * term looks rare) and would visit all its matches, where the walk meets a page's worth in the first rows.
 */
export async function walkInOrder<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx as unknown as Database);
  });
}
