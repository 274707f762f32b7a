/**
 * The interview sheet's reading of a result: three strengths from the most favourable T-scores,
 * three cautions from the least favourable, and interview questions that let the person show each
 * with an example (cautions first: they are what the interviewer most needs to hear about).
 *
 * 初期疲労 is left out: it is a difference score with a low assumed reliability
 * (docs/scoring.md §10), too noisy to steer an interview.
 */
import { metricLabel } from '@mirume/shared/vital/criteria';
import { METRIC_TEXTS } from '@mirume/shared/vital/interpretation';

const EXCLUDED = new Set(['init_fatigue']);
const PICK = 3;
/** Questions from the strengths, after one per caution (5 in all with 3 cautions). */
const STRENGTH_QUESTIONS = 2;

export interface InterviewPoint {
  metric: string;
  label: string;
  t: number;
  text: string;
  /**
   * Set when the point is relative to the person rather than to others: a strength below the
   * average, or a caution still inside the typical 40–60 range. The sheet says so, so that a
   * modest score is not read as an outstanding one (or the reverse).
   */
  note: string | null;
}
export interface InterviewQuestion {
  metric: string;
  label: string;
  question: string;
}
export interface InterviewSheet {
  strengths: InterviewPoint[];
  cautions: InterviewPoint[];
  questions: InterviewQuestion[];
}

/** The T-score turned so that higher is always the strength end of the metric. */
function favourability(metric: string, t: number): number {
  return METRIC_TEXTS[metric]?.favourable === 'low' ? 100 - t : t;
}

export function interviewSheet(metrics: Record<string, { t: number | null }>): InterviewSheet {
  const scored = Object.entries(metrics)
    .filter(([key, s]) => s.t !== null && METRIC_TEXTS[key] && !EXCLUDED.has(key))
    .map(([key, s], order) => ({ key, t: s.t as number, f: favourability(key, s.t as number), order }));
  // Ties keep the order of the metrics as stored (the enum order), so the sheet is deterministic.
  const best = [...scored].sort((a, b) => b.f - a.f || a.order - b.order).slice(0, PICK);
  const chosen = new Set(best.map((s) => s.key));
  const worst = [...scored]
    .filter((s) => !chosen.has(s.key))
    .sort((a, b) => a.f - b.f || a.order - b.order)
    .slice(0, PICK);

  const point = (s: (typeof scored)[number], side: 'strength' | 'caution'): InterviewPoint => ({
    metric: s.key,
    label: metricLabel(s.key),
    t: s.t,
    text: (METRIC_TEXTS[s.key] as (typeof METRIC_TEXTS)[string])[side],
    note:
      side === 'strength'
        ? s.f < 50
          ? '本人の中では比較的高い指標'
          : null
        : s.f >= 40
          ? '標準の範囲内'
          : null,
  });
  const question = (s: (typeof scored)[number], side: 'askStrength' | 'askCaution'): InterviewQuestion => ({
    metric: s.key,
    label: metricLabel(s.key),
    question: (METRIC_TEXTS[s.key] as (typeof METRIC_TEXTS)[string])[side],
  });
  return {
    strengths: best.map((s) => point(s, 'strength')),
    cautions: worst.map((s) => point(s, 'caution')),
    questions: [
      ...worst.map((s) => question(s, 'askCaution')),
      ...best.slice(0, STRENGTH_QUESTIONS).map((s) => question(s, 'askStrength')),
    ],
  };
}
