/**
 * Combined-PDF jobs on the durable queue: the per-company limits, progress and the finished file
 * read from the database, forgetting after their time, failing in Japanese, and surviving a
 * restart — a job queued by one app instance is finished by the next on the same database, and a
 * job whose worker died mid-way starts over and finishes.
 */
import { beginReportJobAttempt, schema } from '@mirume/db';
import {
  REPORT_JOB_NOT_READY_MESSAGE,
  REPORT_JOBS_BUSY_MESSAGE,
  ZReportJobCreatedResponse,
  ZReportJobResponse,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestDatabase } from '../../../packages/db/test-support/test-database.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import {
  JOB_TTL_MS,
  MAX_KEPT_PER_COMPANY,
  MAX_RUNNING_PER_COMPANY,
  makeReportFile,
  REPORT_JOB_FAILED_MESSAGE,
} from '../src/services/reports/jobs.ts';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { createPerson, pdfPages, storeResult } from './support/reports.ts';
import { companyAdminRow, createOtherCompany, signedIn, useWorld } from './support/world.ts';

const { reportJobs } = schema;
const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
let adminId: number;
let resultIds: number[];
beforeAll(async () => {
  adminId = (await companyAdminRow(ctx.database, DEMO.admin))!.id;
  const person = await createPerson(ctx.database, ctx.companyId, { last_name: '継続', first_name: '太郎' });
  resultIds = [
    await storeResult(ctx.database, ctx.companyId, person),
    await storeResult(ctx.database, ctx.companyId, person),
  ];
});

const start = (ids: number[], headers: CompanyHeaders = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/mirumevital_senkou_pdf_download_all',
    headers,
    payload: { ids },
  });

const status = async (jobId: string, headers: CompanyHeaders = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/report_jobs/${jobId}`, headers });
  return { res, job: res.statusCode === 200 ? ZReportJobResponse.parse(res.json()).data : null };
};

const fileOf = (jobId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/report_jobs/${jobId}/file`, headers: admin });

/** A job row as if started by the demo admin, without a queue entry (for states the test sets). */
async function insertJob(values: Partial<typeof reportJobs.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(reportJobs)
    .values({
      company_id: ctx.companyId,
      company_admin_id: adminId,
      diagnosis_type: 'senkou',
      result_ids: resultIds,
      total: resultIds.length,
      file_name: 'x.pdf',
      ...values,
    })
    .returning({ id: reportJobs.id });
  return row!.id;
}

async function clearJobs() {
  await ctx.database.db.delete(reportJobs).where(eq(reportJobs.company_id, ctx.companyId));
}

