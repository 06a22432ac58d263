import type { ClientType } from './client-types';
import { ALL_ROLES } from './role-keys';
import { blockedUntilProfileSaved } from './saved-profile';

/** The part of a user that access decisions read; the same shape on browser and server. */
export interface AccessSubject {
  clientType: ClientType;
  permission: readonly string[];
  is_child_user: 0 | 1;
  team_auth: readonly { power_key: string }[];
  /** an exhibitor's is_edit, where the caller knows it; see saved-profile.ts */
  profileSaved?: boolean;
}

/** What a route (page or API call) requires. Omitted keys require nothing. */
export interface AccessRequirement {
  clientTypes: readonly ClientType[];
  /** one role key, or several of which any one suffices (e.g. a call several screens make) */
  roleKey?: string | readonly string[];
  powerKey?: string;
  /** SPEC §4: refused to an exhibitor whose profile is not saved yet */
  requiresSavedProfile?: boolean;
}

/** SPEC §6: allowed when the permission list holds the key (any of the keys) or `all`. */
export function hasRole(subject: Pick<AccessSubject, 'permission'>, roleKey: string | readonly string[] | undefined): boolean {
  if (!roleKey?.length) return true;
  const keys: readonly string[] = typeof roleKey === 'string' ? [roleKey] : roleKey;
  return subject.permission.includes(ALL_ROLES) || keys.some((key) => subject.permission.includes(key));
}

/** SPEC §6: a main account has every power; a sub-account only those in team_auth. */
export function hasPower(subject: Pick<AccessSubject, 'is_child_user' | 'team_auth'>, powerKey: string | undefined): boolean {
  if (!powerKey || subject.is_child_user === 0) return true;
  return subject.team_auth.some((entry) => entry.power_key === powerKey);
}

export type AccessDecision = 'allow' | 'wrong-client-type' | 'profile-required' | 'missing-role' | 'missing-power';

/** One decision for guards and the server's access hook alike. Miniprog routes carry no role (SPEC §6). */
export function decideAccess(subject: AccessSubject, requirement: AccessRequirement): AccessDecision {
  if (!requirement.clientTypes.includes(subject.clientType)) return 'wrong-client-type';
  if (blockedUntilProfileSaved(subject, requirement.requiresSavedProfile)) return 'profile-required';
  if (subject.clientType === 'organizer' && !hasRole(subject, requirement.roleKey)) return 'missing-role';
  if (!hasPower(subject, requirement.powerKey)) return 'missing-power';
  return 'allow';
}

export function canVisit(subject: AccessSubject, requirement: AccessRequirement): boolean {
  return decideAccess(subject, requirement) === 'allow';
}
