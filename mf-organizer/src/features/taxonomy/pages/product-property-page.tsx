import { TagListPage } from '../components/tag-list-page';

/** /exhibit/product-property (SPEC §2). */
export default function ProductPropertyPage() {
  return <TagListPage kind="product-property" />;
}
