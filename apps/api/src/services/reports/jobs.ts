/**
 * Combined PDF downloads as durable jobs, so the screen can show progress: POST starts one and
 * answers at once, the screen polls its status (done / total), then downloads the file.
 *
 * The job is a row of report_jobs (progress and the finished file, readable from every API
 * process) plus an entry on the job queue that tells a worker to make it. A worker that dies
 * mid-way (restart, kill -9) leaves the entry to be claimed again once its heartbeat lapses, and
 * the file is made again from the start. A job belongs to the company user who started it —
 * anyone else gets 404 — and is forgotten JOB_TTL_MS after it finished, file included. At most
 * MAX_RUNNING_PER_COMPANY jobs of a company wait or run at once (429 beyond) and at most
 * MAX_KEPT_PER_COMPANY finished files are kept, which bounds what one company can take.
 */
import os from 'node:os';
import {
  beginReportJobAttempt,
  countUnfinishedReportJobs,
  failReportJob,
  findOwnReportJob,
  finishReportJob,
  insertReportJob,
  lockCompanyReportJobs,
  pruneFinishedReportJobs,
  type ReportJobOwner,
  type ReportJobRow,
  readReportJobFile,
  setReportJobProgress,
  sweepReportJobs,
} from '@mirume/db';
import {
  REPORT_JOB_NOT_READY_MESSAGE,
  REPORT_JOBS_BUSY_MESSAGE,
  type TCompanyUser,
  type TReportJob,
} from '@mirume/shared';
import type { JobDefinition } from '../../jobs/runner.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { companyAdminIdOf, operatorActing } from '../operations/acting.ts';
import { combinedReportPdf } from './report-pdf.ts';
import { combinedFileName, type ReportType, reportInputsFor } from './reports.ts';

export const REPORT_PDF_JOB = 'report-pdf';
/** This process, as recorded on the jobs it works. */
const WORKER = `${os.hostname()}:${process.pid}`;
export const REPORT_SWEEP_JOB = 'report-jobs-sweep';
/** A finished file is kept this long after it was made. */
export const JOB_TTL_MS = 60 * 60 * 1000;
export const MAX_RUNNING_PER_COMPANY = 3;
/** Finished files a company keeps at most; starting another drops its oldest finished job. */
export const MAX_KEPT_PER_COMPANY = 10;
/** An unfinished job older than this lost its queue entry; the sweep marks it failed. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
/** Progress is written at most this often (and always at the end). */
const PROGRESS_EVERY_MS = 250;
export const REPORT_JOB_FAILED_MESSAGE = 'PDFの作成に失敗しました。時間をおいて、もう一度お試しください。';

/** A job is its starter's: the company user's, or the operator's who started it inside the company. */
function ownerOf(user: TCompanyUser): ReportJobOwner {
  const operator = operatorActing(user);
  return operator
    ? { companyId: user.company_id, kind: 'system_admin', userId: operator.id }
    : { companyId: user.company_id, kind: 'company_admin', userId: user.id };
}

/** Starts making the combined file of `ids` (404 when one is not the company's result of `type`). */
export async function startReportJob(
  app: App,
  user: TCompanyUser,
  type: ReportType,
  ids: readonly number[],
): Promise<TReportJob> {
  const inputs = await reportInputsFor(app, user.company_id, type, ids);
  const createdAt = new Date();
  const row = await app.db.transaction(async (tx) => {
    await lockCompanyReportJobs(tx, user.company_id);
    if ((await countUnfinishedReportJobs(tx, user.company_id)) >= MAX_RUNNING_PER_COMPANY) {
      throw new AppError('RATE_LIMITED', REPORT_JOBS_BUSY_MESSAGE);
    }
    await pruneFinishedReportJobs(tx, user.company_id, MAX_KEPT_PER_COMPANY - 1);
    const job = await insertReportJob(tx, {
      company_id: user.company_id,
      company_admin_id: companyAdminIdOf(user),
      system_admin_id: operatorActing(user)?.id ?? null,
      diagnosis_type: type,
      result_ids: inputs.map((input) => input.result.id),
      total: inputs.length,
      file_name: combinedFileName(type, inputs.length, createdAt),
    });
    await app.jobs.send(REPORT_PDF_JOB, { reportJobId: job.id }, { tx });
    return job;
  });
  app.jobs.wake(REPORT_PDF_JOB);
  return view(row);
}

