/**
 * An operator inside one company (decision 0028): the operator mirrors of the company calls under
 * /api/v1/admin/companies/{id}/…, derived from the company rows of the same calls. For each company
 * row the operator calls the same record through the mirror of the record's company URL:
 * - a record of the company in the URL → what that company's general admin gets;
 * - a record of another company through this company's URL → 404 (tenant isolation);
 * - company users (any role, any company) → 401: the mirrors sit behind the operator guard.
 * Plus rows for a company that does not exist or is discarded (404) on reads and writes.
 */
import { schema } from '@mirume/db';
import { operatorCompanyPath } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { DEMO, signInCompany, signInOperator } from '../support/app.ts';
import { createPerson as createReportPerson, storeResult } from '../support/reports.ts';
import { createPerson } from '../support/results.ts';
import { createOtherCompany } from '../support/world.ts';
import { ACCOUNT_ROWS } from './accounts.rows.ts';
import { ASSESSMENT_OCR_ROWS } from './assessment-ocr.rows.ts';
import { ASSESSMENT_REPORT_ROWS } from './assessment-reports.rows.ts';
import { ASSESSMENT_ROWS } from './assessments.rows.ts';
import { CUSTOM_ASSESSMENT_ROWS } from './custom-assessments.rows.ts';
import { DIAGNOSIS_ROWS } from './diagnosis.rows.ts';
import { EMPLOYEE_ROWS } from './employees.rows.ts';
import { ORG_CHART_ROWS } from './org-charts.rows.ts';
import { RESULT_EXPORT_ROWS } from './result-exports.rows.ts';
import { RESULT_PAGE_ROWS } from './result-pages.rows.ts';
import { RESULT_REPORT_ROWS, untilNoReportJobs } from './result-reports.rows.ts';
import { RESULT_ROWS } from './results.rows.ts';
import { type Fixtures, operatorOnly, type Row } from './table.ts';

/** The company calls an operator reaches inside a company (routes/v1/admin/company-data). */
const MIRRORED: RegExp[] = [
  /^GET \/api\/v1\/company_admins$/,
  /^POST \/api\/v1\/company_admins\/user$/,
  /^(GET|PATCH|DELETE) \/api\/v1\/company_admins\/:id$/,
  /^POST \/api\/v1\/company_admins\/:id\/reinvite$/,
  /^\w+ \/api\/v1\/employees(\/|$)/,
  /^\w+ \/api\/v1\/organization_charts(\/|$)/,
  /^\w+ \/api\/v1\/companies\/:id\/(bulk_upsert_url|bulk_issue_ticket|undiagnosis_list|diagnosis_list|mirumevital_csv_export_bulk_with_diff)$/,
  /^\w+ \/api\/v1\/shindan_musashino_senkous(\/|$)/,
  /^\w+ \/api\/v1\/(ticket_batches|ticket_codes)(\/|$)/,
  /^GET \/api\/v1\/mirumevital_\w+_csv_export_bulk$/,
  /^POST \/api\/v1\/mirumevital_\w+_pdf_download_all$/,
  /^\w+ \/api\/v1\/(marcopolo|marcopolo_custom_assessment_settings|marcopolo_custom_assessment_columns)(\/|$)/,
];

const API = '/api/v1';
const mirror = (companyUrl: string, companyId: number | string) =>
  `${API}${operatorCompanyPath(companyUrl.slice(API.length), companyId)}`;

function operatorRow(row: Row): Row {
  const companyInPath = row.route.startsWith(`${API}/companies/:id/`);
  const status =
    companyInPath && row.variant === "another company's" ? row.expect.other_company_admin : row.expect.admin;
  return {
    ...row,
    route: mirror(row.route, ':company_id'),
    variant: `operator mirror${row.variant ? `, ${row.variant}` : ''}`,
    url: async (f, actor) => {
      const url = typeof row.url === 'function' ? await row.url(f, actor) : (row.url ?? row.route);
      return mirror(url, f.ownCompanyId);
    },
    expect: operatorOnly(status),
  };
}

const SOURCES = [
  ...ACCOUNT_ROWS,
  ...EMPLOYEE_ROWS,
  ...ORG_CHART_ROWS,
  ...DIAGNOSIS_ROWS,
  ...RESULT_ROWS,
  ...RESULT_REPORT_ROWS,
  ...RESULT_EXPORT_ROWS,
  ...RESULT_PAGE_ROWS,
  ...ASSESSMENT_ROWS,
  ...ASSESSMENT_REPORT_ROWS,
  ...ASSESSMENT_OCR_ROWS,
  ...CUSTOM_ASSESSMENT_ROWS,
];

