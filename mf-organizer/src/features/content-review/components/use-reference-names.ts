import { useEffect, useMemo } from 'react';
import type { CategoryNode } from '@fair/shared/contracts/reference';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ensureReferenceLists, useReferenceLists } from '@fair/shared/reference/reference-store';

/** Every category of the tree with its path ("Instruments / Sensors"), depth first in the tree's order. */
function flatten(nodes: CategoryNode[], above: string[] = []): { id: number; path: string }[] {
  return nodes.flatMap((node) => [{ id: node.id, path: [...above, node.name].join(' / ') }, ...flatten(node.children, [...above, node.name])]);
}

/**
 * The reference lists in the interface language (loaded once, again when it changes): the filter options
 * of the product review and the names of a product's ids.
 */
export function useReferenceNames() {
  const locale = useLocale();
  const categories = useReferenceLists((state) => state.productCategories);
  const areas = useReferenceLists((state) => state.applicationAreas);
  const attributes = useReferenceLists((state) => state.productAttributes);
  useEffect(() => {
    void ensureReferenceLists();
  }, [locale]);
  return useMemo(() => {
    const categoryPaths = flatten(categories);
    const lookup = (entries: { id: number; name: string }[]) => {
      const byId = new Map(entries.map((entry) => [entry.id, entry.name]));
      return (ids: number[]) => ids.map((id) => byId.get(id) ?? `#${id}`);
    };
    return {
      categoryOptions: categoryPaths.map((entry) => ({ value: String(entry.id), label: entry.path })),
      areaOptions: areas.map((area) => ({ value: String(area.id), label: area.name })),
      categories: lookup(categoryPaths.map((entry) => ({ id: entry.id, name: entry.path }))),
      areas: lookup(areas),
      attributes: lookup(attributes),
    };
  }, [categories, areas, attributes]);
}