async function waitUntilDone(jobId: string, within = 30_000) {
  const until = Date.now() + within;
  for (;;) {
    const { job } = await status(jobId);
    if (job && job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} not finished: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('[REPORT JOBS] limits and states, read from the database', () => {
  it(`lets a company wait for or run at most ${MAX_RUNNING_PER_COMPANY} jobs (429 in Japanese); another company is unaffected`, async () => {
    await clearJobs();
    for (let i = 0; i < MAX_RUNNING_PER_COMPANY; i++) await insertJob({ status: i ? 'queued' : 'running' });
    const refused = await start(resultIds);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(REPORT_JOBS_BUSY_MESSAGE);

    const other = await createOtherCompany(ctx.database);
    const person = await createPerson(ctx.database, other.company.id);
    const theirs = await storeResult(ctx.database, other.company.id, person);
    const otherHeaders = await signInCompany(ctx.app, other.email);
    expect((await start([theirs], otherHeaders)).statusCode).toBe(202);
    await clearJobs();
  });

  it('shows progress, refuses the file until done (409) or when failed, and forgets a job after its time', async () => {
    await clearJobs();
    const running = await insertJob({ status: 'running', done: 1 });
    expect((await status(running)).job).toMatchObject({ status: 'running', done: 1, total: 2, error: null });
    const early = await fileOf(running);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(REPORT_JOB_NOT_READY_MESSAGE);

    const queued = await insertJob({ status: 'queued' });
    expect((await status(queued)).job?.status).toBe('running');

    const failed = await insertJob({ status: 'failed', expires_at: new Date(Date.now() + JOB_TTL_MS) });
    expect((await status(failed)).job).toMatchObject({ status: 'failed', error: REPORT_JOB_FAILED_MESSAGE });
    expect((await fileOf(failed)).json().error.message).toBe(REPORT_JOB_FAILED_MESSAGE);

    const expired = await insertJob({
      status: 'done',
      done: 2,
      file: Buffer.from('%PDF-1.3'),
      expires_at: new Date(Date.now() - 1),
    });
    expect((await status(expired)).res.statusCode).toBe(404);
    expect((await fileOf(expired)).statusCode).toBe(404);
    for (const id of ['no-such-job', '00000000-0000-0000-0000-000000000000', "x' or '1'='1"]) {
      expect((await status(id)).res.statusCode).toBe(404);
    }
    await clearJobs();
  });

  it(`keeps at most ${MAX_KEPT_PER_COMPANY} finished files per company, dropping the oldest`, async () => {
    await clearJobs();
    const finished: string[] = [];
    for (let i = 0; i < MAX_KEPT_PER_COMPANY; i++) {
      finished.push(
        await insertJob({
          status: 'done',
          done: 2,
          file: Buffer.from(`file ${i}`),
          created_at: new Date(Date.now() - (MAX_KEPT_PER_COMPANY - i) * 1000),
          expires_at: new Date(Date.now() + JOB_TTL_MS),
        }),
      );
    }
    const started = await start(resultIds);
    expect(started.statusCode).toBe(202);
    expect((await status(finished[0]!)).res.statusCode).toBe(404);
    expect((await fileOf(finished[1]!)).rawPayload.toString()).toBe('file 1');
    await waitUntilDone(ZReportJobCreatedResponse.parse(started.json()).data.job_id);
    await clearJobs();
  });

  it('fails in Japanese, without retrying, when a result was deleted after the job started', async () => {
    await clearJobs();
    const person = await createPerson(ctx.database, ctx.companyId);
    const doomed = await storeResult(ctx.database, ctx.companyId, person);
    const id = await insertJob({ result_ids: [doomed], total: 1 });
    await ctx.database.db.delete(schema.mirumevitalResults).where(eq(schema.mirumevitalResults.id, doomed));
    await makeReportFile(ctx.app, id);
    expect((await status(id)).job).toMatchObject({ status: 'failed', error: REPORT_JOB_FAILED_MESSAGE });
    await clearJobs();
  });
});

describe('[REPORT JOBS] durable across restarts', () => {
  it('a job whose worker died mid-way starts over from the first report and finishes; a finished job is left alone', async () => {
    await clearJobs();
    const id = await insertJob({ status: 'running', done: 1, attempts: 1 });
    await makeReportFile(ctx.app, id);
    const [row] = await ctx.database.db.select().from(reportJobs).where(eq(reportJobs.id, id));
    expect(row).toMatchObject({ status: 'done', done: 2, attempts: 2 });
    expect(pdfPages(row!.file!).length).toBeGreaterThan(2);
    // delivered again (at-least-once): nothing changes
    expect(await beginReportJobAttempt(ctx.database.db, id, 'test:1')).toBeUndefined();
    await makeReportFile(ctx.app, id);
    const [again] = await ctx.database.db.select().from(reportJobs).where(eq(reportJobs.id, id));
    expect(again).toMatchObject({ status: 'done', attempts: 2 });
    expect(again!.file!.equals(row!.file!)).toBe(true);
    await clearJobs();
  });

  it('a job queued by one app instance that stopped is finished by the next instance on the same database', async () => {
    const database = await createDemoTestDatabase();
    const appOn = async (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/none', ...env });
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      return app;
    };
    try {
      const first = await appOn({ JOBS_WORK: 'false' });
      const companyId = (await companyAdminRow(database, DEMO.admin))!.company_id;
      const person = await createPerson(database, companyId);
      const ids = [await storeResult(database, companyId, person)];
      const res = await first.inject({
        method: 'POST',
        url: '/api/v1/mirumevital_senkou_pdf_download_all',
        headers: await signInCompany(first, DEMO.admin),
        payload: { ids },
      });
      expect(res.statusCode).toBe(202);
      const jobId = ZReportJobCreatedResponse.parse(res.json()).data.job_id;
      await first.close();
      const [queued] = await database.db.select().from(reportJobs).where(eq(reportJobs.id, jobId));
      expect(queued?.status).toBe('queued');

      const second = await appOn({});
      const headers = await signInCompany(second, DEMO.admin);
      const until = Date.now() + 30_000;
      let job = null;
      while (Date.now() < until) {
        const r = await second.inject({ method: 'GET', url: `/api/v1/report_jobs/${jobId}`, headers });
        job = ZReportJobResponse.parse(r.json()).data;
        if (job.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(job).toMatchObject({ status: 'done', done: 1, total: 1 });
      const file = await second.inject({ method: 'GET', url: `/api/v1/report_jobs/${jobId}/file`, headers });
      expect(pdfPages(file.rawPayload)[0]).toContain('一括出力');
      await second.close();
    } finally {
      await database.close();
    }
    // Longer than its own 30-second wait for the job, plus two apps and a database to set up.
  }, 60_000);
});

describe("[JOBS] the product's scheduled tasks", () => {
  it('are stored with their cron expressions in Japan time', async () => {
    expect(await ctx.app.jobs.schedules()).toEqual(
      expect.arrayContaining([
        { name: 'report-jobs-sweep', cron: '*/10 * * * *', timezone: 'Asia/Tokyo' },
        { name: 'files-abandoned', cron: '17 * * * *', timezone: 'Asia/Tokyo' },
      ]),
    );
  });
});
