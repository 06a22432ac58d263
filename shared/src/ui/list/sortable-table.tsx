import type { ReactNode } from 'react';
import { Alert, Button, Empty, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRowDrag, useSortableOrder } from './use-sortable-order';

export interface SortableTableProps<T extends { id: number }> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'onRow' | 'loading'> {
  /** every item of the group, in the server's order (a sort sends the whole order) */
  items: readonly T[] | undefined;
  columns: TableColumnsType<T>;
  /** the row's name for the move buttons' accessible names ("move up <name>") */
  nameOf: (item: T) => string;
  /** saves the new order (all ids); rejecting keeps the unsaved order on screen */
  onSaveOrder: (ids: number[]) => Promise<unknown>;
  status: 'loading' | 'error' | 'ready';
  fetching?: boolean;
  onRetry?: () => void;
  /** the group holds nothing yet */
  empty?: ReactNode;
  /** moving is switched off (e.g. while another save runs) */
  disabled?: boolean;
}

/**
 * A whole ordered group (banners, featured exhibitors…) rearranged by dragging a row, or with the move
 * buttons from the keyboard, then kept with "save order" (or undone). The order is sent whole, so the
 * server can refuse it when someone else changed the group meanwhile; the list then reloads. An unsaved
 * order counts as an unsaved change: leaving the page (or a tab, see confirmLeave) asks first.
 */
export function SortableTable<T extends { id: number }>({ items, columns, nameOf, onSaveOrder, status, fetching, onRetry, empty, disabled, ...table }: SortableTableProps<T>) {
  const { t } = useTranslation();
  const { order, rows, changed, saving, move, save, undo } = useSortableOrder(items, onSaveOrder);
  const locked = Boolean(disabled) || saving;
  const onRow = useRowDrag(order, move, locked);

  const handleColumn: TableColumnsType<T>[number] = {
    title: t('common:sortable.order'),
    key: '__order',
    width: 124,
    render: (_value, item, index) => (
      <Space size={2}>
        <HolderOutlined aria-hidden style={{ cursor: locked ? 'not-allowed' : 'grab', color: '#8c8c8c' }} />
        <span style={{ minWidth: 24, display: 'inline-block', textAlign: 'center' }}>{index + 1}</span>
        <Button size="small" type="text" icon={<ArrowUpOutlined aria-hidden />} disabled={locked || index === 0} onClick={() => move(item.id, index - 1)} aria-label={`${t('common:sortable.moveUp')} ${nameOf(item)}`} />
        <Button size="small" type="text" icon={<ArrowDownOutlined aria-hidden />} disabled={locked || index === rows.length - 1} onClick={() => move(item.id, index + 1)} aria-label={`${t('common:sortable.moveDown')} ${nameOf(item)}`} />
      </Space>
    ),
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {changed ? (
        <Alert
          type="info"
          showIcon
          title={t('common:sortable.unsaved')}
          action={
            <Space>
              <Button size="small" onClick={undo} disabled={saving}>
                {t('common:sortable.undo')}
              </Button>
              <Button size="small" type="primary" loading={saving} onClick={() => void save()}>
                {t('common:sortable.save')}
              </Button>
            </Space>
          }
        />
      ) : null}
      <Table<T>
        {...table}
        rowKey="id"
        columns={[handleColumn, ...columns]}
        dataSource={status === 'error' ? [] : rows}
        loading={fetching || saving}
        pagination={false}
        locale={{ emptyText: <GroupEmpty status={status} fetching={fetching} onRetry={onRetry} empty={empty} /> }}
        onRow={onRow}
      />
    </Space>
  );
}

/** What the table shows without rows: room while the group loads, the failure with a retry, or the caller's empty text. */
function GroupEmpty({ status, fetching, onRetry, empty }: Pick<SortableTableProps<{ id: number }>, 'status' | 'fetching' | 'onRetry' | 'empty'>) {
  const { t } = useTranslation();
  if (status === 'loading') return <div style={{ height: 120 }} />;
  if (status === 'error') {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.loadFailed')}>
        {onRetry ? (
          <Button onClick={onRetry} loading={fetching}>
            {t('common:button.retry')}
          </Button>
        ) : null}
      </Empty>
    );
  }
  return <>{empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.empty')} />}</>;
}
