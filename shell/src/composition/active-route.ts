import { sessionStore } from '@fair/shared/session/session-store';
import { compositionStore, remoteOfRoute, routesFor } from './composition-store';
import { decideNavigation } from '../routing/decide-navigation';
import type { ActiveRoute } from './page-applications';

/**
 * The route the guards allow at the current location, read from the live stores and URL (never from a
 * React render that may lag behind a history change), so single-spa mounts only permitted pages.
 */
export function currentActiveRoute(): ActiveRoute | undefined {
  const { clientType, token, user } = sessionStore.getState();
  if (!clientType) return undefined;
  const decision = decideNavigation({
    pathname: window.location.pathname,
    search: window.location.search,
    clientType,
    token,
    user,
    routes: routesFor(compositionStore.getState(), clientType),
  });
  return decision.kind === 'page' ? { clientType, route: decision.route, remote: decision.route && remoteOfRoute(decision.route) } : undefined;
}
