import { ProductForm } from '../components/product-form';

/** /product/create: an empty product form (SPEC §2, §5). */
export default function ProductCreatePage() {
  return <ProductForm />;
}
