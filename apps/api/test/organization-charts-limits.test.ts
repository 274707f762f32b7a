/**
 * The organization chart's limits (decision 0022): at most ORG_CHART_MAX_DEPTH levels and
 * ORG_CHART_MAX_UNITS units per company, refused in Japanese on create, move, sort and duplicate;
 * a chart deeper than the limit (data from before it) still reads without a 500; search answers
 * a bounded page; a large duplicate is correct and one short transaction.
 */
import { schema } from '@mirume/db';
import {
  ORG_CHART_MAX_DEPTH,
  ORG_CHART_MAX_UNITS,
  ORG_CHART_MESSAGES,
  ORG_CHART_SEARCH_LIMIT,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { createOtherCompany, useWorld } from './support/world.ts';

const ctx = useWorld();
const URL = '/api/v1/organization_charts';

/** A company of its own per test, signed in as its admin. */
async function company() {
  const { company, email } = await createOtherCompany(ctx.database);
  const headers = await signInCompany(ctx.app, email);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { id: company.id, call };
}

/** Units written straight to the table, as a chart from before the limits could be. */
async function insertChain(companyId: number, depth: number, name = (i: number) => `階層${i}`) {
  const ids: number[] = [];
  let parent: number | null = null;
  for (let i = 1; i <= depth; i++) {
    const rows: { id: number }[] = await ctx.database.db
      .insert(schema.organizationCharts)
      .values({ company_id: companyId, parent_id: parent, name: name(i), position: 0 })
      .returning({ id: schema.organizationCharts.id });
    parent = rows[0]?.id ?? null;
    ids.push(parent as number);
  }
  return ids;
}
async function insertFlat(companyId: number, n: number, parentId: number | null = null, prefix = '部署') {
  const rows = Array.from({ length: n }, (_, i) => ({
    company_id: companyId,
    parent_id: parentId,
    name: `${prefix}${i}`,
    position: i,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.database.db.insert(schema.organizationCharts).values(rows.slice(i, i + 500));
  }
}
const unitCount = async (companyId: number) =>
  (
    await ctx.database.db
      .select()
      .from(schema.organizationCharts)
      .where(eq(schema.organizationCharts.company_id, companyId))
  ).length;

describe('[ORGCHART] limits', () => {
  it(`a 1,024-deep chain cannot be built: the ${ORG_CHART_MAX_DEPTH + 1}th level is refused in Japanese`, async () => {
    const c = await company();
    let parent: number | null = null;
    for (let i = 1; i <= ORG_CHART_MAX_DEPTH; i++) {
      const res = await c.call('POST', URL, { name: `第${i}階層`, parent_id: parent });
      expect(res.statusCode, res.body).toBe(201);
      parent = res.json().data.id;
    }
    const deeper = await c.call('POST', URL, { name: '深すぎる部署', parent_id: parent });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error.message).toBe(ORG_CHART_MESSAGES.tooDeep);
    expect(deeper.json().error.details.fieldErrors.parent_id).toEqual([ORG_CHART_MESSAGES.tooDeep]);
    expect(await unitCount(c.id)).toBe(ORG_CHART_MAX_DEPTH);
  });

  it('moving or sorting a subtree below the deepest level is refused and changes nothing', async () => {
    const c = await company();
    const chain = await insertChain(c.id, ORG_CHART_MAX_DEPTH - 1); // levels 1–9
    const two = await c.call('POST', URL, { name: '二階建て' });
    const child = await c.call('POST', URL, { name: '子', parent_id: two.json().data.id });
    expect(child.statusCode).toBe(201);
    const twoId = two.json().data.id as number;
    const leaf = chain.at(-1) as number;
    // Under level 9 a two-level subtree would reach level 11.
    const move = await c.call('PUT', `${URL}/${twoId}`, { parent_id: leaf });
    expect(move.statusCode).toBe(400);
    expect(move.json().error.details.fieldErrors.parent_id).toEqual([ORG_CHART_MESSAGES.tooDeep]);
    const sort = await c.call('PUT', `${URL}/sort`, { items: [{ id: twoId, parent_id: leaf, position: 0 }] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.details.fieldErrors.items).toEqual([ORG_CHART_MESSAGES.tooDeep]);
    const tree = await c.call('GET', URL);
    expect(tree.json().data.items.find((n: { id: number }) => n.id === twoId)).toBeTruthy();
    // A single unit still fits at level 10.
    const ok = await c.call('PUT', `${URL}/${child.json().data.id}`, { parent_id: leaf });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it(`a company holds at most ${ORG_CHART_MAX_UNITS.toLocaleString()} units: create and duplicate beyond it are refused`, async () => {
    const c = await company();
    await insertFlat(c.id, ORG_CHART_MAX_UNITS - 3);
    const small = await c.call('POST', URL, { name: '小さな部署' });
    expect(small.statusCode).toBe(201);
    await c.call('POST', URL, { name: '課A', parent_id: small.json().data.id });
    // 2,000 − 1 units now; duplicating the two-unit subtree would make 2,001.
    const dup = await c.call('POST', `${URL}/${small.json().data.id}/duplicate`);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe(ORG_CHART_MESSAGES.duplicateTooMany(2, ORG_CHART_MAX_UNITS - 1));
    expect(await unitCount(c.id)).toBe(ORG_CHART_MAX_UNITS - 1);
    expect((await c.call('POST', URL, { name: '最後の部署' })).statusCode).toBe(201);
    const over = await c.call('POST', URL, { name: '上限を超える部署' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details.fieldErrors.name).toEqual([ORG_CHART_MESSAGES.tooMany]);
    expect(await unitCount(c.id)).toBe(ORG_CHART_MAX_UNITS);
  });

  it('a chart 1,024 levels deep from before the limits still reads: the tree, search and delete never 500', async () => {
    const c = await company();
    const chain = await insertChain(c.id, 1024);
    const tree = await c.call('GET', URL);
    expect(tree.statusCode, tree.body.slice(0, 200)).toBe(200);
    let node = tree.json().data.items[0];
    let levels = 1;
    while (node.children.length > 0) {
      node = node.children[0];
      levels += 1;
    }
    expect(levels).toBe(1024);
    const search = await c.call('GET', `${URL}/search?q=${encodeURIComponent('階層')}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().data.items).toHaveLength(ORG_CHART_SEARCH_LIMIT);
    expect(search.json().data.total).toBe(1024);
    // Reordering is allowed as long as the chart gets no deeper; deleting takes the whole chain.
    const sort = await c.call('PUT', `${URL}/sort`, {
      items: [{ id: chain[5] as number, parent_id: chain[3] as number, position: 1 }],
    });
    expect(sort.statusCode, sort.body).toBe(200);
    expect((await c.call('POST', URL, { name: 'さらに下', parent_id: chain.at(-1) })).statusCode).toBe(400);
    const del = await c.call('DELETE', `${URL}/${chain[0]}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await unitCount(c.id)).toBe(0);
  }, 60_000);

  it(`search answers at most ${ORG_CHART_SEARCH_LIMIT} units with the number of all matches`, async () => {
    const c = await company();
    await insertFlat(c.id, 1500, null, '営業所');
    const res = await c.call('GET', `${URL}/search?q=${encodeURIComponent('営業')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toHaveLength(ORG_CHART_SEARCH_LIMIT);
    expect(res.json().data.total).toBe(1500);
    expect(res.body.length).toBeLessThan(20_000);
  });

  it('duplicating a 901-unit subtree copies every level in order, without touching the source', async () => {
    const c = await company();
    const [top] = await insertChain(c.id, 1, () => '本部');
    // 9 departments × 9 sections × 10 teams, with the departments' and sections' own rows: 901 units.
    const depts: number[] = [];
    for (let d = 0; d < 9; d++) {
      const [row] = await ctx.database.db
        .insert(schema.organizationCharts)
        .values({ company_id: c.id, parent_id: top as number, name: `部${d}`, position: d })
        .returning({ id: schema.organizationCharts.id });
      depts.push(row?.id as number);
    }
    for (const dept of depts) {
      const sections = await ctx.database.db
        .insert(schema.organizationCharts)
        .values(
          Array.from({ length: 9 }, (_, s) => ({
            company_id: c.id,
            parent_id: dept,
            name: `課${s}`,
            position: s,
          })),
        )
        .returning({ id: schema.organizationCharts.id });
      for (const s of sections) await insertFlat(c.id, 10, s.id, 'チーム');
    }
    const before = await unitCount(c.id);
    expect(before).toBe(1 + 9 + 81 + 810);
    const dup = await c.call('POST', `${URL}/${top}/duplicate`);
    expect(dup.statusCode, dup.body).toBe(201);
    expect(dup.json().data.name).toBe('本部（コピー）');
    expect(await unitCount(c.id)).toBe(before * 2);
    const tree = (await c.call('GET', URL)).json().data.items;
    const [orig, copy] = tree;
    expect(copy.name).toBe('本部（コピー）');
    const shape = (n: { name: string; children: unknown[] }): unknown => [
      n.name,
      n.children.map((x) => shape(x as typeof n)),
    ];
    expect(shape({ ...copy, name: orig.name })).toEqual(shape(orig));
  }, 60_000);
});
