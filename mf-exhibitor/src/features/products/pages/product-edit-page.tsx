import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductItem } from '@fair/shared/contracts/products';
import { RecordLoadView } from '@fair/shared/ui/form/record-load-view';
import { useRecordLoad } from '@fair/shared/ui/form/use-record-load';
import { PRODUCT_QUERY_KEY, productApi } from '../api/product-api';
import { PRODUCT_LIST_PATH, ProductForm } from '../components/product-form';

/** /product/edit?id=<id>: the product form filled with one own product. */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useRecordLoad<ProductItem>({ resource: PRODUCT_QUERY_KEY, load: (id) => productApi.info(id), requireId: true });
  return (
    <RecordLoadView
      state={record.state}
      onRetry={record.retry}
      onBack={() => navigate(PRODUCT_LIST_PATH)}
      notFoundText={t('exhibitor:products.notFound')}
      failedText={t('exhibitor:products.loadFailed')}
      backText={t('exhibitor:products.backToList')}
    >
      {record.item ? <ProductForm key={record.item.id} item={record.item} /> : null}
    </RecordLoadView>
  );
}
