import type { ReactNode } from 'react';
import { Button, Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from './list-params';
import type { PagedList } from './use-paged-list';

export interface PagedListTableProps<T, FV extends ListFilters> extends Omit<TableProps<T>, 'columns' | 'loading' | 'onChange' | 'pagination' | 'rowKey' | 'rowSelection'> {
  list: PagedList<T, FV>;
  /** the page's rows as shown, when the screen hides some at once (a deletion the refresh will confirm) */
  dataSource?: readonly T[];
  /** a column with `sorter: true` sorts on the server by its key (or dataIndex) */
  columns: TableColumnsType<T>;
  /** the list holds nothing yet (no search, no filter): the screen's own empty state; SPEC §8 'no data' unless given */
  empty?: ReactNode;
  /** a search or filter found nothing; SPEC §8 没有找到相关数据 unless given */
  noMatch?: ReactNode;
  /** what a failed load says above its retry button */
  errorText?: string;
  /** rows get checkboxes; the selection feeds the toolbar's bulk actions */
  selectable?: boolean;
  hideOnSinglePage?: boolean;
}

const columnKeyOf = <T,>(column: TableColumnsType<T>[number]): string | undefined =>
  column.key !== undefined ? String(column.key) : 'dataIndex' in column && typeof column.dataIndex === 'string' ? column.dataIndex : undefined;

/**
 * The table of a paged list: server paging and sorting through the address, the total, and its states —
 * loading, a failed load with a retry (never "no data" when nothing could be read), no match for a
 * search or filter, and the screen's empty state.
 */
export function PagedListTable<T extends object, FV extends ListFilters>({ list, columns, dataSource, empty, noMatch, errorText, selectable, hideOnSinglePage = false, ...table }: PagedListTableProps<T, FV>) {
  const { t } = useTranslation();
  const { params } = list;
  const noData = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.empty')} />;
  const emptyText =
    list.status === 'loading' ? (
      <div style={{ height: 120 }} />
    ) : list.status === 'error' ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={errorText ?? t('common:data.loadFailed')}>
        <Button onClick={list.retry} loading={list.fetching}>
          {t('common:button.retry')}
        </Button>
      </Empty>
    ) : list.narrowed ? (
      (noMatch ?? noData)
    ) : (
      (empty ?? noData)
    );

  const sortedColumns = columns.map((column) =>
    column.sorter ? { ...column, sortOrder: params.sort && params.sort.field === columnKeyOf(column) ? params.sort.order : null } : column,
  );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const { column, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T>;
      const field = column ? columnKeyOf(column) : undefined;
      list.setSort(field && order ? { field, order } : null);
    } else if (extra.action === 'paginate') {
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? params.pageSize);
    }
  };

  return (
    <Table<T>
      {...table}
      rowKey={list.rowKey}
      columns={sortedColumns}
      dataSource={list.status === 'error' ? [] : (dataSource ?? list.items)}
      loading={list.fetching}
      locale={{ emptyText }}
      onChange={onChange}
      rowSelection={selectable ? { selectedRowKeys: list.selectedKeys, onChange: list.setSelectedKeys } : undefined}
      pagination={{
        current: params.page,
        pageSize: params.pageSize,
        total: list.total,
        showSizeChanger: Boolean(list.pageSizes?.length),
        pageSizeOptions: list.pageSizes ? [...list.pageSizes] : undefined,
        hideOnSinglePage,
        showTotal: (total) => t(list.totalCapped ? 'common:table.totalAtLeast' : 'common:table.total', { total }),
      }}
    />
  );
}
