import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { TAG_SORT_FIELDS, TAXONOMY_KEYWORD_MAX_LENGTH, TAXONOMY_PAGE_SIZE, TAXONOMY_PAGE_SIZES, type TagItem, type TagKind } from '@fair/shared/contracts/taxonomy';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DrawerListPage } from '@fair/shared/ui/list/drawer-list-page';
import type { NoFilters } from '@fair/shared/ui/list/use-paged-list';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { TAXONOMY_NAME_PROMPTS, type TagForm } from '@fair/shared/validation/taxonomy';
import { tagApi, tagQueryKey } from '../api/tag-api';

const NEW_TAG: TagForm = { name_zh: '', name_en: '' };

/**
 * /exhibit/application-area and /exhibit/product-property: Chinese and English names the product form offers,
 * searched, created and renamed in a drawer, deleted after a confirmation naming the products that use it.
 */
export function TagListPage({ kind }: { kind: TagKind }) {
  const { t } = useTranslation();
  const calls = tagApi(kind);
  const texts = (key: string) => t(`organizer:taxonomy.tags.${kind}.${key}`);
  const [zhPrompt, enPrompt] = TAXONOMY_NAME_PROMPTS[kind];
  const columns: TableColumnsType<TagItem> = [
    { title: t('organizer:taxonomy.nameZh'), key: 'name_zh', dataIndex: 'name_zh', sorter: true },
    { title: t('organizer:taxonomy.nameEn'), key: 'name_en', dataIndex: 'name_en', sorter: true },
    { title: t('organizer:taxonomy.tags.productCount'), key: 'product_count', dataIndex: 'product_count', sorter: true, width: 130 },
    { title: t('common:table.createdAt'), key: 'created_at', sorter: true, width: 170, render: (_value, item) => formatDateTime(item.created_at) },
    { title: t('common:table.updatedAt'), key: 'updated_at', sorter: true, width: 170, render: (_value, item) => formatDateTime(item.updated_at) },
  ];
  const deleteData = t('common:confirm.deleteData');

  return (
    <DrawerListPage<TagItem, NoFilters, TagForm>
      list={{ queryKey: tagQueryKey(kind), fetchPage: calls.fetchPage, pageSize: TAXONOMY_PAGE_SIZE, pageSizes: TAXONOMY_PAGE_SIZES, sortFields: TAG_SORT_FIELDS }}
      columns={columns}
      nameOf={(item) => item.name_zh}
      blank={NEW_TAG}
      save={calls.save}
      deleteCall={calls.remove}
      confirmDeleteText={(item) => (item.product_count > 0 ? `${t('organizer:taxonomy.tags.inUse', { products: item.product_count })} ${deleteData}` : deleteData)}
      texts={{ create: texts('create'), edit: texts('edit'), empty: texts('empty'), search: texts('search') }}
      searchMaxLength={TAXONOMY_KEYWORD_MAX_LENGTH}
      scrollX={900}
    >
      <BilingualFields names={['name_zh', 'name_en']} labels={[t('organizer:taxonomy.nameZh'), t('organizer:taxonomy.nameEn')]} requiredMessages={[t(zhPrompt), t(enPrompt)]} maxLength={TITLE_MAX_LENGTH} />
    </DrawerListPage>
  );
}
