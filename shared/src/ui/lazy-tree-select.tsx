import { useCallback, useEffect, useRef, useState } from 'react';
import { TreeSelect } from 'antd';

/** One node as the caller's service answers it (the shape of the category tree's nodes). */
export interface LazyTreeEntry {
  id: number;
  name: string;
  has_children: boolean;
}

/** The caller's call for one level: the children of `parent_id` (0 for the top level) in `data`. */
export type LazyTreeService = (params: { parent_id: number }) => Promise<{ data: readonly LazyTreeEntry[] }>;

/** The top level's parent id. */
export const ROOT_PARENT_ID = 0;

export interface LazyTreeNode {
  id: number;
  pId: number;
  value: number;
  title: string;
  isLeaf: boolean;
}

/**
 * A tree loaded a level at a time, in antd's flat form (`treeDataSimpleMode`): the top level on mount,
 * a node's children when it is first expanded.
 */
export function useLazyTree(service: LazyTreeService) {
  const [nodes, setNodes] = useState<LazyTreeNode[]>([]);
  // the latest service, so a caller passing a new function each render does not reload the tree
  const latest = useRef(service);
  latest.current = service;

  const load = useCallback(async (parentId: number) => {
    const { data } = await latest.current({ parent_id: parentId });
    const loaded = data.map((entry) => ({ id: entry.id, pId: parentId, value: entry.id, title: entry.name, isLeaf: !entry.has_children }));
    setNodes((current) => [...current.filter((node) => node.pId !== parentId), ...loaded]);
  }, []);

  useEffect(() => {
    load(ROOT_PARENT_ID).catch(() => undefined);
  }, [load]);

  return { nodes, loadChildren: load };
}

export interface LazyTreeSelectProps {
  service: LazyTreeService;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** Single-choice tree select whose levels come from the caller's service as they are opened. */
export function LazyTreeSelect({ service, value, onChange, placeholder, disabled, id }: LazyTreeSelectProps) {
  const { nodes, loadChildren } = useLazyTree(service);
  return (
    <TreeSelect<number>
      id={id}
      treeDataSimpleMode
      treeData={nodes}
      loadData={(node) => loadChildren(Number(node.value))}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
