import type { ContentState } from './content';

/**
 * SPEC §3 Product, answered by the product calls of ./content.ts (kind `product`). Category, application
 * area and attribute ids come from GET /api/product-category/list, /api/application-areas/list and
 * /api/product-attr/list.
 */
export interface ProductItem extends ContentState {
  /** upload URL (data.url of POST /exhibitors/attachment/upload) */
  image: string;
  name_zh: string;
  name_en: string;
  intro_zh: string;
  /** '' when not given */
  intro_en: string;
  /** product type category ids, any level of the three-level tree */
  categories: number[];
  application_areas: number[];
  /** product attribute (property) ids */
  attributes: number[];
}
