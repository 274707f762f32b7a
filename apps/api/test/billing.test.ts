/**
 * Billing end to end on the database: the monthly run on hand-computed cases (a full month, a
 * month with zero examinees, a contract starting mid-month, a trial converting mid-month, a trial
 * company, re-scored / voided / repeated sittings, the Japan-time month boundary), idempotent
 * re-runs, and the operator's adjust → issue → paid / credit flow with its mails and action log,
 * the PDF read back, the CSVs, and the company's view.
 */
import { hashPassword, schema } from '@mirume/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBillingMonth } from '../src/services/billing/run.ts';
import { PASSWORD, signInCompany } from './support/app.ts';
import { billedCompany, person, sitting } from './support/billing.ts';
import { must } from './support/must.ts';
import { pdfPages } from './support/reports.ts';
import { csvRecords } from './support/results.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);

async function findInvoiceOf(companyId: number, month: string) {
  const [row] = await ctx.database.db
    .select()
    .from(schema.invoices)
    .where(and(eq(schema.invoices.company_id, companyId), eq(schema.invoices.billing_month, month)));
  return row;
}
const invoiceOf = async (companyId: number, month: string) => must(await findInvoiceOf(companyId, month));
async function linesOf(invoiceId: number) {
  return ctx.database.db
    .select()
    .from(schema.invoiceLines)
    .where(eq(schema.invoiceLines.invoice_id, invoiceId))
    .orderBy(schema.invoiceLines.position);
}

