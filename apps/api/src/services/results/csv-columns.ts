/**
 * The columns of the result CSVs, in Japanese, and how a stored result becomes a row. Metrics are
 * written as stored (raw value and T-score; an empty cell when the metric could not be computed),
 * so a spreadsheet sees exactly the numbers the result pages show. Dates are Tokyo time as
 * `2026/11/22 14:05`, which Excel reads as a date and time.
 */
import type { ExportResultRow } from '@mirume/db';
import {
  ApplicantMetric,
  AptitudeType,
  Browser,
  Device,
  DiagnosisType,
  EmployeeMetric,
  EmploymentType,
  OperatingSystem,
  PcEvaluation,
  PERSON_FIELDS,
  stripTrailingUuid,
} from '@mirume/shared';
import { metricLabel, rankLabel } from '@mirume/shared/vital/criteria';
import { changeBetween } from '@mirume/shared/vital/scoring/index';
import type { CsvCell } from '../../lib/csv.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';
type Score = { raw: number | null; t: number | null };

/** Metric keys of a diagnosis type's results, in the order of spec §3. */
export function metricKeys(type: DiagnosisTypeValue): readonly string[] {
  return type === 'senkou' ? ApplicantMetric.values : [...ApplicantMetric.values, ...EmployeeMetric.values];
}
/** The 14 job aptitudes (employee results only). */
export function aptitudeKeys(type: DiagnosisTypeValue): readonly string[] {
  return type === 'employee' ? AptitudeType.values : [];
}
const aptitudeLabel = (key: string) =>
  `職種適性 ${AptitudeType.labels[key as keyof typeof AptitudeType.labels]}`;

/** `2026/11/22 14:05` in Japan time (no daylight saving time, so the fixed offset is exact). */
export function tokyoDateTime(at: Date): string {
  const t = new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${t.slice(0, 4)}/${t.slice(5, 7)}/${t.slice(8, 10)} ${t.slice(11, 16)}`;
}

const scoreOf = (scores: unknown, key: string): Score => {
  const s = (scores as Record<string, Score | undefined>)[key];
  return { raw: s?.raw ?? null, t: s?.t ?? null };
};

const PERSON_HEADERS = [
  PERSON_FIELDS.employee_id.label,
  PERSON_FIELDS.full_name.label,
  PERSON_FIELDS.kana.label,
  PERSON_FIELDS.employment_type.label,
  PERSON_FIELDS.department.label,
] as const;

function personCells(row: ExportResultRow): CsvCell[] {
  return [
    row.employee_number,
    stripTrailingUuid(`${row.last_name} ${row.first_name}`),
    `${row.kana_last_name} ${row.kana_first_name}`,
    EmploymentType.label(row.employment_type),
    row.department,
  ];
}

// ---- one row per result ----------------------------------------------------------------------

export function resultHeaders(type: DiagnosisTypeValue): string[] {
  return [
    '結果ID',
    ...PERSON_HEADERS,
    'メールアドレス',
    '診断の種類',
    '受検日時',
    'ランク',
    'ランクの理由',
    'PC操作評価',
    '端末',
    'OS',
    'ブラウザ',
    '受検の有効性',
    '注意事項',
    '切り替え元の結果ID',
    '採点モデル',
    ...metricKeys(type).flatMap((k) => [`${metricLabel(k)}（素点）`, `${metricLabel(k)}（T得点）`]),
    ...aptitudeKeys(type).map((k) => `${aptitudeLabel(k)}（T得点）`),
  ];
}

interface Validity {
  flags: string[];
  valid: boolean;
}

export function resultCells(row: ExportResultRow): CsvCell[] {
  const type = row.diagnosis_type;
  const validity = row.validity as Validity;
  return [
    row.id,
    ...personCells(row),
    row.email,
    DiagnosisType.label(type),
    tokyoDateTime(row.taken_at),
    rankLabel(type, row.rank),
    (row.rank_rule as { text: string }).text,
    PcEvaluation.label(row.pc_evaluation),
    Device.label(row.device),
    OperatingSystem.label(row.os),
    Browser.label(row.browser),
    validity.valid ? '有効' : '無効',
    validity.flags.join('、'),
    row.source_result_id,
    row.scoring_version,
    ...metricKeys(type).flatMap((k) => {
      const s = scoreOf(row.metrics, k);
      return [s.raw, s.t];
    }),
    ...aptitudeKeys(type).map((k) => scoreOf(row.aptitudes, k).t),
  ];
}

// ---- latest result against the previous one ----------------------------------------------------

/** The mark of a change larger than the test's measurement noise (realChangeThreshold). */
export const CHANGE_MARK = { up: '有意な上昇', down: '有意な低下' } as const;

export function diffHeaders(type: DiagnosisTypeValue): string[] {
  const scored = [...metricKeys(type).map(metricLabel), ...aptitudeKeys(type).map(aptitudeLabel)];
  return [
    ...PERSON_HEADERS,
    '診断の種類',
    '最新の結果ID',
    '最新の受検日時',
    '最新のランク',
    '前回の結果ID',
    '前回の受検日時',
    '前回のランク',
    ...scored.flatMap((label) => [
      `${label}（T得点）`,
      `${label}（前回のT得点）`,
      `${label}（前回との差）`,
      `${label}（有意な変化）`,
    ]),
  ];
}

export function diffCells(latest: ExportResultRow, previous: ExportResultRow | null): CsvCell[] {
  const type = latest.diagnosis_type;
  const change = (key: string, scores: (r: ExportResultRow) => unknown): CsvCell[] => {
    const after = scoreOf(scores(latest), key).t;
    const before = previous ? scoreOf(scores(previous), key).t : null;
    // T-scores carry one decimal; rounding keeps 52.3 − 50.1 from printing as 2.1999999999999957
    const delta = after === null || before === null ? null : Math.round((after - before) * 10) / 10;
    const mark = changeBetween(key, before, after);
    return [after, before, delta, mark === 'up' || mark === 'down' ? CHANGE_MARK[mark] : ''];
  };
  return [
    ...personCells(latest),
    DiagnosisType.label(type),
    latest.id,
    tokyoDateTime(latest.taken_at),
    rankLabel(type, latest.rank),
    previous?.id ?? null,
    previous ? tokyoDateTime(previous.taken_at) : null,
    previous ? rankLabel(type, previous.rank) : null,
    ...metricKeys(type).flatMap((k) => change(k, (r) => r.metrics)),
    ...aptitudeKeys(type).flatMap((k) => change(k, (r) => r.aptitudes)),
  ];
}
