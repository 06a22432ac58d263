import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_PAGE_SIZE, DOWNLOAD_PAGE_SIZES, DOWNLOAD_SORT_FIELDS, type AdminDownloadItem } from '@fair/shared/contracts/downloads';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DOWNLOAD_CREATE_PATH, DOWNLOADS_QUERY_KEY, type DownloadFilters, deleteDownload, downloadEditPath, fetchDownloads } from '../api/download-api';
import { useDownloadColumns } from '../components/use-download-columns';

const FILTERS = { exhibitor_type: EXHIBITOR_TYPE_VALUES, category: DOWNLOAD_CATEGORIES, status: CONTENT_STATUSES };

/**
 * /download/list (SPEC §2): the download centre's files. Search by either title or the file name, filter
 * by exhibitor type, group and status, sort by a column (all in the address); create and edit open their
 * pages, delete asks first (SPEC §8).
 */
export default function DownloadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = (key: string) => t(`organizer:downloads.${key}`);
  const list = usePagedList<AdminDownloadItem, DownloadFilters>({
    queryKey: DOWNLOADS_QUERY_KEY,
    fetchPage: fetchDownloads,
    pageSize: DOWNLOAD_PAGE_SIZE,
    pageSizes: DOWNLOAD_PAGE_SIZES,
    sortFields: DOWNLOAD_SORT_FIELDS,
    filters: FILTERS,
  });
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteDownload, invalidates: DOWNLOADS_QUERY_KEY });
  const columns = useDownloadColumns({ onEdit: (item) => navigate(downloadEditPath(item.id)), onDelete: (item) => void remove(item.id), deleting });

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('search')}
        searchMaxLength={CONTENT_KEYWORD_MAX_LENGTH}
        filters={
          <>
            <FilterSelect list={list} name="exhibitor_type" label={text('exhibitorTypes')} options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
            <FilterSelect list={list} name="category" label={text('category')} options={DOWNLOAD_CATEGORIES.map((category) => ({ value: category, label: text(`categories.${category}`) }))} />
            <FilterSelect list={list} name="status" label={text('status')} width={110} options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))} />
          </>
        }
        actions={<CreateButton label={text('create')} onClick={() => navigate(DOWNLOAD_CREATE_PATH)} />}
      />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />} scroll={{ x: 1090 }} data-testid="download-table" />
    </Card>
  );
}
