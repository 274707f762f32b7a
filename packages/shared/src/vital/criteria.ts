/**
 * Criteria (基準): ordered rules that turn a session's T-scores into a rank, the default sets the
 * service seeds, and the Japanese sentence that explains which rule decided a rank.
 *
 * Rules are evaluated in order; the first rule whose conditions hold gives the rank, otherwise the
 * fallback does. Every condition compares a metric's T-score (higher T = more favourable, see
 * docs/scoring.md); a metric without a T-score (too few valid trials) never satisfies a condition.
 * Import by subpath: `@mirume/shared/vital/criteria`.
 */
import { z } from 'zod';
import type { ZRankDecision } from '../api/diagnosis.ts';
import { ApplicantMetric, ApplicantRank, DiagnosisType, EmployeeMetric, EmployeeRank } from '../enums.ts';

export type CriteriaOp = 'lt' | 'lte' | 'gt' | 'gte';
export interface CriteriaCondition {
  /** A metric key of the diagnosis type (ApplicantMetric; for employees also EmployeeMetric). */
  metric: string;
  op: CriteriaOp;
  /** T-score threshold. */
  value: number;
}
export interface CriteriaRule {
  rank: string;
  /** 'any': one condition is enough; 'all': every condition must hold. */
  match: 'any' | 'all';
  conditions: CriteriaCondition[];
}
export interface CriteriaRules {
  diagnosis_type: 'senkou' | 'employee';
  rules: CriteriaRule[];
  fallback: string;
}
export type TRankDecision = z.infer<typeof ZRankDecision>;

/** Metric keys a criteria condition may name, per diagnosis type. Employee results carry the
 * applicant metrics too (reaction and questionnaire), so employee criteria may use them. */
export const CRITERIA_METRICS: Record<'senkou' | 'employee', readonly string[]> = {
  senkou: ApplicantMetric.values,
  employee: [...ApplicantMetric.values, ...EmployeeMetric.values],
};
export const CRITERIA_RANKS: Record<'senkou' | 'employee', readonly string[]> = {
  senkou: ApplicantRank.values,
  employee: EmployeeRank.values,
};

const OP_TEXT: Record<CriteriaOp, string> = { lt: '未満', lte: '以下', gt: 'を超える', gte: '以上' };

/** Japanese label of a metric key (either enumeration), or the key itself if unknown. */
export function metricLabel(metric: string): string {
  const labels: Record<string, string> = { ...ApplicantMetric.labels, ...EmployeeMetric.labels };
  return labels[metric] ?? metric;
}

/** Japanese label of a rank of the diagnosis type, e.g. 'A_RANK' → 'Aランク', 'CONSIDERING' → '検討'. */
export function rankLabel(diagnosisType: 'senkou' | 'employee', rank: string): string {
  const labels: Record<string, string> =
    diagnosisType === 'senkou' ? ApplicantRank.labels : EmployeeRank.labels;
  return labels[rank] ?? rank;
}

const ZCondition = z.object({
  metric: z.string().min(1).max(64),
  op: z.enum(['lt', 'lte', 'gt', 'gte'], { message: '比較方法が正しくありません' }),
  value: z
    .number({ message: '基準値は数値で入力してください' })
    .min(0, '基準値は0〜100で入力してください')
    .max(100, '基準値は0〜100で入力してください'),
});
const ZRule = z.object({
  rank: z.string().min(1).max(32),
  match: z.enum(['any', 'all'], { message: '条件の組み合わせ方が正しくありません' }),
  conditions: z.array(ZCondition).min(1, '条件を1つ以上指定してください').max(20),
});

