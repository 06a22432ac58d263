import { focusManager } from '@tanstack/react-query';
import { onAccessRefused } from '../api/access-refusals';
import type { RequestOptions } from '../api/api-client';
import { fetchUserInfo } from './auth-actions';
import { sessionStore } from './session-store';

let inFlight: Promise<void> | null = null;

/**
 * Reads the user info of the open session again (the call that loads it at start), so the menu and the
 * route guards follow rights changed on the server. One read at a time: calls made while one is in
 * flight share it, so a burst of refused calls (and a refusal of the read itself) cause a single read.
 */
export function refreshUserInfo(options?: RequestOptions): Promise<void> {
  const { token, user } = sessionStore.getState();
  if (!token || !user) return Promise.resolve();
  inFlight ??= fetchUserInfo(options)
    .then(() => undefined, () => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Keeps the session's rights current in a long-lived page (the shell): after a refused call (SPEC §6),
 * and silently when the tab becomes visible again, since rights may have changed while it was hidden.
 * Returns the function that stops both.
 */
export function keepUserInfoCurrent(): () => void {
  const stopRefusals = onAccessRefused(() => void refreshUserInfo());
  const stopFocus = focusManager.subscribe((focused) => {
    if (focused) void refreshUserInfo({ silent: true });
  });
  return () => {
    stopRefusals();
    stopFocus();
  };
}
