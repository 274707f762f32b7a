/**
 * Pure functions over a company's units as rows (id, parent_id). All of them are iterative: a tree
 * that is deeper than the limits allow (data from before them, or a hand-edited database) must
 * not overflow the call stack and turn every read of the chart into a 500.
 */
import type { OrgChartUnitRow } from '@mirume/db';
import type { TOrgChartNode } from '@mirume/shared';

/** Children ids per parent id (null = top level), in the rows' order. */
export function childrenByParent(units: readonly OrgChartUnitRow[]): Map<number | null, number[]> {
  const byParent = new Map<number | null, number[]>();
  for (const u of units) {
    const list = byParent.get(u.parent_id);
    if (list) list.push(u.id);
    else byParent.set(u.parent_id, [u.id]);
  }
  return byParent;
}

/** The units as a forest, siblings in order, with direct and total head counts. */
export function buildTree(units: OrgChartUnitRow[], counts: Map<number | null, number>): TOrgChartNode[] {
  const nodes = new Map<number, TOrgChartNode>();
  for (const u of units) {
    const n = counts.get(u.id) ?? 0;
    nodes.set(u.id, { ...u, head_count: n, total_count: n, children: [] });
  }
  const roots: TOrgChartNode[] = [];
  for (const u of units) {
    const node = nodes.get(u.id) as TOrgChartNode;
    const parent = u.parent_id === null ? undefined : nodes.get(u.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // Totals bottom-up: a pre-order walk reversed visits every child before its parent.
  const order: TOrgChartNode[] = [];
  const stack = [...roots];
  for (let node = stack.pop(); node; node = stack.pop()) {
    order.push(node);
    stack.push(...node.children);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i] as TOrgChartNode;
    for (const c of node.children) node.total_count += c.total_count;
  }
  return roots;
}

/** The ids of the unit and all its descendants, deepest first (the order deletes need). */
export function subtreeIds(units: readonly OrgChartUnitRow[], rootId: number): number[] {
  const byParent = childrenByParent(units);
  const preOrder: number[] = [];
  const stack = [rootId];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    preOrder.push(id);
    stack.push(...(byParent.get(id) ?? []));
  }
  return preOrder.reverse();
}

/**
 * Each unit's depth (a top-level unit is 1). A unit whose parent chain loops or breaks counts
 * from where the chain stops; no walk is longer than the number of units.
 */
export function depths(units: readonly OrgChartUnitRow[]): Map<number, number> {
  const byParent = childrenByParent(units);
  const known = new Set(units.map((u) => u.id));
  const depth = new Map<number, number>();
  const stack: [number, number][] = [];
  for (const u of units) if (u.parent_id === null || !known.has(u.parent_id)) stack.push([u.id, 1]);
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [id, d] = item;
    if (depth.has(id)) continue;
    depth.set(id, d);
    for (const c of byParent.get(id) ?? []) stack.push([c, d + 1]);
  }
  return depth;
}

/** Levels below the unit in its subtree, the unit itself included (a leaf is 1). */
export function subtreeHeight(units: readonly OrgChartUnitRow[], rootId: number): number {
  const byParent = childrenByParent(units);
  let height = 0;
  const stack: [number, number][] = [[rootId, 1]];
  const seen = new Set<number>();
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [id, level] = item;
    if (seen.has(id)) continue;
    seen.add(id);
    height = Math.max(height, level);
    for (const c of byParent.get(id) ?? []) stack.push([c, level + 1]);
  }
  return height;
}

/** The chain from the top-level unit down to `id` (at most as long as there are units). */
export function pathTo(byId: ReadonlyMap<number, OrgChartUnitRow>, id: number): OrgChartUnitRow[] {
  const chain: OrgChartUnitRow[] = [];
  for (let cur = byId.get(id); cur && chain.length <= byId.size; ) {
    chain.push(cur);
    cur = cur.parent_id === null ? undefined : byId.get(cur.parent_id);
  }
  return chain.reverse();
}
