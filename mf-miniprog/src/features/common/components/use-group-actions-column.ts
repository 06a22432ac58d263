import type { TableColumnsType } from 'antd';
import type { RowAction } from '@fair/shared/ui/list/row-actions';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { MINIPROG_QUERY_KEY } from '../api/whole-group';
import { useRowCall } from './use-row-call';

export interface GroupActionsOptions<T> {
  width: number;
  nameOf: (item: T) => string;
  /** no edit button without it */
  onEdit?: (item: T) => void;
  /** the row's own actions between edit and delete, built from the row calls (publish, hide…) */
  actionsOf: (item: T, calls: ReturnType<typeof useRowCall>) => RowAction[];
  deleteCall: (id: number) => Promise<unknown>;
  confirmText?: string;
  deleteLabel?: string;
}

/**
 * The operation column of an ordered group (home block, activities, featured list): each row's buttons wait
 * while a call on it runs, and every list and the home preview refresh after a change.
 */
export function useGroupActionsColumn<T extends { id: number }>({ width, nameOf, onEdit, actionsOf, deleteCall, confirmText, deleteLabel }: GroupActionsOptions<T>): TableColumnsType<T>[number] {
  const calls = useRowCall();
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall, confirmText, invalidates: MINIPROG_QUERY_KEY });
  return useRowActionsColumn<T>(width, (item) => ({
    name: nameOf(item),
    size: 'small',
    busy: calls.busyId === item.id || deleting === item.id,
    deleting: deleting === item.id,
    onEdit: onEdit && (() => onEdit(item)),
    actions: actionsOf(item, calls),
    onDelete: () => void remove(item.id),
    deleteLabel,
  }));
}
