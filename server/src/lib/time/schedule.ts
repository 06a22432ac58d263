import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Schedules are instants (timestamptz): the admin picks a time on the fair's Asia/Shanghai clock and the
 * form sends it with its offset, so comparing with the server's `now` needs no time-zone arithmetic.
 */

/** Inside its schedule at `now`: starts_at reached (or open) and ends_at not yet (or open). */
export function withinSchedule(row: { starts_at: Date | null; ends_at: Date | null }, now: Date): boolean {
  return (!row.starts_at || row.starts_at <= now) && (!row.ends_at || row.ends_at > now);
}

/** The same condition in SQL, with the server's clock (which tests may shift) as a parameter rather than now(). */
export function scheduledAt(table: { starts_at: PgColumn; ends_at: PgColumn }, now: Date): SQL {
  return sql`(${table.starts_at} is null or ${table.starts_at} <= ${now}) and (${table.ends_at} is null or ${table.ends_at} > ${now})`;
}
