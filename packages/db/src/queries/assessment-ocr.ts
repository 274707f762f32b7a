/**
 * Sheet-reading jobs (schema/assessments.ts `assessment_ocr_jobs`): started by a company user or
 * an operator for one person, worked by the job queue, read back from any API process.
 */
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { assessmentOcrJobs, employees, storedFiles } from '../schema/index.ts';

export type OcrJobRow = typeof assessmentOcrJobs.$inferSelect;
export type OcrJobWithFile = OcrJobRow & {
  file: { key: string; original_file_name: string; content_type: string; size_bytes: number | null };
};

/** The employment type of the company's person (who may read their sheets), or null when not found. */
export async function ocrPersonType(db: Executor, companyId: number, employeeId: number) {
  const [row] = await db
    .select({ employment_type: employees.employment_type })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.id, employeeId)));
  return row?.employment_type ?? null;
}

/** Serialises job starts of one company, so two requests cannot both pass the limit. */
export async function lockCompanyOcrJobs(tx: Executor, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('assessment_ocr_jobs'), ${companyId})`);
}

/** The company's jobs waiting or being read. */
export async function countActiveOcrJobs(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessmentOcrJobs)
    .where(
      and(
        eq(assessmentOcrJobs.company_id, companyId),
        inArray(assessmentOcrJobs.status, ['queued', 'running']),
      ),
    );
  return row?.n ?? 0;
}

export async function insertOcrJob(
  db: Executor,
  values: Pick<
    typeof assessmentOcrJobs.$inferInsert,
    'company_id' | 'employee_id' | 'instrument' | 'sheet_file_id' | 'created_by_kind' | 'created_by_id'
  >,
): Promise<OcrJobRow> {
  const [row] = await db.insert(assessmentOcrJobs).values(values).returning();
  if (!row) throw new Error('ocr job was not inserted');
  return row;
}

const withFile = {
  job: assessmentOcrJobs,
  key: storedFiles.key,
  original_file_name: storedFiles.original_file_name,
  content_type: storedFiles.content_type,
  size_bytes: storedFiles.size_bytes,
};

function joined(row: {
  job: OcrJobRow;
  key: string;
  original_file_name: string;
  content_type: string;
  size_bytes: number | null;
}): OcrJobWithFile {
  const { job, ...file } = row;
  return { ...job, file };
}

/** The job with its sheet, when it is this company's job for this person and not yet forgotten. */
export async function findOcrJob(
  db: Executor,
  where: { companyId: number; employeeId: number; instrument: string; id: number },
): Promise<OcrJobWithFile | undefined> {
  const [row] = await db
    .select(withFile)
    .from(assessmentOcrJobs)
    .innerJoin(storedFiles, eq(storedFiles.id, assessmentOcrJobs.sheet_file_id))
    .where(
      and(
        eq(assessmentOcrJobs.id, where.id),
        eq(assessmentOcrJobs.company_id, where.companyId),
        eq(assessmentOcrJobs.employee_id, where.employeeId),
        eq(assessmentOcrJobs.instrument, where.instrument as OcrJobRow['instrument']),
      ),
    );
  return row ? joined(row) : undefined;
}

/**
 * Claims a job for an attempt: a queued job, or one left running by a worker that died (the
 * queue hands it out again only then). Answers it with its sheet; undefined when it is finished
 * or gone, so a second delivery does nothing.
 */
export async function beginOcrJobAttempt(db: Executor, id: number): Promise<OcrJobWithFile | undefined> {
  const [claimed] = await db
    .update(assessmentOcrJobs)
    .set({
      status: 'running',
      progress: 0,
      attempts: sql`${assessmentOcrJobs.attempts} + 1`,
      started_at: sql`now()`,
    })
    .where(and(eq(assessmentOcrJobs.id, id), inArray(assessmentOcrJobs.status, ['queued', 'running'])))
    .returning({ id: assessmentOcrJobs.id });
  if (!claimed) return undefined;
  const [row] = await db
    .select(withFile)
    .from(assessmentOcrJobs)
    .innerJoin(storedFiles, eq(storedFiles.id, assessmentOcrJobs.sheet_file_id))
    .where(eq(assessmentOcrJobs.id, id));
  return row ? joined(row) : undefined;
}

export async function setOcrJobProgress(db: Executor, id: number, progress: number) {
  await db
    .update(assessmentOcrJobs)
    .set({ progress })
    .where(and(eq(assessmentOcrJobs.id, id), eq(assessmentOcrJobs.status, 'running')));
}

export async function finishOcrJob(
  db: Executor,
  id: number,
  result: { fields: Record<string, unknown>; pages: number; duration_ms: number },
) {
  await db
    .update(assessmentOcrJobs)
    .set({ status: 'done', progress: 100, error: null, ...result, finished_at: sql`now()` })
    .where(and(eq(assessmentOcrJobs.id, id), inArray(assessmentOcrJobs.status, ['queued', 'running'])));
}

export async function failOcrJob(db: Executor, id: number, error: string) {
  await db
    .update(assessmentOcrJobs)
    .set({ status: 'failed', error, finished_at: sql`now()` })
    .where(and(eq(assessmentOcrJobs.id, id), inArray(assessmentOcrJobs.status, ['queued', 'running'])));
}

/**
 * Forgets jobs finished before `finishedBefore`, and fails jobs still unfinished since
 * `staleBefore` (their queue entry is gone: the process was down longer than every retry).
 * The sheets stay: a sheet saved with a result is attached to it; one never saved is removed
 * by the abandoned-files clean-up once no fresh job points to it.
 */
export async function sweepOcrJobs(
  db: Executor,
  finishedBefore: Date,
  staleBefore: Date,
  staleMessage: string,
): Promise<{ forgotten: number; failed: number }> {
  const forgotten = await db
    .delete(assessmentOcrJobs)
    .where(and(isNotNull(assessmentOcrJobs.finished_at), lt(assessmentOcrJobs.finished_at, finishedBefore)))
    .returning({ id: assessmentOcrJobs.id });
  const failed = await db
    .update(assessmentOcrJobs)
    .set({ status: 'failed', error: staleMessage, finished_at: sql`now()` })
    .where(
      and(
        isNull(assessmentOcrJobs.finished_at),
        inArray(assessmentOcrJobs.status, ['queued', 'running']),
        lt(assessmentOcrJobs.created_at, staleBefore),
      ),
    )
    .returning({ id: assessmentOcrJobs.id });
  return { forgotten: forgotten.length, failed: failed.length };
}
