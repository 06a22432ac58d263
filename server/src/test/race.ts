import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** True when this run's databases are PostgreSQL (TEST_DATABASE_URL): only there do transactions overlap. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// a deadline, not a wait: on a loaded two-core machine the contenders may take seconds to reach their locks
const WAIT_LIMIT_MS = 30_000;

/** Sessions of this database waiting on a lock (row, table, advisory or another transaction). */
async function lockWaiters(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0].n;
}

/**
 * Starts the contenders at one moment so that their transactions overlap for real.
 *
 * On PostgreSQL the statements `hold` run first in a transaction of their own (locks the contenders need
 * on their way: a row, a table, an advisory key); the contenders start, and once `waiting` of them queue
 * behind those locks (or have answered already) the transaction ends and they go on together. So a
 * rule that only a lock upholds is tested with both contenders past their reads, every time, without any
 * fixed sleep. On PGlite, whose one connection serializes the transactions, they simply run in parallel.
 */
export async function together<T>(db: Database, hold: SQL[], contenders: () => Promise<T>[]): Promise<T[]> {
  if (!onPostgres) return Promise.all(contenders());
  let running: Promise<T>[] = [];
  await db.transaction(async (tx) => {
    for (const statement of hold) await tx.execute(statement);
    let settled = 0;
    running = contenders();
    for (const contender of running) void contender.then(() => (settled += 1), () => (settled += 1));
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while (settled + (await lockWaiters(db)) < running.length) {
      if (Date.now() > deadline) throw new Error(`the contenders did not queue behind the held locks within ${WAIT_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return Promise.all(running);
}
