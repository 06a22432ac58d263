import { loadNamespace } from '@fair/locales/messages';
import { createPageLifecycles, type PageLoader } from '@fair/shared/mf/page-lifecycles';
import { PendingPage } from '@fair/shared/mf/pending-page';
import { miniprogRoutes, type CheckinPagePath } from './routes';

/** Exposed as mf_miniprog/checkin: the /checkin/* pages, downloaded only when one is visited. */
export const { bootstrap, mount, unmount, update } = createPageLifecycles({
  remote: miniprogRoutes,
  module: './checkin',
  fallbackPage: PendingPage,
  loadMessages: () => loadNamespace('miniprog'),
  pages: {} satisfies Partial<Record<CheckinPagePath, PageLoader>>,
});
