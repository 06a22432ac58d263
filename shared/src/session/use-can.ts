import { useCallback } from 'react';
import { canUse, sessionSubject, type AccessKey } from '../access/access-key';
import { withinPowers } from '../access/staff-powers';
import { useSessionStore } from './session-store';

/**
 * `can(key)` for the session's user. Before a user is loaded (a page mounted outside the shell's guard,
 * which waits for the user) the controls show: the server still decides every call.
 */
export function useAccessCheck(): (key: AccessKey) => boolean {
  const user = useSessionStore((state) => state.user);
  const clientType = useSessionStore((state) => state.clientType);
  return useCallback((key: AccessKey) => !user || canUse(sessionSubject(user, clientType), key), [user, clientType]);
}

/** Whether the session's user holds the role key or power key (the server's own `decideAccess`). */
export function useCan(key: AccessKey): boolean {
  return useAccessCheck()(key);
}

/**
 * Whether the session's user holds every one of these role keys itself, so a screen offers to grant or change
 * only what lies within its powers (staff powers). Before a user is loaded it answers true, as `useAccessCheck`.
 */
export function useWithinOwnPowers(): (keys: readonly string[]) => boolean {
  const permission = useSessionStore((state) => state.user?.permission);
  return useCallback((keys: readonly string[]) => !permission || withinPowers(permission, keys), [permission]);
}