/** Validates stored or submitted rules: metrics and ranks must belong to the diagnosis type. */
export const ZCriteriaRules = z
  .object({
    diagnosis_type: DiagnosisType.schema,
    rules: z.array(ZRule).max(50, 'ルールは50件まで設定できます'),
    fallback: z
      .string({ message: 'どのルールにも当てはまらない場合のランクを選んでください' })
      .min(1, 'どのルールにも当てはまらない場合のランクを選んでください')
      .max(32),
  })
  .superRefine((value, ctx) => {
    const metrics = CRITERIA_METRICS[value.diagnosis_type];
    const ranks = CRITERIA_RANKS[value.diagnosis_type];
    if (!ranks.includes(value.fallback)) {
      ctx.addIssue({ code: 'custom', path: ['fallback'], message: 'この診断の種類にないランクです' });
    }
    value.rules.forEach((rule, i) => {
      if (!ranks.includes(rule.rank)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'rank'],
          message: 'この診断の種類にないランクです',
        });
      }
      rule.conditions.forEach((c, j) => {
        if (!metrics.includes(c.metric)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rules', i, 'conditions', j, 'metric'],
            message: 'この診断の種類にない指標です',
          });
        }
      });
    });
    for (const problem of criteriaProblems(value)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });

// ---- set-level checks: rules that can never decide a rank ------------------------------------

/** A metric's T range a condition (or an 'all' rule) admits: lo..hi, each end open or closed. */
interface Range {
  lo: number;
  loClosed: boolean;
  hi: number;
  hiClosed: boolean;
}
const FULL: Range = { lo: -Infinity, loClosed: false, hi: Infinity, hiClosed: false };

function rangeOf(c: CriteriaCondition): Range {
  switch (c.op) {
    case 'lt':
      return { ...FULL, hi: c.value, hiClosed: false };
    case 'lte':
      return { ...FULL, hi: c.value, hiClosed: true };
    case 'gt':
      return { ...FULL, lo: c.value, loClosed: false };
    case 'gte':
      return { ...FULL, lo: c.value, loClosed: true };
  }
}

function intersect(a: Range, b: Range): Range {
  const lo = a.lo > b.lo ? a : a.lo < b.lo ? b : a.loClosed ? b : a;
  const hi = a.hi < b.hi ? a : a.hi > b.hi ? b : a.hiClosed ? b : a;
  return { lo: lo.lo, loClosed: lo.loClosed, hi: hi.hi, hiClosed: hi.hiClosed };
}

const isEmpty = (r: Range) => r.lo > r.hi || (r.lo === r.hi && !(r.loClosed && r.hiClosed));

/** Whether every value of `inner` lies in `outer`. */
function within(inner: Range, outer: Range): boolean {
  if (isEmpty(inner)) return true;
  const loOk = inner.lo > outer.lo || (inner.lo === outer.lo && (outer.loClosed || !inner.loClosed));
  const hiOk = inner.hi < outer.hi || (inner.hi === outer.hi && (outer.hiClosed || !inner.hiClosed));
  return loOk && hiOk;
}

/** An 'all' rule as one range per metric (the intersection of its conditions on that metric). */
function boxOf(rule: CriteriaRule): Map<string, Range> {
  const box = new Map<string, Range>();
  for (const c of rule.conditions) box.set(c.metric, intersect(box.get(c.metric) ?? FULL, rangeOf(c)));
  return box;
}

/** The T-score vectors a rule fires on, as a union of boxes (one per condition for 'any'). */
function boxesOf(rule: CriteriaRule): Map<string, Range>[] {
  if (rule.match === 'all') return [boxOf(rule)];
  return rule.conditions.map((c) => new Map([[c.metric, rangeOf(c)]]));
}

const boxEmpty = (box: Map<string, Range>) => [...box.values()].some(isEmpty);

/** Whether `inner` ⊆ `outer` (a metric outer does not constrain is free; inner must be no wider). */
function boxWithin(inner: Map<string, Range>, outer: Map<string, Range>): boolean {
  if (boxEmpty(inner)) return true;
  for (const [metric, range] of outer) {
    if (!within(inner.get(metric) ?? FULL, range)) return false;
  }
  return true;
}

