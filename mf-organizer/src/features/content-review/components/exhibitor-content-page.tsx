import { useState } from 'react';
import { Button, Card, Empty, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_EXHIBITOR_SORT_FIELDS,
  REVIEW_KEYWORD_MAX_LENGTH,
  REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZES,
  reviewPaths,
  type ExhibitorContentSummary,
  type GroupedKind,
} from '@fair/shared/contracts/content-review';
import { notifier } from '@fair/shared/feedback/notifier';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';
import { fetchExhibitors, reviewQueryKey } from '../api/content-review-api';
import { ExhibitorItemsDrawer } from './exhibitor-items-drawer';

/** SPEC §5: what the export says when nothing is selected, and when the selected exhibitors have nothing. */
const EXPORT_REFUSALS: Record<GroupedKind, { none: string; empty: string }> = {
  news: { none: 'common:export.selectData', empty: 'common:data.selectedNoNews' },
  activity: { none: 'common:export.selectActivities', empty: 'common:data.selectedNoActivities' },
};

/**
 * /news/exhibitor-news-manage and /activity/exhibit-activity-manage: one row per exhibitor with its count and
 * last upload (search, sort and paging in the address), its items in a drawer, and the export of the selected
 * exhibitors' items. The two screens differ only in `kind`.
 */
export function ExhibitorContentPage({ kind }: { kind: GroupedKind }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:content-review.${kind}.${key}`, options);
  const list = usePagedList<ExhibitorContentSummary>({
    queryKey: reviewQueryKey(kind, 'exhibitors'),
    fetchPage: fetchExhibitors(kind),
    pageSize: REVIEW_PAGE_SIZE,
    pageSizes: REVIEW_PAGE_SIZES,
    sortFields: REVIEW_EXHIBITOR_SORT_FIELDS,
  });
  const [open, setOpen] = useState<ExhibitorContentSummary | null>(null);
  const columns: TableColumnsType<ExhibitorContentSummary> = [
    { title: t('organizer:content-review.exhibitor'), key: 'name_zh_cn', sorter: true, render: (_value, item) => <BilingualCell zh={item.name_zh_cn} en={item.name_en} /> },
    { title: text('count'), key: 'count', sorter: true, width: 140, render: (_value, item) => t('organizer:content-review.countOf', { count: item.count, published: item.published }) },
    { title: t('organizer:content-review.lastUpload'), key: 'last_uploaded_at', sorter: true, width: 180, render: (_value, item) => (item.last_uploaded_at ? formatDateTime(item.last_uploaded_at) : '—') },
    {
      title: t('common:table.operation'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_value, item) => (
        <Button type="link" size="small" onClick={() => setOpen(item)} aria-label={`${text('open')} ${item.name_zh_cn}`}>
          {text('open')}
        </Button>
      ),
    },
  ];
  const selected = list.selectedItems;
  // SPEC §5: at least one exhibitor, and one of them with something to export
  const canExport = () => {
    const refusal = selected.length === 0 ? EXPORT_REFUSALS[kind].none : selected.every((item) => item.count === 0) ? EXPORT_REFUSALS[kind].empty : null;
    if (refusal) notifier().warning(t(refusal));
    return refusal === null;
  };

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('search')}
        searchMaxLength={REVIEW_KEYWORD_MAX_LENGTH}
        actions={
          <DownloadButton
            url={reviewPaths(kind).export}
            params={{ exhibitor_ids: selected.map((item) => item.id).join(',') }}
            beforeDownload={canExport}
            fallbackName={text('fileName')}
            busyText={text('exporting')}
          >
            {text('export')}
          </DownloadButton>
        }
      />
      <PagedListTable list={list} columns={columns} selectable empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />} size="middle" scroll={{ x: 760 }} />
      <ExhibitorItemsDrawer kind={kind} exhibitor={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
