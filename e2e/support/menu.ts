// The menu each client type must show, read from the remotes' route tables and the message files,
// so the journeys follow the product's own definitions instead of a copied list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientType } from '@fair/shared/access/client-types';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import type { RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';
import { checkinRoutes } from '../../mf-checkin/src/routes';
import { exhibitorRoutes } from '../../mf-exhibitor/src/routes';
import { miniprogRoutes } from '../../mf-miniprog/src/routes';
import { organizerRoutes } from '../../mf-organizer/src/routes';
import { repoRoot } from './paths';

export type Locale = 'zh-cn' | 'zh-tw' | 'en-us';

/** Each client type's routes as the shell joins them: the remotes' tables in registry order. */
export const routeTables: Record<ClientType, Pick<RemoteRoutes, 'routes'>> = {
  exhibitor: exhibitorRoutes,
  organizer: organizerRoutes,
  miniprog: { routes: [...miniprogRoutes.routes, ...checkinRoutes.routes] },
};

function message(locale: Locale, key: string): string {
  const [namespace, dotted] = key.split(':');
  const file = path.join(repoRoot, 'locales', 'messages', locale, `${namespace}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return value;
}

export function routeTitle(clientType: ClientType, routePath: string, locale: Locale = 'zh-cn'): string {
  const route = routeTables[clientType].routes.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`no ${clientType} route ${routePath}`);
  return message(locale, route.titleKey);
}

export interface MenuOptions {
  /** organizer role keys held; all entries when omitted */
  permission?: string[];
  /** the registry's external links: an external-link entry shows only when its address is configured */
  externalLinks?: RemoteRegistry['externalLinks'];
}

/** Sidebar entries: routes that are not hidden, that the permission allows, external ones when linked. */
export function menuRoutes(clientType: ClientType, { permission, externalLinks }: MenuOptions = {}, locale: Locale = 'zh-cn'): RouteDef[] {
  const linked = (route: RouteDef) => Boolean(externalLinks?.[route.path]?.[locale] ?? externalLinks?.[route.path]?.['zh-cn']);
  return routeTables[clientType].routes.filter(
    (route) =>
      !route.hidden &&
      (!route.external || linked(route)) &&
      (!permission || permission.includes('all') || !route.roleKey || permission.includes(route.roleKey)),
  );
}

export function menuLabels(clientType: ClientType, locale: Locale = 'zh-cn', options: MenuOptions = {}): string[] {
  return menuRoutes(clientType, options, locale).map((route) => message(locale, route.titleKey));
}

/** Labels of the other client types' menus that this one's menu does not also contain. */
export function foreignMenuLabels(clientType: ClientType, locale: Locale = 'zh-cn'): string[] {
  const labels = (type: ClientType) => routeTables[type].routes.filter((route) => !route.hidden).map((route) => message(locale, route.titleKey));
  const own = new Set(labels(clientType));
  const others = (Object.keys(routeTables) as ClientType[]).filter((other) => other !== clientType);
  return [...new Set(others.flatMap(labels))].filter((label) => !own.has(label));
}