/** The caller's job; 404 for a job of someone else, a forgotten one, or an unknown id. */
export async function reportJobStatus(app: App, user: TCompanyUser, id: string): Promise<TReportJob> {
  return view(await findOwn(app, ownerOf(user), id));
}

/** The finished file; 409 while it is still being made or when making it failed. */
export async function reportJobFile(app: App, user: TCompanyUser, id: string) {
  const job = await findOwn(app, ownerOf(user), id);
  if (job.status === 'failed') throw new AppError('CONFLICT', REPORT_JOB_FAILED_MESSAGE);
  const file = job.status === 'done' ? await readReportJobFile(app.db, job.id) : null;
  if (!file) throw new AppError('CONFLICT', REPORT_JOB_NOT_READY_MESSAGE);
  return { fileName: job.file_name, file };
}

async function findOwn(app: App, owner: ReportJobOwner, id: string): Promise<ReportJobRow> {
  const job = await findOwnReportJob(app.db, owner, id, new Date());
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

function view(job: ReportJobRow): TReportJob {
  return {
    job_id: job.id,
    diagnosis_type: job.diagnosis_type,
    status: job.status === 'queued' ? 'running' : job.status,
    done: job.done,
    total: job.total,
    error: job.status === 'failed' ? REPORT_JOB_FAILED_MESSAGE : null,
  };
}

/**
 * Makes the file of one job. Idempotent: a job already finished is left alone, and a job begun
 * before (its worker died) starts over from the first report.
 */
export async function makeReportFile(app: App, reportJobId: string, signal?: AbortSignal) {
  const job = await beginReportJobAttempt(app.db, reportJobId, WORKER);
  if (!job) return;
  let inputs: Awaited<ReturnType<typeof reportInputsFor>>;
  try {
    inputs = await reportInputsFor(app, job.company_id, job.diagnosis_type, job.result_ids);
  } catch (error) {
    // A result was deleted after the job was started: no attempt can succeed.
    if (error instanceof AppError && error.statusCode === 404) {
      await failReportJob(app.db, job.id, new Date(Date.now() + JOB_TTL_MS));
      return;
    }
    throw error;
  }

  let written = 0;
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();
  const onProgress = (done: number) => {
    if (signal?.aborted) throw new Error('the process is stopping; the job will run again');
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && done < job.total) return;
    lastWrite = now;
    written = done;
    writing = writing.then(() => setReportJobProgress(app.db, job.id, written)).catch(() => {});
  };
  const pdf = await combinedReportPdf(inputs, job.diagnosis_type, onProgress, job.created_at);
  await writing;
  await finishReportJob(app.db, job.id, pdf, new Date(Date.now() + JOB_TTL_MS));
}

/** The two report tasks of the job runner: making files, and forgetting them after their time. */
export function reportJobDefinitions(app: App): JobDefinition<object>[] {
  const make: JobDefinition<{ reportJobId: string }> = {
    name: REPORT_PDF_JOB,
    handler: ({ reportJobId }, { signal }) => makeReportFile(app, reportJobId, signal),
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 30 * 60,
    concurrency: 2,
    onGaveUp: ({ reportJobId }) => failReportJob(app.db, reportJobId, new Date(Date.now() + JOB_TTL_MS)),
  };
  const sweep: JobDefinition<object> = {
    name: REPORT_SWEEP_JOB,
    cron: '*/10 * * * *',
    handler: async () => {
      const now = new Date();
      await sweepReportJobs(app.db, now, new Date(now.getTime() - STALE_AFTER_MS));
    },
  };
  return [make as unknown as JobDefinition<object>, sweep];
}