describe('[BILLING] the monthly run on hand-computed cases', () => {
  let full: { id: number };
  let zero: { id: number };
  let midStart: { id: number };
  let converted: { id: number };
  let trial: { id: number };

  beforeAll(async () => {
    const db = ctx.database;
    // Full month of October 2026: base 30,000; 3 applicants × 2,980; 2 employees × 1,505.
    full = await billedCompany(db, {
      start: '2026-04-01',
      end: '2027-03-31',
      baseFee: 30_000,
      senkou: 2_980,
      employee: 1_505,
    });
    for (let i = 0; i < 3; i++) {
      const p = await person(db, full.id);
      await sitting(db, full.id, p, 'senkou', `2026-10-${10 + i}T03:00:00Z`);
    }
    const e1 = await person(db, full.id);
    const e2 = await person(db, full.id);
    await sitting(db, full.id, e1, 'employee', '2026-10-20T03:00:00Z');
    await sitting(db, full.id, e2, 'employee', '2026-10-21T03:00:00Z');
    // The same person twice in the month, a voided sitting, and a re-scored result add nobody.
    await sitting(db, full.id, e1, 'employee', '2026-10-25T03:00:00Z');
    await sitting(db, full.id, await person(db, full.id), 'senkou', '2026-10-26T03:00:00Z', 'failed');
    // Japan-time boundary: 2026-10-31 23:30 JST is October; 2026-11-01 00:30 JST is November.
    await sitting(db, full.id, await person(db, full.id), 'employee', '2026-10-31T14:30:00Z');
    await sitting(db, full.id, await person(db, full.id), 'employee', '2026-10-31T15:30:00Z');
    // Zero examinees: base 50,000 only.
    zero = await billedCompany(db, {
      start: '2026-01-01',
      end: '2026-12-31',
      baseFee: 50_000,
      senkou: 3_000,
    });
    // A contract starting 2026-10-16: 16 of 31 days of 31,000; a sitting on 10/15 23:59 JST is outside.
    midStart = await billedCompany(db, {
      start: '2026-10-16',
      end: '2027-10-15',
      baseFee: 31_000,
      senkou: 1_000,
    });
    await sitting(db, midStart.id, await person(db, midStart.id), 'senkou', '2026-10-15T14:59:00Z');
    await sitting(db, midStart.id, await person(db, midStart.id), 'senkou', '2026-10-15T15:00:00Z');
    // A trial converting on 2026-09-11 (contract from then): 20 of 30 days of 45,000.
    converted = await billedCompany(db, {
      start: '2026-09-11',
      end: '2027-09-10',
      baseFee: 45_000,
      employee: 2_000,
    });
    await sitting(db, converted.id, await person(db, converted.id), 'employee', '2026-09-05T03:00:00Z');
    await sitting(db, converted.id, await person(db, converted.id), 'employee', '2026-09-20T03:00:00Z');
    // Still on trial: never charged, contract or not.
    trial = await billedCompany(db, {
      status: 'trial',
      start: '2026-10-01',
      end: '2027-09-30',
      baseFee: 10_000,
    });
  });

  it('bills a full month: base fee, examinees per type, tax once on the sum', async () => {
    const result = await runBillingMonth(ctx.database, '2026-10');
    expect(result.created).toBeGreaterThanOrEqual(3);
    const inv = await invoiceOf(full.id, '2026-10');
    expect(inv).toMatchObject({
      status: 'draft',
      invoice_number: `MR-202610-${String(full.id).padStart(5, '0')}`,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      issue_date: '2026-11-01',
      due_date: '2026-12-31',
    });
    const lines = await linesOf(inv.id);
    expect(lines.map((l) => [l.kind, l.diagnosis_type, l.quantity, l.unit_price, l.amount])).toEqual([
      ['base_fee', null, 1, 30_000, 30_000],
      ['examinees', 'senkou', 3, 2_980, 8_940],
      // e1 (twice), e2, and the 23:30 JST sitting on the 31st: three people.
      ['examinees', 'employee', 3, 1_505, 4_515],
    ]);
    // 30,000 + 8,940 + 4,515 = 43,455; tax 4,345.5 → 4,345; total 47,800.
    expect([inv.subtotal, inv.tax, inv.total]).toEqual([43_455, 4_345, 47_800]);
    const examinees = await ctx.database.db
      .select()
      .from(schema.invoiceExaminees)
      .where(eq(schema.invoiceExaminees.invoice_id, inv.id));
    expect(examinees).toHaveLength(6);
  });

  it('bills a month with zero examinees at the base fee', async () => {
    const inv = await invoiceOf(zero.id, '2026-10');
    expect((await linesOf(inv.id)).map((l) => l.kind)).toEqual(['base_fee']);
    expect([inv.subtotal, inv.tax, inv.total]).toEqual([50_000, 5_000, 55_000]);
  });

  it('prorates a contract starting mid-month and counts only its days (Japan time)', async () => {
    const inv = await invoiceOf(midStart.id, '2026-10');
    expect([inv.period_start, inv.period_end]).toEqual(['2026-10-16', '2026-10-31']);
    const lines = await linesOf(inv.id);
    expect(lines[0]).toMatchObject({
      amount: 16_000,
      description: '月額基本料金（10月16日〜10月31日 日割 16/31日）',
    });
    expect(lines[1]).toMatchObject({ quantity: 1, amount: 1_000 });
    // 17,000 + 1,700 = 18,700.
    expect(inv.total).toBe(18_700);
  });

  it('bills a converted trial from its contract start only, and never a company still on trial', async () => {
    await runBillingMonth(ctx.database, '2026-09');
    const inv = await invoiceOf(converted.id, '2026-09');
    const lines = await linesOf(inv.id);
    expect(lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['base_fee', 1, 30_000],
      ['examinees', 1, 2_000],
    ]);
    // 32,000 + 3,200.
    expect(inv.total).toBe(35_200);
    expect(await findInvoiceOf(trial.id, '2026-10')).toBeUndefined();
    expect(await findInvoiceOf(converted.id, '2026-08')).toBeUndefined();
  });

  it('is idempotent: a re-run creates nothing and changes nothing, even after an adjustment', async () => {
    const before = await ctx.database.db.select().from(schema.invoices).orderBy(schema.invoices.id);
    const again = await runBillingMonth(ctx.database, '2026-10');
    expect(again.created).toBe(0);
    expect(again.existing).toBeGreaterThanOrEqual(3);
    const after = await ctx.database.db.select().from(schema.invoices).orderBy(schema.invoices.id);
    expect(after).toEqual(before);
    // Concurrent runs of the same month create each invoice once.
    await Promise.all([runBillingMonth(ctx.database, '2026-08'), runBillingMonth(ctx.database, '2026-08')]);
    const august = await ctx.database.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.billing_month, '2026-08'));
    expect(new Set(august.map((i) => i.company_id)).size).toBe(august.length);
  });

  it('answers the operator run call with a queued run that the job completes', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/billing_runs',
      headers: operator,
      payload: { month: '2999-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.month).toBeDefined();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/billing_runs',
      headers: operator,
      payload: { month: '2026-07' },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id;
    let status = res.json().data.status;
    for (let i = 0; i < 100 && status !== 'done' && status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const runs = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/admin/billing_runs',
        headers: operator,
      });
      status = runs.json().data.find((r: { id: number }) => r.id === id)?.status;
    }
    expect(status).toBe('done');
    expect(await invoiceOf(zero.id, '2026-07')).toMatchObject({ total: 55_000 });
  });
});

