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
  sharedMessages: { 'admin-users': () => loadNamespace('admin-users') },
  pages: {
    '/miniprog/dashboard': () => import('./features/dashboard/pages/dashboard-page'),
    '/popup/popup-manage': () => import('./features/popups/pages/popups-page'),
    '/clause/clause-manage': () => import('./features/terms/pages/terms-page'),
    '/advertising/advertising-manage': () => import('./features/ads/pages/ads-page'),
    '/account/account-manage': () => import('./features/accounts/pages/accounts-page'),
    '/buoy/buoy-manage': () => import('./features/badges/pages/badges-page'),
    '/info/info-manage': () => import('./features/info/pages/info-page'),
    '/product/product-manage': () => import('./features/products/pages/products-page'),
    '/activity/activity-manage': () => import('./features/activities/pages/activities-page'),
  } satisfies Record<MiniprogPagePath, PageLoader>,
});
