import { useEffect, useMemo } from 'react';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ensureReferenceLists, useReferenceLists } from '@fair/shared/reference/reference-store';

/**
 * The reference lists a product or a company is classified by, in the interface language (fetched again
 * when it changes): the category tree, and the application areas and product attributes as select options.
 */
export function useReferenceOptions() {
  const locale = useLocale();
  const categories = useReferenceLists((state) => state.productCategories);
  const areas = useReferenceLists((state) => state.applicationAreas);
  const attributes = useReferenceLists((state) => state.productAttributes);
  const loading = useReferenceLists((state) => state.loading);

  useEffect(() => {
    void ensureReferenceLists();
  }, [locale]);

  const areaOptions = useMemo(() => areas.map((area) => ({ value: area.id, label: area.name })), [areas]);
  const attributeOptions = useMemo(() => attributes.map((attribute) => ({ value: attribute.id, label: attribute.name })), [attributes]);
  return { categories, areaOptions, attributeOptions, loading };
}
