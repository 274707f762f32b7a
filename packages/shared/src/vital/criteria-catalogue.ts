/**
 * The metric catalogue of the criteria editor (`criterions`): every metric a rule may name, with
 * its Japanese name and what its T-score means (the report's words, vital/interpretation.ts).
 * Import by subpath: `@mirume/shared/vital/criteria-catalogue`.
 */
import { ApplicantMetric, EmployeeMetric } from '../enums.ts';
import { CRITERIA_METRICS, type CriteriaMetricInfo, metricLabel } from './criteria.ts';
import { METRIC_TEXTS } from './interpretation.ts';

const QUESTIONNAIRE = new Set(['responsibility', 'aspiration', 'work_motivation']);

export const CRITERIA_CATALOGUE: readonly CriteriaMetricInfo[] = [
  ...ApplicantMetric.values,
  ...EmployeeMetric.values,
].map((key) => ({
  key,
  label: metricLabel(key),
  explain: METRIC_TEXTS[key]?.explain ?? '',
  group: (EmployeeMetric.values as readonly string[]).includes(key)
    ? 'employee'
    : QUESTIONNAIRE.has(key)
      ? 'questionnaire'
      : 'reaction',
  types: (['senkou', 'employee'] as const).filter((t) => CRITERIA_METRICS[t].includes(key)),
}));

/** A one-line reminder of what a T-score is, shown beside thresholds. */
export const T_SCORE_HINT =
  'T得点は受検者全体の平均を50、標準偏差を10とした値です（高いほど良好。トラブルリスクは高いほどリスクが低い）。';
