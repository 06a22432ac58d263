import { loadNamespaceWithParts } from '@fair/locales/messages';
import { createPageLifecycles } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { exhibitorRoutes } from './routes';

/** Exposed as mf_exhibitor/app: single-spa lifecycles of every exhibitor page. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: exhibitorRoutes,
  module: './app',
  fallbackPage: PendingPage,
  // One message file per feature area: locales/messages/<locale>/exhibitor-<part>.json → exhibitor:<part>.*
  loadMessages: () => loadNamespaceWithParts('exhibitor', ['dashboard', 'products', 'messages', 'profile']),
  pages: {
    '/exhibitor/dashboard': () => import('./features/dashboard/pages/dashboard-page'),
    '/user/info': () => import('./features/profile/pages/profile-info-page'),
    '/user/edit': () => import('./features/profile/pages/profile-edit-page'),
    '/message/list': () => import('./features/messages/pages/message-list-page'),
    '/product/list': () => import('./features/products/pages/product-list-page'),
    '/product/create': () => import('./features/products/pages/product-create-page'),
    '/product/edit': () => import('./features/products/pages/product-edit-page'),
  },
});
