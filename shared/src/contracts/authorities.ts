import type { AdminUserItem } from './admin-users';

/** The organizer's authorities (roles) and their grants (/organizer/authority-manage, SPEC §2 and §6). */
export interface AuthorityItem {
  id: number;
  name: string;
  /** `all` or organizer route role keys, in catalogue order */
  route_keys: string[];
  /** organizer staff accounts granted this authority */
  holder_count: number;
  created_at: string;
  updated_at: string;
}

/** An account as the grant dialog finds it: an organizer staff account with its authorities. */
export type GrantAccount = AdminUserItem;

export const AUTHORITY_SORT_FIELDS = ['created_at', 'name', 'holder_count'] as const;
export type AuthoritySortField = (typeof AUTHORITY_SORT_FIELDS)[number];

export const AUTHORITY_PAGE_SIZE = 20;
export const AUTHORITY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const AUTHORITY_KEYWORD_MAX_LENGTH = 100;
export const AUTHORITY_NAME_MAX_LENGTH = 50;
/** authorities one account may hold: far above any real need, a bound for the request */
export const GRANT_MAX_AUTHORITIES = 100;

export const AUTHORITY_PATHS = {
  list: '/admin/authority/list',
  options: '/admin/authority/options',
  routeKeys: '/admin/authority/route-keys',
  save: '/admin/authority/save',
  delete: '/admin/authority/delete',
  accounts: '/admin/authority/accounts',
  grant: '/admin/authority/grant',
} as const;
