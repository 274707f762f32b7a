/**
 * The metrics of a result as the screens list them: spec §3 order, Japanese label, the one-line
 * explanation shared with the PDF report, raw value and T-score. A staff result carries the
 * applicant metrics too (its rank rules may use them); they are listed after its own.
 */
import {
  ApplicantMetric,
  AptitudeType,
  type DiagnosisType,
  EmployeeMetric,
  type EnumValue,
  type TMirumevitalResult,
} from '@mirume/shared';
import { METRIC_TEXTS } from '@mirume/shared/vital/interpretation';
import type { ScoreScale } from '@/components/charts/types';

export type DiagnosisTypeValue = EnumValue<typeof DiagnosisType>;

export interface MetricRow {
  key: string;
  label: string;
  explain: string;
  raw: number | null;
  t: number | null;
}

/** T-scores are clamped to this range by the scoring (docs/scoring.md). */
export const T_MIN = 20;
export const T_MAX = 80;
/** The typical range (mean ± 1 SD) shaded on every chart. */
export const T_BAND = [40, 60] as const;
/** The T-score scale of the shared charts. */
export const T_SCALE: ScoreScale = {
  min: T_MIN,
  max: T_MAX,
  ticks: [20, 30, 40, 50, 60, 70, 80],
  band: T_BAND,
  mean: 50,
};

export function metricLabel(key: string): string {
  return (
    (ApplicantMetric.labels as Record<string, string>)[key] ??
    (EmployeeMetric.labels as Record<string, string>)[key] ??
    (AptitudeType.labels as Record<string, string>)[key] ??
    key
  );
}

function rowsOf(labels: Record<string, string>, scores: TMirumevitalResult['metrics']): MetricRow[] {
  return Object.entries(labels)
    .filter(([key]) => scores[key])
    .map(([key, label]) => ({
      key,
      label,
      explain: METRIC_TEXTS[key]?.explain ?? '',
      raw: scores[key]?.raw ?? null,
      t: scores[key]?.t ?? null,
    }));
}

export interface MetricSection {
  /** Sub-heading of the section; null when a result has only one. */
  title: string | null;
  rows: MetricRow[];
}

/**
 * The metrics in the sections a reader scans: a staff result's own metrics, then the reaction
 * and questionnaire metrics it shares with applicants. Empty sections are dropped.
 */
export function metricSections(
  result: Pick<TMirumevitalResult, 'diagnosis_type' | 'metrics'>,
): MetricSection[] {
  if (result.diagnosis_type === 'senkou')
    return [{ title: null, rows: rowsOf(ApplicantMetric.labels, result.metrics) }];
  return [
    { title: '社員診断の指標', rows: rowsOf(EmployeeMetric.labels, result.metrics) },
    { title: '反応検査とアンケートの指標', rows: rowsOf(ApplicantMetric.labels, result.metrics) },
  ].filter((section) => section.rows.length > 0);
}

/** The 14 job aptitudes (staff results only), in spec §3 order. */
export function aptitudeRows(result: Pick<TMirumevitalResult, 'aptitudes'>): MetricRow[] {
  return AptitudeType.options()
    .filter((o) => result.aptitudes[o.value])
    .map((o) => ({
      key: o.value,
      label: o.label,
      explain: '',
      raw: result.aptitudes[o.value]?.raw ?? null,
      t: result.aptitudes[o.value]?.t ?? null,
    }));
}

export const formatNumber = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined
    ? '-'
    : value.toLocaleString('ja-JP', { maximumFractionDigits: digits });

/** Where a T-score sits against the typical range, in words (for screen readers and tooltips). */
export function tBandText(t: number | null): string {
  if (t === null) return '未算出';
  if (t < T_BAND[0]) return '平均より低め';
  if (t > T_BAND[1]) return '平均より高め';
  return '標準的な範囲';
}
