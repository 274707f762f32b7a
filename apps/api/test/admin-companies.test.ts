import { describe, expect, it } from 'vitest';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator: Record<string, string> = signedInOperator(ctx);

const list = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin/companies${query}`, headers: operator });

describe('[ADMIN] companies overview', () => {
  it('lists companies with status, admin count and counts per status', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(4);
    expect(data.counts_by_status).toEqual({
      temp_registration: 1,
      email_authenticated: 1,
      trial: 1,
      approved: 1,
    });
    const demo = data.items.find((c: { name: string }) => c.name === 'デモ株式会社');
    expect(demo).toMatchObject({ status: 'trial', admins_count: 4 });
    expect(new Date(demo.created_at).toString()).not.toBe('Invalid Date');
  });

  it('filters by status and by name, and pages', async () => {
    const pending = (await list('?status=email_authenticated')).json().data;
    expect(pending.items.map((c: { name: string }) => c.name)).toEqual(['株式会社サンプル商事']);
    const byName = (await list(`?q=${encodeURIComponent('デモ')}`)).json().data;
    expect(byName.total).toBe(1);
    const byKana = (await list(`?q=${encodeURIComponent('ミライ')}`)).json().data;
    expect(byKana.items[0].name).toBe('みらい工業株式会社');
    const wildcard = (await list(`?q=${encodeURIComponent('%')}`)).json().data;
    expect(wildcard.total).toBe(0);
    const page2 = (await list('?per=3&page=2')).json().data;
    expect(page2.items).toHaveLength(1);
    expect(page2).toMatchObject({ page: 2, per: 3, total: 4 });
  });

  it('answers bad query parameters with 400 field errors', async () => {
    const res = await list('?status=unknown&per=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fieldErrors).sort()).toEqual(['per', 'status']);
    expect(res.json().error.details.fieldErrors.status).toEqual(['無効な選択肢です']);
  });
});
