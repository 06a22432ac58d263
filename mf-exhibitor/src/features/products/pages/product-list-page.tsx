import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_PAGE_SIZE } from '@fair/shared/contracts/content';
import { useContentActions } from '@fair/shared/ui/content/use-content-actions';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { PRODUCT_QUERY_KEY, productApi } from '../api/product-api';
import { FirstItemEmpty } from '../components/first-item-empty';
import { useProductColumns } from '../components/use-product-columns';

export const PRODUCT_CREATE_PATH = '/product/create';

/**
 * /product/list (SPEC §2 exhibit data): the exhibitor's products, pinned first then newest, 10 a page,
 * searched by exhibit name; publish or withdraw, pin or cancel the pin, edit, delete after confirmation.
 * With no product at all it invites to create the first one.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedList({ queryKey: [...PRODUCT_QUERY_KEY, 'list'], pageSize: CONTENT_PAGE_SIZE, fetchPage: productApi.list });
  // SPEC §8: 'this operation will permanently delete the exhibit data, continue?'
  const actions = useContentActions({ stateCall: productApi.changeState, deleteCall: productApi.remove, deleteConfirm: t('common:confirm.deleteExhibit'), invalidates: PRODUCT_QUERY_KEY });
  const columns = useProductColumns(actions);

  if (list.status === 'ready' && list.total === 0 && !list.narrowed) {
    return (
      <FirstItemEmpty
        title={t('exhibitor:products.empty.title')}
        description={t('exhibitor:products.empty.description')}
        actionLabel={t('common:button.startNow')}
        onAction={() => navigate(PRODUCT_CREATE_PATH)}
      />
    );
  }

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={t('exhibitor:products.searchPlaceholder')}
        searchMaxLength={CONTENT_KEYWORD_MAX_LENGTH}
        actions={<CreateButton label={t('exhibitor:products.create')} onClick={() => navigate(PRODUCT_CREATE_PATH)} />}
      />
      <PagedListTable list={list} columns={columns} scroll={{ x: 1100 }} />
    </Card>
  );
}
