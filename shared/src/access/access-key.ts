import type { ClientType } from './client-types';
import { ORGANIZER_ROLE_KEYS, type OrganizerRoleKey, type PowerKey } from './role-keys';
import { canVisit, type AccessRequirement, type AccessSubject } from './rules';

/** What a control may ask about: an organizer route role key or a sub-account power key (SPEC §6). */
export type AccessKey = OrganizerRoleKey | PowerKey;

export function isRoleKey(key: AccessKey): key is OrganizerRoleKey {
  return (ORGANIZER_ROLE_KEYS as readonly string[]).includes(key);
}

/** The requirement the server declares for the same key: role keys on organizer routes, power keys on exhibitor writes. */
export function requirementOfKey(key: AccessKey): AccessRequirement {
  return isRoleKey(key) ? { clientTypes: ['organizer'], roleKey: key } : { clientTypes: ['exhibitor'], powerKey: key };
}

/** The session's user as an access subject; the session's client type is the one every request carries. */
export function sessionSubject(
  user: Partial<Pick<AccessSubject, 'permission' | 'is_child_user' | 'team_auth'>> & { clientType?: ClientType },
  clientType: ClientType | null,
): AccessSubject {
  return {
    clientType: clientType ?? user.clientType ?? 'exhibitor',
    permission: user.permission ?? [],
    is_child_user: user.is_child_user ?? 0,
    team_auth: user.team_auth ?? [],
  };
}

export function canUse(subject: AccessSubject, key: AccessKey): boolean {
  return canVisit(subject, requirementOfKey(key));
}
