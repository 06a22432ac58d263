import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { exhibitorTypeLabelKey, inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';

export interface NotificationRowActions {
  onEdit: (item: NotificationItem) => void;
  onWithdraw: (item: NotificationItem) => void;
  onDelete: (item: NotificationItem) => void;
  /** the notification whose withdrawal runs */
  withdrawing: number | null;
  /** the notifications whose delete runs */
  deleting: number[] | null;
}

/** Chosen exhibitors shown by name in the audience cell before "and N more". */
const NAMED_EXHIBITORS = 2;

/** Both titles, whom it is for, status, boxes reached, publish time, last change, and the row's actions. */
export function useNotificationColumns({ onEdit, onWithdraw, onDelete, withdrawing, deleting }: NotificationRowActions): TableColumnsType<NotificationItem> {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:notifications.${key}`, options);
  const actions = useRowActionsColumn<NotificationItem>(250, (item) => {
    const published = item.status === 'published';
    return {
      name: item.title_zh,
      // a published notification opens read-only; it is withdrawn before it is edited
      leading: published ? [{ label: text('view'), onClick: () => onEdit(item) }] : [],
      onEdit: published ? undefined : () => onEdit(item),
      actions: published ? [{ label: t('common:button.withdraw'), onClick: () => onWithdraw(item), loading: withdrawing === item.id }] : [],
      onDelete: () => onDelete(item),
      deleting: deleting?.length === 1 && deleting[0] === item.id,
      busy: withdrawing === item.id || Boolean(deleting?.includes(item.id)),
    };
  });
  return [
    {
      title: text('title'),
      key: 'title_zh',
      dataIndex: 'title_zh',
      sorter: true,
      width: 260,
      render: (_value, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.title_zh}</Typography.Text>
          <Typography.Text type="secondary">{item.title_en}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: text('audience'),
      key: 'audience',
      width: 240,
      render: (_value, item) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text>{text(`audiences.${item.audience}`)}</Typography.Text>
          {inTypeOrder(item.exhibitor_types).map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>
              {t(exhibitorTypeLabelKey(type))}
            </Tag>
          ))}
          {item.exhibitors.length ? (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
              {item.exhibitors
                .slice(0, NAMED_EXHIBITORS)
                .map((exhibitor) => exhibitor.name_zh_cn)
                .join('、')}
              {item.exhibitors.length > NAMED_EXHIBITORS ? ` ${text('andMore', { count: item.exhibitors.length - NAMED_EXHIBITORS })}` : ''}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: text('status'), key: 'status', dataIndex: 'status', width: 90, render: (_value, item) => <StatusTag status={item.status} /> },
    { title: text('recipients'), key: 'recipient_count', dataIndex: 'recipient_count', sorter: true, width: 110, align: 'right', render: (count: number, item) => (item.status === 'published' ? count : '—') },
    { title: text('publishedAt'), key: 'published_at', dataIndex: 'published_at', sorter: true, width: 170, render: (value: string | null) => (value ? formatFairTime(value) : '—') },
    { title: t('common:table.updatedAt'), key: 'updated_at', dataIndex: 'updated_at', sorter: true, width: 170, responsive: ['xxl'], render: (value: string) => formatFairTime(value) },
    actions,
  ];
}
