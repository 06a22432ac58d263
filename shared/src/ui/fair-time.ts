/**
 * The fair's clock: schedules are set and shown in Shanghai time (UTC+8, no daylight saving), whatever
 * the browser's own time zone, because the server decides what is live by that clock.
 */
export const FAIR_UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** '2025-03-26T01:30:00.000Z' → '2025-03-26 09:30:00' (Shanghai wall-clock time); '' for empty or invalid input. */
export function fairWallTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** '2025-03-26 09:30:00' (Shanghai wall-clock time) → '2025-03-26T09:30:00+08:00', as the API takes it. */
export function fairIso(wallTime: string): string {
  return `${wallTime.trim().replace(' ', 'T')}${FAIR_UTC_OFFSET}`;
}

/** A moment for tables: yyyy-MM-dd HH:mm in Shanghai time; '' for none. */
export function formatFairTime(iso: string | null | undefined): string {
  return fairWallTime(iso).slice(0, 16);
}

/** Today in Shanghai as yyyy-MM-dd: the day a publish date of "today" names, whatever the browser's zone. */
export function fairToday(now: Date = new Date()): string {
  return fairWallTime(now.toISOString()).slice(0, 10);
}
