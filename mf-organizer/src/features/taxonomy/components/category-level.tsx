import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useInvalidate, usePageQueryClient } from '@fair/shared/api/query-client';
import type { CategoryItem } from '@fair/shared/contracts/taxonomy';
import { SortableTable } from '@fair/shared/ui/list/sortable-table';
import { CATEGORIES_QUERY_KEY, fetchLevel, levelQueryKey, sortLevel } from '../api/category-api';

/** Every level keeps room for a name beside its fixed columns: a narrow window scrolls it sideways instead of squeezing the names. */
const LEVEL_MIN_WIDTH = 1050;

export interface CategoryLevelProps {
  /** null: the first level */
  parentId: number | null;
  columns: TableColumnsType<CategoryItem>;
  /** categories whose children are shown below them */
  expanded: readonly number[];
  onExpand: (id: number, open: boolean) => void;
  /** the first level holds nothing yet */
  empty?: ReactNode;
}

/**
 * One level of the category tree, whole and in order, dragged or moved with the keyboard buttons within the
 * level and saved with one call; each category with children opens its own level below it. After a save,
 * or a refusal because someone changed the level meanwhile, every level on screen reloads.
 */
export function CategoryLevel({ parentId, columns, expanded, onExpand, empty }: CategoryLevelProps) {
  const invalidate = useInvalidate();
  const query = useQuery({ queryKey: levelQueryKey(parentId), queryFn: () => fetchLevel(parentId) }, usePageQueryClient());
  return (
    <div data-testid={`category-level-${parentId ?? 0}`}>
      <SortableTable<CategoryItem>
        items={query.data}
        status={query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready'}
        fetching={query.isFetching}
        onRetry={() => void query.refetch()}
        columns={columns}
        nameOf={(item) => item.name_zh}
        onSaveOrder={async (ids) => {
          try {
            await sortLevel(parentId, ids);
          } finally {
            await invalidate(CATEGORIES_QUERY_KEY);
          }
        }}
        empty={empty}
        size={parentId === null ? 'middle' : 'small'}
        scroll={{ x: LEVEL_MIN_WIDTH }}
        expandable={{
          expandedRowKeys: [...expanded],
          onExpand: (open, item) => onExpand(item.id, open),
          rowExpandable: (item) => item.child_count > 0,
          expandedRowRender: (item) => <CategoryLevel parentId={item.id} columns={columns} expanded={expanded} onExpand={onExpand} />,
        }}
      />
    </div>
  );
}
