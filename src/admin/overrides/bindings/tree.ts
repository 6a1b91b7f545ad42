/**
 * Checkbox rules of the permission tree: checking an entry checks everything under it and every entry above
 * it (a button is useless without its menu, a menu without its group); unchecking clears everything under it.
 */
export interface TreeNode {
  id: number;
  children: TreeNode[];
}

export function descendants(node: TreeNode): number[] {
  return node.children.flatMap((c) => [c.id, ...descendants(c)]);
}

export function parentsOf(roots: TreeNode[]): Map<number, number | null> {
  const parents = new Map<number, number | null>();
  const walk = (nodes: TreeNode[], parent: number | null) => {
    for (const n of nodes) {
      parents.set(n.id, parent);
      walk(n.children, n.id);
    }
  };
  walk(roots, null);
  return parents;
}

export function toggle(roots: TreeNode[], checked: Set<number>, node: TreeNode): Set<number> {
  const next = new Set(checked);
  const below = [node.id, ...descendants(node)];
  if (checked.has(node.id)) {
    below.forEach((id) => next.delete(id));
  } else {
    below.forEach((id) => next.add(id));
    const parents = parentsOf(roots);
    for (let p = parents.get(node.id); p != null; p = parents.get(p)) next.add(p);
  }
  return next;
}

/** Some but not all of the entries under a node are checked. */
export function isPartial(node: TreeNode, checked: Set<number>): boolean {
  const below = descendants(node);
  const n = below.filter((id) => checked.has(id)).length;
  return n > 0 && n < below.length;
}
