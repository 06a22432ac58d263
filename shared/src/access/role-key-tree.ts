import { ALL_ROLES, ORGANIZER_ROLE_KEYS } from './role-keys';

/** What an authority may grant: `all` or any organizer route role key (SPEC §6). */
export const GRANTABLE_ROLE_KEYS = [ALL_ROLES, ...ORGANIZER_ROLE_KEYS] as const;
export type GrantableRoleKey = (typeof GRANTABLE_ROLE_KEYS)[number];

/** One node of the key catalogue: a role key, or a section of the organizer menu holding several keys. */
export interface RoleKeyNode {
  /** the role key; `section:<name>` for a section (never stored, only its keys are) */
  key: string;
  children?: RoleKeyNode[];
}

const SECTION_PREFIX = 'section:';

/** The menu section of a role key: its first part, as the route paths' first segment (exhibit.… → /exhibit/…). */
export const sectionOfRoleKey = (key: string): string => key.split('.')[0];
export const sectionNodeKey = (section: string): string => `${SECTION_PREFIX}${section}`;
export const isSectionNodeKey = (key: string): boolean => key.startsWith(SECTION_PREFIX);

/**
 * The catalogue as a tree grouped like the organizer menu: `all` first, then the keys in menu order,
 * a section holding several keys as a parent node, a section of one key as that key alone. The browser
 * passes the role keys of its route table's menu entries, the server the list of SPEC §6 keys: the same
 * function gives both the same tree (a test of the organizer remote holds them equal).
 */
export function roleKeyTree(menuKeys: readonly string[] = ORGANIZER_ROLE_KEYS): RoleKeyNode[] {
  const sections = new Map<string, string[]>();
  for (const key of new Set(menuKeys)) {
    const section = sectionOfRoleKey(key);
    sections.set(section, [...(sections.get(section) ?? []), key]);
  }
  const nodes = [...sections].map(([section, keys]): RoleKeyNode => (keys.length === 1 ? { key: keys[0] } : { key: sectionNodeKey(section), children: keys.map((key) => ({ key })) }));
  return [{ key: ALL_ROLES }, ...nodes];
}

/**
 * The keys an authority stores: known keys once each, in catalogue order; `all` alone when chosen (it
 * grants every key, present and future).
 */
export function normaliseRouteKeys(keys: readonly string[]): GrantableRoleKey[] {
  if (keys.includes(ALL_ROLES)) return [ALL_ROLES];
  return ORGANIZER_ROLE_KEYS.filter((key) => keys.includes(key));
}

/** An account's permission list (SPEC §3 User.permission): the union of its authorities' keys. */
export function permissionOf(authorities: readonly { route_keys: readonly string[] }[]): GrantableRoleKey[] {
  return normaliseRouteKeys(authorities.flatMap((authority) => authority.route_keys));
}
