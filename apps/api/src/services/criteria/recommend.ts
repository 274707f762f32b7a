/**
 * Recommended criteria (recommended_detail): "the ideal profile from your own employees". From a
 * group the company chooses (people picked from the list, or a department and its sub-units),
 * each person's newest valid result is read; every metric on which the group stands above the
 * norm (median T ≥ 50, the average of all examinees) becomes a suggested condition "T ≥ the
 * group's 20th percentile" (four in five of the group pass it), and each suggestion says what
 * share of the company's past examinees of the type would have passed it. Under
 * RECOMMEND_GROUP_MIN people the answer carries a warning: the thresholds then rest on chance.
 */
import { companyHasUnit, employeeIdsOfGroup, latestTScoresOfPeople, rankingInputs } from '@mirume/db';
import {
  CRITERIA_MESSAGES,
  RECOMMEND_GROUP_MIN,
  type TRecommendation,
  type TRecommendRequest,
  type TRecommendResult,
} from '@mirume/shared';
import { CRITERIA_METRICS, metricLabel } from '@mirume/shared/vital/criteria';
import { METRIC_TEXTS } from '@mirume/shared/vital/interpretation';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

/** Suggestions at most, strongest first; the combined rule uses the first COMBINED of them. */
const MAX_SUGGESTIONS = 6;
const COMBINED = 3;
const PERCENTILE = 0.2;

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

const share = (values: (number | null)[], threshold: number) =>
  values.length === 0 ? null : values.filter((v) => v !== null && v >= threshold).length / values.length;

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function recommendCriteria(
  app: App,
  companyId: number,
  body: TRecommendRequest,
): Promise<TRecommendResult> {
  if (
    body.organization_chart_id !== undefined &&
    !(await companyHasUnit(app.db, companyId, body.organization_chart_id))
  ) {
    throw new AppError('VALIDATION_ERROR', undefined, { organization_chart_id: ['部署が見つかりません'] });
  }
  const ids = await employeeIdsOfGroup(app.db, companyId, {
    employeeIds: body.employee_ids,
    unitId: body.organization_chart_id,
  });
  const metrics = CRITERIA_METRICS[body.diagnosis_type];
  const group = await latestTScoresOfPeople(app.db, companyId, ids, metrics);
  if (group.length === 0) {
    throw new AppError('VALIDATION_ERROR', CRITERIA_MESSAGES.groupEmpty, {
      employee_ids: [CRITERIA_MESSAGES.groupEmpty],
    });
  }
  const population = await rankingInputs(app.db, { companyId, type: body.diagnosis_type, metrics });

  const suggestions: TRecommendation[] = [];
  for (const metric of metrics) {
    const values = group.map((g) => g[metric]).filter((v): v is number => v !== null && v !== undefined);
    if (values.length < Math.min(3, group.length)) continue;
    values.sort((a, b) => a - b);
    const median = quantile(values, 0.5);
    if (median < 50) continue;
    const threshold = Math.floor(quantile(values, PERCENTILE));
    const groupPass = values.filter((v) => v >= threshold).length / values.length;
    const applicantPass = share(
      population.map((p) => p.t[metric] ?? null),
      threshold,
    );
    suggestions.push({
      metric,
      label: metricLabel(metric),
      explain: METRIC_TEXTS[metric]?.explain ?? '',
      group_n: values.length,
      group_median: round1(median),
      threshold,
      group_pass_share: groupPass,
      applicant_pass_share: applicantPass,
      reason: `このグループの中央値は${round1(median)}で、受検者全体の平均（50）を${round1(median - 50)}上回ります。グループの${Math.round(groupPass * 100)}%（${values.length}名中${values.filter((v) => v >= threshold).length}名）が満たす${threshold}以上を基準値としました。`,
    });
  }
  suggestions.sort((a, b) => b.group_median - a.group_median);
  const top = suggestions.slice(0, MAX_SUGGESTIONS);
  const combinedOf = top.slice(0, COMBINED);
  const passesAll = (t: Record<string, number | null>) =>
    combinedOf.every((s) => {
      const v = t[s.metric];
      return v !== null && v !== undefined && v >= s.threshold;
    });
  const combined =
    combinedOf.length === 0
      ? null
      : {
          group_pass_share: group.filter(passesAll).length / group.length,
          applicant_pass_share:
            population.length === 0
              ? null
              : population.filter((p) => passesAll(p.t)).length / population.length,
        };
  const typeWord = body.diagnosis_type === 'senkou' ? '応募者' : '社員';
  return {
    diagnosis_type: body.diagnosis_type,
    group_size: ids.length,
    group_with_results: group.length,
    warning: group.length < RECOMMEND_GROUP_MIN ? CRITERIA_MESSAGES.groupSmall(group.length) : null,
    applicants_total: population.length,
    suggestions: top,
    combined,
    explanation:
      top.length === 0
        ? 'このグループが受検者全体の平均（T得点50）を上回る指標はありませんでした。別のグループで試してください。'
        : `選んだ${ids.length}名のうち結果がある${group.length}名の最新の結果から、受検者全体の平均（T得点50）を上回る指標を選び、グループの80%が満たす水準を基準値として提案しています。通過率は、これまでの${typeWord}の結果${population.length.toLocaleString('ja-JP')}件のうち基準値を満たす割合です。`,
  };
}
