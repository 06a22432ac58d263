/**
 * Reference lists of SPEC §7 (public GET calls; `name` is localised by Language-Set):
 *   GET /api/product-category/list      -> CategoryNode[]   the whole tree, three levels, ordered
 *   GET /api/application-areas/list     -> BilingualItem[]
 *   GET /api/product-attr/list          -> BilingualItem[]
 */
export interface BilingualItem {
  id: number;
  name: string;
  name_zh: string;
  name_en: string;
  sort: number;
}

export interface CategoryNode extends BilingualItem {
  parent_id: number | null;
  /** 1 to 3 (CATEGORY_MAX_DEPTH) */
  level: number;
  has_children: boolean;
  children: CategoryNode[];
}

export const REFERENCE_PATHS = {
  productCategories: '/api/product-category/list',
  applicationAreas: '/api/application-areas/list',
  productAttributes: '/api/product-attr/list',
} as const;
