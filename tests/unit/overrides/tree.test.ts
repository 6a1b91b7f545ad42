import { describe, expect, it } from 'vitest';
import { isPartial, toggle, type TreeNode } from '../../../src/admin/overrides/bindings/tree.ts';

// group 1 > menu 2 > buttons 3, 4; group 1 > menu 5
const tree: TreeNode[] = [
  {
    id: 1,
    children: [
      {
        id: 2,
        children: [
          { id: 3, children: [] },
          { id: 4, children: [] },
        ],
      },
      { id: 5, children: [] },
    ],
  },
];
const menu2 = tree[0].children[0];
const button3 = menu2.children[0];

describe('permission tree checkboxes', () => {
  it('checking a button checks its menu and group, not its siblings', () => {
    expect([...toggle(tree, new Set(), button3)].sort()).toEqual([1, 2, 3]);
  });

  it('checking a menu checks all its buttons; unchecking clears them', () => {
    const on = toggle(tree, new Set(), menu2);
    expect([...on].sort()).toEqual([1, 2, 3, 4]);
    expect([...toggle(tree, on, menu2)].sort()).toEqual([1]);
  });

  it('shows a group as partial when only some entries below it are checked', () => {
    expect(isPartial(tree[0], new Set([1, 2, 3]))).toBe(true);
    expect(isPartial(tree[0], new Set([1, 2, 3, 4, 5]))).toBe(false);
  });
});