async function discardedCompany(f: Fixtures) {
  const { company } = await createOtherCompany(f.ctx.database);
  await f.ctx.database.db
    .update(schema.companies)
    .set({ discarded_at: new Date() })
    .where(eq(schema.companies.id, company.id));
  return company.id;
}

let seq = 0;
const personOf = (f: Fixtures, companyId: number) =>
  createPerson(f.ctx.database, companyId, {
    employee_id: `OP-AUTHZ-${++seq}-${Date.now() % 1e7}`,
    last_name: '運営',
    first_name: '確認',
    kana_last_name: 'ウンエイ',
    kana_first_name: 'カクニン',
    email: null,
    employment_type: 'full_time',
    department: null,
  });

const employee = {
  employee_id: 'OP-AUTHZ-1',
  last_name: '運営',
  first_name: '登録',
  kana_last_name: 'ウンエイ',
  kana_first_name: 'トウロク',
  employment_type: 'employee',
};

/** A missing or discarded company answers 404 like a missing record, before any body check. */
const NO_COMPANY_ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/scope',
    variant: 'a live company',
    url: (f) => `/api/v1/admin/companies/${f.ownCompanyId}/scope`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/scope',
    variant: 'a discarded company',
    url: async (f) => `/api/v1/admin/companies/${await discardedCompany(f)}/scope`,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/employees',
    variant: 'a missing company',
    url: (f) => `/api/v1/admin/companies/${f.missingId}/employees`,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/employees',
    variant: 'a discarded company',
    url: async (f) => `/api/v1/admin/companies/${await discardedCompany(f)}/employees`,
    expect: operatorOnly(404),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/companies/:company_id/employees',
    variant: 'a discarded company',
    url: async (f) => `/api/v1/admin/companies/${await discardedCompany(f)}/employees`,
    payload: employee,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id/diagnosis_list',
    variant: 'a discarded company',
    url: async (f) => `/api/v1/admin/companies/${await discardedCompany(f)}/diagnosis_list`,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/employees/:id',
    variant: 'a person of a live company',
    url: async (f) => `/api/v1/admin/employees/${await personOf(f, f.ownCompanyId)}`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/employees/:id',
    variant: 'a person of a discarded company',
    url: async (f) => `/api/v1/admin/employees/${await personOf(f, await discardedCompany(f))}`,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/employees/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/employees/${f.missingId}`,
    expect: operatorOnly(404),
  },
];

/**
 * A combined PDF job started by an operator inside the company is the operator's: read through
 * the mirror it answers them; the company admin's job through the same mirror is 404.
 */
async function finishedJobOf(f: Fixtures, starter: 'operator' | 'admin'): Promise<string> {
  const headers =
    starter === 'operator' ? await signInOperator(f.ctx.app) : await signInCompany(f.ctx.app, DEMO.admin);
  const base = starter === 'operator' ? `/api/v1/admin/companies/${f.ownCompanyId}` : '/api/v1';
  const employeeId = await createReportPerson(f.ctx.database, f.ownCompanyId);
  const resultId = await storeResult(f.ctx.database, f.ownCompanyId, employeeId, { type: 'senkou' });
  await untilNoReportJobs(f);
  const res = await f.ctx.app.inject({
    method: 'POST',
    url: `${base}/mirumevital_senkou_pdf_download_all`,
    headers,
    payload: { ids: [resultId] },
  });
  const jobId = res.json().data.job_id as string;
  for (;;) {
    const poll = await f.ctx.app.inject({ method: 'GET', url: `${base}/report_jobs/${jobId}`, headers });
    if (poll.json().data.status !== 'running') return jobId;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const OPERATOR_JOB_ROWS: Row[] = (['', '/file'] as const).flatMap((suffix) => [
  {
    method: 'GET' as const,
    route: `/api/v1/admin/companies/:company_id/report_jobs/:job_id${suffix}`,
    variant: "the operator's own job",
    url: async (f: Fixtures) =>
      `/api/v1/admin/companies/${f.ownCompanyId}/report_jobs/${await finishedJobOf(f, 'operator')}${suffix}`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET' as const,
    route: `/api/v1/admin/companies/:company_id/report_jobs/:job_id${suffix}`,
    variant: "the company admin's job",
    url: async (f: Fixtures) =>
      `/api/v1/admin/companies/${f.ownCompanyId}/report_jobs/${await finishedJobOf(f, 'admin')}${suffix}`,
    expect: operatorOnly(404),
  },
]);

export const OPERATOR_COMPANY_ROWS: Row[] = [
  ...SOURCES.filter((row) => MIRRORED.some((re) => re.test(`${row.method} ${row.route}`))).map(operatorRow),
  ...NO_COMPANY_ROWS,
  ...OPERATOR_JOB_ROWS,
];
