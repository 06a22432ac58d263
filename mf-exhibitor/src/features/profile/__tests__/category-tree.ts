import type { CategoryNode } from '@fair/shared/contracts/reference';

const node = (id: number, level: number, name: string, parent_id: number | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  level,
  name,
  name_zh: name,
  name_en: name,
  parent_id,
  sort: id,
  has_children: children.length > 0,
  children,
});

/** The three-level tree of GET /api/product-category/list the profile tests answer with. */
export const CATEGORY_TREE = [node(1, 1, '元器件', null, [node(11, 2, '被动元件', 1, [node(111, 3, '贴片电容', 11)])]), node(2, 1, '电源', null)];
