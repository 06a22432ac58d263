import type { CategoryNode } from '@fair/shared/contracts/reference';

/** Each category id of the three-level tree with its path of names ("Components / Passive / Capacitors"). */
export function categoryPaths(tree: readonly CategoryNode[], separator = ' / '): Map<number, string> {
  const paths = new Map<number, string>();
  const walk = (nodes: readonly CategoryNode[], prefix: string) => {
    for (const node of nodes) {
      const path = prefix ? `${prefix}${separator}${node.name}` : node.name;
      paths.set(node.id, path);
      walk(node.children ?? [], path);
    }
  };
  walk(tree, '');
  return paths;
}
