import { RESULT_CODES } from '../contracts/envelope';
import type { ApiError } from './api-error';

type RefusalListener = (error: ApiError) => void;

const listeners = new Set<RefusalListener>();

/**
 * SPEC §6: the server refuses a call the caller's rights do not cover with code 403 (a missing role key,
 * team power or saved profile: all of them read from the user info the browser holds).
 */
export function isAccessRefusal(error: ApiError): boolean {
  return error.kind === 'response' && error.code === RESULT_CODES.forbidden;
}

/** Subscribes to every refused call, silent or not; returns the unsubscribe function. */
export function onAccessRefused(listener: RefusalListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the api client for each failed call. */
export function announceIfRefused(error: ApiError): void {
  if (!isAccessRefusal(error)) return;
  for (const listener of [...listeners]) listener(error);
}
