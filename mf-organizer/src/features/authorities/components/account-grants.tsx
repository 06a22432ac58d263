import { useState } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { keysOfAccount } from '@fair/shared/access/staff-powers';
import { useWithinOwnPowers } from '@fair/shared/session/use-can';
import { useSessionStore } from '@fair/shared/session/session-store';
import { ADMIN_USER_KEYWORD_MAX_LENGTH, ADMIN_USER_PAGE_SIZE, ADMIN_USER_PAGE_SIZES, type AdminUserItem } from '@fair/shared/contracts/admin-users';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { RowActions } from '@fair/shared/ui/list/row-actions';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { GRANT_ACCOUNTS_KEY, fetchGrantAccounts } from '../api/authority-api';
import { GrantDrawer } from './grant-drawer';

/**
 * Organizer staff accounts with the authorities each holds; search an account and grant it several at once.
 * Neither the own account nor one holding a key the operator lacks can be granted to (staff powers).
 */
export function AccountGrants() {
  const { t } = useTranslation();
  const ownId = useSessionStore((state) => state.user?.id);
  const withinOwnPowers = useWithinOwnPowers();
  const list = usePagedList<AdminUserItem>({ queryKey: GRANT_ACCOUNTS_KEY, fetchPage: fetchGrantAccounts, pageSize: ADMIN_USER_PAGE_SIZE, pageSizes: ADMIN_USER_PAGE_SIZES });
  const [granting, setGranting] = useState<AdminUserItem | null>(null);

  const columns: TableColumnsType<AdminUserItem> = [
    { title: t('admin-users:userName'), dataIndex: 'user_name', key: 'user_name', width: 180 },
    { title: t('admin-users:nickName'), dataIndex: 'nick_name', key: 'nick_name', width: 180 },
    {
      title: t('organizer:authorities.held'),
      key: 'authorities',
      render: (_, account) => (account.authorities.length ? account.authorities.map((authority) => <Tag key={authority.id}>{authority.name}</Tag>) : t('organizer:authorities.none')),
    },
    {
      title: t('admin-users:status'),
      key: 'banned',
      width: 100,
      render: (_, account) => (account.banned ? <Tag color="red">{t('admin-users:banned')}</Tag> : <Tag color="green">{t('admin-users:active')}</Tag>),
    },
    {
      title: t('common:table.operation'),
      key: 'actions',
      width: 110,
      render: (_, account) => {
        if (account.id === ownId) return <Tag>{t('admin-users:ownAccount')}</Tag>;
        if (!withinOwnPowers(keysOfAccount(account))) return <Tag>{t('admin-users:stronger')}</Tag>;
        return <RowActions name={account.user_name} actions={[{ label: t('organizer:authorities.grant'), onClick: () => setGranting(account) }]} />;
      },
    },
  ];

  return (
    <>
      <ListToolbar list={list} searchPlaceholder={t('organizer:authorities.accountSearch')} searchMaxLength={ADMIN_USER_KEYWORD_MAX_LENGTH} />
      <PagedListTable list={list} columns={columns} scroll={{ x: 800 }} />
      <GrantDrawer account={granting} onClose={() => setGranting(null)} />
    </>
  );
}
