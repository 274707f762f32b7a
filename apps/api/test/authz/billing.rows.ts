/**
 * Billing: every company role reads its company's issued invoices (invoices:view); another
 * company's invoice, and a draft, answer 404 like a missing one. Only operators run months,
 * adjust, issue, pay, credit, set contracts and send contract notices (company users get 401 on
 * the operator's routes: they hold no operator session).
 */
import { schema } from '@mirume/db';
import { type Actor, company, expectFor, type Fixtures, operatorOnly, type Row, VARIANTS } from './table.ts';

let seq = 0;
/** A fresh invoice of the company with one manual line; answers its id and the line's. */
async function freshInvoice(f: Fixtures, companyId: number, status: 'draft' | 'issued') {
  seq += 1;
  const [invoice] = await f.ctx.database.db
    .insert(schema.invoices)
    .values({
      company_id: companyId,
      status,
      billing_month: '2020-01',
      sequence: 100 + seq,
      invoice_number: `AUTHZ-${companyId}-${seq}`,
      period_start: '2020-01-01',
      period_end: '2020-01-31',
      issue_date: '2020-02-01',
      due_date: '2020-03-31',
      recipient_name: '権限確認',
      subtotal: 1000,
      tax: 100,
      total: 1100,
      replaces_invoice_id: -seq,
      issued_at: status === 'issued' ? new Date() : null,
    })
    .returning({ id: schema.invoices.id });
  if (!invoice) throw new Error('expected an invoice');
  const [line] = await f.ctx.database.db
    .insert(schema.invoiceLines)
    .values({
      invoice_id: invoice.id,
      position: 1,
      kind: 'manual',
      description: '権限確認',
      quantity: 1,
      unit_price: 1000,
      amount: 1000,
      reason: '確認',
    })
    .returning({ id: schema.invoiceLines.id });
  return { id: invoice.id, lineId: line?.id ?? 0 };
}

const shared = new Map<string, Promise<{ id: number; lineId: number }>>();
function sharedInvoice(f: Fixtures, companyId: number) {
  const key = String(companyId);
  if (!shared.has(key)) shared.set(key, freshInvoice(f, companyId, 'issued'));
  return shared.get(key) as Promise<{ id: number; lineId: number }>;
}

/** A fresh company with a confirmed admin and a contract (the contract rows act on it). */
async function freshContract(f: Fixtures) {
  seq += 1;
  const db = f.ctx.database.db;
  const [c] = await db
    .insert(schema.companies)
    .values({ name: `契約確認${seq}`, status: 'approved' })
    .returning();
  if (!c) throw new Error('expected a company');
  await db.insert(schema.companyAdmins).values({
    company_id: c.id,
    role: 'admin',
    email: `authz-contract-${seq}-${c.id}@authz.mirume.test`,
    last_name: '契約',
    first_name: '確認',
    kana_last_name: 'ケイヤク',
    kana_first_name: 'カクニン',
    confirmed_at: new Date(),
  });
  const [contract] = await db
    .insert(schema.companyContracts)
    .values({ company_id: c.id, start_date: '2026-01-01', end_date: '2026-12-31', base_fee: 1000 })
    .returning();
  return { companyId: c.id, contractId: contract?.id ?? 0 };
}

const companyInvoiceRows: Row[] = ['', '/csv_billing', '/csv_examinees', '/pdf'].flatMap((suffix) =>
  VARIANTS.map((variant) => ({
    method: 'GET' as const,
    route: `/api/v1/billings/:id${suffix}`,
    variant,
    url: async (f: Fixtures) => {
      if (variant === 'missing id') return `/api/v1/billings/${f.missingId}${suffix}`;
      const inv = await sharedInvoice(f, variant === 'own company' ? f.ownCompanyId : f.otherCompanyId);
      return `/api/v1/billings/${inv.id}${suffix}`;
    },
    expect: expectFor(variant, 200),
  })),
);

const draftHidden: Row = {
  method: 'GET',
  route: '/api/v1/billings/:id',
  variant: 'a draft of the own company',
  url: async (f: Fixtures) => `/api/v1/billings/${(await freshInvoice(f, f.ownCompanyId, 'draft')).id}`,
  expect: company(404),
};

const operatorInvoice =
  (status: 'draft' | 'issued', path: (i: { id: number; lineId: number }) => string) =>
  async (f: Fixtures, _actor: Actor) =>
    path(await freshInvoice(f, f.otherCompanyId, status));

