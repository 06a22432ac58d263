import { ALL_ROLES } from './role-keys';

/**
 * Powers are bounded (SPEC §6 authorities, issue "staff powers"): an operator creates, edits or grants only
 * what lies within the keys it holds itself, and touches only accounts no stronger than itself. The same
 * rule decides on the server (refusing) and in the screens (hiding what the operator may not grant).
 */

/** Whether `operatorKeys` cover every key of `keys`: `all` covers everything; only `all` covers `all`. */
export function withinPowers(operatorKeys: readonly string[], keys: readonly string[]): boolean {
  // without `all` itself, `all` among the keys is one the operator lacks like any other
  return operatorKeys.includes(ALL_ROLES) || keys.every((key) => operatorKeys.includes(key));
}

/** The authorities among `options` the operator may grant, create alike or change. */
export function grantableAuthorities<T extends { route_keys: readonly string[] }>(operatorKeys: readonly string[], options: readonly T[]): T[] {
  return options.filter((option) => withinPowers(operatorKeys, option.route_keys));
}

/** The keys an account holds through its authorities: what an operator must hold itself to edit, reset, disable or delete it. */
export function keysOfAccount(account: { authorities: readonly { route_keys: readonly string[] }[] }): string[] {
  return account.authorities.flatMap((authority) => authority.route_keys);
}
