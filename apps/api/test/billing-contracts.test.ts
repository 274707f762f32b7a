/**
 * Contracts: the operator sets a company's contract and prices (recorded), lists the contracts
 * ending within a window, renews or ends one, sends the contract-end notice once (a second send
 * needs resend), and the daily reminder notifies operators 60 and 30 days before an end, once each.
 */
import { schema } from '@mirume/db';
import { addDays, tokyoDate } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { remindContractEnds } from '../src/services/billing/contracts.ts';
import { billedCompany } from './support/billing.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });

describe('[BILLING] a company contract and prices', () => {
  let companyId: number;
  beforeAll(async () => {
    const [c] = await ctx.database.db
      .insert(schema.companies)
      .values({ name: '契約テスト株式会社', status: 'approved' })
      .returning();
    companyId = c?.id ?? 0;
  });

  it('starts without a contract, refuses bad input in Japanese, then saves and records it', async () => {
    const empty = await call('GET', `/api/v1/admin/companies/${companyId}/contract`);
    expect(empty.json().data).toMatchObject({ company: { name: '契約テスト株式会社' }, contract: null });
    const bad = await call('PUT', `/api/v1/admin/companies/${companyId}/contract`, {
      plan: 'annual',
      start_date: '2026-04-01',
      end_date: '2026-03-31',
      base_fee: -1,
      unit_prices: { senkou: 1.5, employee: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.fieldErrors;
    expect(fields.base_fee).toEqual(['0以上の値を入力してください']);
    expect(fields['unit_prices.senkou']).toBeDefined();
    const reversed = await call('PUT', `/api/v1/admin/companies/${companyId}/contract`, {
      plan: 'annual',
      start_date: '2026-04-01',
      end_date: '2026-03-31',
      base_fee: 0,
      unit_prices: { senkou: 0, employee: 0 },
    });
    expect(reversed.json().error.details.fieldErrors.end_date).toEqual([
      '終了日は開始日以降の日付を入力してください',
    ]);
    const saved = await call('PUT', `/api/v1/admin/companies/${companyId}/contract`, {
      plan: 'annual',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      base_fee: 30000,
      unit_prices: { senkou: 2980, employee: 1500 },
      notes: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.contract).toMatchObject({
      base_fee: 30000,
      unit_prices: { senkou: 2980, employee: 1500 },
      notes: null,
      status: 'active',
    });
    await call('PUT', `/api/v1/admin/companies/${companyId}/contract`, {
      plan: 'annual',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      base_fee: 35000,
      unit_prices: { senkou: 2980, employee: 1500 },
    });
    const actions = await ctx.database.db
      .select()
      .from(schema.operatorActions)
      .where(eq(schema.operatorActions.company_id, companyId));
    expect(actions.map((a) => a.action)).toEqual(['contract.create', 'contract.update']);
    expect(actions[1]?.changes).toEqual({ base_fee: { before: 30000, after: 35000 } });

    // The company's contract period (its page, the company list's filter) follows the contract…
    const page = await call('GET', `/api/v1/admin/companies/${companyId}`);
    expect(page.json().data).toMatchObject({
      date_start_contract: '2026-04-01',
      date_end_contract: '2027-03-31',
    });
    // …and is changed on the contract, not on the company's profile.
    const edit = await call('PUT', `/api/v1/admin/companies/${companyId}`, {
      name: '契約テスト株式会社',
      date_start_contract: '2026-04-01',
      date_end_contract: '2027-09-30',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.details.fieldErrors.date_end_contract).toEqual([
      '契約中の企業の契約期間は「契約と料金」で変更してください',
    ]);
    const missing = await call('GET', '/api/v1/admin/companies/999999/contract');
    expect(missing.statusCode).toBe(404);
  });
});

describe('[BILLING] contract-end notices (billing_years)', () => {
  const today = tokyoDate(new Date());
  let soon: { id: number };
  let contractId: number;
  beforeAll(async () => {
    soon = await billedCompany(ctx.database, {
      name: '期限間近株式会社',
      start: addDays(today, -300),
      end: addDays(today, 45),
      baseFee: 1000,
    });
    await billedCompany(ctx.database, {
      name: '期限先株式会社',
      start: today,
      end: addDays(today, 200),
      baseFee: 1000,
    });
    const [c] = await ctx.database.db
      .select()
      .from(schema.companyContracts)
      .where(eq(schema.companyContracts.company_id, soon.id));
    contractId = c?.id ?? 0;
  });

  it('lists contracts ending within the window, soonest first', async () => {
    const res = await call('GET', '/api/v1/admin/billing_years?within_days=60');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.items.map((r: { company_name: string }) => r.company_name);
    expect(names).toContain('期限間近株式会社');
    expect(names).not.toContain('期限先株式会社');
    const row = res
      .json()
      .data.items.find((r: { company_name: string }) => r.company_name === '期限間近株式会社');
    expect(row.days_left).toBe(45);
    const wide = await call('GET', '/api/v1/admin/billing_years?within_days=365');
    expect(wide.json().data.items.map((r: { company_name: string }) => r.company_name)).toContain(
      '期限先株式会社',
    );
  });

  it('sends the notice once; a second send needs resend; both recorded', async () => {
    const first = await call('POST', `/api/v1/admin/billing_years/${contractId}/send_end_contract_mail`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      end_notice_sent_by_name: '運営 太郎',
      end_notice_end_date: addDays(today, 45),
    });
    const twice = await call('POST', `/api/v1/admin/billing_years/${contractId}/send_end_contract_mail`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('送信済み');
    const resend = await call('POST', `/api/v1/admin/billing_years/${contractId}/send_end_contract_mail`, {
      resend: true,
    });
    expect(resend.statusCode).toBe(200);
    const mails = await ctx.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.template, 'contract_ending'));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toContain('契約期間満了のお知らせ');
  });

  it('reminds operators 60 and 30 days before, once per lead time', async () => {
    expect(await remindContractEnds(ctx.app)).toBeGreaterThanOrEqual(1);
    expect(await remindContractEnds(ctx.app)).toBe(0);
    const notes = await ctx.database.db
      .select()
      .from(schema.operatorNotifications)
      .where(eq(schema.operatorNotifications.company_id, soon.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'contract_ending', link: '/admin/billing-years' });
    expect(notes[0]?.body).toContain('60日前');
    // 20 days later the contract is 25 days from its end: the 30-day reminder, once.
    const later = new Date(Date.now() + 20 * 86_400_000);
    expect(await remindContractEnds(ctx.app, later)).toBeGreaterThanOrEqual(1);
    expect(await remindContractEnds(ctx.app, later)).toBe(0);
    const after = await ctx.database.db
      .select()
      .from(schema.operatorNotifications)
      .where(eq(schema.operatorNotifications.company_id, soon.id));
    expect(after.map((n) => n.body?.slice(0, 4)).sort()).toEqual(['30日前', '60日前']);
  });

  it('renews (a later end only) and ends a contract', async () => {
    const earlier = await call('PATCH', `/api/v1/admin/billing_years/${contractId}`, {
      action: 'renew',
      end_date: addDays(today, 10),
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.details.fieldErrors.end_date).toBeDefined();
    const renewed = await call('PATCH', `/api/v1/admin/billing_years/${contractId}`, {
      action: 'renew',
      end_date: addDays(today, 45 + 365),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.end_date).toBe(addDays(today, 45 + 365));
    const ended = await call('PATCH', `/api/v1/admin/billing_years/${contractId}`, { action: 'end' });
    expect(ended.json().data.status).toBe('ended');
    const bad = await call('PATCH', `/api/v1/admin/billing_years/${contractId}`, { action: 'pause' });
    expect(bad.statusCode).toBe(400);
  });
});