export const BILLING_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/latest_billings', expect: company(200) },
  { method: 'GET', route: '/api/v1/billings', expect: company(200) },
  { method: 'GET', route: '/api/v1/date_contract', expect: company(200) },
  {
    method: 'GET',
    route: '/api/v1/export_billings_list_of_year',
    url: '/api/v1/export_billings_list_of_year?year=2026',
    expect: company(200),
  },
  {
    method: 'GET',
    route: '/api/v1/export_examinees_list_of_year',
    url: '/api/v1/export_examinees_list_of_year?year=2026',
    expect: company(200),
  },
  ...companyInvoiceRows,
  draftHidden,
  { method: 'GET', route: '/api/v1/admin/billings', expect: operatorOnly(200) },
  {
    method: 'GET',
    route: '/api/v1/admin/billings/export_billings_company_csv',
    url: '/api/v1/admin/billings/export_billings_company_csv?year=2020',
    expect: operatorOnly(200),
  },
  { method: 'GET', route: '/api/v1/admin/billing_runs', expect: operatorOnly(200) },
  {
    method: 'POST',
    route: '/api/v1/admin/billing_runs',
    payload: { month: '2001-01' },
    expect: operatorOnly(202),
  },
  ...(['', '/csv_billing', '/csv_examinees', '/pdf'] as const).flatMap((suffix): Row[] => [
    {
      method: 'GET',
      route: `/api/v1/admin/billings/:id${suffix}`,
      variant: 'any company',
      url: operatorInvoice('issued', (i) => `/api/v1/admin/billings/${i.id}${suffix}`),
      expect: operatorOnly(200),
    },
    {
      method: 'GET',
      route: `/api/v1/admin/billings/:id${suffix}`,
      variant: 'missing id',
      url: (f) => `/api/v1/admin/billings/${f.missingId}${suffix}`,
      expect: operatorOnly(404),
    },
  ]),
  {
    method: 'POST',
    route: '/api/v1/admin/billings/:id/lines',
    url: operatorInvoice('draft', (i) => `/api/v1/admin/billings/${i.id}/lines`),
    payload: { description: '調整', quantity: 1, unit_price: -100, reason: '値引き' },
    expect: operatorOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/billings/:id/lines/:line_id',
    url: operatorInvoice('draft', (i) => `/api/v1/admin/billings/${i.id}/lines/${i.lineId}`),
    payload: { quantity: 2, unit_price: 1000, reason: '数量の訂正' },
    expect: operatorOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/billings/:id/lines/:line_id',
    url: operatorInvoice('draft', (i) => `/api/v1/admin/billings/${i.id}/lines/${i.lineId}`),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/billings/:id/issue',
    url: operatorInvoice('draft', (i) => `/api/v1/admin/billings/${i.id}/issue`),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/billings/:id/paid',
    url: operatorInvoice('issued', (i) => `/api/v1/admin/billings/${i.id}/paid`),
    payload: { paid_on: '2020-03-01' },
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/billings/:id/credit',
    url: operatorInvoice('issued', (i) => `/api/v1/admin/billings/${i.id}/credit`),
    payload: { reason: '訂正' },
    expect: operatorOnly(201),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id/contract',
    url: (f) => `/api/v1/admin/companies/${f.otherCompanyId}/contract`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id/contract',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}/contract`,
    expect: operatorOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/companies/:id/contract',
    url: (f) => `/api/v1/admin/companies/${f.otherCompanyId}/contract`,
    payload: {
      plan: 'annual',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      base_fee: 10000,
      unit_prices: { senkou: 1000, employee: 500 },
    },
    expect: operatorOnly(200),
  },
  { method: 'GET', route: '/api/v1/admin/billing_years', expect: operatorOnly(200) },
  {
    method: 'PATCH',
    route: '/api/v1/admin/billing_years/:id',
    url: async (f) => `/api/v1/admin/billing_years/${(await freshContract(f)).contractId}`,
    payload: { action: 'renew', end_date: '2027-12-31' },
    expect: operatorOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/billing_years/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/billing_years/${f.missingId}`,
    payload: { action: 'end' },
    expect: operatorOnly(404),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/billing_years/:id/send_end_contract_mail',
    url: async (f) =>
      `/api/v1/admin/billing_years/${(await freshContract(f)).contractId}/send_end_contract_mail`,
    payload: {},
    expect: operatorOnly(200),
  },
];
