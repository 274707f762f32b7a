/**
 * Criteria sets (判定基準) that rank a result: the one in force for a company and diagnosis type,
 * and the service's default rows.
 */
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { musashinoCriteria } from '../schema/index.ts';
import type { DiagnosisTypeValue } from './exam.ts';

/**
 * The criteria set that ranks a company's result: the company's newest set of the type, else the
 * service default (company_id null). Null only when no default row exists yet.
 */
export async function findCurrentCriteria(db: Executor, companyId: number, type: DiagnosisTypeValue) {
  const [row] = await db
    .select({
      id: musashinoCriteria.id,
      rules: musashinoCriteria.rules,
      company_id: musashinoCriteria.company_id,
    })
    .from(musashinoCriteria)
    .where(
      and(
        eq(musashinoCriteria.diagnosis_type, type),
        sql`(${musashinoCriteria.company_id} = ${companyId} or ${musashinoCriteria.company_id} is null)`,
      ),
    )
    .orderBy(
      sql`${musashinoCriteria.company_id} is null`,
      desc(musashinoCriteria.created_at),
      desc(musashinoCriteria.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Creates the service's default criteria rows (DEFAULT_CRITERIA) that are missing. Idempotent and
 * safe under concurrency: a transaction-scoped advisory lock lets one caller insert at a time.
 */
export async function ensureDefaultCriteria(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const existing = await tx
    .select({ type: musashinoCriteria.diagnosis_type })
    .from(musashinoCriteria)
    .where(isNull(musashinoCriteria.company_id));
  const have = new Set(existing.map((r) => r.type));
  for (const type of ['senkou', 'employee'] as const) {
    if (have.has(type)) continue;
    const set = DEFAULT_CRITERIA[type];
    await tx.insert(musashinoCriteria).values({
      company_id: null,
      diagnosis_type: type,
      name: set.name,
      rules: set.rules,
      remark: 'サービス標準の基準（docs/scoring.md）',
    });
  }
}
