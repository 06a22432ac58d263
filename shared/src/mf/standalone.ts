import { registerApplication, start, type LifeCycles } from 'single-spa';
import { matchPath } from 'react-router-dom';
import type { RemoteRoutes } from '../contracts/routes';
import { connectApiClient } from '../providers/api-connection';
import { sessionStore } from '../session/session-store';
import { restoreSession } from '../session/auth-actions';
import { initLocale } from '../i18n/change-locale';

type ModuleLoader = () => Promise<LifeCycles>;

/**
 * Development without the shell: a remote's own dev server page mounts its page modules on their routes,
 * with the session of the token cookie (log in once through the shell; cookies ignore the port).
 */
export async function startStandalone(remote: RemoteRoutes, modules: Record<string, ModuleLoader>, root: HTMLElement): Promise<void> {
  connectApiClient();
  sessionStore.getState().hydrate(remote.clientType);
  await Promise.all([restoreSession(), initLocale()]);
  for (const [module, load] of Object.entries(modules)) {
    const paths = remote.routes.filter((route) => route.module === module && !route.external).map((route) => route.path);
    registerApplication({
      name: module,
      app: load,
      activeWhen: (location) => paths.some((path) => matchPath(path, location.pathname) !== null),
      customProps: { domElement: root },
    });
  }
  start({ urlRerouteOnly: true });
}
