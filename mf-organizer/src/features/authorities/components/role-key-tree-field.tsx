import { Tree, type TreeDataNode } from 'antd';
import { ALL_ROLES } from '@fair/shared/access/role-keys';
import { isSectionNodeKey, normaliseRouteKeys, type RoleKeyNode } from '@fair/shared/access/role-key-tree';
import { useWithinOwnPowers } from '@fair/shared/session/use-can';
import { menuKeyTree, useRoleKeyLabel } from './role-key-labels';

export interface RoleKeyTreeFieldProps {
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
}

const TREE = menuKeyTree();
const EVERY_NODE = [...TREE.flatMap((node) => [node.key, ...(node.children ?? []).map((child) => child.key)])];

/**
 * The route role keys of an authority as a checkable tree grouped like the organizer menu, `all` first.
 * Checking `all` grants every menu (now and later) and greys out the rest; a section checks its keys.
 * The value holds role keys only, never the sections. Keys the operator does not hold itself are greyed out:
 * an authority grants no more than its maker holds (staff powers).
 */
export function RoleKeyTreeField({ value = [], onChange, id }: RoleKeyTreeFieldProps) {
  const label = useRoleKeyLabel();
  const withinOwnPowers = useWithinOwnPowers();
  const all = value.includes(ALL_ROLES);
  const grantable = (node: RoleKeyNode): boolean => (node.children ? node.children.some(grantable) : withinOwnPowers([node.key]));
  const toData = (node: RoleKeyNode): TreeDataNode => ({
    key: node.key,
    title: <span data-role-key={node.key}>{label(node.key)}</span>,
    disabled: (all && node.key !== ALL_ROLES) || !grantable(node),
    children: node.children?.map(toData),
  });
  return (
    <div id={id} role="group">
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={TREE.map(toData)}
        checkedKeys={all ? EVERY_NODE : value}
        onCheck={(checked, info) => {
          if (info.node.key === ALL_ROLES) return onChange?.(info.checked ? [ALL_ROLES] : []);
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(normaliseRouteKeys(keys.filter((key) => key !== ALL_ROLES && !isSectionNodeKey(key))));
        }}
      />
    </div>
  );
}
