import { useEffect, useState } from 'react';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@fair/shared/api/api-error';
import type { ProductItem } from '@fair/shared/contracts/products';
import { productApi } from '../api/product-api';
import { PRODUCT_LIST_PATH, ProductForm } from '../components/product-form';

type Loaded = { state: 'loading' } | { state: 'ready'; item: ProductItem } | { state: 'missing' } | { state: 'failed' };

/** /product/edit?id=<id>: the product form filled with one own product. */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setLoaded({ state: 'missing' });
      return;
    }
    let current = true;
    setLoaded({ state: 'loading' });
    productApi.info(id).then(
      (item) => current && setLoaded({ state: 'ready', item }),
      // only a 404 means the product is gone; anything else (network, server) can be retried
      (error: unknown) => current && setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, loads]);

  if (loaded.state === 'loading') {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (loaded.state === 'missing' || loaded.state === 'failed') {
    const failed = loaded.state === 'failed';
    return (
      <Result
        status={failed ? 'error' : '404'}
        title={t(failed ? 'exhibitor:products.loadFailed' : 'exhibitor:products.notFound')}
        extra={
          <Space>
            {failed ? <Button onClick={() => setLoads((count) => count + 1)}>{t('common:button.retry')}</Button> : null}
            <Button type="primary" onClick={() => navigate(PRODUCT_LIST_PATH)}>
              {t('exhibitor:products.backToList')}
            </Button>
          </Space>
        }
      />
    );
  }
  return <ProductForm key={loaded.item.id} item={loaded.item} />;
}
