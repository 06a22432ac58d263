import { useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from './list-params';
import type { PagedList } from './use-paged-list';

export interface ListToolbarProps<T, FV extends ListFilters> {
  list: PagedList<T, FV>;
  /** shows the search box; also its accessible name */
  searchPlaceholder?: string;
  searchMaxLength?: number;
  /** filter controls beside the search (call list.setFilter) */
  filters?: ReactNode;
  /** the screen's primary actions, at the end of the row (create, export, import) */
  actions?: ReactNode;
  /** actions on the selected rows, shown with their count while any row is selected */
  bulkActions?: ReactNode;
}

/**
 * Above a paged list: search (applied on Enter or the search button, from the first page; clearing the box
 * shows everything again at once), filters, the screen's actions, and the bulk actions while rows are
 * selected. The box follows the address when back or forward change the search.
 */
export function ListToolbar<T, FV extends ListFilters>({ list, searchPlaceholder, searchMaxLength, filters, actions, bulkActions }: ListToolbarProps<T, FV>) {
  const { t } = useTranslation();
  const keyword = list.params.keyword;
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const selected = list.selectedKeys.length;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Space wrap>
          {searchPlaceholder ? (
            <Input.Search
              allowClear
              value={text}
              maxLength={searchMaxLength}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              enterButton={t('common:button.search')}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value === '' && keyword !== '') list.search('');
              }}
              onSearch={list.search}
              style={{ width: 320, maxWidth: '100%' }}
            />
          ) : null}
          {filters}
        </Space>
        {actions ? <Space wrap>{actions}</Space> : null}
      </Flex>
      {bulkActions && selected > 0 ? (
        <Space wrap data-testid="list-bulk-actions">
          <Typography.Text>{t('common:table.selected', { count: selected })}</Typography.Text>
          {bulkActions}
        </Space>
      ) : null}
    </Flex>
  );
}

/** The usual primary action of a list: create a new entry. */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
