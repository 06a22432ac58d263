import { matchPath } from 'react-router-dom';
import type { ClientType } from '@fair/shared/access/client-types';
import { canVisit, type AccessSubject } from '@fair/shared/access/rules';
import type { RouteDef } from '@fair/shared/contracts/routes';

/** SPEC §2: where a logged-in user lands. */
export const DASHBOARDS: Record<ClientType, string> = {
  exhibitor: '/exhibitor/dashboard',
  organizer: '/organizer/dashboard',
  miniprog: '/miniprog/dashboard',
};

export const isExternal = (route: RouteDef): boolean => route.external !== undefined;

/** The page route the path opens (external menu items are links, never pages). */
export function findRoute(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  return routes.find((route) => !isExternal(route) && matchPath(route.path, pathname) !== null);
}

export function requirementOf(route: RouteDef, clientType: ClientType) {
  return { clientTypes: [clientType], roleKey: route.roleKey, powerKey: route.powerKey };
}

/** Sidebar and menu-search entries: not hidden and allowed for this user (SPEC §6). */
export function menuRoutes(routes: readonly RouteDef[], subject: AccessSubject | null): RouteDef[] {
  return routes.filter((route) => !route.hidden && (!subject || canVisit(subject, requirementOf(route, subject.clientType))));
}
