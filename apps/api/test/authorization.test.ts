/**
 * The authorization table (QUALITY.md): every route × every actor, with the status each actor
 * must get. Routes that address a record add the own / other company / missing variants. A
 * route registered without a row here fails the first test, so new work must add its rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createOtherCompany,
  DEMO,
  PASSWORD,
  signInCompany,
  signInOperator,
  type TestContext,
} from './helper.ts';

type Actor =
  | 'anonymous'
  | 'admin'
  | 'senkou_admin'
  | 'employee_admin'
  | 'worker'
  | 'other_company_admin'
  | 'operator';
const ACTORS: Actor[] = [
  'anonymous',
  'admin',
  'senkou_admin',
  'employee_admin',
  'worker',
  'other_company_admin',
  'operator',
];

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern exactly as registered. */
  route: string;
  /** The concrete URL to call (defaults to the pattern). */
  url?: string;
  payload?: Record<string, unknown>;
  expect: Record<Actor, number>;
}

const company = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: ok,
  senkou_admin: ok,
  employee_admin: ok,
  worker: ok,
  other_company_admin: ok,
  operator: 401,
});
const operatorOnly = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: 401,
  senkou_admin: 401,
  employee_admin: 401,
  worker: 401,
  other_company_admin: 401,
  operator: ok,
});
const everyone = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

const TABLE: Row[] = [
  { method: 'GET', route: '/healthz', expect: everyone(200) },
  { method: 'GET', route: '/api/v1/openapi.json', expect: everyone(200) },
  { method: 'GET', route: '/api/v1/maintenance_mode', expect: everyone(200) },
  // Sign-in is public; with wrong credentials every caller gets the same 401.
  {
    method: 'POST',
    route: '/api/v1/company_admins/sign_in',
    payload: { email: 'nobody@demo.mirume.test', password: 'wrong-password' },
    expect: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/v1/system_admins/sign_in',
    payload: { email: 'nobody@mirume.test', password: 'wrong-password' },
    expect: everyone(401),
  },
  { method: 'GET', route: '/api/v1/company_admins/validate_token', expect: company(200) },
  { method: 'DELETE', route: '/api/v1/company_admins/sign_out', expect: company(200) },
  { method: 'GET', route: '/api/v1/system_admins/validate_token', expect: operatorOnly(200) },
  { method: 'DELETE', route: '/api/v1/system_admins/sign_out', expect: operatorOnly(200) },
  {
    method: 'PATCH',
    route: '/api/v1/admin/maintenance_mode',
    payload: { maintenance_flag: false },
    expect: operatorOnly(200),
  },
  { method: 'GET', route: '/api/v1/admin/companies', expect: operatorOnly(200) },
];

/** Framework routes that are not part of the product API (the docs page's static files). */
const NOT_PRODUCT_ROUTES = (url: string) => url.startsWith('/api/v1/docs');

let ctx: TestContext;
let otherEmail: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  otherEmail = (await createOtherCompany(ctx.database)).email;
});
afterAll(() => ctx.close());

async function credentials(actor: Actor): Promise<Record<string, string>> {
  switch (actor) {
    case 'anonymous':
      return {};
    case 'operator':
      return signInOperator(ctx.app);
    case 'other_company_admin':
      return signInCompany(ctx.app, otherEmail, PASSWORD);
    default:
      return signInCompany(ctx.app, DEMO[actor]);
  }
}

describe('[AUTHZ] authorization table', () => {
  it('has a row for every route the API registers', () => {
    const registered = ctx.app.routeTable
      .filter((r) => !NOT_PRODUCT_ROUTES(r.url) && r.url !== '*' && r.url !== '/*')
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(TABLE.map((r) => `${r.method} ${r.route}`));
    const missing = registered.filter((r) => !covered.has(r));
    expect(missing).toEqual([]);
  });

  it('declares who may call every route', () => {
    const undeclared = ctx.app.routeTable.filter((r) => !NOT_PRODUCT_ROUTES(r.url) && !r.access);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  for (const row of TABLE) {
    for (const actor of ACTORS) {
      it(`${row.method} ${row.route} as ${actor} → ${row.expect[actor]}`, async () => {
        const headers = await credentials(actor);
        const res = await ctx.app.inject({
          method: row.method,
          url: row.url ?? row.route,
          headers,
          ...(row.payload ? { payload: row.payload } : {}),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect[actor]);
      });
    }
  }
});
