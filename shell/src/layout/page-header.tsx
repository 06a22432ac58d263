import { Button, Layout } from 'antd';
import { ArrowLeftOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClientType } from '@fair/shared/access/client-types';
import type { UserInfo } from '@fair/shared/contracts/auth';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { AvatarPanel } from './avatar-panel';
import { LanguageToggle } from './language-toggle';
import { NotificationBell } from './notification-bell';

interface PageHeaderProps {
  clientType: ClientType;
  user: UserInfo;
  route: RouteDef | undefined;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onNavigate: (path: string) => void;
}

/** SPEC §2 header: title, back arrow where a parent exists; exhibitors also get language, bell and avatar panel. */
export function PageHeader({ clientType, user, route, sidebarOpen, onToggleSidebar, onNavigate }: PageHeaderProps) {
  const { t } = useTranslation();
  const parent = route?.parent;
  return (
    <Layout.Header className="fair-header">
      <Button
        type="text"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
        aria-label={t('shell:layout.toggleSidebar')}
      />
      {parent && (
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => onNavigate(parent)} aria-label={t('shell:layout.back')} data-testid="back-arrow" />
      )}
      <h1 className="fair-header-title">{route ? t(route.titleKey) : ''}</h1>
      <div className="fair-header-tools">
        {clientType === 'exhibitor' && <LanguageToggle />}
        {clientType === 'exhibitor' && <NotificationBell />}
        <AvatarPanel user={user} />
      </div>
    </Layout.Header>
  );
}
