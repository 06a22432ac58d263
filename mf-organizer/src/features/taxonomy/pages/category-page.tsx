import { useState } from 'react';
import { Card, Empty, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { TAXONOMY_KEYWORD_MAX_LENGTH, TAXONOMY_PAGE_SIZE, TAXONOMY_PAGE_SIZES, type CategoryItem, type CategoryMatch } from '@fair/shared/contracts/taxonomy';
import { notifier } from '@fair/shared/feedback/notifier';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { CATEGORY_DEPTH_MESSAGE, TAXONOMY_NAME_PROMPTS, canHaveChildren } from '@fair/shared/validation/taxonomy';
import { CATEGORIES_QUERY_KEY, SEARCH_QUERY_KEY, deleteCategory, saveCategory, searchCategories } from '../api/category-api';
import { CategoryLevel } from '../components/category-level';
import { type CategoryActions, useCategoryColumns } from '../components/use-category-columns';

type Names = { name_zh: string; name_en: string };
const NO_NAMES: Names = { name_zh: '', name_en: '' };

/** What the drawer does: create under a parent (none: first level) or rename a category. */
type Editing = { parent: CategoryItem | null } | { category: CategoryItem };

const pathText = (names: { name_zh: string }[]) => names.map((node) => node.name_zh).join(' / ');

/**
 * /exhibit/exhibit-classification: the product categories of the exhibitors' forms and the catalogue filter,
 * at most three levels (SPEC §5). Without a search the first level is listed and each category opens its
 * children below it; a level is reordered by dragging or with the keyboard buttons and kept in one call.
 * A search lists matches of every level with their path. Deleting asks first, naming the sub-categories
 * that go with it and the products that lose it.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const search = usePagedList<CategoryMatch>({ queryKey: SEARCH_QUERY_KEY, fetchPage: searchCategories, pageSize: TAXONOMY_PAGE_SIZE, pageSizes: TAXONOMY_PAGE_SIZES });
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteCategory, invalidates: CATEGORIES_QUERY_KEY });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);

  const expand = (id: number, open: boolean) => setExpanded((ids) => (open ? [...new Set([...ids, id])] : ids.filter((other) => other !== id)));
  const deleteQuestion = (item: CategoryItem) =>
    [
      item.descendant_count > 0 ? t('organizer:taxonomy.categories.childrenGo', { children: item.descendant_count }) : '',
      item.product_count > 0 ? t('organizer:taxonomy.categories.productsLose', { products: item.product_count }) : '',
      t('common:confirm.deleteCategory'),
    ]
      .filter(Boolean)
      .join(' ');
  const actions: CategoryActions = {
    onAddChild: (item) => (canHaveChildren(item.level) ? setEditing({ parent: item }) : notifier().error(t(CATEGORY_DEPTH_MESSAGE))),
    onEdit: (item) => setEditing({ category: item }),
    onDelete: (item) => void remove(item.id, deleteQuestion(item)),
    deleting,
  };
  const columns = useCategoryColumns<CategoryItem>(actions);
  const matchedColumns = useCategoryColumns<CategoryMatch>(actions);
  const matchColumns: TableColumnsType<CategoryMatch> = [
    { title: t('organizer:taxonomy.categories.path'), key: 'path', width: 220, render: (_value, item) => (item.path.length ? pathText(item.path) : '—') },
    ...matchedColumns,
  ];

  const category = editing && 'category' in editing ? editing.category : null;
  const parent = editing && 'parent' in editing ? editing.parent : null;
  const [zhPrompt, enPrompt] = TAXONOMY_NAME_PROMPTS.category;
  const title = category ? t('organizer:taxonomy.categories.edit') : parent ? t('organizer:taxonomy.categories.addChild') : t('organizer:taxonomy.categories.createFirst');

  return (
    <Card variant="borderless">
      <ListToolbar
        list={search}
        searchPlaceholder={t('organizer:taxonomy.categories.search')}
        searchMaxLength={TAXONOMY_KEYWORD_MAX_LENGTH}
        actions={<CreateButton label={t('organizer:taxonomy.categories.createFirst')} onClick={() => setEditing({ parent: null })} />}
      />
      {search.narrowed ? (
        <PagedListTable list={search} columns={matchColumns} scroll={{ x: 1100 }} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('organizer:taxonomy.categories.levelHint')}</Typography.Paragraph>
          <CategoryLevel
            parentId={null}
            columns={columns}
            expanded={expanded}
            onExpand={expand}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:taxonomy.categories.empty')} />}
          />
        </>
      )}
      <DrawerForm<Names>
        key={category?.id ?? `new-${parent?.id ?? 0}`}
        open={editing !== null}
        title={title}
        initialValues={category ? { name_zh: category.name_zh, name_en: category.name_en } : NO_NAMES}
        onSubmit={async (values) => {
          await saveCategory(category ? { ...values, id: category.id } : { ...values, parent_id: parent?.id ?? null });
          // a new child shows at once: its parent opens
          if (parent) expand(parent.id, true);
          await invalidate(CATEGORIES_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        {parent ? <Typography.Paragraph>{t('organizer:taxonomy.categories.parent', { path: parent.name_zh })}</Typography.Paragraph> : null}
        <BilingualFields names={['name_zh', 'name_en']} labels={[t('organizer:taxonomy.nameZh'), t('organizer:taxonomy.nameEn')]} requiredMessages={[t(zhPrompt), t(enPrompt)]} maxLength={TITLE_MAX_LENGTH} />
      </DrawerForm>
    </Card>
  );
}
