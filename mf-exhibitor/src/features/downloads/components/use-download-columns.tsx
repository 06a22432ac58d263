import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { formatDate } from '@fair/shared/ui/date-format';
import type { DownloadCategory, DownloadItem } from '../api/download-list';
import { formatFileSize } from '@fair/shared/ui/files/file-size';
import { FileTypeIcon } from '@fair/shared/ui/files/file-type-icon';

/** A file's title (in the interface language, the file name below), group, size, publish date and its download button. */
export function useDownloadColumns(): TableColumnsType<DownloadItem> {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleOf = (item: DownloadItem) => (locale === 'en-us' && item.title_en ? item.title_en : item.title_zh);

  return [
    {
      title: t('exhibitor:downloads.fileTitle'),
      key: 'title',
      render: (_, item) => (
        <Flex gap={10} align="center">
          <FileTypeIcon name={item.file_name} />
          <Flex vertical>
            <Typography.Text strong data-testid="download-title">
              {titleOf(item)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.file_name}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('exhibitor:downloads.category'),
      dataIndex: 'category',
      width: 120,
      responsive: ['md'],
      render: (category: DownloadCategory) => <Tag color={category === 'manual' ? 'blue' : 'green'}>{t(`exhibitor:downloads.categories.${category}`)}</Tag>,
    },
    {
      title: t('exhibitor:downloads.fileSize'),
      dataIndex: 'file_size',
      width: 110,
      responsive: ['sm'],
      render: (size: number) => <span data-testid="download-size">{formatFileSize(size)}</span>,
    },
    {
      title: t('exhibitor:downloads.publishDate'),
      dataIndex: 'publish_date',
      width: 130,
      render: (date: string) => <span data-testid="download-date">{formatDate(`${date}T00:00:00`)}</span>,
    },
    {
      title: t('common:table.operation'),
      key: 'operation',
      width: 120,
      render: (_, item) => (
        <Button type="primary" ghost size="small" icon={<DownloadOutlined />} href={item.file_url} download={item.file_name} data-testid="download-file" aria-label={t('exhibitor:downloads.downloadNamed', { title: titleOf(item) })}>
          {t('exhibitor:downloads.download')}
        </Button>
      ),
    },
  ];
}
