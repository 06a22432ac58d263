import type { Principal } from '../lib/session/principal';

/**
 * An organizer staff member as a resolved request sees it, for tests that call a store directly (an import,
 * an edit) or act as a session resolved just before a change: `permission` defaults to `all`.
 */
export function staffPrincipal(accountId: number, permission: string[] = ['all']): Principal {
  return { sessionId: 0, kind: 'admin_user', clientType: 'organizer', accountId, exhibitorId: null, expiresAt: new Date(Date.now() + 3_600_000), permission, is_child_user: 0, team_auth: [] };
}
