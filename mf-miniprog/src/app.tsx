import { loadNamespace } from '@fair/locales/messages';
import { createPageLifecycles, type PageLoader } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { miniprogRoutes, type MiniprogPagePath } from './routes';

/** Exposed as mf_miniprog/app: single-spa lifecycles of the mini-programme admin pages except check-in. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: miniprogRoutes,
  module: './app',
  fallbackPage: PendingPage,
  loadMessages: () => loadNamespace('miniprog'),
  pages: {
    '/miniprog/dashboard': () => import('./features/dashboard/pages/dashboard-page'),
  } satisfies Partial<Record<MiniprogPagePath, PageLoader>>,
});
