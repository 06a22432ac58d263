import { ERROR_TOAST_SECONDS, ERROR_TOAST_SUPPRESS_MS } from '../constants/limits';
import { RESULT_CODES, TOKEN_EXPIRED_MESSAGE } from '../contracts/envelope';
import { notifier } from '../feedback/notifier';
import { apiContext } from './api-context';
import type { ApiError } from './api-error';

/** The same toast at most once per suppression window (SPEC §9: 1 second). */
export function createToastThrottle(windowMs = ERROR_TOAST_SUPPRESS_MS, now: () => number = Date.now) {
  const lastShown = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    const previous = lastShown.get(key);
    if (previous !== undefined && at - previous < windowMs) return false;
    lastShown.set(key, at);
    return true;
  };
}

export type ToastThrottle = ReturnType<typeof createToastThrottle>;

/** Connection problems share one key: "at most one per second" whichever of the two texts it is. */
const CONNECTION_TOAST_KEY = 'connection';
const AUTH_REDIRECT_KEY = 'auth-redirect';

/**
 * The one place where failed calls become feedback (SPEC §8): the error's (localised) message as an error
 * toast for 5 s; 401 → "login timeout" for `Token has expired`, then the page ends the session (the api
 * context's `unauthorized`); connection and timeout toasts at most once per second.
 */
export function reportApiError(error: ApiError, shouldShow: ToastThrottle): void {
  const toast = (text: string, key = text) => {
    if (shouldShow(key)) notifier().error(text, ERROR_TOAST_SECONDS);
  };

  if (error.kind !== 'response') return toast(error.message, CONNECTION_TOAST_KEY);

  if (error.code === RESULT_CODES.unauthorized) {
    const context = apiContext();
    toast(error.message === TOKEN_EXPIRED_MESSAGE ? context.translate('request.loginTimeout') : error.message);
    context.unauthorized(shouldShow(AUTH_REDIRECT_KEY));
    return;
  }
  toast(error.message);
}
