/**
 * What a trend page of a third-party instrument compares: the rows of its table (every scale; for
 * EMERGENETICS each group's mean followed by its three items), the groups its line chart offers,
 * and the change of each row between the two newest results, judged against the row's noise
 * threshold from packages/shared/src/assessments.ts (`changeBetween`).
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_TREND_COUNT,
  type AssessmentInstrument,
  changeBetween,
  EMERGENETIC_PART_LABELS,
  groupScore,
} from '@mirume/shared';
import type { ScoreScale } from '@/components/charts';
import type { AssessmentRecordOf } from '@/entities/assessment/api/assessment-records';
import { PERCENTILE_SCALE, scoreScaleOf } from '@/entities/assessment/lib/assessment-view';
import type { MetricChange } from '@/entities/result/lib/change';

type AnyRecord = AssessmentRecordOf[AssessmentInstrument];

export interface TrendRow {
  key: string;
  label: string;
  /** `group`: an EMERGENETICS group's mean; `item`: one of its items; `scale`: any other scale. */
  kind: 'scale' | 'group' | 'item';
  threshold: number;
  scale: ScoreScale;
  valueOf(record: AnyRecord): number | null;
}

export interface TrendTableSection {
  /** The heading row (EMERGENETICS: パーソナリティ / 成長領域), null for one plain list. */
  title: string | null;
  rows: TrendRow[];
}

export interface TrendChartGroup {
  id: string;
  label: string;
  rows: TrendRow[];
}

export interface TrendModel {
  sections: TrendTableSection[];
  chartGroups: TrendChartGroup[];
}

const scoreRow = (
  instrument: AssessmentInstrument,
  key: string,
  kind: 'scale' | 'item' = 'scale',
): TrendRow => {
  const scale = ASSESSMENT_DEFS[instrument].scales.find((s) => s.key === key);
  if (!scale) throw new Error(`unknown scale ${instrument}.${key}`);
  return {
    key,
    label: scale.label,
    kind,
    threshold: scale.change,
    scale: scoreScaleOf(scale),
    valueOf: (record) => record.scores[key] ?? null,
  };
};

function emergeneticModel(): TrendModel {
  const def = ASSESSMENT_DEFS.emergenetic;
  const groupRow = (key: string): TrendRow => {
    const group = def.groups.find((g) => g.key === key);
    if (!group) throw new Error(`unknown group ${key}`);
    return {
      key: `group:${group.key}`,
      label: `${group.label}（平均）`,
      kind: 'group',
      threshold: group.change,
      scale: PERCENTILE_SCALE,
      valueOf: (record) =>
        record.instrument === 'emergenetic'
          ? (record.group_scores[group.key] ?? groupScore(group, record.scores))
          : null,
    };
  };
  const parts = (['personality', 'competency'] as const).map((part) => {
    const groups = def.groups.filter((g) => g.part === part);
    return {
      part,
      title: EMERGENETIC_PART_LABELS[part],
      groupRows: groups.map((g) => groupRow(g.key)),
      rows: groups.flatMap((g) => [
        groupRow(g.key),
        ...g.scales.map((key) => scoreRow('emergenetic', key, 'item')),
      ]),
    };
  });
  return {
    sections: parts.map((p) => ({ title: p.title, rows: p.rows })),
    chartGroups: parts.map((p) => ({
      id: p.part,
      label: `${p.title}（領域の平均）`,
      rows: p.groupRows.map((row) => ({ ...row, label: row.label.replace('（平均）', '') })),
    })),
  };
}

const MODELS: Record<AssessmentInstrument, () => TrendModel> = {
  hci: () => {
    const six = ASSESSMENT_DEFS.hci.scales
      .filter((s) => s.key !== 'total_score')
      .map((s) => scoreRow('hci', s.key));
    const total = scoreRow('hci', 'total_score');
    return {
      sections: [{ title: null, rows: [...six, total] }],
      chartGroups: [
        { id: 'scales', label: '6つの尺度', rows: six },
        { id: 'total', label: '総合得点', rows: [total] },
      ],
    };
  },
  emergenetic: emergeneticModel,
  energizer: () => {
    const row = (key: string) => scoreRow('energizer', key);
    return {
      sections: [{ title: null, rows: ASSESSMENT_DEFS.energizer.scales.map((s) => row(s.key)) }],
      chartGroups: [
        { id: 'drive', label: 'アクセルとブレーキ', rows: ['accelerator', 'brake'].map(row) },
        {
          id: 'motives',
          label: '4つの動機',
          rows: ['achievement', 'affinity', 'power', 'avoidance'].map(row),
        },
      ],
    };
  },
};

export function trendModel(instrument: AssessmentInstrument): TrendModel {
  return MODELS[instrument]();
}

/** The results a trend compares: the newest ASSESSMENT_TREND_COUNT, oldest first (left to right). */
export function recentResults<R>(newestFirst: readonly R[]): R[] {
  return newestFirst.slice(0, ASSESSMENT_TREND_COUNT).reverse();
}

/** Each row's change from the second-newest to the newest result; empty with fewer than two. */
export function trendChanges(
  rows: readonly TrendRow[],
  oldestFirst: readonly AnyRecord[],
): Record<string, MetricChange> {
  const newer = oldestFirst.at(-1);
  const older = oldestFirst.at(-2);
  const changes: Record<string, MetricChange> = {};
  if (!newer || !older) return changes;
  for (const row of rows) {
    const a = row.valueOf(older);
    const b = row.valueOf(newer);
    if (a === null || b === null) continue;
    // Group means have one decimal: compare the rounded difference, not 70.1 − 50.1 = 19.99….
    const delta = Math.round((b - a) * 10) / 10;
    const direction = changeBetween(row.threshold, 0, delta);
    changes[row.key] = {
      delta,
      threshold: row.threshold,
      significant: direction === 'same' ? null : direction,
    };
  }
  return changes;
}
