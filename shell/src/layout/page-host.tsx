import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ClientType } from '@fair/shared/access/client-types';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import { currentActiveRoute } from '../composition/active-route';
import { installLeaveGuard } from '../composition/leave-guard';
import { retryRoutes } from '../composition/composition-store';
import { PAGE_CONTENT_ID, refreshPageApplications, registerPageApplications } from '../composition/page-applications';
import { RemoteErrorPanel, renderRemoteErrorPanel } from './error-panel';

interface PageHostProps {
  registry: RemoteRegistry;
  clientType: ClientType;
  routesFailed: boolean;
}

/**
 * The layout's content element, where single-spa mounts the page applications. Applications are
 * registered once; each change of location, user or route tables makes single-spa re-check them.
 */
export function PageHost({ registry, clientType, routesFailed }: PageHostProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    registerPageApplications({ registry, activeRoute: currentActiveRoute, renderErrorPanel: renderRemoteErrorPanel });
    const removeLeaveGuard = installLeaveGuard();
    return () => {
      removeLeaveGuard();
      refreshPageApplications();
    };
  }, [registry]);

  useEffect(() => refreshPageApplications(), [pathname, routesFailed, clientType]);

  return (
    <>
      {routesFailed && <RemoteErrorPanel title={t('shell:remote.routesFailed')} onRetry={() => void retryRoutes(clientType)} />}
      <div id={PAGE_CONTENT_ID} className="fair-page-content" />
    </>
  );
}
