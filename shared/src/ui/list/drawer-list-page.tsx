import { useState, type ReactNode } from 'react';
import { Card, Empty, type TableColumnsType } from 'antd';
import { useInvalidate } from '../../api/query-client';
import { DrawerForm } from '../form/drawer-form';
import type { ListFilters } from './list-params';
import { CreateButton, ListToolbar } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { useRowActionsColumn, type RowAction } from './row-actions';
import { useConfirmedDelete } from './use-confirmed-delete';
import { usePagedList, type PagedList, type PagedListOptions } from './use-paged-list';

export interface DrawerListPageProps<T extends { id: number }, FV extends ListFilters, V extends { id?: number }> {
  list: PagedListOptions<T, FV>;
  /** the columns before the operation column (edit, delete) the page adds */
  columns: TableColumnsType<T>;
  /** the row's name for the buttons' accessible names */
  nameOf: (item: T) => string;
  /** a new record's values; its fields name the ones the form edits */
  blank: V;
  /** a record's values in the form; by default its id and the fields of `blank` */
  formOf?: (item: T) => V;
  /** creates (no id) or updates the record; the list refreshes afterwards */
  save: (values: V) => Promise<unknown>;
  deleteCall: (id: number) => Promise<unknown>;
  /** the delete confirmation of one row (e.g. naming what uses it); SPEC §8 'this operation will permanently delete the data, continue?' unless told */
  confirmDeleteText?: (item: T) => string;
  /** the row's own actions between edit and delete (publish, move…; a running one shows `loading`) */
  rowActions?: (item: T) => RowAction[];
  texts: { create: string; edit: string; empty: string; search?: string };
  searchMaxLength?: number;
  /** filter controls beside the search (call list.setFilter) */
  filters?: (list: PagedList<T, FV>) => ReactNode;
  /** actions on the selected rows: with them the rows get checkboxes (use list.selectedKeys, then list.clearSelection) */
  bulkActions?: (list: PagedList<T, FV>) => ReactNode;
  drawerWidth?: number;
  /** the table scrolls sideways below this width */
  scrollX?: number;
  /** the form's fields */
  children: ReactNode;
}

/** The record's id and the fields the form edits (those of a new record's values). */
function formFieldsOf<T extends { id: number }, V extends { id?: number }>(item: T, blank: V): V {
  const record = item as unknown as Record<string, unknown>;
  return { ...Object.fromEntries(Object.keys(blank).map((field) => [field, record[field]])), id: item.id } as V;
}

/**
 * A screen of small records (popups, ads, badges…): a paged list with search and filters, a create button,
 * each row edited in a drawer or deleted after the confirmation, the list refreshed after every change.
 */
export function DrawerListPage<T extends { id: number }, FV extends ListFilters, V extends { id?: number }>({
  list: listOptions,
  columns,
  nameOf,
  blank,
  formOf = (item) => formFieldsOf(item, blank),
  save,
  deleteCall,
  confirmDeleteText,
  rowActions,
  texts,
  searchMaxLength,
  filters,
  bulkActions,
  drawerWidth,
  scrollX,
  children,
}: DrawerListPageProps<T, FV, V>) {
  const invalidate = useInvalidate();
  const list = usePagedList<T, FV>(listOptions);
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall, invalidates: listOptions.queryKey });
  const [editing, setEditing] = useState<V | null>(null);
  const actions = useRowActionsColumn<T>(160, (item) => ({
    name: nameOf(item),
    onEdit: () => setEditing(formOf(item)),
    actions: rowActions?.(item),
    onDelete: () => void remove(item.id, confirmDeleteText?.(item)),
    deleting: deleting === item.id,
  }));

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={texts.search}
        searchMaxLength={searchMaxLength}
        filters={filters?.(list)}
        actions={<CreateButton label={texts.create} onClick={() => setEditing(blank)} />}
        bulkActions={bulkActions?.(list)}
      />
      <PagedListTable list={list} selectable={bulkActions !== undefined} columns={[...columns, actions]} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />} scroll={scrollX ? { x: scrollX } : undefined} />
      <DrawerForm<V>
        key={editing?.id ?? 'new'}
        open={editing !== null}
        width={drawerWidth}
        title={editing?.id ? texts.edit : texts.create}
        initialValues={editing ?? blank}
        onSubmit={async (values) => {
          await save({ ...values, id: editing?.id });
          await invalidate(listOptions.queryKey);
        }}
        onClose={() => setEditing(null)}
      >
        {children}
      </DrawerForm>
    </Card>
  );
}
