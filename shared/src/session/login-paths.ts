import type { ClientType } from '../access/client-types';

/** SPEC §2: each client type has its own login; /login is the generic one and the default target. */
export const LOGIN_PATHS: Record<ClientType, string> = {
  exhibitor: '/exhibitor_login',
  organizer: '/organizer_login',
  miniprog: '/miniprog_login',
};
export const DEFAULT_LOGIN_PATH = '/login';

export function loginPathFor(clientType: ClientType | null | undefined): string {
  return clientType ? LOGIN_PATHS[clientType] : DEFAULT_LOGIN_PATH;
}
