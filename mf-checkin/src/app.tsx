import { loadNamespace } from '@fair/locales/messages';
import { createPageLifecycles, type PageLoader } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { checkinRoutes, type CheckinPagePath } from './routes';

/** Exposed as mf_checkin/app: the /checkin/* pages. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: checkinRoutes,
  module: './app',
  fallbackPage: PendingPage,
  loadMessages: () => loadNamespace('checkin'),
  pages: {
    '/checkin/check-in-manage-list': () => import('./features/checkin/pages/campaign-list-page'),
    '/checkin/check-in-manage/:id': () => import('./features/checkin/pages/campaign-edit-page'),
    '/checkin/check-in-manage-add': () => import('./features/checkin/pages/campaign-create-page'),
    '/checkin/check-in-write-off': () => import('./features/checkin/pages/write-off-page'),
    '/checkin/write-off-detail': () => import('./features/checkin/pages/write-off-detail-page'),
  } satisfies Record<CheckinPagePath, PageLoader>,
});
