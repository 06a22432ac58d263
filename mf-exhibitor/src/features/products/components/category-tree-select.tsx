import { TreeSelect } from 'antd';
import type { CategoryNode } from '@fair/shared/contracts/reference';

export interface CategoryTreeSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  tree: CategoryNode[];
  loading?: boolean;
  placeholder?: string;
  id?: string;
}

const FIELD_NAMES = { label: 'name', value: 'id', children: 'children' };

/**
 * Product type categories from the three-level tree (GET /api/product-category/list): any node of any
 * level may be chosen on its own, so a parent does not pull in its children (no cascading check boxes).
 * Used by the product form and the company profile form.
 */
export function CategoryTreeSelect({ value, onChange, tree, loading, placeholder, id }: CategoryTreeSelectProps) {
  return (
    <TreeSelect<number[]>
      id={id}
      multiple
      allowClear
      showSearch
      treeNodeFilterProp="name"
      treeData={tree}
      fieldNames={FIELD_NAMES}
      value={value}
      onChange={(ids) => onChange?.(ids ?? [])}
      loading={loading}
      placeholder={placeholder}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
