import { useState } from 'react';
import { Empty, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWithinOwnPowers } from '@fair/shared/session/use-can';
import { AUTHORITY_KEYWORD_MAX_LENGTH, AUTHORITY_PAGE_SIZE, AUTHORITY_PAGE_SIZES, AUTHORITY_SORT_FIELDS, type AuthorityItem } from '@fair/shared/contracts/authorities';
import { formatDate, formatDateTime } from '@fair/shared/ui/date-format';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { RowActions } from '@fair/shared/ui/list/row-actions';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { AUTHORITIES_KEY, AUTHORITY_LIST_KEY, deleteAuthority, fetchAuthorities } from '../api/authority-api';
import { AuthorityDrawer } from './authority-drawer';
import { useRoleKeyLabel } from './role-key-labels';

/**
 * The authorities: name, the menus each opens, how many accounts hold it, create date; create, edit, delete.
 * One holding a key the operator lacks is shown but not offered for change (staff powers; the server refuses it too).
 */
export function AuthorityList() {
  const { t } = useTranslation();
  const withinOwnPowers = useWithinOwnPowers();
  const label = useRoleKeyLabel();
  const list = usePagedList<AuthorityItem>({ queryKey: AUTHORITY_LIST_KEY, fetchPage: fetchAuthorities, pageSize: AUTHORITY_PAGE_SIZE, pageSizes: AUTHORITY_PAGE_SIZES, sortFields: AUTHORITY_SORT_FIELDS });
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteAuthority, invalidates: AUTHORITIES_KEY });
  const [editing, setEditing] = useState<AuthorityItem | null | undefined>(undefined);

  const columns: TableColumnsType<AuthorityItem> = [
    { title: t('organizer:authorities.name'), key: 'name', dataIndex: 'name', sorter: true, width: 180 },
    {
      title: t('organizer:authorities.routeKeys'),
      key: 'route_keys',
      render: (_, authority) => (
        <Space size={[0, 6]} wrap>
          {authority.route_keys.map((key) => (
            <Tag key={key} color={key === 'all' ? 'gold' : undefined}>
              {label(key)}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('organizer:authorities.holderCount'), key: 'holder_count', dataIndex: 'holder_count', sorter: true, width: 130 },
    { title: t('organizer:authorities.createdAt'), key: 'created_at', sorter: true, width: 130, render: (_, authority) => <span title={formatDateTime(authority.created_at)}>{formatDate(authority.created_at)}</span> },
    {
      title: t('common:table.operation'),
      key: 'actions',
      width: 150,
      render: (_, authority) =>
        withinOwnPowers(authority.route_keys) ? (
          <RowActions name={authority.name} onEdit={() => setEditing(authority)} onDelete={() => void remove(authority.id)} deleting={deleting === authority.id} />
        ) : (
          <Tag>{t('admin-users:stronger')}</Tag>
        ),
    },
  ];

  return (
    <>
      <ListToolbar
        list={list}
        searchPlaceholder={t('organizer:authorities.search')}
        searchMaxLength={AUTHORITY_KEYWORD_MAX_LENGTH}
        actions={<CreateButton label={t('organizer:authorities.create')} onClick={() => setEditing(null)} />}
      />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:authorities.empty')} />} scroll={{ x: 900 }} />
      <AuthorityDrawer authority={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