export interface CriteriaProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What makes a set wrong beyond its shape: a rule whose conditions can never hold together
 * (集中力 ≥ 60 and 集中力 < 50), and a rule that can never decide a rank because one earlier rule
 * already takes every person it would take. Coverage is checked rule by rule against each single
 * earlier rule (not against several earlier rules together).
 */
export function criteriaProblems(criteria: Pick<CriteriaRules, 'rules'>): CriteriaProblem[] {
  const problems: CriteriaProblem[] = [];
  const boxes = criteria.rules.map(boxesOf);
  criteria.rules.forEach((_rule, i) => {
    const own = boxes[i] ?? [];
    if (own.every(boxEmpty)) {
      problems.push({
        path: ['rules', i],
        message: `ルール${i + 1}の条件は同時に満たされることがないため、このルールでランクが決まることはありません`,
      });
      return;
    }
    for (let j = 0; j < i; j++) {
      const earlier = boxes[j] ?? [];
      // Every box of this rule must lie inside one box of the earlier rule.
      if (own.every((box) => earlier.some((outer) => boxWithin(box, outer)))) {
        problems.push({
          path: ['rules', i],
          message: `ルール${i + 1}に当てはまる人はすべて先にルール${j + 1}に当てはまるため、このルールでランクが決まることはありません。順番か条件を見直してください`,
        });
        return;
      }
    }
  });
  return problems;
}

/** One rule in plain Japanese: 「集中力が35未満、またはトラブルリスクが35未満 → NG」. */
export function ruleText(diagnosisType: 'senkou' | 'employee', rule: CriteriaRule): string {
  return `${ruleConditionsText(rule)}の場合は ${rankLabel(diagnosisType, rule.rank)}`;
}

/** A rule's conditions alone: 「集中力が35未満、またはトラブルリスクが35未満」. */
export function ruleConditionsText(rule: Pick<CriteriaRule, 'conditions' | 'match'>): string {
  const parts = rule.conditions.map((c) => `${metricLabel(c.metric)}が${fmt(c.value)}${OP_TEXT[c.op]}`);
  return parts.join(rule.match === 'all' ? '、かつ' : '、または');
}

/** Metrics a rule set names (the preview reads only these T-scores). */
export function metricsOf(criteria: Pick<CriteriaRules, 'rules'>): string[] {
  return [...new Set(criteria.rules.flatMap((r) => r.conditions.map((c) => c.metric)))];
}

/**
 * A rule whose conditions share one comparison: `criteriaRule('NG', 'any', 'lt', { concentration: 35 })`
 * is 「集中力が35未満の場合は NG」. The default sets, the demo's versions and the bench are written with it.
 */
export function criteriaRule(
  rank: string,
  match: CriteriaRule['match'],
  op: CriteriaOp,
  bars: Readonly<Record<string, number>>,
): CriteriaRule {
  return { rank, match, conditions: Object.entries(bars).map(([metric, value]) => ({ metric, op, value })) };
}

/**
 * The service's default sets. Applicants: clear risk signals (attention or impulse control far
 * below the norm) give NG first; a broadly strong profile gives A; weak core performance gives C;
 * everyone else is B. `OK` is not used by default (it suits a company's own pass/fail sets).
 * Employees: the same risk signals give NG; weak performance, load tolerance or motivation give
 * 検討 (a conversation is worth having); everyone else is OK.
 */
export const DEFAULT_CRITERIA: Record<'senkou' | 'employee', { name: string; rules: CriteriaRules }> = {
  senkou: {
    name: '標準基準（選考用）',
    rules: {
      diagnosis_type: 'senkou',
      rules: [
        criteriaRule('NG', 'any', 'lt', { concentration: 35, trouble_risk: 35 }),
        criteriaRule('A_RANK', 'all', 'gte', {
          performance: 55,
          potential: 55,
          concentration: 45,
          trouble_risk: 45,
        }),
        criteriaRule('C_RANK', 'any', 'lt', { performance: 42, potential: 42 }),
      ],
      fallback: 'B_RANK',
    },
  },
  employee: {
    name: '標準基準（社員）',
    rules: {
      diagnosis_type: 'employee',
      rules: [
        criteriaRule('NG', 'any', 'lt', { concentration: 35, trouble_risk: 35 }),
        criteriaRule('CONSIDERING', 'any', 'lt', {
          performance: 42,
          stress_tolerance: 40,
          work_motivation: 40,
        }),
      ],
      fallback: 'OK',
    },
  },
};

