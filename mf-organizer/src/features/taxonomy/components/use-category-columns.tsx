import { Space, Tooltip, type TableColumnsType } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CategoryItem } from '@fair/shared/contracts/taxonomy';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { BilingualCell } from '@fair/shared/ui/list/bilingual-cell';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';

export interface CategoryActions {
  onAddChild: (item: CategoryItem) => void;
  onEdit: (item: CategoryItem) => void;
  onDelete: (item: CategoryItem) => void;
  deleting: number | null;
}

/** The columns of every level and of the search results (T): name (both languages), operation, creation and update times, template count (SPEC §2's order). */
export function useCategoryColumns<T extends CategoryItem>({ onAddChild, onEdit, onDelete, deleting }: CategoryActions): TableColumnsType<T> {
  const { t } = useTranslation();
  const actions = useRowActionsColumn<T>(230, (item) => ({
    name: item.name_zh,
    size: 'small',
    onEdit: () => onEdit(item),
    // offered on the third level too: choosing it there says why no fourth level exists (SPEC §5)
    actions: [{ label: t('organizer:taxonomy.categories.addChild'), onClick: () => onAddChild(item) }],
    onDelete: () => onDelete(item),
    deleting: deleting === item.id,
    busy: deleting === item.id,
  }));
  return [
    {
      title: t('organizer:taxonomy.categories.name'),
      key: 'name',
      render: (_value, item) => <BilingualCell zh={item.name_zh} en={item.name_en} />,
    },
    actions,
    { title: t('common:table.createdAt'), key: 'created_at', width: 160, render: (_value, item) => formatDateTime(item.created_at) },
    { title: t('common:table.updatedAt'), key: 'updated_at', width: 160, render: (_value, item) => formatDateTime(item.updated_at) },
    {
      title: (
        <Space size={4}>
          {t('organizer:taxonomy.categories.templateCount')}
          <Tooltip title={t('organizer:taxonomy.categories.templateCountHint')}>
            <QuestionCircleOutlined aria-label={t('organizer:taxonomy.categories.templateCountHint')} />
          </Tooltip>
        </Space>
      ),
      key: 'product_count',
      dataIndex: 'product_count',
      width: 120,
    },
  ];
}
