import type { ClientType } from '@fair/shared/access/client-types';
import { decideAccess, type AccessSubject } from '@fair/shared/access/rules';
import { PROFILE_EDIT_PATH, pageRequiresSavedProfile } from '@fair/shared/access/saved-profile';
import type { UserInfo } from '@fair/shared/contracts/auth';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { loginPathFor } from '@fair/shared/session/login-paths';
import { ERROR_PATHS, FORGOT_PASSWORD_PATH, LOGIN_ROUTES, REGISTER_PATH, SET_PASSWORD_PATH, isLoginPath, safeRedirect } from './login-routes';
import { DASHBOARDS, findRoute, requirementOf } from './route-table';

/** SPEC §8: the warning key shown when an exhibitor without a saved profile is sent to /user/edit. */
export const PROFILE_REQUIRED_WARNING = 'common:warning.profileRequired';
export const ORGANIZER_NO_ACCESS_PATH = '/organizer/404';
export const NOT_FOUND_PATH = '/404';

export interface NavigationInput {
  pathname: string;
  search: string;
  clientType: ClientType;
  token: string | null;
  user: UserInfo | null;
  /** the client type's route tables: undefined while loading, null when its remotes' ./routes failed */
  routes: readonly RouteDef[] | null | undefined;
}

export type NavigationDecision =
  | { kind: 'login' }
  | { kind: 'forgot-password' }
  | { kind: 'register' }
  | { kind: 'set-password' }
  | { kind: 'error-page' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; warning?: string }
  /** the layout; `route` is undefined when the route tables are unavailable (the layout shows why) */
  | { kind: 'page'; route?: RouteDef };

export function subjectOf(user: UserInfo, clientType: ClientType): AccessSubject {
  return {
    clientType,
    permission: user.permission,
    is_child_user: user.is_child_user,
    team_auth: user.team_auth,
    profileSaved: user.exhibitor?.is_edit,
  };
}

/** The guards of SPEC §4, §5 and §8 as one pure decision, in the order the spec gives them. */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { pathname, search, clientType, token, user, routes } = input;
  if (pathname === '/') return { kind: 'redirect', to: '/login' };

  if (isLoginPath(pathname)) {
    const own = LOGIN_ROUTES[pathname] === null || LOGIN_ROUTES[pathname] === clientType;
    if (own && token && user) {
      return { kind: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect')) ?? DASHBOARDS[clientType] };
    }
    if (own && token) return { kind: 'loading' };
    return { kind: 'login' };
  }
  if (ERROR_PATHS.includes(pathname)) return { kind: 'error-page' };
  if (pathname === FORGOT_PASSWORD_PATH) return { kind: 'forgot-password' };
  if (pathname === REGISTER_PATH) return { kind: 'register' };
  if (pathname === SET_PASSWORD_PATH) return { kind: 'set-password' };

  if (!token) return { kind: 'redirect', to: `${loginPathFor(clientType)}?redirect=${encodeURIComponent(pathname + search)}` };
  if (!user || routes === undefined) return { kind: 'loading' };
  if (routes === null) return { kind: 'page' };

  const route = findRoute(routes, pathname);
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };

  const requirement = { ...requirementOf(route, clientType), requiresSavedProfile: pageRequiresSavedProfile(route.path) };
  const access = decideAccess(subjectOf(user, clientType), requirement);
  if (access === 'profile-required') return { kind: 'redirect', to: PROFILE_EDIT_PATH, warning: PROFILE_REQUIRED_WARNING };
  if (access === 'missing-role') return { kind: 'redirect', to: ORGANIZER_NO_ACCESS_PATH };
  // a sub-account lacking the page's team power goes back to the screen the page belongs to
  if (access === 'missing-power') return { kind: 'redirect', to: route.parent ?? DASHBOARDS[clientType] };
  return { kind: 'page', route };
}
