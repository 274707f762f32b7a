/**
 * How the screens show third-party assessment results: who may change them, the chart scales,
 * a one-line summary of a result (history page) and the explanation of the trend's change marks.
 * The instruments themselves (scales, labels, ranges, thresholds) are defined once in
 * packages/shared/src/assessments.ts.
 */
import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  type AssessmentScale,
  CheckState,
  type CompanyRoleValue,
  canManageEmployee,
  EMERGENETIC_GROUPS,
  type EmploymentType,
  type EnumValue,
  HciResult,
} from '@mirume/shared';
import type { ScoreScale } from '@/components/charts';
import type { AssessmentRecordOf } from '../api/assessment-records';

/**
 * Entering, editing, deleting a result and marking it checked: the roles that may edit the person
 * (canManageEmployee). Every role sees the results, their reports and sheets.
 */
export function canManageAssessments(
  role: CompanyRoleValue | undefined,
  employmentType: EnumValue<typeof EmploymentType>,
): boolean {
  return canManageEmployee(role, employmentType);
}

/** Sten (1–10, mean 5.5): about two thirds of people score 4–7. */
export const STEN_SCALE: ScoreScale = {
  min: 1,
  max: 10,
  ticks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  band: [4, 7],
  mean: 5.5,
};
/** Percentile (0–100, median 50): the middle half of people score 25–75. */
export const PERCENTILE_SCALE: ScoreScale = {
  min: 0,
  max: 100,
  ticks: [0, 25, 50, 75, 100],
  band: [25, 75],
  mean: 50,
};
/** HCI-AS total score (0–100). */
export const TOTAL_SCALE: ScoreScale = { min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100] };

/** The chart scale of a scale's range. */
export function scoreScaleOf(scale: Pick<AssessmentScale, 'key' | 'min' | 'max'>): ScoreScale {
  if (scale.min === 1 && scale.max === 10) return STEN_SCALE;
  return scale.key === 'total_score' ? TOTAL_SCALE : PERCENTILE_SCALE;
}

export const scaleOf = (instrument: AssessmentInstrument, key: string): AssessmentScale | undefined =>
  ASSESSMENT_DEFS[instrument].scales.find((s) => s.key === key);

/** "7 / 10": a value with its range's top, so a sten and a percentile are not mistaken. */
export function formatScore(value: number | null | undefined, scale?: Pick<AssessmentScale, 'max'>): string {
  if (value === null || value === undefined) return '-';
  return scale ? `${value} / ${scale.max}` : String(value);
}

/** One line saying what a result was, for the history list. */
export function summaryOf(record: AssessmentRecordOf[AssessmentInstrument]): string {
  switch (record.instrument) {
    case 'hci':
      return `判定 ${HciResult.label(record.result)}・総合得点 ${record.scores.total_score ?? '-'}・${CheckState.label(record.check_state)}`;
    case 'emergenetic': {
      const ranked = EMERGENETIC_GROUPS.map((g) => ({ label: g.label, score: record.group_scores[g.key] }))
        .filter((g): g is { label: string; score: number } => typeof g.score === 'number')
        .sort((a, b) => b.score - a.score)
        .slice(0, 2);
      return ranked.length > 0 ? `高い領域: ${ranked.map((g) => `${g.label} ${g.score}`).join('・')}` : '-';
    }
    case 'energizer':
      return ['accelerator', 'brake']
        .map((key) => `${scaleOf('energizer', key)?.label} ${record.scores[key] ?? '-'}`)
        .join('・');
  }
}

/** The thresholds of an instrument, e.g. 「各尺度3・総合得点12」, for the trend page's explanation. */
export function thresholdText(instrument: AssessmentInstrument): string {
  const def = ASSESSMENT_DEFS[instrument];
  if (instrument === 'emergenetic') {
    const item = def.scales[0]?.change;
    const group = def.groups[0]?.change;
    return `各項目${item}・各領域の平均${group}`;
  }
  const byValue = new Map<number, string[]>();
  for (const s of def.scales) byValue.set(s.change, [...(byValue.get(s.change) ?? []), s.label]);
  const [common, ...others] = [...byValue.entries()].sort((a, b) => b[1].length - a[1].length);
  return [`各尺度${common?.[0]}`, ...others.map(([value, labels]) => `${labels.join('・')}${value}`)].join(
    '・',
  );
}

/** The sentence under a trend explaining its marks. */
export function changeNote(instrument: AssessmentInstrument): string {
  return `↑↓「有意な変化」は、直近2回の差が、その尺度の測定誤差の目安（${thresholdText(instrument)}）以上であることを示します。印のない差は、同じ人が受け直しても生じうる誤差の範囲です。`;
}

const STEN_LEGEND = '標準得点は1〜10で、平均は5.5です。4〜7（網掛け）が標準的な範囲です。';
const PERCENTILE_LEGEND = '各項目は0〜100の値で、50が中央です。25〜75（網掛け）におよそ半数の人が入ります。';

/** How to read the values of an instrument, for the trend page. */
export const SCALE_LEGENDS: Record<AssessmentInstrument, string> = {
  hci: `${STEN_LEGEND}総合得点は0〜100です。`,
  emergenetic: `${PERCENTILE_LEGEND}領域の値は、その領域の3項目の平均です。`,
  energizer: STEN_LEGEND,
};
