import { useState } from 'react';
import { Button, Empty, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { ADMIN_USER_KEYWORD_MAX_LENGTH, ADMIN_USER_PAGE_SIZE, ADMIN_USER_PAGE_SIZES, type AdminUserItem, type AdminUserKind } from '@fair/shared/contracts/admin-users';
import { notifier } from '@fair/shared/feedback/notifier';
import { useSessionStore } from '@fair/shared/session/session-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { banStaff, deleteStaff, fetchStaff, staffQueryKey } from '../api/staff-api';
import { StaffDrawer } from './staff-drawer';

/** One kind's accounts: search and paging in the address, create and edit in a drawer, disable and delete. */
export function StaffList({ kind }: { kind: AdminUserKind }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const queryKey = staffQueryKey(kind);
  const ownId = useSessionStore((state) => state.user?.id);
  const list = usePagedList<AdminUserItem>({ queryKey, fetchPage: fetchStaff(kind), pageSize: ADMIN_USER_PAGE_SIZE, pageSizes: ADMIN_USER_PAGE_SIZES });
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteStaff(kind), invalidates: queryKey });
  const [editing, setEditing] = useState<AdminUserItem | null | undefined>(undefined);
  const [banning, setBanning] = useState<number | null>(null);

  const toggleBan = async (account: AdminUserItem) => {
    const banned = !account.banned;
    if (!(await notifier().confirm({ title: t('common:dialog.title'), content: t(banned ? 'organizer:staff.banConfirm' : 'organizer:staff.unbanConfirm') }))) return;
    setBanning(account.id);
    try {
      await banStaff(kind, account.id, banned);
      notifier().success(t('common:success.operation'));
      await invalidate(queryKey);
    } catch {
      // the api client has shown the server's reason (the last account holding all, the own account)
    } finally {
      setBanning(null);
    }
  };

  const columns: TableColumnsType<AdminUserItem> = [
    { title: t('organizer:staff.userName'), dataIndex: 'user_name', key: 'user_name' },
    { title: t('organizer:staff.nickName'), dataIndex: 'nick_name', key: 'nick_name' },
    ...(kind === 'web'
      ? [{ title: t('organizer:staff.authorities'), key: 'authorities', render: (_: unknown, account: AdminUserItem) => account.authorities.map((authority) => <Tag key={authority.id}>{authority.name}</Tag>) }]
      : []),
    {
      title: t('organizer:staff.status'),
      key: 'banned',
      render: (_, account) => (account.banned ? <Tag color="red">{t('organizer:staff.banned')}</Tag> : <Tag color="green">{t('organizer:staff.active')}</Tag>),
    },
    { title: t('organizer:staff.lastLogin'), key: 'last_login_at', render: (_, account) => (account.last_login_at ? formatDateTime(account.last_login_at) : t('organizer:staff.never')) },
    { title: t('common:table.createdAt'), key: 'created_at', render: (_, account) => formatDateTime(account.created_at) },
    {
      title: t('common:table.operation'),
      key: 'actions',
      render: (_, account) => {
        // the own account is neither disabled nor deleted here (the server refuses it too)
        const own = kind === 'web' && account.id === ownId;
        return (
          <Space size={0} wrap>
            <Button type="link" onClick={() => setEditing(account)} aria-label={`${t('common:button.edit')} ${account.user_name}`}>
              {t('common:button.edit')}
            </Button>
            {own ? null : (
              <>
                <Button type="link" danger={!account.banned} loading={banning === account.id} onClick={() => void toggleBan(account)} aria-label={`${t(account.banned ? 'organizer:staff.unban' : 'organizer:staff.ban')} ${account.user_name}`}>
                  {t(account.banned ? 'organizer:staff.unban' : 'organizer:staff.ban')}
                </Button>
                <Button type="link" danger loading={deleting === account.id} onClick={() => void remove(account.id)} aria-label={`${t('common:button.delete')} ${account.user_name}`}>
                  {t('common:button.delete')}
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <ListToolbar list={list} searchPlaceholder={t('organizer:staff.search')} searchMaxLength={ADMIN_USER_KEYWORD_MAX_LENGTH} actions={<CreateButton label={t('organizer:staff.create')} onClick={() => setEditing(null)} />} />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:staff.empty')} />} scroll={{ x: 960 }} />
      <StaffDrawer kind={kind} account={editing} onSaved={() => invalidate(queryKey)} onClose={() => setEditing(undefined)} />
    </>
  );
}
