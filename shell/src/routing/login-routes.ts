import type { ClientType } from '@fair/shared/access/client-types';

/**
 * SPEC §2 login screens: /login is the generic one (the current client type), the others fix their
 * client type; the mini-programme one exists in both spellings.
 */
export const LOGIN_ROUTES: Record<string, ClientType | null> = {
  '/login': null,
  '/exhibitor_login': 'exhibitor',
  '/organizer_login': 'organizer',
  '/miniprog_login': 'miniprog',
  '/miniprog_loginn': 'miniprog',
};

export const ERROR_PATHS = ['/404', '/401'];

/** Forgotten exhibitor password: reset by an e-mailed code (public, whoever is logged in). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** SPEC §2 registration of an exhibitor account (public); the account waits for the organizer's approval. */
export const REGISTER_PATH = '/register';

/** The one-time link of a credential e-mail leads here (public, `?token=`). */
export { SET_PASSWORD_PAGE as SET_PASSWORD_PATH } from '@fair/shared/contracts/exhibitor-accounts';

export const isLoginPath = (pathname: string): boolean => pathname in LOGIN_ROUTES;

/** The client type a login screen logs in as. */
export function loginClientType(pathname: string, current: ClientType): ClientType {
  return LOGIN_ROUTES[pathname] ?? current;
}

/** Only a path of this site is followed after login (no "//evil.example" or absolute URLs). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  return isLoginPath(pathname) ? null : value;
}
