import { useEffect, useRef, useState } from 'react';
import { App, Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { useSessionStore } from '@fair/shared/session/session-store';
import { trackDevice } from '@fair/shared/ui/breakpoint';
import { readSidebarOpened, writeSidebarOpened } from '@fair/shared/ui/sidebar-status';
import { installLeaveWarning } from '@fair/shared/ui/unsaved-changes';
import { compositionStore, routesFor } from '../composition/composition-store';
import { subjectOf } from '../routing/decide-navigation';
import { menuRoutes } from '../routing/route-table';
import { LayoutFooter } from './layout-footer';
import { LAYOUT_CSS } from './layout-styles';
import { MobileHint } from './mobile-hint';
import { PageHeader } from './page-header';
import { PageHost } from './page-host';
import { pageTitle } from './page-title';
import { Sidebar } from './sidebar';
import { useSafeNavigate } from './use-safe-navigate';
import { VisitedTabs } from './visited-tabs';

/** A guard's warning travels in the navigation state (e.g. the profile-required warning of SPEC §8). */
function RedirectWarning() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const location = useLocation();
  const warning = (location.state as { warning?: string } | null)?.warning;
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    // once per navigation, however often the layout re-renders
    if (!warning || shownFor.current === location.key) return;
    shownFor.current = location.key;
    void message.warning(t(warning), 5);
  }, [warning, location.key, message, t]);
  return null;
}

function LayoutFrame({ route }: { route: RouteDef | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { clientType, user, device } = useSessionStore();
  const registry = useStore(compositionStore, (state) => state.registry);
  const routes = useStore(compositionStore, (state) => (clientType ? routesFor(state, clientType) : undefined));
  const [sidebarOpened, setSidebarOpened] = useState(readSidebarOpened);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigateSafely = useSafeNavigate();
  const mobile = device === 'mobile';

  useEffect(() => trackDevice(window), []);
  useEffect(() => installLeaveWarning(window), []);
  useEffect(() => {
    document.title = pageTitle(t, route);
  }, [t, route, locale]);

  if (!clientType || !user || !registry) return null;
  const menu = menuRoutes(routes ?? [], subjectOf(user, clientType));

  const toggleSidebar = () => {
    if (mobile) setDrawerOpen((open) => !open);
    else {
      writeSidebarOpened(!sidebarOpened);
      setSidebarOpened(!sidebarOpened);
    }
  };
  const navigate = (path: string) => {
    setDrawerOpen(false);
    void navigateSafely(path);
  };
  const sidebar = (collapsed: boolean) => (
    <Sidebar clientType={clientType} collapsed={collapsed} menu={menu} route={route} registry={registry} onNavigate={navigate} />
  );

  return (
    <Layout className={mobile ? 'fair-layout fair-mobile' : 'fair-layout'} style={{ minHeight: '100vh' }} data-device={device}>
      <style>{LAYOUT_CSS}</style>
      <RedirectWarning />
      {mobile ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={248} closable={false} styles={{ body: { padding: 0 } }}>
          {sidebar(false)}
        </Drawer>
      ) : (
        <Layout.Sider
          width={232}
          collapsedWidth={64}
          collapsed={!sidebarOpened}
          trigger={null}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: '1px solid #f0f0f0' }}
        >
          {sidebar(!sidebarOpened)}
        </Layout.Sider>
      )}
      <Layout>
        <PageHeader
          clientType={clientType}
          user={user}
          route={route}
          sidebarOpen={mobile ? drawerOpen : sidebarOpened}
          onToggleSidebar={toggleSidebar}
          onNavigate={navigate}
        />
        <VisitedTabs owner={`${clientType}:${user.id}`} routes={menu} route={route} onNavigate={navigate} />
        <MobileHint mobile={mobile} />
        <Layout.Content className="fair-main">
          <PageHost registry={registry} clientType={clientType} routesFailed={routes === null} />
        </Layout.Content>
        <LayoutFooter registry={registry} />
      </Layout>
    </Layout>
  );
}

/** SPEC §2 layout around every page (its own chunk: the login path never downloads it). */
export default function ShellLayout({ route }: { route?: RouteDef }) {
  return (
    <AppProviders>
      <LayoutFrame route={route} />
    </AppProviders>
  );
}
