import { useState } from 'react';
import { Button, Menu, Tooltip } from 'antd';
import { MailOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClientType } from '@fair/shared/access/client-types';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { changeLocale } from '@fair/shared/i18n/change-locale';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { linkFor } from '../composition/registry';
import { isExternal } from '../routing/route-table';
import { MenuSearch } from './menu-search';
import { RouteIcon } from './route-icon';
import { SideImage } from './side-image';

interface SidebarProps {
  clientType: ClientType;
  collapsed: boolean;
  menu: readonly RouteDef[];
  route: RouteDef | undefined;
  registry: RemoteRegistry | null;
  onNavigate: (path: string) => void;
}

/** The menu entry to highlight: a hidden screen highlights its parent (e.g. /user/edit → /user/info). */
export const selectedMenuKey = (route: RouteDef | undefined): string | undefined => (route?.hidden ? route.parent : route?.path);

/** SPEC §2 left sidebar: logo, menu search, menu, language switch, contact link, side image. */
export function Sidebar({ clientType, collapsed, menu, route, registry, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searching, setSearching] = useState(false);
  const reachable = menu.filter((entry) => !isExternal(entry) || linkFor(registry, entry.path, locale));
  const open = (path: string) => {
    const entry = reachable.find((candidate) => candidate.path === path);
    if (entry && isExternal(entry)) window.open(linkFor(registry, entry.path, locale), '_blank', 'noopener,noreferrer');
    else onNavigate(path);
  };
  const contact = linkFor(registry, 'contact', locale);
  const selected = selectedMenuKey(route);

  return (
    <nav className="fair-sidebar" aria-label={t(`shell:layout.brand.${clientType}`)}>
      <div className="fair-sidebar-logo">
        <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#1f5fbf" />
          <path d="M18 46V18h26v7H26v5h15v7H26v9z" fill="#fff" />
        </svg>
        {!collapsed && <span>{t(`shell:layout.brand.${clientType}`)}</span>}
      </div>
      <div className="fair-sidebar-search">
        <Tooltip title={collapsed ? t('shell:layout.search') : undefined} placement="right">
          <Button icon={<SearchOutlined />} block={!collapsed} onClick={() => setSearching(true)} aria-label={t('shell:layout.search')}>
            {!collapsed && t('shell:layout.search')}
          </Button>
        </Tooltip>
      </div>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => open(key)}
        items={reachable.map((entry) => ({ key: entry.path, icon: <RouteIcon name={entry.icon} />, label: t(entry.titleKey) }))}
        style={{ borderInlineEnd: 'none', flex: 1, overflowY: 'auto' }}
      />
      <div className="fair-sidebar-bottom">
        <div className="fair-sidebar-language" role="group" aria-label={t('shell:layout.toggleLanguage')}>
          <Button size="small" type={locale === 'en-us' ? 'text' : 'link'} onClick={() => void changeLocale('zh-cn')}>
            {t('shell:layout.chinese')}
          </Button>
          {clientType === 'exhibitor' && (
            <Button size="small" type={locale === 'en-us' ? 'link' : 'text'} onClick={() => void changeLocale('en-us')}>
              {t('shell:layout.english')}
            </Button>
          )}
        </div>
        {contact && !collapsed && (
          <a className="fair-sidebar-contact" href={contact} target="_blank" rel="noopener noreferrer">
            <MailOutlined /> {t('shell:layout.contact')}
          </a>
        )}
        {!collapsed && <SideImage />}
      </div>
      <MenuSearch
        open={searching}
        routes={reachable}
        onClose={() => setSearching(false)}
        onChoose={(path) => {
          setSearching(false);
          open(path);
        }}
      />
    </nav>
  );
}
