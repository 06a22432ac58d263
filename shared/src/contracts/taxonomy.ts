/**
 * The organizer's taxonomy screens (SPEC §2 /exhibit/exhibit-classification, /exhibit/application-area,
 * /exhibit/product-property): what the exhibitors' forms choose from and the catalogue filters by.
 */

/** A product category as its level of the organizer's tree lists it. */
export interface CategoryItem {
  id: number;
  parent_id: number | null;
  /** 1 to 3 (CATEGORY_MAX_DEPTH) */
  level: number;
  name_zh: string;
  name_en: string;
  sort: number;
  /** direct children */
  child_count: number;
  /** every category below it (children and theirs): deleted with it */
  descendant_count: number;
  /** SPEC "template count": products linked to it or to a category below it, each counted once; they lose these links on delete */
  product_count: number;
  created_at: string;
  updated_at: string;
}

/** A category found by a search at any level, with the names of its ancestors (first level first). */
export interface CategoryMatch extends CategoryItem {
  path: { name_zh: string; name_en: string }[];
}

/** An application area or a product property (Chinese and English names). */
export interface TagItem {
  id: number;
  name_zh: string;
  name_en: string;
  sort: number;
  /** products linked to it: they lose the link on delete */
  product_count: number;
  created_at: string;
  updated_at: string;
}

export const TAG_KINDS = ['application-area', 'product-property'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Columns the tag lists sort by (`sort` is the order the forms list them in, the default). */
export const TAG_SORT_FIELDS = ['sort', 'name_zh', 'name_en', 'product_count', 'created_at', 'updated_at'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];

export const TAXONOMY_PAGE_SIZE = 20;
export const TAXONOMY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TAXONOMY_KEYWORD_MAX_LENGTH = 100;
/** Siblings one order may name: far above a real level, a bound for the request. */
export const CATEGORY_SIBLINGS_MAX = 1000;

export const CATEGORY_PATHS = {
  /** one level, whole and in order: the first level, or the children of `parent_id` */
  list: '/admin/product-category/list',
  /** paged matches of a keyword at every level */
  search: '/admin/product-category/search',
  save: '/admin/product-category/save',
  /** the complete new order of one level */
  sort: '/admin/product-category/sort',
  delete: '/admin/product-category/delete',
} as const;

/** Beside the public lists of SPEC §7 (/api/application-areas/list, /api/product-attr/list). */
export const TAG_PATHS: Record<TagKind, { list: string; save: string; delete: string }> = {
  'application-area': { list: '/admin/application-areas/list', save: '/admin/application-areas/save', delete: '/admin/application-areas/delete' },
  'product-property': { list: '/admin/product-attr/list', save: '/admin/product-attr/save', delete: '/admin/product-attr/delete' },
};
