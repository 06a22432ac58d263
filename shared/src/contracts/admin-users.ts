/** The organizer's staff accounts (/organizer/account-manage): web admin users and mini-programme admin users. */
export const ADMIN_USER_KINDS = ['web', 'miniprog'] as const;
export type AdminUserKind = (typeof ADMIN_USER_KINDS)[number];

export interface AuthorityOption {
  id: number;
  name: string;
  route_keys: string[];
}

/** One staff account as the list shows it; a password or its hash is never part of an answer. */
export interface AdminUserItem {
  id: number;
  user_name: string;
  nick_name: string;
  banned: boolean;
  /** web admin users only (mini-programme admins carry no role checks, SPEC §6); with their keys, so a screen can tell an account stronger than its operator */
  authorities: AuthorityOption[];
  last_login_at: string | null;
  created_at: string;
}

export const ADMIN_USER_PAGE_SIZE = 20;
export const ADMIN_USER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_USER_KEYWORD_MAX_LENGTH = 100;
export const ADMIN_USER_NAME_MAX_LENGTH = 100;

/** SPEC §7 calls per kind: the web admins' under /admin/user, the mini-programme admins' under /admin/user/miniprog. */
export const ADMIN_USER_PATHS = {
  web: {
    list: '/admin/user/get-admin-list',
    add: '/admin/user/add/admin-user',
    edit: '/admin/user/edit/admin-user',
    ban: '/admin/user/ban/admin-user',
    del: '/admin/user/del/admin-user',
  },
  miniprog: {
    list: '/admin/user/miniprog/get-admin-list',
    add: '/admin/user/miniprog/add/admin-user',
    edit: '/admin/user/miniprog/edit/admin-user',
    ban: '/admin/user/miniprog/ban/admin-user',
    del: '/admin/user/miniprog/del/admin-user',
  },
} as const satisfies Record<AdminUserKind, Record<string, string>>;

/** The authorities a web admin user may be granted (the form's choices). */
export const AUTHORITY_OPTIONS_PATH = '/admin/user/authority-options';
