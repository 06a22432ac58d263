import { Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_CATEGORIES } from '@fair/shared/contracts/downloads';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DOWNLOAD_PAGE_SIZE, DOWNLOAD_QUERY_KEY, type DownloadCategory, type DownloadItem, fetchDownloads } from '../api/download-list';
import { useDownloadColumns } from '../components/use-download-columns';

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
  const list = usePagedList<DownloadItem, { category: DownloadCategory }>({
    queryKey: [...DOWNLOAD_QUERY_KEY, 'list'],
    pageSize: DOWNLOAD_PAGE_SIZE,
    filters: FILTERS,
    fetchPage: fetchDownloads,
  });
  const filter: Filter = list.params.filters.category ?? 'all';
  const emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`exhibitor:downloads.empty.${filter}`)} />;
  const columns = useDownloadColumns();

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
