import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../feedback/notifier';
import { useUnsavedChanges } from '../unsaved-changes';

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

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A whole ordered group (banners, featured exhibitors…) rearranged by dragging a row, or with the move
 * buttons from the keyboard, then kept with "save order" (or undone). The order is sent whole, so the
 * server can refuse it when someone else changed the group meanwhile; the list then reloads. An unsaved
 * order counts as an unsaved change: leaving the page (or a tab, see confirmLeave) asks first.
 */
export function SortableTable<T extends { id: number }>({ items, columns, nameOf, onSaveOrder, status, fetching, onRetry, empty, disabled, ...table }: SortableTableProps<T>) {
  const { t } = useTranslation();
  const serverOrder = (items ?? []).map((item) => item.id);
  const serverKey = serverOrder.join(',');
  const [order, setOrder] = useState<number[]>(serverOrder);
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const guardId = useId();
  // a refreshed group (save, delete, another person's change) replaces any unsaved order
  useEffect(() => setOrder(serverOrder), [serverKey]);

  const byId = new Map((items ?? []).map((item) => [item.id, item]));
  const rows = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const changed = !sameOrder(order, serverOrder);
  useUnsavedChanges(`sortable-table-${guardId}`, changed);
  const locked = disabled || saving;

  const move = (id: number, to: number) => {
    setOrder((current) => {
      const from = current.indexOf(id);
      if (from < 0 || to < 0 || to >= current.length || from === to) return current;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, id);
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSaveOrder(order);
      notifier().success(t('common:sortable.saved'));
    } catch {
      // the api client has said why; a refused order reloads through the caller
    } finally {
      setSaving(false);
    }
  };

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

  const emptyText =
    status === 'loading' ? (
      <div style={{ height: 120 }} />
    ) : status === 'error' ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.loadFailed')}>
        {onRetry ? (
          <Button onClick={onRetry} loading={fetching}>
            {t('common:button.retry')}
          </Button>
        ) : null}
      </Empty>
    ) : (
      (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.empty')} />)
    );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {changed ? (
        <Alert
          type="info"
          showIcon
          title={t('common:sortable.unsaved')}
          action={
            <Space>
              <Button size="small" onClick={() => setOrder(serverOrder)} disabled={saving}>
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
        locale={{ emptyText }}
        onRow={(item) => ({
          draggable: !locked,
          'data-dragging': dragged === item.id ? 'true' : undefined,
          style: dragged === item.id ? { opacity: 0.5 } : undefined,
          onDragStart: (event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(item.id));
            setDragged(item.id);
          },
          onDragOver: (event) => {
            if (dragged === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
          },
          onDrop: (event) => {
            event.preventDefault();
            if (dragged !== null) move(dragged, order.indexOf(item.id));
            setDragged(null);
          },
          onDragEnd: () => setDragged(null),
        })}
      />
    </Space>
  );
}
