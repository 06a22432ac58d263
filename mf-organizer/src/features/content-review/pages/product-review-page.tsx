import { useState } from 'react';
import { Card, Empty, Image, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES } from '@fair/shared/contracts/content';
import {
  REVIEW_KEYWORD_MAX_LENGTH,
  REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZES,
  REVIEW_PRODUCT_SORT_FIELDS,
  reviewPaths,
  type ReviewProduct,
} from '@fair/shared/contracts/content-review';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';
import { fetchProducts, reviewQueryKey, type ProductFilterValues } from '../api/content-review-api';
import { ProductViewDrawer } from '../components/product-view-drawer';
import { ReviewBulkActions } from '../components/review-bulk-actions';
import { useReferenceNames } from '../components/use-reference-names';
import { useReviewActions } from '../components/use-review-actions';

const isId = (value: string) => /^\d{1,10}$/.test(value);

/**
 * /exhibit/exhibit-data-manage: the products of all exhibitors, searched by product or exhibitor name and
 * filtered by category, application area and state (all in the address); each viewed, published or
 * withdrawn, deleted after the SPEC §8 exhibit-data warning, alone or several at once; the filtered set
 * (or the selected rows) exported as .xlsx.
 */
export default function ProductReviewPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`organizer:content-review.product.${key}`);
  const list = usePagedList<ReviewProduct, ProductFilterValues>({
    queryKey: reviewQueryKey('product', 'list'),
    fetchPage: fetchProducts,
    pageSize: REVIEW_PAGE_SIZE,
    pageSizes: REVIEW_PAGE_SIZES,
    sortFields: REVIEW_PRODUCT_SORT_FIELDS,
    filters: { category: isId, area: isId, status: CONTENT_STATUSES },
  });
  const names = useReferenceNames();
  const actions = useReviewActions('product');
  const [viewing, setViewing] = useState<ReviewProduct | null>(null);
  const operation = useRowActionsColumn<ReviewProduct>(170, (item) => actions.rowActions(item, item.name_zh, () => setViewing(item)));
  const columns: TableColumnsType<ReviewProduct> = [
    { title: text('image'), key: 'image', width: 80, render: (_value, item) => <Image src={item.image} alt={item.name_zh} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 6 }} /> },
    { title: text('name'), key: 'name_zh', sorter: true, width: 200, render: (_value, item) => <BilingualCell zh={item.name_zh} en={item.name_en} /> },
    { title: text('exhibitor'), key: 'exhibitor', sorter: true, width: 200, render: (_value, item) => <BilingualCell zh={item.exhibitor_zh} en={item.exhibitor_en} /> },
    { title: text('status'), key: 'status', width: 90, render: (_value, item) => <StatusTag status={item.status} /> },
    { title: t('common:table.uploadTime'), key: 'uploaded_at', sorter: true, width: 150, render: (_value, item) => formatDateTime(item.uploaded_at) },
    { title: t('common:table.publishTime'), key: 'published_at', sorter: true, width: 150, render: (_value, item) => (item.published_at ? formatDateTime(item.published_at) : '—') },
    operation,
  ];
  const selected = list.selectedKeys.map(Number);
  // the export takes the list's search, filters and sort (or the selected rows), not its page
  const exportParams = { ...list.request, page: undefined, page_size: undefined, ids: selected.length ? selected.join(',') : undefined };

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('search')}
        searchMaxLength={REVIEW_KEYWORD_MAX_LENGTH}
        filters={
          <>
            <FilterSelect list={list} name="category" label={text('category')} searchable options={names.categoryOptions} width={220} />
            <FilterSelect list={list} name="area" label={text('area')} searchable options={names.areaOptions} width={160} />
            <FilterSelect list={list} name="status" label={text('status')} options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))} width={120} />
          </>
        }
        actions={
          <DownloadButton url={reviewPaths('product').export} params={exportParams} fallbackName={text('fileName')} busyText={text('exporting')} disabled={list.total === 0}>
            {selected.length ? text('exportSelected') : text('export')}
          </DownloadButton>
        }
        bulkActions={<ReviewBulkActions ids={selected} actions={actions} onDone={list.clearSelection} />}
      />
      <PagedListTable
        list={list}
        columns={columns}
        selectable
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />}
        size="middle"
        scroll={{ x: 1090 }}
      />
      <ProductViewDrawer product={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
