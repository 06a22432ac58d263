import { loadNamespaceWithParts } from '@fair/locales/messages';
import { createPageLifecycles, type PageLoader } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { exhibitorRoutes, type ExhibitorPagePath } from './routes';

/** Exposed as mf_exhibitor/app: single-spa lifecycles of every exhibitor page. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: exhibitorRoutes,
  module: './app',
  fallbackPage: PendingPage,
  // One message file per feature area: locales/messages/<locale>/exhibitor-<part>.json → exhibitor:<part>.*
  loadMessages: () => loadNamespaceWithParts('exhibitor', ['dashboard', 'products', 'messages', 'profile', 'content', 'downloads', 'poster']),
  pages: {
    '/exhibitor/dashboard': () => import('./features/dashboard/pages/dashboard-page'),
    '/user/info': () => import('./features/profile/pages/profile-info-page'),
    '/user/edit': () => import('./features/profile/pages/profile-edit-page'),
    '/message/list': () => import('./features/messages/pages/message-list-page'),
    '/product/list': () => import('./features/products/pages/product-list-page'),
    '/product/create': () => import('./features/products/pages/product-create-page'),
    '/product/edit': () => import('./features/products/pages/product-edit-page'),
    '/news/list': () => import('./features/news/pages/news-list-page'),
    '/news/create': () => import('./features/news/pages/news-create-page'),
    '/news/edit': () => import('./features/news/pages/news-edit-page'),
    '/activity/list': () => import('./features/activities/pages/activity-list-page'),
    '/activity/create': () => import('./features/activities/pages/activity-create-page'),
    '/activity/edit': () => import('./features/activities/pages/activity-edit-page'),
    '/download/download-center': () => import('./features/downloads/pages/download-center-page'),
    '/poster/poster-design': () => import('./features/poster/pages/poster-design-page'),
  } satisfies Partial<Record<ExhibitorPagePath, PageLoader>>,
});
