import { DEFAULT_LOCALE, type Locale } from '@fair/locales/locales';
import type { ClientType } from '../access/client-types';

/**
 * What the api client needs from the session and the language, which sit above it: the page hands it
 * getters and callbacks once at start (`connectApiClient` of providers/api-connection), so the api
 * imports neither. Read on each call, so every client of the page follows the current session.
 */
export interface ApiContext {
  /** the stored token and client type, for the headers and for adopting a renewed token */
  session(): { token: string | null; clientType: ClientType | null };
  /** stores a renewed token (SPEC §7) */
  saveToken(token: string): void;
  /** sent as Language-Set unless the call names another language */
  locale(): Locale;
  /** the texts of the failures the client words itself (`request.*` keys) */
  translate(key: string): string;
  /**
   * A call answered 401 (SPEC §8): the session ends. `redirect` is false for calls failing together
   * after the first, so they lead to one redirect to the login, not one history entry each.
   */
  unauthorized(redirect: boolean): void;
}

/** Until the page connects it: a logged-out visitor in the default language. */
const unconnected: ApiContext = {
  session: () => ({ token: null, clientType: null }),
  saveToken: () => undefined,
  locale: () => DEFAULT_LOCALE,
  translate: (key) => key,
  unauthorized: () => undefined,
};

let context = unconnected;

export function configureApiClient(next: ApiContext): void {
  context = next;
}

export function apiContext(): ApiContext {
  return context;
}
