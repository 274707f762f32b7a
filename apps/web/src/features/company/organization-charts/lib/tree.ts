/**
 * Pure helpers over the chart tree: lookups, and the sort payloads of a drag and drop or of the
 * 上へ／下へ actions (the moved unit's new siblings, numbered 0, 1, 2 … in their new order).
 */
import type { TOrgChartNode, TOrgChartSortRequest } from '@mirume/shared';

export type DropPlacement = 'before' | 'after' | 'inside';
type SortItems = TOrgChartSortRequest['items'];

/**
 * Every unit in display order (pre-order), with its depth and the ids from the top down to it.
 * Iterative, like every walk here: a chart deeper than today's limit (older data) must not
 * overflow the stack.
 */
function walk(nodes: readonly TOrgChartNode[]) {
  const out: { node: TOrgChartNode; depth: number; path: number[] }[] = [];
  const stack = [...nodes].reverse().map((node) => ({ node, depth: 0, path: [node.id] }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    out.push(item);
    const { node, depth, path } = item;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i] as TOrgChartNode;
      stack.push({ node: child, depth: depth + 1, path: [...path, child.id] });
    }
  }
  return out;
}

export function findNode(nodes: readonly TOrgChartNode[], id: number): TOrgChartNode | undefined {
  return walk(nodes).find((w) => w.node.id === id)?.node;
}

/** The ids of the node's sub-units (not the node itself). */
export function descendantIds(node: TOrgChartNode): number[] {
  return walk(node.children).map((w) => w.node.id);
}

/** Every unit in display order, with its depth (for selects). */
export function flatten(
  nodes: readonly TOrgChartNode[],
  depth = 0,
): { node: TOrgChartNode; depth: number }[] {
  return walk(nodes).map((w) => ({ node: w.node, depth: w.depth + depth }));
}

/** The ids from the top down to the node (inclusive), or [] when it is not in the tree. */
export function ancestorIds(nodes: readonly TOrgChartNode[], id: number): number[] {
  return walk(nodes).find((w) => w.node.id === id)?.path ?? [];
}

function siblingsOf(nodes: readonly TOrgChartNode[], parentId: number | null): readonly TOrgChartNode[] {
  if (parentId === null) return nodes;
  return findNode(nodes, parentId)?.children ?? [];
}

const numbered = (ids: readonly number[], parentId: number | null): SortItems =>
  ids.map((id, position) => ({ id, parent_id: parentId, position }));

/**
 * The sort payload for dropping `dragId` before, after or inside `targetId`; null when the drop
 * changes nothing or would put a unit under itself.
 */
export function dropPayload(
  nodes: readonly TOrgChartNode[],
  dragId: number,
  targetId: number,
  placement: DropPlacement,
): SortItems | null {
  if (dragId === targetId) return null;
  const dragged = findNode(nodes, dragId);
  const target = findNode(nodes, targetId);
  if (!dragged || !target) return null;
  if (descendantIds(dragged).includes(targetId)) return null;
  const parentId = placement === 'inside' ? target.id : target.parent_id;
  const siblings = siblingsOf(nodes, parentId)
    .map((n) => n.id)
    .filter((id) => id !== dragId);
  let index = siblings.length;
  if (placement !== 'inside') {
    index = siblings.indexOf(targetId) + (placement === 'after' ? 1 : 0);
  }
  const next = [...siblings.slice(0, index), dragId, ...siblings.slice(index)];
  const before = siblingsOf(nodes, parentId).map((n) => n.id);
  if (dragged.parent_id === parentId && before.join(',') === next.join(',')) return null;
  return numbered(next, parentId);
}

/** The sort payload for moving a unit one place up (-1) or down (+1) among its siblings. */
export function shiftPayload(nodes: readonly TOrgChartNode[], id: number, delta: -1 | 1): SortItems | null {
  const node = findNode(nodes, id);
  if (!node) return null;
  const ids = siblingsOf(nodes, node.parent_id).map((n) => n.id);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return numbered(next, node.parent_id);
}

/** Whether the unit can move up / down among its siblings. */
export function canShift(nodes: readonly TOrgChartNode[], id: number, delta: -1 | 1) {
  return shiftPayload(nodes, id, delta) !== null;
}
