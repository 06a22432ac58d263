import { Button, Card, Empty, Flex, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_CATEGORIES } from '@fair/shared/contracts/downloads';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { formatDate } from '@fair/shared/ui/date-format';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DOWNLOAD_PAGE_SIZE, DOWNLOAD_QUERY_KEY, type DownloadCategory, type DownloadItem, fetchDownloads } from '../api/download-list';
import { formatFileSize } from '../components/file-size';
import { FileTypeIcon } from '../components/file-type-icon';

type Filter = DownloadCategory | 'all';

/** The group filter: `?category=manual|materials`; without it, all files. */
const FILTERS = { category: DOWNLOAD_CATEGORIES };

/**
 * /download/download-center (SPEC §2, §3 Download file): the files the organizer published for the
 * exhibitor's type, the manual and the materials, each with its title in the interface language, publish
 * date, size and a download button. `?category=manual|materials` opens one group (the dashboard's tiles).
 */
export default function DownloadCenterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = usePagedList<DownloadItem, { category: DownloadCategory }>({
    queryKey: [...DOWNLOAD_QUERY_KEY, 'list'],
    pageSize: DOWNLOAD_PAGE_SIZE,
    filters: FILTERS,
    fetchPage: fetchDownloads,
  });
  const filter: Filter = list.params.filters.category ?? 'all';
  const emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`exhibitor:downloads.empty.${filter}`)} />;

  const titleOf = (item: DownloadItem) => (locale === 'en-us' && item.title_en ? item.title_en : item.title_zh);

  const columns: TableColumnsType<DownloadItem> = [
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

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('exhibitor:downloads.heading')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('exhibitor:downloads.intro')}</Typography.Text>
        </Flex>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => list.setFilter('category', value === 'all' ? undefined : value)}
          data-testid="download-filter"
          options={[
            { value: 'all', label: t('exhibitor:downloads.categories.all') },
            { value: 'manual', label: t('exhibitor:downloads.categories.manual') },
            { value: 'materials', label: t('exhibitor:downloads.categories.materials') },
          ]}
        />
      </Flex>
      <PagedListTable
        list={list}
        columns={columns}
        data-testid="download-table"
        hideOnSinglePage
        errorText={t('exhibitor:downloads.loadFailed')}
        empty={emptyText}
        noMatch={emptyText}
      />
    </Card>
  );
}
