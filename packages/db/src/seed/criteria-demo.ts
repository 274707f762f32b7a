/**
 * The demo company's own selection criteria: two versions by its admin, each reflected onto the
 * stored applicant results, so the criteria pages show a history, who changed what and why, the
 * people each version ranks, and a result whose rank changed (with the version before).
 */
import { type CriteriaRules, criteriaRule, evaluateCriteria, metricsOf } from '@mirume/shared/vital/criteria';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { applyRankChanges, insertCriteriaVersion, rankingInputs } from '../queries/criteria.ts';
import { insertReflect, setReflectProgress } from '../queries/criteria-reflects.ts';
import { companyAdmins } from '../schema/index.ts';

const DAY = 86_400_000;

/**
 * The demo's applicant versions, shaped like the service default: NG on attention or impulse
 * control, A on performance and potential both, C on either, everyone else B.
 */
function demoVersion(
  ng: { concentration: number; trouble_risk: number },
  a: number,
  c: number,
): CriteriaRules {
  return {
    diagnosis_type: 'senkou',
    rules: [
      criteriaRule('NG', 'any', 'lt', ng),
      criteriaRule('A_RANK', 'all', 'gte', { performance: a, potential: a }),
      criteriaRule('C_RANK', 'any', 'lt', { performance: c, potential: c }),
    ],
    fallback: 'B_RANK',
  };
}

/** Version 1: the service default's NG and C bars, with a lower bar for A (52, on performance and potential only). */
const V1 = demoVersion({ concentration: 35, trouble_risk: 35 }, 52, 42);

/** Version 2: attention and impulse control weigh more (NG below 48 / 45), A needs 55. */
export const DEMO_CRITERIA_V2 = demoVersion({ concentration: 48, trouble_risk: 45 }, 55, 45);

async function reflect(
  tx: Executor,
  companyId: number,
  criteria: { id: number; rules: CriteriaRules },
  by: string,
  at: Date,
) {
  const inputs = await rankingInputs(tx, {
    companyId,
    type: 'senkou',
    metrics: metricsOf(criteria.rules),
    notRankedBy: criteria.id,
  });
  const reflectId = await insertReflect(tx, {
    company_id: companyId,
    criteria_id: criteria.id,
    diagnosis_type: 'senkou',
    total: inputs.length,
    started_by_name: by,
    status: 'running',
  });
  let changed = 0;
  const changes = inputs.map((input) => {
    const decision = evaluateCriteria(criteria.rules, input.t);
    if (decision.rank !== input.rank) changed += 1;
    return { resultId: input.id, rank: decision.rank, rankRule: decision, criteriaId: criteria.id };
  });
  await applyRankChanges(tx, changes, reflectId);
  await setReflectProgress(tx, reflectId, { status: 'done', done: inputs.length, addChanged: changed });
  // The demo's history reads as if it happened on the day the version was made.
  await tx.execute(
    sql`update criteria_reflects set created_at = ${at.toISOString()}::timestamptz, finished_at = ${at.toISOString()}::timestamptz where id = ${reflectId}::uuid`,
  );
  await tx.execute(
    sql`update result_rank_changes set created_at = ${at.toISOString()}::timestamptz where reflect_id = ${reflectId}::uuid`,
  );
}

export async function seedCriteriaDemo(tx: Executor, companyId: number, now: Date): Promise<void> {
  const [admin] = await tx
    .select({
      id: companyAdmins.id,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
    })
    .from(companyAdmins)
    .where(eq(companyAdmins.company_id, companyId))
    .orderBy(asc(companyAdmins.id))
    .limit(1);
  if (!admin) return;
  const by = `${admin.last_name} ${admin.first_name}`;
  const author = {
    created_by_kind: 'company_admin' as const,
    created_by_company_admin_id: admin.id,
    created_by_name: by,
  };

  const v1At = new Date(now.getTime() - 60 * DAY);
  const v1 = await insertCriteriaVersion(tx, {
    company_id: companyId,
    diagnosis_type: 'senkou',
    name: '自社基準（新卒選考）',
    rules: V1,
    remark: '標準基準をもとに、Aランクの水準を52に下げました（母集団形成を優先）。',
    ...author,
    created_at: v1At,
  });
  await reflect(tx, companyId, { id: v1.id, rules: V1 }, by, v1At);

  const v2At = new Date(now.getTime() - 3 * DAY);
  const v2 = await insertCriteriaVersion(tx, {
    company_id: companyId,
    diagnosis_type: 'senkou',
    name: '自社基準（新卒選考）',
    rules: DEMO_CRITERIA_V2,
    remark:
      '入社後の早期離職の分析を受け、集中力48未満・トラブルリスク45未満をNGに変更。Aランクは55以上に戻しました。',
    ...author,
    created_at: v2At,
  });
  await reflect(tx, companyId, { id: v2.id, rules: DEMO_CRITERIA_V2 }, by, v2At);
}
