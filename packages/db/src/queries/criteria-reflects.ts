/**
 * Reflects (基準の反映): a criteria version applied to a company's stored results, as a row the
 * screen follows (status, done / total, changed) from any API process.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { criteriaReflects, musashinoCriteria } from '../schema/index.ts';
import type { DiagnosisTypeValue } from './exam.ts';

const f = criteriaReflects;

const reflectColumns = {
  id: f.id,
  company_id: f.company_id,
  criteria_id: f.criteria_id,
  criteria_version: musashinoCriteria.version,
  diagnosis_type: f.diagnosis_type,
  status: f.status,
  done: f.done,
  total: f.total,
  changed: f.changed,
  started_by_name: f.started_by_name,
  created_at: f.created_at,
  finished_at: f.finished_at,
};

export type CriteriaReflectRow = {
  id: string;
  company_id: number;
  criteria_id: number;
  criteria_version: number;
  diagnosis_type: DiagnosisTypeValue;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  changed: number;
  started_by_name: string;
  created_at: Date;
  finished_at: Date | null;
};

/** Serialises starting reflects of one company and type (one runs at a time). */
export async function lockCompanyReflects(tx: Executor, companyId: number, type: DiagnosisTypeValue) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(727277, ${companyId} * 2 + ${type === 'senkou' ? 0 : 1})`,
  );
}

export async function findUnfinishedReflect(db: Executor, companyId: number, type: DiagnosisTypeValue) {
  const [row] = await db
    .select({ id: f.id })
    .from(f)
    .where(
      and(eq(f.company_id, companyId), eq(f.diagnosis_type, type), inArray(f.status, ['queued', 'running'])),
    )
    .limit(1);
  return row ?? null;
}

export async function insertReflect(
  tx: Executor,
  values: {
    company_id: number;
    criteria_id: number;
    diagnosis_type: DiagnosisTypeValue;
    total: number;
    started_by_name: string;
    status?: 'queued' | 'running';
  },
): Promise<string> {
  const [row] = await tx.insert(f).values(values).returning({ id: f.id });
  if (!row) throw new Error('reflect was not inserted');
  return row.id;
}

export async function findReflect(db: Executor, companyId: number | null, id: string) {
  const [row] = await db
    .select(reflectColumns)
    .from(f)
    .innerJoin(musashinoCriteria, eq(musashinoCriteria.id, f.criteria_id))
    .where(and(eq(f.id, id), companyId === null ? undefined : eq(f.company_id, companyId)))
    .limit(1);
  return (row as CriteriaReflectRow | undefined) ?? null;
}

export async function latestReflect(db: Executor, companyId: number, type: DiagnosisTypeValue) {
  const [row] = await db
    .select(reflectColumns)
    .from(f)
    .innerJoin(musashinoCriteria, eq(musashinoCriteria.id, f.criteria_id))
    .where(and(eq(f.company_id, companyId), eq(f.diagnosis_type, type)))
    .orderBy(desc(f.created_at))
    .limit(1);
  return (row as CriteriaReflectRow | undefined) ?? null;
}

export async function setReflectProgress(
  db: Executor,
  id: string,
  p: { status?: 'running' | 'done' | 'failed'; done?: number; total?: number; addChanged?: number },
) {
  await db
    .update(f)
    .set({
      ...(p.status ? { status: p.status } : {}),
      ...(p.done !== undefined ? { done: p.done } : {}),
      ...(p.total !== undefined ? { total: p.total } : {}),
      ...(p.addChanged ? { changed: sql`${f.changed} + ${p.addChanged}` } : {}),
      ...(p.status === 'done' || p.status === 'failed' ? { finished_at: new Date() } : {}),
    })
    .where(eq(f.id, id));
}
