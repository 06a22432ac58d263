import type { ClientType } from '@fair/shared/access/client-types';
import type { OrganizerRoleKey, PowerKey } from '@fair/shared/access/role-keys';

/**
 * Who may call a route; every route carries one in `config.access` (the server refuses to start
 * otherwise). `public` routes run without a session; all others need a valid token of one of the
 * client types, plus the organizer role key (or any one of several) and sub-account power key when
 * given. `requiresSavedProfile` refuses exhibitors whose profile is not saved yet (SPEC §4): set it on
 * every exhibitor call except those /user/edit needs (profile, uploads, reference lists, user, header).
 */
export interface RouteAccess {
  clientTypes: readonly ClientType[] | 'public';
  roleKey?: OrganizerRoleKey | readonly OrganizerRoleKey[];
  powerKey?: PowerKey;
  requiresSavedProfile?: boolean;
}

/** One registered route, as the permission-matrix test and the docs see it. */
export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export const PUBLIC: RouteAccess = { clientTypes: 'public' };
