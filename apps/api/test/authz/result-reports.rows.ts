/**
 * PDF reports of results: every company role reads them (diagnosis:view); another company's
 * result is 404 like a missing one. A combined-download job answers only the user who started it.
 */
import { countUnfinishedReportJobs, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { DEMO, PASSWORD, signInCompany } from '../support/app.ts';
import { createPerson, storeResult } from '../support/reports.ts';
import { type Actor, company, expectFor, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

const TYPES = ['senkou', 'employee'] as const;

const results = new Map<string, Promise<{ employeeId: number; resultId: number }>>();
/** One stored result per company and type, shared by the rows. */
function result(f: Fixtures, v: Variant, type: 'senkou' | 'employee') {
  const companyId = v === 'own company' ? f.ownCompanyId : f.otherCompanyId;
  const key = `${companyId}-${type}`;
  if (!results.has(key)) {
    results.set(
      key,
      (async () => {
        const employeeId = await createPerson(f.ctx.database, companyId);
        return { employeeId, resultId: await storeResult(f.ctx.database, companyId, employeeId, { type }) };
      })(),
    );
  }
  return results.get(key) as Promise<{ employeeId: number; resultId: number }>;
}

const pdfRows: Row[] = TYPES.flatMap((type) =>
  VARIANTS.map((variant) => ({
    method: 'GET' as const,
    route: `/api/v1/employees/:employee_id/mirumevital_${type}_pdf_download/:id.pdf`,
    variant,
    url: async (f: Fixtures) => {
      if (variant === 'missing id')
        return `/api/v1/employees/${f.missingId}/mirumevital_${type}_pdf_download/${f.missingId}.pdf`;
      const r = await result(f, variant, type);
      return `/api/v1/employees/${r.employeeId}/mirumevital_${type}_pdf_download/${r.resultId}.pdf`;
    },
    expect: expectFor(variant, 200),
  })),
);

/** Result ids the bulk rows' URL step created, for their payload step. */
const ready = new Map<string, number>();
/**
 * Waits until the own company has no combined PDF waiting or being made. The table's rows follow
 * each other faster than a PDF is made, and a company may have only three unfinished at once
 * (MAX_RUNNING_PER_COMPANY, answered 429): a row that starts one must not find the earlier rows'
 * jobs still running.
 */
export async function untilNoReportJobs(f: Fixtures): Promise<void> {
  while ((await countUnfinishedReportJobs(f.ctx.database.db, f.ownCompanyId)) > 0) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

const bulkRows: Row[] = TYPES.flatMap((type) =>
  VARIANTS.map((variant) => ({
    method: 'POST' as const,
    route: `/api/v1/mirumevital_${type}_pdf_download_all`,
    variant,
    // The table builds the URL (async) before the payload (sync): the URL creates the result.
    url: async (f: Fixtures) => {
      if (variant !== 'missing id')
        ready.set(`${variant}-${type}`, (await result(f, variant, type)).resultId);
      await untilNoReportJobs(f);
      return `/api/v1/mirumevital_${type}_pdf_download_all`;
    },
    payload: (f: Fixtures) => ({
      ids: [variant === 'missing id' ? f.missingId : (ready.get(`${variant}-${type}`) as number)],
    }),
    expect: expectFor(variant, 202),
  })),
);

const COMPANY_ACTORS = new Set<Actor>([
  'admin',
  'senkou_admin',
  'employee_admin',
  'worker',
  'other_company_admin',
]);

async function headersOf(f: Fixtures, actor: Actor) {
  if (actor === 'other_company_admin') {
    const [row] = await f.ctx.database.db
      .select({ email: schema.companyAdmins.email })
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.id, f.otherCompanyAdminId));
    return signInCompany(f.ctx.app, row!.email, PASSWORD);
  }
  return signInCompany(f.ctx.app, DEMO[actor as 'admin' | 'senkou_admin' | 'employee_admin' | 'worker']);
}

/** A finished job started by `actor` (the demo admin's for actors who cannot start one). */
async function finishedJob(f: Fixtures, actor: Actor): Promise<string> {
  const starter = COMPANY_ACTORS.has(actor) ? actor : 'admin';
  const headers = await headersOf(f, starter);
  const own = starter === 'other_company_admin' ? "another company's" : 'own company';
  const { resultId } = await result(f, own, 'senkou');
  await untilNoReportJobs(f);
  const res = await f.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/mirumevital_senkou_pdf_download_all',
    headers,
    payload: { ids: [resultId] },
  });
  const jobId = res.json().data.job_id as string;
  for (;;) {
    const poll = await f.ctx.app.inject({ method: 'GET', url: `/api/v1/report_jobs/${jobId}`, headers });
    if (poll.json().data.status !== 'running') return jobId;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const jobRows: Row[] = (['', '/file'] as const).flatMap((suffix) => [
  {
    method: 'GET' as const,
    route: `/api/v1/report_jobs/:job_id${suffix}`,
    variant: 'own job',
    url: async (f: Fixtures, actor: Actor) => `/api/v1/report_jobs/${await finishedJob(f, actor)}${suffix}`,
    expect: company(200),
  },
  {
    method: 'GET' as const,
    route: `/api/v1/report_jobs/:job_id${suffix}`,
    variant: "the demo admin's job",
    url: async (f: Fixtures) => `/api/v1/report_jobs/${await finishedJob(f, 'admin')}${suffix}`,
    expect: { ...company(404), admin: 200 },
  },
  {
    method: 'GET' as const,
    route: `/api/v1/report_jobs/:job_id${suffix}`,
    variant: 'missing id',
    url: `/api/v1/report_jobs/00000000-0000-4000-8000-000000000000${suffix}`,
    expect: company(404),
  },
]);

export const RESULT_REPORT_ROWS: Row[] = [...pdfRows, ...bulkRows, ...jobRows];
