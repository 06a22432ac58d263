import { loadNamespaceWithParts } from '@fair/locales/messages';
import { createPageLifecycles, type PageLoader } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { organizerRoutes, type OrganizerPagePath } from './routes';

/** Exposed as mf_organizer/app: single-spa lifecycles of every organizer page. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: organizerRoutes,
  module: './app',
  fallbackPage: PendingPage,
  loadMessages: () => loadNamespaceWithParts('organizer', ['halls', 'staff']),
  pages: {
    '/organizer/dashboard': () => import('./features/dashboard/pages/dashboard-page'),
    '/organizer/exhibition-number': () => import('./features/halls/pages/halls-page'),
    '/organizer/account-manage': () => import('./features/staff/pages/staff-page'),
    '/organizer/404': () => import('./features/access/pages/no-access-page'),
  } satisfies Partial<Record<OrganizerPagePath, PageLoader>>,
});
