import { useState } from 'react';
import { Empty, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../api/query-client';
import { ADMIN_USER_KEYWORD_MAX_LENGTH, ADMIN_USER_PAGE_SIZE, ADMIN_USER_PAGE_SIZES, type AdminUserItem, type AdminUserKind } from '../../contracts/admin-users';
import { keysOfAccount } from '../../access/staff-powers';
import { useWithinOwnPowers } from '../../session/use-can';
import { useSessionStore } from '../../session/session-store';
import { formatDateTime } from '../date-format';
import { CreateButton, ListToolbar } from '../list/list-toolbar';
import { PagedListTable } from '../list/paged-list-table';
import { RowActions } from '../list/row-actions';
import { usePagedList } from '../list/use-paged-list';
import { fetchAdminUsers, adminUserQueryKey } from './admin-user-api';
import { AdminUserDrawer } from './admin-user-drawer';
import { useAdminUserActions } from './use-admin-user-actions';

/**
 * Admin accounts of one kind (organizer staff or mini-programme admins), shared by the organizer's
 * /organizer/account-manage and the mini-programme's /account/account-manage: search and paging in the
 * address, create and edit in a drawer, disable and delete. Accounts holding a key the operator lacks are shown
 * but not offered for change (the server refuses it too); disabling or deleting a mini-programme admin asks
 * for the operator's own password.
 */
export function AdminUserList({ kind }: { kind: AdminUserKind }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const queryKey = adminUserQueryKey(kind);
  const ownId = useSessionStore((state) => state.user?.id);
  const withinOwnPowers = useWithinOwnPowers();
  // web admin users sign in to the organizer console, mini-programme admins to their own
  const ownKind: AdminUserKind | null = useSessionStore((state) => (state.clientType === 'organizer' ? 'web' : state.clientType === 'miniprog' ? 'miniprog' : null));
  const list = usePagedList<AdminUserItem>({ queryKey, fetchPage: fetchAdminUsers(kind), pageSize: ADMIN_USER_PAGE_SIZE, pageSizes: ADMIN_USER_PAGE_SIZES });
  const [editing, setEditing] = useState<AdminUserItem | null | undefined>(undefined);
  const { toggleBan, remove, banning, deleting, dialog } = useAdminUserActions(kind);

  const columns: TableColumnsType<AdminUserItem> = [
    { title: t('admin-users:userName'), dataIndex: 'user_name', key: 'user_name' },
    { title: t('admin-users:nickName'), dataIndex: 'nick_name', key: 'nick_name' },
    ...(kind === 'web'
      ? [{ title: t('admin-users:authorities'), key: 'authorities', render: (_: unknown, account: AdminUserItem) => account.authorities.map((authority) => <Tag key={authority.id}>{authority.name}</Tag>) }]
      : []),
    {
      title: t('admin-users:status'),
      key: 'banned',
      render: (_, account) => (account.banned ? <Tag color="red">{t('admin-users:banned')}</Tag> : <Tag color="green">{t('admin-users:active')}</Tag>),
    },
    { title: t('admin-users:lastLogin'), key: 'last_login_at', render: (_, account) => (account.last_login_at ? formatDateTime(account.last_login_at) : t('admin-users:never')) },
    { title: t('common:table.createdAt'), key: 'created_at', render: (_, account) => formatDateTime(account.created_at) },
    {
      title: t('common:table.operation'),
      key: 'actions',
      render: (_, account) => {
        // the own account is neither disabled nor deleted here (the server refuses it too)
        const own = kind === ownKind && account.id === ownId;
        if (!withinOwnPowers(keysOfAccount(account))) return <Tag>{t('admin-users:stronger')}</Tag>;
        return (
          <RowActions
            name={account.user_name}
            onEdit={() => setEditing(account)}
            actions={own ? [] : [{ label: t(account.banned ? 'admin-users:unban' : 'admin-users:ban'), danger: !account.banned, loading: banning === account.id, onClick: () => void toggleBan(account) }]}
            onDelete={own ? undefined : () => void remove(account)}
            deleting={deleting === account.id}
          />
        );
      },
    },
  ];

  return (
    <>
      <ListToolbar list={list} searchPlaceholder={t('admin-users:search')} searchMaxLength={ADMIN_USER_KEYWORD_MAX_LENGTH} actions={<CreateButton label={t('admin-users:create')} onClick={() => setEditing(null)} />} />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin-users:empty')} />} scroll={{ x: 960 }} />
      <AdminUserDrawer kind={kind} account={editing} own={editing ? kind === ownKind && editing.id === ownId : false} onSaved={() => invalidate(queryKey)} onClose={() => setEditing(undefined)} />
      {dialog}
    </>
  );
}
