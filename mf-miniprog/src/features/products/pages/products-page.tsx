import { Card } from 'antd';
import { FeaturedList } from '../../featured/components/featured-list';

/** /product/product-manage: which products the mini-programme features on its home, in order. */
export default function ProductsPage() {
  return (
    <Card variant="borderless">
      <FeaturedList kind="product" />
    </Card>
  );
}
