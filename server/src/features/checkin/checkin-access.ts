import type { RouteAccess } from '../../lib/access/route-access';

/** SPEC §6: mini-programme routes carry no role checks, but only mini-programme admins call them. */
export const CHECKIN_ADMIN_ACCESS: RouteAccess = { clientTypes: ['miniprog'] };

/** What the feature's route modules share: the signing secret, read once per process. */
export interface CheckinRouteOptions {
  secret: () => Promise<string>;
}
