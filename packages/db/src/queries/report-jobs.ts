/**
 * Combined-PDF jobs (schema/jobs.ts): started by a company user, worked by the job queue, read
 * back by their owner from any API process. Reads never load the file unless asked for it.
 */
import { and, asc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { reportJobs } from '../schema/index.ts';

export type ReportJobRow = Omit<typeof reportJobs.$inferSelect, 'file'>;

const { file: _file, ...withoutFile } = getTableColumns(reportJobs);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a job id at all (anything else is simply not found, never a database error). */
export const isReportJobId = (id: string) => UUID.test(id);

/**
 * Serializes job starts of one company within the calling transaction, so two simultaneous
 * requests cannot both pass the limit on running jobs.
 */
export async function lockCompanyReportJobs(tx: Executor, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_jobs'), ${companyId})`);
}

/** Jobs of the company not finished yet (waiting or being made). */
export async function countUnfinishedReportJobs(db: Executor, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportJobs)
    .where(and(eq(reportJobs.company_id, companyId), inArray(reportJobs.status, ['queued', 'running'])));
  return row?.n ?? 0;
}

/** Drops the company's oldest finished jobs so that at most `keep` finished ones remain. */
export async function pruneFinishedReportJobs(db: Executor, companyId: number, keep: number) {
  const finished = await db
    .select({ id: reportJobs.id })
    .from(reportJobs)
    .where(and(eq(reportJobs.company_id, companyId), inArray(reportJobs.status, ['done', 'failed'])))
    .orderBy(asc(reportJobs.created_at), asc(reportJobs.id));
  const drop = finished.slice(0, Math.max(0, finished.length - keep)).map((r) => r.id);
  if (drop.length) await db.delete(reportJobs).where(inArray(reportJobs.id, drop));
}

export async function insertReportJob(
  db: Executor,
  values: Pick<
    typeof reportJobs.$inferInsert,
    | 'company_id'
    | 'company_admin_id'
    | 'system_admin_id'
    | 'diagnosis_type'
    | 'result_ids'
    | 'total'
    | 'file_name'
  >,
): Promise<ReportJobRow> {
  const [row] = await db.insert(reportJobs).values(values).returning(withoutFile);
  return row as ReportJobRow;
}

/** Who started a job: a company user, or an operator inside the company. */
export interface ReportJobOwner {
  companyId: number;
  kind: 'company_admin' | 'system_admin';
  userId: number;
}

/** The job if it belongs to this user of this company and has not been forgotten. */
export async function findOwnReportJob(
  db: Executor,
  owner: ReportJobOwner,
  id: string,
  now: Date,
): Promise<ReportJobRow | undefined> {
  if (!isReportJobId(id)) return undefined;
  const [row] = await db
    .select(withoutFile)
    .from(reportJobs)
    .where(
      and(
        eq(reportJobs.id, id),
        eq(reportJobs.company_id, owner.companyId),
        owner.kind === 'company_admin'
          ? eq(reportJobs.company_admin_id, owner.userId)
          : eq(reportJobs.system_admin_id, owner.userId),
        or(sql`${reportJobs.expires_at} is null`, sql`${reportJobs.expires_at} > ${now}`),
      ),
    );
  return row;
}

export async function readReportJobFile(db: Executor, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ file: reportJobs.file }).from(reportJobs).where(eq(reportJobs.id, id));
  return row?.file ?? null;
}

/**
 * A worker starts (or starts over) on the job: progress back to 0, one more attempt. Answers
 * nothing when the job is finished or gone, so a job delivered again after it was done is a no-op.
 */
export async function beginReportJobAttempt(
  db: Executor,
  id: string,
  worker: string,
): Promise<ReportJobRow | undefined> {
  const [row] = await db
    .update(reportJobs)
    .set({
      status: 'running',
      done: 0,
      attempts: sql`${reportJobs.attempts} + 1`,
      started_at: sql`now()`,
      worker,
    })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])))
    .returning(withoutFile);
  return row;
}

export async function setReportJobProgress(db: Executor, id: string, done: number) {
  await db
    .update(reportJobs)
    .set({ done })
    .where(and(eq(reportJobs.id, id), eq(reportJobs.status, 'running')));
}

export async function finishReportJob(db: Executor, id: string, file: Buffer, expiresAt: Date) {
  await db
    .update(reportJobs)
    .set({ status: 'done', done: reportJobs.total, file, finished_at: sql`now()`, expires_at: expiresAt })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])));
}

export async function failReportJob(db: Executor, id: string, expiresAt: Date) {
  await db
    .update(reportJobs)
    .set({ status: 'failed', finished_at: sql`now()`, expires_at: expiresAt })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])));
}

/**
 * Forgets finished jobs past their time, and fails jobs left unfinished far longer than any job
 * takes (their queue entry was lost), so they stop counting against the company's limit.
 */
export async function sweepReportJobs(db: Executor, now: Date, staleBefore: Date) {
  const forgotten = await db
    .delete(reportJobs)
    .where(lt(reportJobs.expires_at, now))
    .returning({ id: reportJobs.id });
  const stale = await db
    .update(reportJobs)
    .set({ status: 'failed', finished_at: now, expires_at: new Date(now.getTime() + 60 * 60_000) })
    .where(and(inArray(reportJobs.status, ['queued', 'running']), lt(reportJobs.created_at, staleBefore)))
    .returning({ id: reportJobs.id });
  return { forgotten: forgotten.length, failed: stale.length };
}
