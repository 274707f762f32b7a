/** The demo world's criteria: the demo company's own selection set in two versions, reflected, with a changed rank. */
import { schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const worker = signedIn(ctx, DEMO.worker);

describe('demo world criteria', () => {
  it('has a company set with two versions, the second in force, and a reflected rank change', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/company_criteria', headers: worker });
    const items = list.json().data.items;
    expect(items.map((i: { version: number }) => i.version)).toEqual([2, 1]);
    expect(items[0]).toMatchObject({ in_force: true, created_by_kind: 'company_admin', used: true });
    expect(items[0].remark).toContain('集中力');
    const changes = await ctx.database.db
      .select()
      .from(schema.resultRankChanges)
      .where(eq(schema.resultRankChanges.company_id, ctx.companyId));
    const changed = changes.filter((c) => c.from_rank !== c.to_rank);
    expect(changed.length).toBeGreaterThan(0);
    const person = changed.at(-1)?.employee_id;
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${person}/shindan_senkou`,
      headers: worker,
    });
    expect(page.json().data.criteria).toMatchObject({ version: 2, name: '自社基準（新卒選考）' });
    expect(page.json().data.rank_changes.length).toBeGreaterThan(0);
  });
});
