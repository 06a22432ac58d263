import { useState } from 'react';
import { Drawer, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { REVIEW_KEYWORD_MAX_LENGTH, REVIEW_PAGE_SIZE, type ExhibitorContentSummary, type GroupedKind, type ReviewItem } from '@fair/shared/contracts/content-review';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { fetchItems, reviewQueryKey } from '../api/content-review-api';
import { ItemViewDrawer } from './item-view-drawer';
import { useReviewActions } from './use-review-actions';

type StatusFilter = { status: string };

/**
 * One exhibitor's news items or activities in a drawer over the exhibitor list: its own paging, search and
 * state filter (kept in the drawer, not the address), each item viewed, published or withdrawn, deleted.
 */
function ItemsList({ kind, exhibitor }: { kind: GroupedKind; exhibitor: ExhibitorContentSummary }) {
  const { t } = useTranslation();
  const list = usePagedList<ReviewItem, StatusFilter>({
    state: 'local',
    queryKey: [...reviewQueryKey(kind, 'items'), exhibitor.id],
    fetchPage: (request) => fetchItems(kind)({ ...request, exhibitor_id: String(exhibitor.id) }),
    pageSize: REVIEW_PAGE_SIZE,
    filters: { status: CONTENT_STATUSES },
  });
  const actions = useReviewActions(kind);
  const [viewing, setViewing] = useState<number | null>(null);
  const operation = useRowActionsColumn<ReviewItem>(190, (item) => actions.rowActions(item, item.title_zh, () => setViewing(item.id)));
  const columns: TableColumnsType<ReviewItem> = [
    { title: t('organizer:content-review.item.title'), key: 'title', render: (_value, item) => <BilingualCell zh={item.title_zh} en={item.title_en} note={kind === 'activity' ? item.location_zh : undefined} /> },
    { title: t('organizer:content-review.item.status'), key: 'status', width: 90, render: (_value, item) => <StatusTag status={item.status} /> },
    { title: t('common:table.uploadTime'), key: 'uploaded_at', width: 170, render: (_value, item) => formatDateTime(item.uploaded_at) },
    operation,
  ];
  return (
    <>
      <ListToolbar
        list={list}
        searchPlaceholder={t(`organizer:content-review.${kind}.itemSearch`)}
        searchMaxLength={REVIEW_KEYWORD_MAX_LENGTH}
        filters={<FilterSelect list={list} name="status" label={t('organizer:content-review.item.status')} options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))} width={110} />}
      />
      <PagedListTable list={list} columns={columns} size="small" scroll={{ x: 640 }} empty={t(`organizer:content-review.${kind}.none`)} />
      <ItemViewDrawer kind={kind} id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

export function ExhibitorItemsDrawer({ kind, exhibitor, onClose }: { kind: GroupedKind; exhibitor: ExhibitorContentSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={exhibitor !== null}
      onClose={onClose}
      title={exhibitor ? t(`organizer:content-review.${kind}.itemsOf`, { name: exhibitor.name_zh_cn }) : ''}
      size={860}
      destroyOnHidden
    >
      {exhibitor ? <ItemsList key={exhibitor.id} kind={kind} exhibitor={exhibitor} /> : null}
    </Drawer>
  );
}
