import { createStore } from 'zustand/vanilla';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { ClientType } from '@fair/shared/access/client-types';
import type { RemoteEntry, RemoteRegistry } from '@fair/shared/contracts/registry';
import type { RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';
import { registerNamespace } from '@fair/shared/i18n/i18n';
import { loadNamespace } from '@fair/locales/messages';

export type RoutesStatus = { status: 'loading' } | { status: 'ready'; routes: RouteDef[] } | { status: 'failed'; error: unknown };

export interface CompositionState {
  registry: RemoteRegistry | null;
  registryError: unknown;
  routes: Partial<Record<ClientType, RoutesStatus>>;
  /** a stored token whose user could not be fetched for a reason other than a refusal (network) */
  sessionUnavailable: boolean;
}

/** What the shell learned at run time: the registry, and each client type's route tables. */
export const compositionStore = createStore<CompositionState>()(() => ({ registry: null, registryError: null, routes: {}, sessionUnavailable: false }));

export const remotesOf = (registry: RemoteRegistry, clientType: ClientType): RemoteEntry[] =>
  registry.remotes.filter((remote) => remote.clientType === clientType);

/** The MF runtime learns every remote of the registry; nothing is downloaded until a module is loaded. */
export function adoptRegistry(registry: RemoteRegistry, force = false): void {
  registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })), { force });
  compositionStore.setState({ registry, registryError: null });
}

/** Which remote serves each route: several remotes may share a client type and a module name such as ./app. */
const routeRemotes = new WeakMap<RouteDef, string>();

/** The container name of the remote whose route table holds `route`. */
export const remoteOfRoute = (route: RouteDef): string | undefined => routeRemotes.get(route);

async function loadRouteTable(remote: RemoteEntry): Promise<RemoteRoutes> {
  const module = await loadRemote<{ default: RemoteRoutes }>(`${remote.name}/routes`);
  const table = module?.default;
  if (!table || !Array.isArray(table.routes)) throw new Error(`${remote.name}/routes exports no route table`);
  for (const route of table.routes) routeRemotes.set(route, remote.name);
  registerNamespace(table.namespace, await loadNamespace(table.namespace));
  return table;
}

/**
 * Loads every matching remote's ./routes (and the titles of its namespace) before any page code, once per
 * client type; a failure is kept so the layout can show it with a retry.
 */
export async function ensureRoutes(clientType: ClientType): Promise<void> {
  const { registry, routes } = compositionStore.getState();
  if (!registry || (routes[clientType] && routes[clientType]?.status !== 'failed')) return;
  const setStatus = (status: RoutesStatus) =>
    compositionStore.setState((state) => ({ routes: { ...state.routes, [clientType]: status } }));
  setStatus({ status: 'loading' });
  try {
    const tables = await Promise.all(remotesOf(registry, clientType).map(loadRouteTable));
    setStatus({ status: 'ready', routes: tables.flatMap((table) => table.routes) });
  } catch (error) {
    console.error(error);
    setStatus({ status: 'failed', error });
  }
}

/** Retry after a failed ./routes: the remotes are registered afresh so a failed entry is fetched again. */
export function retryRoutes(clientType: ClientType): Promise<void> {
  const { registry } = compositionStore.getState();
  if (registry) adoptRegistry(registry, true);
  return ensureRoutes(clientType);
}

/** undefined while loading (or not requested), null after a failure. */
export function routesFor(state: CompositionState, clientType: ClientType): RouteDef[] | null | undefined {
  const entry = state.routes[clientType];
  if (!entry || entry.status === 'loading') return undefined;
  return entry.status === 'ready' ? entry.routes : null;
}
