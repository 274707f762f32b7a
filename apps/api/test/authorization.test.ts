/**
 * The authorization table (QUALITY.md): every route × every actor × {own record, another
 * company's record, missing id}, with the status each actor must get. Rows live per area in
 * authz/*.rows.ts. A route registered without a row fails the first test, so new work must add
 * its rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROWS } from './authz/accounts.rows.ts';
import { ASSESSMENT_OCR_ROWS } from './authz/assessment-ocr.rows.ts';
import { ASSESSMENT_REPORT_ROWS } from './authz/assessment-reports.rows.ts';
import { ASSESSMENT_ROWS } from './authz/assessments.rows.ts';
import { BILLING_ROWS } from './authz/billing.rows.ts';
import { COMMUNICATION_ROWS } from './authz/communications.rows.ts';
import { CRITERIA_ROWS } from './authz/criteria.rows.ts';
import { CUSTOM_ASSESSMENT_ROWS } from './authz/custom-assessments.rows.ts';
import { DIAGNOSIS_ROWS } from './authz/diagnosis.rows.ts';
import { EMPLOYEE_ROWS } from './authz/employees.rows.ts';
import { EXAM_ROWS } from './authz/exam.rows.ts';
import { FILE_ROWS } from './authz/files.rows.ts';
import { MAIL_ROWS } from './authz/mail.rows.ts';
import { ONBOARDING_ROWS } from './authz/onboarding.rows.ts';
import { OPERATOR_COMPANY_ROWS } from './authz/operator-company.rows.ts';
import { OPERATOR_CONSOLE_ROWS } from './authz/operator-console.rows.ts';
import { ORG_CHART_ROWS } from './authz/org-charts.rows.ts';
import { PLATFORM_ROWS } from './authz/platform.rows.ts';
import { RESULT_EXPORT_ROWS } from './authz/result-exports.rows.ts';
import { RESULT_PAGE_ROWS } from './authz/result-pages.rows.ts';
import { RESULT_REPORT_ROWS } from './authz/result-reports.rows.ts';
import { RESULT_ROWS } from './authz/results.rows.ts';
import { ACTORS, type Actor, type Fixtures, type Row } from './authz/table.ts';
import { DEMO, PASSWORD, signInCompany, signInOperator } from './support/app.ts';
import { must } from './support/must.ts';
import { companyAdminRow, createOtherCompany, useWorld } from './support/world.ts';

const TABLE: Row[] = [
  ...PLATFORM_ROWS,
  ...ONBOARDING_ROWS,
  ...ACCOUNT_ROWS,
  ...MAIL_ROWS,
  ...EMPLOYEE_ROWS,
  ...ORG_CHART_ROWS,
  ...CUSTOM_ASSESSMENT_ROWS,
  ...ASSESSMENT_ROWS,
  ...DIAGNOSIS_ROWS,
  ...EXAM_ROWS,
  ...RESULT_ROWS,
  ...RESULT_REPORT_ROWS,
  ...RESULT_EXPORT_ROWS,
  ...RESULT_PAGE_ROWS,
  ...FILE_ROWS,
  ...CRITERIA_ROWS,
  ...BILLING_ROWS,
  ...OPERATOR_CONSOLE_ROWS,
  ...COMMUNICATION_ROWS,
  ...OPERATOR_COMPANY_ROWS,
  ...ASSESSMENT_REPORT_ROWS,
  ...ASSESSMENT_OCR_ROWS,
];

/** Framework routes that are not part of the product API (the docs page's static files). */
const NOT_PRODUCT_ROUTES = (url: string) => url.startsWith('/api/v1/docs');

// Every role tries the same wrong sign-in from one address; the sign-in limits have their own tests.
// The table sends thousands of requests a minute from one address: the general per-address limit
// (its own test: rate-limit.test.ts) would answer 429 to rows that ask about roles, not rates.
const ctx = useWorld({ SIGN_IN_ATTEMPTS_PER_ACCOUNT_AND_IP: '100', RATE_LIMIT_PER_MINUTE: '0' });
let fixtures: Fixtures;
let otherEmail: string;
beforeAll(async () => {
  const other = await createOtherCompany(ctx.database);
  otherEmail = other.email;
  const worker = must(await companyAdminRow(ctx.database, DEMO.worker));
  const otherAdmin = must(await companyAdminRow(ctx.database, other.email));
  fixtures = {
    ctx,
    ownCompanyId: worker.company_id,
    otherCompanyId: other.company.id,
    ownWorkerId: worker.id,
    otherCompanyAdminId: otherAdmin.id,
    missingId: 999_999,
  };
});

async function signIn(actor: Exclude<Actor, 'anonymous'>): Promise<Record<string, string>> {
  switch (actor) {
    case 'operator':
      return signInOperator(ctx.app);
    case 'other_company_admin':
      return signInCompany(ctx.app, otherEmail, PASSWORD);
    default:
      return signInCompany(ctx.app, DEMO[actor]);
  }
}

/**
 * Each actor's session, kept from row to row while it is still valid: a sign-in hashes the
 * password (argon2id), which was most of the table's time (117 s → 30 s for 5,301 rows). A row
 * that ends the session (signing out, a password change, a set-up that signs in often enough to
 * push the oldest session out) leaves the next row a fresh sign-in, so every row still runs as a
 * signed-in actor.
 */
const sessions = new Map<Actor, Record<string, string>>();
async function credentials(actor: Actor): Promise<Record<string, string>> {
  if (actor === 'anonymous') return {};
  const held = sessions.get(actor);
  if (held) {
    const url =
      actor === 'operator' ? '/api/v1/system_admins/validate_token' : '/api/v1/company_admins/validate_token';
    const res = await ctx.app.inject({ method: 'GET', url, headers: held });
    if (res.statusCode === 200) return held;
  }
  const fresh = await signIn(actor);
  sessions.set(actor, fresh);
  return fresh;
}

describe('[AUTHZ] authorization table', () => {
  it('has a row for every route the API registers', () => {
    const registered = ctx.app.routeTable
      .filter((r) => !NOT_PRODUCT_ROUTES(r.url) && r.url !== '*' && r.url !== '/*')
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(TABLE.map((r) => `${r.method} ${r.route}`));
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
  });

  it('declares who may call every route', () => {
    const undeclared = ctx.app.routeTable.filter((r) => !NOT_PRODUCT_ROUTES(r.url) && !r.access);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  for (const row of TABLE) {
    for (const actor of ACTORS) {
      const label = `${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ''} as ${actor} → ${row.expect[actor]}`;
      it(label, async () => {
        const url = typeof row.url === 'function' ? await row.url(fixtures, actor) : (row.url ?? row.route);
        const payload = typeof row.payload === 'function' ? row.payload(fixtures, actor) : row.payload;
        const send = async (headers: Record<string, string>) =>
          ctx.app.inject({ method: row.method, url, headers, ...(payload ? { payload } : {}) });
        // After the row's own set-up, whose sign-ins may end the actor's oldest session.
        let res = await send(await credentials(actor));
        if (res.statusCode === 401 && row.expect[actor] !== 401 && actor !== 'anonymous') {
          // The held session ended between its check and this request (the session cache had
          // kept it a moment longer): the row is asked again as a freshly signed-in actor.
          sessions.delete(actor);
          res = await send(await credentials(actor));
        }
        expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect[actor]);
      });
    }
  }
});
