import type { ClientType } from '../access/client-types';

/** SPEC §7: exhibitors use the exhibitors/user calls; organizers and mini-programme admins /admin/user. */
export interface AuthEndpoints {
  login: string;
  info: string;
  logout: string;
}

const EXHIBITOR: AuthEndpoints = {
  login: '/exhibitors/user/login',
  info: '/exhibitors/user/info',
  logout: '/exhibitors/user/logout',
};

const ADMIN: AuthEndpoints = {
  login: '/admin/user/login',
  info: '/admin/user/info',
  logout: '/admin/user/logout',
};

export const USER_VARIABLES_PATH = '/api/user/variable/list';

export function authEndpointsFor(clientType: ClientType): AuthEndpoints {
  return clientType === 'exhibitor' ? EXHIBITOR : ADMIN;
}
