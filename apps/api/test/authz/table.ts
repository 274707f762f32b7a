/**
 * Types and helpers of the authorization table. Each area of the product keeps its rows in its
 * own `*.rows.ts` file; authorization.test.ts runs them all and checks that every registered route
 * has at least one row.
 */
import type { TestContext } from '../support/app.ts';

export type Actor =
  | 'anonymous'
  | 'admin'
  | 'senkou_admin'
  | 'employee_admin'
  | 'worker'
  | 'other_company_admin'
  | 'operator';

export const ACTORS: Actor[] = [
  'anonymous',
  'admin',
  'senkou_admin',
  'employee_admin',
  'worker',
  'other_company_admin',
  'operator',
];

/** Records the rows can point at: the demo company's, another company's, and an id that does not exist. */
export interface Fixtures {
  ctx: TestContext;
  ownCompanyId: number;
  otherCompanyId: number;
  /** The demo company's worker (a record of the own company). */
  ownWorkerId: number;
  /** The other company's admin. */
  otherCompanyAdminId: number;
  missingId: number;
}

export interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern exactly as registered, e.g. '/api/v1/company_admins/:id'. */
  route: string;
  /** What this row checks, when a route has several rows (own / other company / missing). */
  variant?: string;
  /** The URL to call; a function may create a fresh record per actor (e.g. for DELETE). */
  url?: string | ((f: Fixtures, actor: Actor) => string | Promise<string>);
  payload?: Record<string, unknown> | ((f: Fixtures, actor: Actor) => Record<string, unknown>);
  expect: Record<Actor, number>;
}

export const everyone = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

/** A company route every company role may call; the other company's admin acts on their own data. */
export const company = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: ok,
  senkou_admin: ok,
  employee_admin: ok,
  worker: ok,
  other_company_admin: ok,
  operator: 401,
});

/** A company route only the admin role may call; the others get 404 like a missing page. */
export const companyAdminOnly = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  admin: ok,
  senkou_admin: 404,
  employee_admin: 404,
  worker: 404,
  other_company_admin: ok,
  operator: 401,
});

export const operatorOnly = (ok: number): Record<Actor, number> => ({
  ...everyone(401),
  operator: ok,
});

/** Which record a row acts on: one of the caller's company, one of another company, or none. */
export type Variant = 'own company' | "another company's" | 'missing id';
export const VARIANTS: Variant[] = ['own company', "another company's", 'missing id'];

/** A company route on a record of the variant: the owner's roles get `ok`, everyone else 404. */
export const expectFor = (v: Variant, ok: number): Record<Actor, number> =>
  v === 'own company'
    ? { ...company(ok), other_company_admin: 404 }
    : v === "another company's"
      ? { ...company(404), other_company_admin: ok }
      : company(404);
