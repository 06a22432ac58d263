import type { ServerLocale } from '../../lib/i18n/locale';
import { pickText } from '../../lib/i18n/locale';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  name_zh: string;
  name_en: string;
  sort: number;
}

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  name_zh: string;
  name_en: string;
  sort: number;
  has_children: boolean;
  children: CategoryNode[];
}

const bySortThenId = (a: CategoryRow, b: CategoryRow) => a.sort - b.sort || a.id - b.id;

const nodeOf = (row: CategoryRow, locale: ServerLocale, hasChildren: boolean): CategoryNode => ({
  id: row.id,
  parent_id: row.parent_id,
  level: row.level,
  name: pickText(locale, row.name_zh, row.name_en),
  name_zh: row.name_zh,
  name_en: row.name_en,
  sort: row.sort,
  has_children: hasChildren,
  children: [],
});

/** The product-category tree (at most three levels, SPEC §5), siblings ordered by sort then id. */
export function buildCategoryTree(rows: readonly CategoryRow[], locale: ServerLocale): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of [...rows].sort(bySortThenId)) nodes.set(row.id, nodeOf(row, locale, false));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) {
      parent.children.push(node);
      parent.has_children = true;
    } else if (node.parent_id === null) {
      roots.push(node);
    }
  }
  return roots;
}

/** One level for lazy tree loading (`parent_id` query): the direct children, without their subtrees. */
export function categoryChildren(rows: readonly CategoryRow[], parentId: number, locale: ServerLocale): CategoryNode[] {
  const parents = new Set(rows.map((row) => row.parent_id));
  return rows
    .filter((row) => row.parent_id === parentId)
    .sort(bySortThenId)
    .map((row) => nodeOf(row, locale, parents.has(row.id)));
}