describe('[BILLING] adjust, issue, pay, credit', () => {
  let company: { id: number; name: string };
  let invoiceId: number;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    company = await billedCompany(ctx.database, {
      start: '2025-01-01',
      end: '2027-12-31',
      baseFee: 10_008,
      senkou: 333,
    });
    for (let i = 0; i < 7; i++) {
      await sitting(
        ctx.database,
        company.id,
        await person(ctx.database, company.id),
        'senkou',
        `2026-05-0${i + 1}T01:00:00Z`,
      );
    }
    await runBillingMonth(ctx.database, '2026-05');
    invoiceId = (await invoiceOf(company.id, '2026-05')).id;
  });

  it('hides a draft from the company', async () => {
    const [admin] = await ctx.database.db
      .select()
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.company_id, company.id));
    await ctx.database.db
      .update(schema.companyAdmins)
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where(eq(schema.companyAdmins.id, must(admin).id));
    const headers = await signInCompany(ctx.app, must(admin).email);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/billings/${invoiceId}`, headers });
    expect(res.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/billings', headers });
    expect(list.json().data.total).toBe(0);
  });

  it('adjusts a line and adds a manual line with a reason; totals follow', async () => {
    const detail = (await call('GET', `/api/v1/admin/billings/${invoiceId}`)).json().data;
    // 10,008 + 7 × 333 = 12,339; tax 1,233.
    expect([detail.subtotal, detail.tax, detail.total]).toEqual([12_339, 1_233, 13_572]);
    const noReason = await call('PATCH', `/api/v1/admin/billings/${invoiceId}/lines/${detail.lines[1].id}`, {
      quantity: 6,
      unit_price: 333,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fieldErrors.reason).toEqual(['入力必須です']);
    const adjusted = await call('PATCH', `/api/v1/admin/billings/${invoiceId}/lines/${detail.lines[1].id}`, {
      quantity: 6,
      unit_price: 333,
      reason: '重複受検1名を除外',
    });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json().data.lines[1]).toMatchObject({
      amount: 1_998,
      original_amount: 2_331,
      reason: '重複受検1名を除外',
    });
    const added = await call('POST', `/api/v1/admin/billings/${invoiceId}/lines`, {
      description: '=初期設定サポート',
      quantity: 1,
      unit_price: 5_000,
      reason: '個別見積のとおり',
    });
    expect(added.statusCode).toBe(201);
    // 10,008 + 1,998 + 5,000 = 17,006; tax 1,700.6 → 1,700; total 18,706.
    expect(added.json().data).toMatchObject({ subtotal: 17_006, tax: 1_700, total: 18_706 });
    const actions = await ctx.database.db
      .select()
      .from(schema.operatorActions)
      .where(eq(schema.operatorActions.company_id, company.id));
    expect(actions.map((a) => a.action)).toEqual(['invoice.adjust_line', 'invoice.add_line']);
    expect(actions[0]?.changes).toMatchObject({
      quantity: { before: 7, after: 6 },
      amount: { before: 2_331, after: 1_998 },
    });
  });

  it('issues: freezes the invoice and mails the company admins through the outbox', async () => {
    const res = await call('POST', `/api/v1/admin/billings/${invoiceId}/issue`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'issued', total: 18_706, issued_by_name: '運営 太郎' });
    const mails = await ctx.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.template, 'invoice_issued'));
    expect(mails.some((m) => m.text_body.includes('18,706円') && m.subject.includes('2026年5月分'))).toBe(
      true,
    );
    const again = await call('POST', `/api/v1/admin/billings/${invoiceId}/issue`);
    expect(again.statusCode).toBe(409);
    const edit = await call('POST', `/api/v1/admin/billings/${invoiceId}/lines`, {
      description: '追加',
      quantity: 1,
      unit_price: 1,
      reason: 'x',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toContain('取消して再発行');
  });

  it('the PDF reads back as a qualified invoice: registration number, 10 % line, totals', async () => {
    const res = await call('GET', `/api/v1/admin/billings/${invoiceId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfPages(res.rawPayload).join('\n');
    expect(text).toContain('請求書（適格請求書）');
    expect(text).toContain('登録番号: T0000000000000');
    expect(text).toContain(`${company.name} 御中`);
    expect(text).toContain('10%対象（税抜）');
    expect(text).toContain('¥17,006');
    expect(text).toContain('消費税（10%）');
    expect(text).toContain('¥1,700');
    expect(text).toContain('¥18,706');
    expect(text).toContain('お振込先');
    expect(text).toContain('2026年5月1日〜2026年5月31日');
  });

  it('the CSVs: lines with totals, examinees', async () => {
    const lines = await call('GET', `/api/v1/admin/billings/${invoiceId}/csv_billing`);
    expect(lines.headers['content-type']).toContain('text/csv');
    const records = csvRecords(lines.body.replace(/^\uFEFF/, ''));
    expect(records.map((r) => r['金額（税抜）'])).toEqual([
      '10008',
      '1998',
      '5000',
      '17006',
      '1700',
      '18706',
    ]);
    const examinees = await call('GET', `/api/v1/admin/billings/${invoiceId}/csv_examinees`);
    expect(csvRecords(examinees.body.replace(/^\uFEFF/, ''))).toHaveLength(7);
    const sjis = await call('GET', `/api/v1/admin/billings/${invoiceId}/csv_billing?encoding=sjis`);
    expect(sjis.headers['content-type']).toContain('Shift_JIS');
  });

  it('marks paid, and a correction is a credit note plus a new draft, never an edit', async () => {
    const paid = await call('POST', `/api/v1/admin/billings/${invoiceId}/paid`, { paid_on: '2026-06-20' });
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_on: '2026-06-20' });
    const credit = await call('POST', `/api/v1/admin/billings/${invoiceId}/credit`, { reason: '単価の誤り' });
    expect(credit.statusCode).toBe(201);
    const { credit_note, reissue } = credit.json().data;
    expect(credit_note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      subtotal: -17_006,
      tax: -1_700,
      total: -18_706,
      credit_of: { id: invoiceId },
    });
    expect(reissue).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      total: 18_706,
      invoice_number: `MR-202605-${String(company.id).padStart(5, '0')}-2`,
      replaces: { id: invoiceId },
      examinees_count: 7,
    });
    const original = (await call('GET', `/api/v1/admin/billings/${invoiceId}`)).json().data;
    expect(original).toMatchObject({ status: 'credited', total: 18_706 });
    expect(original.credited_by.id).toBe(credit_note.id);
    // The re-run of the month still leaves everything as it is.
    expect((await runBillingMonth(ctx.database, '2026-05')).created).toBe(0);
    const list = (await call('GET', `/api/v1/admin/billings?month=2026-05&company_id=${company.id}`)).json()
      .data;
    expect(list.items).toHaveLength(3);
    expect(list.month_totals).toEqual([
      { month: '2026-05', count: 3, subtotal: 17_006, tax: 1_700, total: 18_706 },
    ]);
    // Every change of the flow is one action on the invoice, in order, with what changed.
    const actions = await ctx.database.db
      .select()
      .from(schema.operatorActions)
      .where(eq(schema.operatorActions.company_id, company.id))
      .orderBy(schema.operatorActions.id);
    expect(actions.map((a) => [a.action, a.target_type, a.target_id])).toEqual(
      ['invoice.adjust_line', 'invoice.add_line', 'invoice.issue', 'invoice.paid', 'invoice.credit'].map(
        (action) => [action, 'invoice', String(invoiceId)],
      ),
    );
    expect(actions.at(-1)?.changes).toMatchObject({ status: { before: 'paid', after: 'credited' } });
  });
});
