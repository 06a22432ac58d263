import { loadNamespace, loadNamespaceWithParts } from '@fair/locales/messages';
import { createPageLifecycles, type PageLoader } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { organizerRoutes, type OrganizerPagePath } from './routes';

/** Exposed as mf_organizer/app: single-spa lifecycles of every organizer page. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: organizerRoutes,
  module: './app',
  fallbackPage: PendingPage,
  loadMessages: () => loadNamespaceWithParts('organizer', ['halls', 'exhibitor-accounts', 'exhibitor-register', 'authorities', 'operation-log', 'taxonomy', 'media', 'content-review', 'downloads', 'notifications', 'ads', 'page-edit', 'posters']),
  sharedMessages: { 'admin-users': () => loadNamespace('admin-users') },
  pages: {
    '/organizer/dashboard': () => import('./features/dashboard/pages/dashboard-page'),
    '/organizer/page-edit': () => import('./features/page-edit/pages/page-edit-page'),
    '/organizer/notification': () => import('./features/notifications/pages/notification-list-page'),
    '/organizer/notification-create': () => import('./features/notifications/pages/notification-create-page'),
    '/organizer/notification-edit': () => import('./features/notifications/pages/notification-edit-page'),
    '/organizer/advertising': () => import('./features/ads/pages/ads-page'),
    '/organizer/exhibition-number': () => import('./features/halls/pages/halls-page'),
    '/organizer/account-manage': () => import('./features/staff/pages/staff-page'),
    '/account/exhibitor-account-manage': () => import('./features/exhibitor-accounts/pages/exhibitor-accounts-page'),
    '/message/exhibitor-info-manage': () => import('./features/exhibitor-register/pages/exhibitor-register-page'),
    '/organizer/authority-manage': () => import('./features/authorities/pages/authorities-page'),
    '/organizer/operation-log': () => import('./features/operation-log/pages/operation-log-page'),
    '/organizer/media-library': () => import('./features/media-library/pages/media-library-page'),
    '/exhibit/exhibit-classification': () => import('./features/taxonomy/pages/category-page'),
    '/exhibit/application-area': () => import('./features/taxonomy/pages/application-area-page'),
    '/exhibit/product-property': () => import('./features/taxonomy/pages/product-property-page'),
    '/exhibit/exhibit-data-manage': () => import('./features/content-review/pages/product-review-page'),
    '/news/exhibitor-news-manage': () => import('./features/content-review/pages/news-review-page'),
    '/activity/exhibit-activity-manage': () => import('./features/content-review/pages/activity-review-page'),
    '/poster/download': () => import('./features/posters/pages/poster-download-page'),
    '/poster/edit': () => import('./features/posters/pages/poster-edit-page'),
    '/download/list': () => import('./features/downloads/pages/download-list-page'),
    '/download/create': () => import('./features/downloads/pages/download-create-page'),
    '/download/edit': () => import('./features/downloads/pages/download-edit-page'),
    '/organizer/404': () => import('./features/access/pages/no-access-page'),
  } satisfies Partial<Record<OrganizerPagePath, PageLoader>>,
});
