import { getAppNames, registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ClientType } from '@fair/shared/access/client-types';
import type { RemoteEntry, RemoteRegistry } from '@fair/shared/contracts/registry';
import type { RouteDef } from '@fair/shared/contracts/routes';
import type { PageAppProps } from '@fair/shared/mf/page-lifecycles';
import { createResilientApp, type ErrorPanelRenderer } from './resilient-app';

export const PAGE_CONTENT_ID = 'fair-page-content';

let started = false;

/** What decides whether a page module is active: the guarded route of the current location. */
export interface ActiveRoute {
  clientType: ClientType;
  route: RouteDef | undefined;
  /** container name of the remote whose route table holds the route */
  remote?: string;
}

/** Whether `module` of `remote` renders the active route: its client type, its own route table, its module. */
export function servesActiveRoute(remote: RemoteEntry, module: string, active: ActiveRoute | undefined): boolean {
  return Boolean(active?.route && active.clientType === remote.clientType && active.remote === remote.name && active.route.module === module);
}

/** "mf_checkin" + "./app" → "mf_checkin/app" (the single-spa name and the loadRemote id). */
export const applicationName = (remoteName: string, module: string): string => `${remoteName}/${module.replace(/^\.\//, '')}`;

export interface PageApplicationsOptions {
  registry: RemoteRegistry;
  /** the route the guards allowed for the current location, or undefined */
  activeRoute: () => ActiveRoute | undefined;
  renderErrorPanel: ErrorPanelRenderer;
}

/**
 * One single-spa application per exposed page module of the registry (everything but ./routes), active
 * on its routes for its client type once the guards allowed the location; loaded with the MF runtime.
 */
export function registerPageApplications({ registry, activeRoute, renderErrorPanel }: PageApplicationsOptions): void {
  const known = new Set(getAppNames());
  for (const remote of registry.remotes) {
    for (const module of remote.modules.filter((name) => name !== './routes')) {
      const name = applicationName(remote.name, module);
      if (known.has(name)) continue;
      registerApplication<PageAppProps>({
        name,
        app: async () =>
          createResilientApp({
            container: () => document.getElementById(PAGE_CONTENT_ID),
            renderErrorPanel,
            load: async (attempt) => {
              // A retry registers the remote afresh, so a failed remote entry is requested again.
              if (attempt > 0) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
              const lifecycles = await loadRemote<LifeCycles<PageAppProps>>(name);
              if (!lifecycles) throw new Error(`${name} could not be loaded`);
              return lifecycles;
            },
          }),
        // Active only while the layout's content element is in the page, so a page never stays mounted
        // in an element the layout has dropped.
        activeWhen: () => {
          return servesActiveRoute(remote, module, activeRoute()) && document.getElementById(PAGE_CONTENT_ID) !== null;
        },
      });
    }
  }
  if (!started) start({ urlRerouteOnly: true });
  started = true;
}

/** The guards' answer changed (login, user info, route tables): single-spa re-evaluates every application. */
export function refreshPageApplications(): void {
  void triggerAppChange();
}
