import { useEffect, useState } from 'react';
import { Button, Card, Empty, Flex, Result, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { formatDate } from '@fair/shared/ui/date-format';
import { DOWNLOAD_PAGE_SIZE, type DownloadCategory, type DownloadItem, fetchDownloads, isDownloadCategory } from '../api/download-list';
import { formatFileSize } from '../components/file-size';
import { FileTypeIcon } from '../components/file-type-icon';

type Filter = DownloadCategory | 'all';

interface ListState {
  items: DownloadItem[];
  total: number;
  status: 'loading' | 'ready' | 'failed';
}

/**
 * /download/download-center (SPEC §2, §3 Download file): the files the organizer published for the
 * exhibitor's type, the manual and the materials, each with its title in the interface language, publish
 * date, size and a download button. `?category=manual|materials` opens one group (the dashboard's tiles).
 */
export default function DownloadCenterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const filter: Filter = isDownloadCategory(requested) ? requested : 'all';
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<ListState>({ items: [], total: 0, status: 'loading' });

  useEffect(() => {
    let current = true;
    setList((state) => ({ ...state, status: 'loading' }));
    fetchDownloads(page, filter === 'all' ? undefined : filter).then(
      (answer) => current && setList({ items: answer.list, total: answer.total, status: 'ready' }),
      () => current && setList((state) => ({ ...state, status: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, [page, filter, reloads]);

  const choose = (value: Filter) => {
    setPage(1);
    setParams(value === 'all' ? {} : { category: value }, { replace: true });
  };

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
          onChange={choose}
          data-testid="download-filter"
          options={[
            { value: 'all', label: t('exhibitor:downloads.categories.all') },
            { value: 'manual', label: t('exhibitor:downloads.categories.manual') },
            { value: 'materials', label: t('exhibitor:downloads.categories.materials') },
          ]}
        />
      </Flex>
      {list.status === 'failed' ? (
        <Result
          status="warning"
          title={t('exhibitor:downloads.loadFailed')}
          extra={
            <Button type="primary" onClick={() => setReloads((count) => count + 1)}>
              {t('exhibitor:downloads.retry')}
            </Button>
          }
        />
      ) : (
        <Table<DownloadItem>
          rowKey="id"
          columns={columns}
          dataSource={list.items}
          loading={list.status === 'loading'}
          data-testid="download-table"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`exhibitor:downloads.empty.${filter}`)} /> }}
          pagination={{
            current: page,
            pageSize: DOWNLOAD_PAGE_SIZE,
            total: list.total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
    </Card>
  );
}
