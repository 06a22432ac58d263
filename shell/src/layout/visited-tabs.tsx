import { useEffect } from 'react';
import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { NO_NAME_KEY, neighbourOf, viewKeyOf, visitedViewsStore, type VisitedView } from './visited-views-store';

interface VisitedTabsProps {
  /** client type and user id: another login starts a fresh history */
  owner: string;
  /** the menu's routes (the fixed ones the user may open start as tabs) */
  routes: readonly RouteDef[];
  /** the route shown now */
  route: RouteDef | undefined;
  onNavigate: (path: string) => void;
}

/** SPEC §4 visited views as tabs under the header: close one (not a fixed one), or all others from its context menu. */
export function VisitedTabs({ owner, routes, route, onNavigate }: VisitedTabsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = viewKeyOf(location.pathname, location.search);
  const address = location.pathname + location.search;
  const views = useStore(visitedViewsStore, (state) => state.views);
  const { open, addView, removeView, removeOthers } = visitedViewsStore.getState();

  useEffect(() => open(owner, routes), [open, owner, routes]);
  useEffect(() => {
    if (route) addView(current, route, address);
  }, [addView, current, address, route]);

  const addressOf = (key: string) => views.find((view) => view.key === key)?.address ?? key;

  const close = (key: string) => {
    if (key === current) {
      const next = neighbourOf(views, key);
      if (next) onNavigate(next);
    }
    removeView(key);
  };
  const closeOthers = (key: string) => {
    if (key !== current) onNavigate(addressOf(key));
    removeOthers(key);
  };

  const label = (view: VisitedView) => (
    <Dropdown
      trigger={['contextMenu']}
      menu={{
        items: [
          { key: 'close', label: t('common:tabs.close'), disabled: view.fixed },
          { key: 'others', label: t('common:tabs.closeOthers') },
        ],
        onClick: ({ key }) => (key === 'close' ? close(view.key) : closeOthers(view.key)),
      }}
    >
      <span>{t(view.titleKey ?? NO_NAME_KEY)}</span>
    </Dropdown>
  );

  if (views.length === 0) return null;
  return (
    <Tabs
      className="fair-visited-tabs"
      type="editable-card"
      size="small"
      hideAdd
      aria-label={t('common:tabs.label')}
      activeKey={current}
      onChange={(key) => onNavigate(addressOf(key))}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      items={views.map((view) => ({ key: view.key, label: label(view), closable: !view.fixed }))}
    />
  );
}
