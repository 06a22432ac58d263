import { useInvalidate } from '@fair/shared/api/query-client';
import { SortableTable, type SortableTableProps } from '@fair/shared/ui/list/sortable-table';
import { MINIPROG_QUERY_KEY, type WholeGroup } from '../api/whole-group';

type WholeGroupTableProps<T extends { id: number }> = Omit<SortableTableProps<T>, 'items' | 'status' | 'fetching' | 'onRetry' | 'onSaveOrder'> & {
  group: WholeGroup<T>;
  /** sends the whole new order to the server */
  saveOrder: (ids: number[]) => Promise<unknown>;
};

/**
 * A whole ordered group of the mini-programme (a home block, a featured list, the activities) in the
 * SortableTable. After an order is saved, or refused because someone changed the group meanwhile, every
 * list of this remote and the home preview reload what the server has.
 */
export function WholeGroupTable<T extends { id: number }>({ group, saveOrder, ...table }: WholeGroupTableProps<T>) {
  const invalidate = useInvalidate();
  return (
    <SortableTable<T>
      items={group.items}
      status={group.status}
      fetching={group.fetching}
      onRetry={group.retry}
      onSaveOrder={async (ids) => {
        try {
          await saveOrder(ids);
        } finally {
          await invalidate(MINIPROG_QUERY_KEY);
        }
      }}
      {...table}
    />
  );
}
