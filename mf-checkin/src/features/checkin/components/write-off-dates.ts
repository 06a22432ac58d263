import { FAIR_UTC_OFFSET } from '@fair/shared/ui/fair-time';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { WriteOffFilters } from '../api/checkin-api';

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(value));

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The address keeps whole Shanghai days (from, to, both included); the server takes instants, the end
 * excluded: from 00:00 of the first day to 00:00 of the day after the last.
 */
export function serverFilters<R extends Partial<WriteOffFilters>>(request: R): R {
  const { from, to } = request;
  return {
    ...request,
    from: from && isDay(from) ? `${from}T00:00:00${FAIR_UTC_OFFSET}` : undefined,
    to: to && isDay(to) ? `${nextDay(to)}T00:00:00${FAIR_UTC_OFFSET}` : undefined,
  };
}
export type WriteOffRequest = ListRequest<WriteOffFilters>;
export { isDay };
