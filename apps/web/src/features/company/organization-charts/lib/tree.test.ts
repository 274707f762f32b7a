import type { TOrgChartNode } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { ancestorIds, descendantIds, dropPayload, findNode, flatten, shiftPayload } from './tree';

const node = (
  id: number,
  parent_id: number | null,
  name: string,
  children: TOrgChartNode[] = [],
): TOrgChartNode => ({
  id,
  parent_id,
  name,
  position: 0,
  head_count: 0,
  total_count: 0,
  children,
});
const tree = [
  node(1, null, '営業部', [node(2, 1, '第一課'), node(3, 1, '第二課', [node(4, 3, '第一係')])]),
  node(5, null, '総務部'),
];

describe('[ORGCHART] tree moves', () => {
  it('[ORGCHART] dropping 第二課 before 第一課 renumbers the siblings', () => {
    expect(dropPayload(tree, 3, 2, 'before')).toEqual([
      { id: 3, parent_id: 1, position: 0 },
      { id: 2, parent_id: 1, position: 1 },
    ]);
  });

  it('[ORGCHART] dropping a unit inside another puts it last under the new parent', () => {
    expect(dropPayload(tree, 2, 5, 'inside')).toEqual([{ id: 2, parent_id: 5, position: 0 }]);
  });

  it('[ORGCHART] a drop onto itself, its own sub-unit or its current place changes nothing', () => {
    expect(dropPayload(tree, 3, 3, 'before')).toBeNull();
    expect(dropPayload(tree, 1, 4, 'inside')).toBeNull();
    expect(dropPayload(tree, 2, 3, 'before')).toBeNull();
  });

  it('[ORGCHART] 上へ and 下へ swap neighbours and stop at the ends', () => {
    expect(shiftPayload(tree, 5, -1)).toEqual([
      { id: 5, parent_id: null, position: 0 },
      { id: 1, parent_id: null, position: 1 },
    ]);
    expect(shiftPayload(tree, 1, -1)).toBeNull();
    expect(shiftPayload(tree, 3, 1)).toBeNull();
    expect(ancestorIds(tree, 4)).toEqual([1, 3, 4]);
  });
});

describe('[ORGCHART] a chart deeper than the limit (older data)', () => {
  it('[ORGCHART] the lookups walk a 1,024-deep chain without overflowing the stack', () => {
    const root = node(1, null, '階層1');
    let cur = root;
    for (let id = 2; id <= 1024; id++) {
      const child = node(id, id - 1, `階層${id}`);
      cur.children.push(child);
      cur = child;
    }
    expect(findNode([root], 1024)?.name).toBe('階層1024');
    expect(ancestorIds([root], 1024)).toHaveLength(1024);
    expect(descendantIds(root)).toHaveLength(1023);
    expect(flatten([root]).at(-1)).toMatchObject({ depth: 1023 });
  });
});
