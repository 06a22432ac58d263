import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminDownloadItem } from '@fair/shared/contracts/downloads';
import { exhibitorTypeLabelKey, inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDate } from '@fair/shared/ui/date-format';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { formatFileSize } from '@fair/shared/ui/files/file-size';
import { FileTypeIcon } from '@fair/shared/ui/files/file-type-icon';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';

export interface DownloadRowActions {
  onEdit: (item: AdminDownloadItem) => void;
  onDelete: (item: AdminDownloadItem) => void;
  /** the file whose delete runs */
  deleting: number | null;
}

/** Both titles, the file (name and size), group, exhibitor types, publish date, status, last change (wide windows) and the row's edit and delete. */
export function useDownloadColumns({ onEdit, onDelete, deleting }: DownloadRowActions): TableColumnsType<AdminDownloadItem> {
  const { t } = useTranslation();
  const text = (key: string) => t(`organizer:downloads.${key}`);
  const actions = useRowActionsColumn<AdminDownloadItem>(160, (item) => ({
    name: item.title_zh,
    onEdit: () => onEdit(item),
    onDelete: () => onDelete(item),
    deleting: deleting === item.id,
  }));
  return [
    {
      title: text('title'),
      key: 'title_zh',
      dataIndex: 'title_zh',
      sorter: true,
      width: 220,
      render: (_value, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.title_zh}</Typography.Text>
          <Typography.Text type="secondary">{item.title_en}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: text('file'),
      key: 'file_size',
      dataIndex: 'file_size',
      sorter: true,
      width: 240,
      render: (_value, item) => (
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <FileTypeIcon name={item.file_name} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Link href={item.file_url} download={item.file_name} ellipsis style={{ maxWidth: 180 }}>
              {item.file_name}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatFileSize(item.file_size)}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: text('category'), key: 'category', dataIndex: 'category', width: 100, render: (_value, item) => text(`categories.${item.category}`) },
    {
      title: text('exhibitorTypes'),
      key: 'exhibitor_types',
      width: 160,
      render: (_value, item) => (
        <Flex gap={4} wrap>
          {inTypeOrder(item.exhibitor_types).map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>
              {t(exhibitorTypeLabelKey(type))}
            </Tag>
          ))}
        </Flex>
      ),
    },
    { title: text('publishDate'), key: 'publish_date', dataIndex: 'publish_date', sorter: true, width: 120, render: (date: string) => formatDate(`${date}T00:00:00`) },
    { title: text('status'), key: 'status', dataIndex: 'status', width: 90, render: (_value, item) => <StatusTag status={item.status} /> },
    // shown from 1600 px on: at 1440 px the other columns fill the content's width without scrolling sideways
    { title: t('common:table.updatedAt'), key: 'updated_at', dataIndex: 'updated_at', sorter: true, width: 160, responsive: ['xxl'], render: (value: string) => formatFairTime(value) },
    actions,
  ];
}
