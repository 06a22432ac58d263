import { useEffect, useState } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductItem } from '@fair/shared/contracts/products';
import { productApi } from '../api/product-api';
import { PRODUCT_LIST_PATH, ProductForm } from '../components/product-form';

type Loaded = { state: 'loading' } | { state: 'ready'; item: ProductItem } | { state: 'missing' };

/** /product/edit?id=<id>: the product form filled with one own product. */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setLoaded({ state: 'missing' });
      return;
    }
    let current = true;
    setLoaded({ state: 'loading' });
    productApi.info(id).then(
      (item) => current && setLoaded({ state: 'ready', item }),
      () => current && setLoaded({ state: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (loaded.state === 'loading') {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (loaded.state === 'missing') {
    return (
      <Result
        status="404"
        title={t('exhibitor:products.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate(PRODUCT_LIST_PATH)}>
            {t('exhibitor:products.backToList')}
          </Button>
        }
      />
    );
  }
  return <ProductForm key={loaded.item.id} item={loaded.item} />;
}
