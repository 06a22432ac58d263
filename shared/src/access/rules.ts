import type { ClientType } from './client-types';
import { ALL_ROLES } from './role-keys';

/** The part of a user that access decisions read; the same shape on browser and server. */
export interface AccessSubject {
  clientType: ClientType;
  permission: readonly string[];
  is_child_user: 0 | 1;
  team_auth: readonly { power_key: string }[];
}

/** What a route (page or API call) requires. Omitted keys require nothing. */
export interface AccessRequirement {
  clientTypes: readonly ClientType[];
  roleKey?: string;
  powerKey?: string;
}

/** SPEC §6: allowed when the permission list holds the key or `all`. */
export function hasRole(subject: Pick<AccessSubject, 'permission'>, roleKey: string | undefined): boolean {
  if (!roleKey) return true;
  return subject.permission.includes(ALL_ROLES) || subject.permission.includes(roleKey);
}

/** SPEC §6: a main account has every power; a sub-account only those in team_auth. */
export function hasPower(subject: Pick<AccessSubject, 'is_child_user' | 'team_auth'>, powerKey: string | undefined): boolean {
  if (!powerKey || subject.is_child_user === 0) return true;
  return subject.team_auth.some((entry) => entry.power_key === powerKey);
}

export type AccessDecision = 'allow' | 'wrong-client-type' | 'missing-role' | 'missing-power';

/** One decision for guards and the server's access hook alike. Miniprog routes carry no role (SPEC §6). */
export function decideAccess(subject: AccessSubject, requirement: AccessRequirement): AccessDecision {
  if (!requirement.clientTypes.includes(subject.clientType)) return 'wrong-client-type';
  if (subject.clientType === 'organizer' && !hasRole(subject, requirement.roleKey)) return 'missing-role';
  if (!hasPower(subject, requirement.powerKey)) return 'missing-power';
  return 'allow';
}

export function canVisit(subject: AccessSubject, requirement: AccessRequirement): boolean {
  return decideAccess(subject, requirement) === 'allow';
}
