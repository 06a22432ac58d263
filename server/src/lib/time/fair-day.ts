import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** The fair is in Shanghai: calendar days (publish dates, dates shown on pages, days of the dashboard and the operation log) are that time zone's. */
const FAIR_TIME_ZONE = 'Asia/Shanghai';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FAIR_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-MM-dd (SPEC §9) of `date` in the fair's time zone. */
export function fairDay(date: Date): string {
  return dayFormat.format(date);
}

/** yyyy-MM-dd of today in the fair's time zone: a publish date is reached when that day has begun there. */
export function fairToday(now = new Date()): string {
  return fairDay(now);
}

const minuteFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FAIR_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** yyyy-MM-dd HH:mm of `date` in the fair's time zone, for event times on public pages. */
export function fairMinute(date: Date): string {
  return minuteFormat.format(date).replace(',', '');
}

/** The calendar day after a yyyy-MM-dd day. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// a constant literal, not a parameter: a grouped day must be the very expression of the select list
const FAIR_ZONE = sql.raw(`'${FAIR_TIME_ZONE}'`);

/** Midnight at the fair of a yyyy-MM-dd day, as an instant the database compares with. */
export const fairMidnight = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${FAIR_ZONE})`;

/** yyyy-MM-dd at the fair of a timestamp column, computed by the database (e.g. to group by day). */
export const fairDayOf = (column: AnyColumn): SQL<string> => sql<string>`to_char(${column} at time zone ${FAIR_ZONE}, 'YYYY-MM-DD')`;

const secondFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FAIR_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** yyyy-MM-dd HH:mm:ss (SPEC §9) of `date` in the fair's time zone, for times staff read in messages and sheets. */
export function fairSecond(date: Date): string {
  return secondFormat.format(date).replace(',', '');
}
