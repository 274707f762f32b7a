/**
 * Reading a result sheet as a durable job (decision 0020), so the request never waits for OCR:
 * `POST …/{one}_ocr` stores the sheet (a stored file, status uploaded, attached to nothing yet),
 * inserts an `assessment_ocr_jobs` row and queues its job in one transaction, and answers 202;
 * the page polls `GET …/{one}_ocr/:job_id` for the progress and then the fields read. Nothing is
 * saved to a result here: the user confirms the values on the entry page, which saves them with
 * `sheet_file_id` = the job's sheet (attaching the file to the result).
 *
 * - At most OCR_MAX_ACTIVE_PER_COMPANY jobs of a company wait or run at once (429 beyond).
 * - A job is the company's and its person's: through another company, another person or another
 *   instrument it is 404. A person the user may not manage is 404 as well.
 * - A worker works one job at a time per process (the OCR engine is one tesseract worker); an
 *   attempt is bounded by OCR_ATTEMPT_MS, failed attempts are retried, and after the last one the
 *   job is failed with a Japanese message. A sheet no attempt can read (another instrument's,
 *   more than OCR_MAX_PAGES pages, not an image) fails at once with its own message.
 * - A sweep forgets jobs a day after they finished. Their sheet stays while a job points to it
 *   (the abandoned-files clean-up skips it); a sheet never saved with a result is removed by that
 *   clean-up once its job is forgotten.
 */
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  beginOcrJobAttempt,
  countActiveOcrJobs,
  deleteStoredFile,
  failOcrJob,
  findOcrJob,
  finishOcrJob,
  insertOcrJob,
  lockCompanyOcrJobs,
  lockEmployee,
  type OcrJobWithFile,
  ocrPersonType,
  type StoredFileRow,
  setOcrJobProgress,
  sweepOcrJobs,
} from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_MESSAGES,
  type AssessmentInstrument,
  canManageEmployee,
  OCR_MAX_ACTIVE_PER_COMPANY,
  type TCompanyUser,
  type TOcrJob,
} from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import type { JobDefinition } from '../../jobs/runner.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import type { FileActor } from '../files/actor.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { operatorActing, recordIfOperator } from '../operations/acting.ts';
import { readSheet } from './ocr/engine.ts';
import { OcrInputError } from './ocr/errors.ts';

export const OCR_JOB = 'assessment-ocr';
export const OCR_SWEEP_JOB = 'assessment-ocr-sweep';
/** A finished job is forgotten this long after it finished. */
export const OCR_JOB_TTL_MS = 24 * 60 * 60 * 1000;
/** One attempt at reading a sheet may take this long (5 pages at well under 10 s each). */
export const OCR_ATTEMPT_MS = 3 * 60 * 1000;
/** A job still unfinished this long after it was started lost its queue entry. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
const PROGRESS_EVERY_MS = 500;

/** The person, when the user may manage them; otherwise 404 like a missing person. */
async function managedPerson(app: App, user: TCompanyUser, employeeId: number) {
  const type = await ocrPersonType(app.db, user.company_id, employeeId);
  if (!type || !canManageEmployee(user.role, type)) throw new AppError('NOT_FOUND');
}

function actorOf(user: TCompanyUser): FileActor {
  const operator = operatorActing(user);
  return operator
    ? { kind: 'system_admin', id: operator.id }
    : { kind: 'company_admin', id: user.id, companyId: user.company_id, role: user.role };
}

const busy = () => new AppError('RATE_LIMITED', ASSESSMENT_MESSAGES.ocrBusy);

/** Receives the sheet (multipart field `sheet`) and queues its reading; answers the new job. */
export async function startOcrJob(
  app: App,
  request: FastifyRequest,
  user: TCompanyUser,
  instrument: AssessmentInstrument,
  employeeId: number,
): Promise<TOcrJob> {
  await managedPerson(app, user, employeeId);
  // Refuse before receiving the bytes when the company is already at its limit.
  if ((await countActiveOcrJobs(app.db, user.company_id)) >= OCR_MAX_ACTIVE_PER_COMPANY) throw busy();
  const actor = actorOf(user);
  const { file } = await receiveUpload(request, 'assessment_sheet', {
    actor,
    companyId: user.company_id,
    field: 'sheet',
  });
  let job: OcrJobWithFile;
  try {
    job = await app.db.transaction(async (tx) => {
      await lockCompanyOcrJobs(tx, user.company_id);
      if ((await countActiveOcrJobs(tx, user.company_id)) >= OCR_MAX_ACTIVE_PER_COMPANY) throw busy();
      const person = await lockEmployee(tx, user.company_id, employeeId);
      if (!person) throw new AppError('NOT_FOUND');
      const row = await insertOcrJob(tx, {
        company_id: user.company_id,
        employee_id: employeeId,
        instrument,
        sheet_file_id: file.id,
        created_by_kind: actor.kind,
        created_by_id: actor.id,
      });
      await app.jobs.send(OCR_JOB, { ocrJobId: row.id }, { tx });
      await recordIfOperator(tx, user, {
        action: 'assessment_ocr.create',
        targetType: 'employee',
        targetId: employeeId,
        summary: `${ASSESSMENT_DEFS[instrument].label}の結果シート「${file.original_file_name}」の読み取りを開始しました`,
      });
      return { ...row, file: fileView(file) };
    });
  } catch (error) {
    await dropUpload(app, file);
    throw error;
  }
  app.jobs.wake(OCR_JOB);
  return view(job);
}

