import { useState } from 'react';
import { Empty, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SheetFieldChange, SheetPreview, SheetPreviewRow, SheetRowAction } from '../../contracts/sheets';
import type { ListRequest } from '../list/list-params';
import { PagedListTable } from '../list/paged-list-table';
import { usePagedList, type PageAnswer } from '../list/use-paged-list';

/** Where a sheet import's preview reads its rows, page by page per action (the import's own rows route). */
export interface SheetRowsSource {
  /** the rows' place in the query cache; the preview, the action and the page are added */
  queryKey: QueryKey;
  /** one page of one action's rows of a preview */
  fetchPage: (previewId: string, action: SheetRowAction, request: ListRequest) => Promise<PageAnswer<SheetPreviewRow>>;
  /** the table's columns for one action's rows; sheetRowColumns (row, key, values / before → after / problems) unless given */
  columns?: (action: SheetRowAction) => TableColumnsType<SheetPreviewRow>;
  pageSize?: number;
}

export const SHEET_ROWS_PAGE_SIZE = 10;

const ACTIONS: readonly SheetRowAction[] = ['create', 'update', 'invalid'];

const fieldStyle = { display: 'block' } as const;

/** One field a row writes: its value (a new record), or before → after (an update). */
function FieldChange({ change, t }: { change: SheetFieldChange; t: TFunction }) {
  const show = (value: string | null) => (value === null || value === '' ? t('common:sheets.empty') : value);
  return (
    <span style={fieldStyle} data-testid="sheet-row-change">
      <Typography.Text type="secondary">{change.column}: </Typography.Text>
      {change.before === null ? (
        <Typography.Text>{show(change.after)}</Typography.Text>
      ) : (
        <>
          <Typography.Text delete type="secondary">
            {show(change.before)}
          </Typography.Text>
          <Typography.Text type="secondary"> → </Typography.Text>
          <Typography.Text strong>{show(change.after)}</Typography.Text>
        </>
      )}
    </span>
  );
}

/**
 * The kit's columns for one action's rows: the row number, its key (the account), and what the import does
 * with it — a new record's values, an update's changed fields as before → after, or why the row is refused.
 */
export function sheetRowColumns(t: TFunction, action: SheetRowAction, options: { keyTitle?: string } = {}): TableColumnsType<SheetPreviewRow> {
  return [
    { title: t('common:sheets.row'), dataIndex: 'row', key: 'row', width: 72 },
    // a long key (an e-mail) wraps rather than hides behind an ellipsis
    { title: options.keyTitle ?? t('common:sheets.account'), dataIndex: 'key', key: 'key', width: 200, render: (key: string) => <span style={{ wordBreak: 'break-all' }}>{key}</span> },
    action === 'invalid'
      ? {
          title: t('common:sheets.problem'),
          key: 'problems',
          render: (_: unknown, row: SheetPreviewRow) =>
            row.problems.map((problem, index) => (
              <span key={index} style={fieldStyle} data-testid="sheet-row-problem">
                <Typography.Text type="secondary">{problem.column}: </Typography.Text>
                <Typography.Text type="danger">{problem.message}</Typography.Text>
              </span>
            )),
        }
      : {
          title: t('common:sheets.changes'),
          key: 'changes',
          render: (_: unknown, row: SheetPreviewRow) =>
            row.changes.length ? (
              row.changes.map((change) => <FieldChange key={change.column} change={change} t={t} />)
            ) : (
              <Typography.Text type="secondary">{t('common:sheets.noChange')}</Typography.Text>
            ),
        },
  ];
}

function ActionRows({ preview, action, source }: { preview: SheetPreview; action: SheetRowAction; source: SheetRowsSource }) {
  const { t } = useTranslation();
  const list = usePagedList<SheetPreviewRow>({
    queryKey: [...source.queryKey, preview.preview_id, action],
    fetchPage: (request) => source.fetchPage(preview.preview_id, action, request),
    pageSize: source.pageSize ?? SHEET_ROWS_PAGE_SIZE,
    rowKey: (row) => row.row,
    state: 'local',
  });
  const columns = source.columns?.(action) ?? sheetRowColumns(t, action);
  return (
    <div data-testid={`sheet-rows-${action}`}>
      <PagedListTable list={list} columns={columns} size="small" hideOnSinglePage tableLayout="fixed" empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.empty')} />} />
    </div>
  );
}

/**
 * What the confirm will do, row by row: a tab per action (new, updated, invalid) with its count, each a
 * server-paged table. The invalid rows come first when there are any: they are what needs fixing.
 */
export function SheetPreviewRows({ preview, source }: { preview: SheetPreview; source: SheetRowsSource }) {
  const { t } = useTranslation();
  const counts: Record<SheetRowAction, number> = { create: preview.created, update: preview.updated, invalid: preview.invalid };
  const [active, setActive] = useState<SheetRowAction>(() => (preview.invalid > 0 ? 'invalid' : preview.created > 0 || preview.updated === 0 ? 'create' : 'update'));
  const labels: Record<SheetRowAction, string> = {
    create: t('common:sheets.tabCreated', { count: counts.create }),
    update: t('common:sheets.tabUpdated', { count: counts.update }),
    invalid: t('common:sheets.tabInvalid', { count: counts.invalid }),
  };
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid="sheet-rows">
      <Typography.Text strong>{t('common:sheets.rowsTitle')}</Typography.Text>
      <Tabs
        size="small"
        activeKey={active}
        onChange={(key) => setActive(key as SheetRowAction)}
        destroyOnHidden
        items={ACTIONS.map((action) => ({
          key: action,
          label: <span data-testid={`sheet-tab-${action}`}>{labels[action]}</span>,
          children: <ActionRows preview={preview} action={action} source={source} />,
        }))}
      />
    </Space>
  );
}
