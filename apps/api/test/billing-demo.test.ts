/**
 * The demo world's billing: the contracted company's admin sees three issued months (the draft is
 * the operator's), their PDF and CSVs; the operator sees the draft too, and the contract ending
 * within 60 days on 契約期限通知.
 */
import { describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { csvRecords } from './support/results.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);

describe('[DEMO] billing in the demo world', () => {
  it('the contracted company sees three issued invoices, its contract and the dashboard card', async () => {
    const headers = await signInCompany(ctx.app, 'admin@hikari.mirume.test');
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billings', headers })).json().data;
    expect(list.total).toBe(3);
    expect(list.items.map((i: { status: string }) => i.status).sort()).toEqual(['issued', 'issued', 'paid']);
    const latest = (await ctx.app.inject({ method: 'GET', url: '/api/v1/latest_billings', headers })).json()
      .data;
    expect(latest).toHaveLength(3);
    const contract = (await ctx.app.inject({ method: 'GET', url: '/api/v1/date_contract', headers })).json()
      .data;
    expect(contract).toMatchObject({ plan: 'annual', status: 'active' });
    const first = list.items[0];
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/billings/${first.id}`, headers })
    ).json().data;
    expect(detail.lines).toHaveLength(3);
    expect(detail.total).toBe(detail.subtotal + detail.tax);
    const examinees = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/billings/${first.id}/csv_examinees`,
      headers,
    });
    expect(csvRecords(examinees.body.replace(/^\uFEFF/, ''))).toHaveLength(detail.examinees_count);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/v1/billings/${first.id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const year = first.billing_month.slice(0, 4);
    const yearly = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/export_billings_list_of_year?year=${year}`,
      headers,
    });
    expect(csvRecords(yearly.body.replace(/^\uFEFF/, '')).length).toBeGreaterThanOrEqual(1);
  });

  it('the operator sees the draft and the contract ending within 60 days', async () => {
    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/billings?status=draft', headers: operator })
    ).json().data;
    expect(all.items.map((i: { company_name: string }) => i.company_name)).toContain(
      '株式会社ひかりソリューションズ',
    );
    const years = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/billing_years', headers: operator })
    ).json().data;
    const hikari = years.items.find(
      (r: { company_name: string }) => r.company_name === '株式会社ひかりソリューションズ',
    );
    expect(hikari.days_left).toBe(44);
  });
});