function fileView(file: StoredFileRow): OcrJobWithFile['file'] {
  return {
    key: file.key,
    original_file_name: file.original_file_name,
    content_type: file.content_type,
    size_bytes: file.size_bytes,
  };
}

/** A refused start leaves no file behind (row first, then the bytes). */
async function dropUpload(app: App, file: StoredFileRow) {
  try {
    await deleteStoredFile(app.db, file.id);
    await app.files.delete(file.key);
  } catch (err) {
    // The abandoned-files clean-up removes it within a day.
    app.log.warn({ err, fileId: file.id }, 'could not remove a refused sheet');
  }
}

export async function ocrJobStatus(
  app: App,
  user: TCompanyUser,
  instrument: AssessmentInstrument,
  employeeId: number,
  jobId: number,
): Promise<TOcrJob> {
  await managedPerson(app, user, employeeId);
  const job = await findOcrJob(app.db, { companyId: user.company_id, employeeId, instrument, id: jobId });
  if (!job) throw new AppError('NOT_FOUND');
  return view(job);
}

function view(job: OcrJobWithFile): TOcrJob {
  return {
    id: job.id,
    instrument: job.instrument,
    status: job.status,
    progress: job.progress,
    error: job.status === 'failed' ? (job.error ?? ASSESSMENT_MESSAGES.ocrFailed) : null,
    sheet: {
      file_id: job.sheet_file_id,
      file_name: job.file.original_file_name,
      content_type: job.file.content_type,
      size_bytes: job.file.size_bytes,
    },
    fields: job.status === 'done' ? ((job.fields ?? null) as TOcrJob['fields']) : null,
    pages: job.pages,
    duration_ms: job.duration_ms,
    created_at: job.created_at.toISOString(),
  };
}

/**
 * One attempt at a job. Idempotent: a finished or forgotten job is left alone; a job whose
 * worker died is read again from the start.
 */
export async function runOcrJob(app: App, ocrJobId: number, signal?: AbortSignal) {
  const job = await beginOcrJobAttempt(app.db, ocrJobId);
  if (!job) return;
  const stored = await app.files.get(job.file.key);
  if (!stored) {
    await failOcrJob(app.db, job.id, ASSESSMENT_MESSAGES.ocrFailed);
    return;
  }
  const bytes = await buffer(stored.body);
  const limit = AbortSignal.timeout(OCR_ATTEMPT_MS);
  const started = performance.now();
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();
  try {
    const reading = await readSheet(job.instrument, bytes, job.file.content_type, {
      tmpDir: path.join(app.config.dataDir, 'tmp'),
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
      onProgress: (percent) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS || percent >= 100) return;
        lastWrite = now;
        writing = writing.then(() => setOcrJobProgress(app.db, job.id, percent)).catch(() => {});
      },
    });
    await writing;
    await finishOcrJob(app.db, job.id, {
      fields: reading.fields,
      pages: reading.pages,
      duration_ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    await writing;
    if (error instanceof OcrInputError) {
      await failOcrJob(app.db, job.id, error.message);
      return;
    }
    throw error;
  }
}

/** The two tasks of the job runner: reading sheets, and forgetting finished jobs after a day. */
export function ocrJobDefinitions(app: App): JobDefinition<object>[] {
  const read: JobDefinition<{ ocrJobId: number }> = {
    name: OCR_JOB,
    handler: ({ ocrJobId }, { signal }) => runOcrJob(app, ocrJobId, signal),
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: Math.ceil(OCR_ATTEMPT_MS / 1000) + 60,
    concurrency: 1,
    onGaveUp: ({ ocrJobId }) => failOcrJob(app.db, ocrJobId, ASSESSMENT_MESSAGES.ocrFailed),
  };
  const sweep: JobDefinition<object> = {
    name: OCR_SWEEP_JOB,
    cron: '*/10 * * * *',
    handler: async () => {
      const now = Date.now();
      const swept = await sweepOcrJobs(
        app.db,
        new Date(now - OCR_JOB_TTL_MS),
        new Date(now - STALE_AFTER_MS),
        ASSESSMENT_MESSAGES.ocrFailed,
      );
      if (swept.forgotten || swept.failed) app.log.info(swept, 'sheet-reading jobs swept');
    },
  };
  return [read as unknown as JobDefinition<object>, sweep];
}
