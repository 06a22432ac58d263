import { REMEMBER_LOGIN_DAYS } from '@fair/shared/constants/limits';

const HOUR_MS = 60 * 60 * 1000;

/** SPEC §9: "remember login" keeps a session 60 days. */
export const REMEMBERED_SESSION_MS = REMEMBER_LOGIN_DAYS * 24 * HOUR_MS;
/** Without "remember", a working day. */
export const SHORT_SESSION_MS = 12 * HOUR_MS;
/** After renewal the old token still works this long, for requests already in flight. */
export const RENEWAL_GRACE_MS = 60 * 1000;

export function sessionLifetimeMs(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS;
}

/** A session is renewed once more than half its life has passed. */
export function isPastHalfLife(createdAt: Date, expiresAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > (expiresAt.getTime() - createdAt.getTime()) / 2;
}
