/**
 * Employees: records, list, bulk import. Every role views and registers; admin and employee_admin
 * manage everyone, senkou_admin applicants only, worker nobody (404). The records used here are
 * full-time employees, so senkou_admin and worker get 404 on edit/delete.
 */
import { createPerson } from '../support/results.ts';
import type { Actor, Fixtures, Row } from './table.ts';
import { ACTORS, company } from './table.ts';

let seq = 0;
/** A unique employee number within the 20-character limit. */
const shortId = (actor: Actor) => `AZ${ACTORS.indexOf(actor)}-${++seq}-${Date.now() % 1e7}`;
/** A fresh full-time employee of the given company. */
async function freshEmployee(f: Fixtures, companyId: number): Promise<number> {
  seq++;
  return createPerson(f.ctx.database, companyId, {
    employee_id: `AUTHZ-${companyId}-${seq}-${Date.now()}`,
    last_name: '権限',
    first_name: '確認',
    kana_last_name: 'ケンゲン',
    kana_first_name: 'カクニン',
    email: null,
    employment_type: 'full_time',
    department: null,
  });
}

/** One shared record per company (created on first use). */
const shared = new Map<string, Promise<number>>();
function sharedEmployee(f: Fixtures, which: 'own' | 'other') {
  const companyId = which === 'own' ? f.ownCompanyId : f.otherCompanyId;
  const key = `${which}-${companyId}`;
  if (!shared.has(key)) shared.set(key, freshEmployee(f, companyId));
  return shared.get(key) as Promise<number>;
}

const person = (actor: Actor) => ({
  employee_id: shortId(actor),
  last_name: '権限',
  first_name: '確認',
  kana_last_name: 'ケンゲン',
  kana_first_name: 'カクニン',
  employment_type: 'senkou',
});

/** Who sees a record of the demo company / of the other company / a missing id. */
const viewOwn = (ok: number): Record<Actor, number> => ({ ...company(ok), other_company_admin: 404 });
const viewOther = (ok: number): Record<Actor, number> => ({
  ...company(404),
  other_company_admin: ok,
});
const missing: Record<Actor, number> = company(404);
/** Managing a full-time employee of the demo company: admin and employee_admin only. */
const manageOwn = (ok: number): Record<Actor, number> => ({
  ...company(404),
  admin: ok,
  employee_admin: ok,
});

type Variant = 'own' | 'other' | 'missing';
const VARIANTS: Variant[] = ['own', 'other', 'missing'];
const label = (v: Variant) =>
  v === 'own' ? 'own company' : v === 'other' ? "another company's" : 'missing id';
const sharedUrl =
  (v: Variant, suffix = '') =>
  async (f: Fixtures) =>
    v === 'missing'
      ? `/api/v1/employees/${f.missingId}${suffix}`
      : `/api/v1/employees/${await sharedEmployee(f, v)}${suffix}`;
const freshUrl = (v: Variant) => async (f: Fixtures) =>
  v === 'missing'
    ? `/api/v1/employees/${f.missingId}`
    : `/api/v1/employees/${await freshEmployee(f, v === 'own' ? f.ownCompanyId : f.otherCompanyId)}`;
const pick = (v: Variant, manage: boolean, ok: number) =>
  v === 'own' ? (manage ? manageOwn(ok) : viewOwn(ok)) : v === 'other' ? viewOther(ok) : missing;

const bulkRows = (actor: Actor) => ({
  mode: 'add',
  rows: [
    {
      employee_id: shortId(actor),
      last_name: '一括',
      first_name: '登録',
      kana_last_name: 'イッカツ',
      kana_first_name: 'トウロク',
      employment_type: '選考中',
    },
  ],
});
/** Bulk import of applicants: every manager role; worker 404. */
const bulkAccess: Record<Actor, number> = { ...company(200), worker: 404 };

export const EMPLOYEE_ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/v1/employees',
    url: '/api/v1/employees?q=ケンゲン&sort=kana',
    expect: company(200),
  },
  { method: 'POST', route: '/api/v1/employees', payload: (_f, actor) => person(actor), expect: company(201) },
  ...VARIANTS.flatMap((v): Row[] => [
    {
      method: 'GET',
      route: '/api/v1/employees/:id',
      variant: label(v),
      url: sharedUrl(v),
      expect: pick(v, false, 200),
    },
    {
      method: 'GET',
      route: '/api/v1/employees/:id/edit',
      variant: label(v),
      url: sharedUrl(v, '/edit'),
      expect: pick(v, true, 200),
    },
    {
      method: 'PUT',
      route: '/api/v1/employees/:id',
      variant: label(v),
      url: freshUrl(v),
      payload: (_f, actor) => ({ ...person(actor), employment_type: 'full_time' }),
      expect: pick(v, true, 200),
    },
    {
      method: 'DELETE',
      route: '/api/v1/employees/:id',
      variant: label(v),
      url: freshUrl(v),
      expect: pick(v, true, 200),
    },
  ]),
  {
    method: 'POST',
    route: '/api/v1/employees/create_employee_bulk',
    payload: (_f, actor) => bulkRows(actor),
    expect: bulkAccess,
  },
  {
    method: 'POST',
    route: '/api/v1/employees/create_employee_bulk/validate',
    payload: (_f, actor) => bulkRows(actor),
    expect: bulkAccess,
  },
];