function holds(c: CriteriaCondition, t: number | null | undefined): t is number {
  if (t === null || t === undefined) return false;
  switch (c.op) {
    case 'lt':
      return t < c.value;
    case 'lte':
      return t <= c.value;
    case 'gt':
      return t > c.value;
    case 'gte':
      return t >= c.value;
  }
}

/** One compared condition as a phrase: 「集中力のT得点 34 が基準 40 未満」. */
export function conditionText(metric: string, op: CriteriaOp, threshold: number, value: number): string {
  return `${metricLabel(metric)}のT得点 ${fmt(value)} が基準 ${fmt(threshold)} ${OP_TEXT[op]}`;
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/**
 * The Japanese explanation of a rank: the conditions that held, joined with 「、」, then
 * 「のため {rank}」 (「ため」 after を超える); with no conditions (the fallback)
 * 「いずれの基準にも該当しないため {rank}」.
 */
export function rankDecisionText(
  diagnosisType: 'senkou' | 'employee',
  rank: string,
  held: readonly { metric: string; op: CriteriaOp; threshold: number; value: number }[],
): string {
  const label = rankLabel(diagnosisType, rank);
  if (held.length === 0) return `いずれの基準にも該当しないため ${label}`;
  const parts = held.map((h) => conditionText(h.metric, h.op, h.threshold, h.value));
  // 「未満のため」「以上のため」 but 「を超えるため」 (a verb takes ため directly)
  const because = held.at(-1)?.op === 'gt' ? 'ため' : 'のため';
  return `${parts.join('、')}${because} ${label}`;
}

/**
 * Applies the rules to T-scores. For an 'any' rule the first condition that held is reported; for
 * an 'all' rule every condition is named in the text and the first is reported in the fields.
 */
export function evaluateCriteria(
  criteria: CriteriaRules,
  tScores: Readonly<Record<string, number | null | undefined>>,
): TRankDecision {
  for (let i = 0; i < criteria.rules.length; i++) {
    const rule = criteria.rules[i] as CriteriaRule;
    const held: { metric: string; op: CriteriaOp; threshold: number; value: number }[] = [];
    for (const c of rule.conditions) {
      const t = tScores[c.metric];
      if (holds(c, t)) {
        held.push({ metric: c.metric, op: c.op, threshold: c.value, value: t });
        if (rule.match === 'any') break;
      } else if (rule.match === 'all') {
        held.length = 0;
        break;
      }
    }
    const first = held[0];
    if (first && (rule.match === 'any' || held.length === rule.conditions.length)) {
      return {
        rank: rule.rank,
        text: rankDecisionText(criteria.diagnosis_type, rule.rank, held),
        rule_index: i,
        metric: first.metric,
        op: first.op,
        threshold: first.threshold,
        value: first.value,
      };
    }
  }
  return {
    rank: criteria.fallback,
    text: rankDecisionText(criteria.diagnosis_type, criteria.fallback, []),
    rule_index: null,
    metric: null,
    op: null,
    threshold: null,
    value: null,
  };
}

/** A metric a rule may name, as the editor and the catalogue (`criterions`) show it. */
export interface CriteriaMetricInfo {
  key: string;
  label: string;
  /** What the T-score measures, in the report's words (vital/interpretation.ts). */
  explain: string;
  /** 'reaction' for the reaction tasks, 'questionnaire' for the self-report scales. */
  group: 'reaction' | 'questionnaire' | 'employee';
  /** Diagnosis types whose rules may use it. */
  types: ('senkou' | 'employee')[];
}
