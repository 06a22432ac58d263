import type { PublicPopup } from '@fair/shared/contracts/miniprog-api';
import { fairToday } from '../../lib/time/fair-day';

/** The cookie remembering which popups this browser has seen and on which fair day: `id:yyyy-MM-dd` joined by dots. */
export const SEEN_COOKIE = 'm_popups';
const MAX_REMEMBERED = 50;

export type SeenPopups = Map<number, string>;

export function parseSeen(cookieHeader: string | undefined): SeenPopups {
  const seen: SeenPopups = new Map();
  const value = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(`${SEEN_COOKIE}=`))?.slice(SEEN_COOKIE.length + 1) ?? '';
  for (const entry of value.split('.')) {
    const match = /^(\d{1,10}):(\d{4}-\d{2}-\d{2})$/.exec(entry);
    if (match) seen.set(Number(match[1]), match[2]);
  }
  return seen;
}

/**
 * The popup this visit shows (the API lists the live ones in order): first-visit popups once per browser,
 * daily ones once per fair day (Asia/Shanghai), every-visit ones on every home visit.
 */
export function duePopup(popups: PublicPopup[], seen: SeenPopups, now = new Date()): PublicPopup | undefined {
  const today = fairToday(now);
  return popups.find((popup) => {
    const day = seen.get(popup.id);
    if (popup.audience === 'first_visit') return day === undefined;
    if (popup.audience === 'daily') return day !== today;
    return true;
  });
}

/** The cookie value after showing `popup` today. */
export function seenCookie(seen: SeenPopups, popup: PublicPopup, now = new Date()): string {
  const next = new Map(seen);
  next.delete(popup.id);
  next.set(popup.id, fairToday(now));
  const entries = [...next].slice(-MAX_REMEMBERED).map(([id, day]) => `${id}:${day}`);
  return `${SEEN_COOKIE}=${entries.join('.')}; Path=/m; Max-Age=31536000; SameSite=Lax; HttpOnly`;
}
