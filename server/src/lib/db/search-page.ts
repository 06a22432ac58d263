import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type CountedTotal, countUpTo } from './count-up-to';

/** A search's total is counted up to this many rows: past it the answer says so (`total_capped`). */
export const SEARCH_TOTAL_LIMIT = 500;
/** How many of a list's first rows a search's page is looked for among before all the search's matches are read. */
export const SEARCH_FIRST_ROWS = 2000;

export interface SearchPageQuery<Row> {
  /** the search's matches, counted up to `totalLimit` (any select: its columns are unused) */
  matches: PgSelect;
  /** how far the matches are counted; SEARCH_TOTAL_LIMIT unless the list says otherwise */
  totalLimit?: number;
  /**
   * the page among the list's first SEARCH_FIRST_ROWS rows (an index walk in the list's own order that stops
   * there); left out where the order has no index to walk
   */
  early?: () => Promise<Row[]>;
  /** the page among all the matches, sorted */
  all: () => Promise<Row[]>;
  page: number;
  page_size: number;
}

/**
 * One page of a keyword search over a long list, and its total counted up to a limit. The planner cannot tell a
 * common term from a rare one: a common term fills its page among the list's first rows (walked beside the count),
 * and only a page not filled there reads all the term's matches and sorts them. A count that stops short of its
 * limit says the term is rare: its few matches are sorted at once, without waiting for the walk to end.
 */
export async function searchPage<Row>(db: Database, query: SearchPageQuery<Row>): Promise<{ rows: Row[] } & CountedTotal> {
  const totalLimit = query.totalLimit ?? SEARCH_TOTAL_LIMIT;
  if (!query.early) {
    const [rows, counted] = await Promise.all([query.all(), countUpTo(db, query.matches, totalLimit)]);
    return { rows, ...counted };
  }
  // a query builder runs only when awaited: started now, the walk runs on its own connection beside the count
  const early = Promise.resolve(query.early());
  const counted = await countUpTo(db, query.matches, totalLimit).catch(async (error: unknown) => {
    await early.catch(() => undefined);
    throw error;
  });
  if (!counted.capped) {
    // the walk may still be running: its answer is not needed, and a failure of it is not this answer's
    early.catch(() => undefined);
    const pastTheMatches = counted.total <= (query.page - 1) * query.page_size;
    return { rows: pastTheMatches ? [] : await query.all(), ...counted };
  }
  const rows = await early;
  return { rows: rows.length === query.page_size ? rows : await query.all(), ...counted };
}
