/**
 * When is the difference between two results of the same person a real change rather than
 * measurement noise (docs/scoring.md, 「測定誤差と変化の判定」)? The reliable-change rule of
 * Jacobson & Truax (1991) on the T scale: SEM = 10·√(1 − r), SE of a difference = √2·SEM, and a
 * change is real at 90 % confidence when |ΔT| ≥ 1.645 · SEdiff. The reliabilities r are assumed
 * test–retest values, to be re-estimated from people who take the test twice.
 */

/** Assumed test–retest reliability per metric (and 0.75 for every aptitude). */
export const ASSUMED_RELIABILITY: Readonly<Record<string, number>> = {
  simple_react: 0.8,
  hukugo: 0.8,
  highest_hukugo_answer: 0.7,
  simple_miss: 0.6,
  miss_ave: 0.6,
  performance: 0.8,
  init_fatigue: 0.4,
  concentration: 0.65,
  stress_tolerance: 0.7,
  potential: 0.75,
  trouble_risk: 0.6,
  responsibility: 0.75,
  aspiration: 0.75,
  work_motivation: 0.75,
  management_personnel_leadership: 0.75,
  management_personnel_management: 0.75,
  accelerator: 0.75,
  brake: 0.75,
  achievement: 0.75,
  affinity: 0.75,
  power: 0.75,
  avoidance: 0.75,
};
export const APTITUDE_RELIABILITY = 0.75;

/** z of the two-sided 90 % interval. */
export const CHANGE_Z = 1.645;

/** The smallest T-score difference that counts as a real change for a metric or aptitude. */
export function realChangeThreshold(key: string): number {
  const r = ASSUMED_RELIABILITY[key] ?? APTITUDE_RELIABILITY;
  const seDiff = Math.SQRT2 * 10 * Math.sqrt(1 - r);
  return Math.round(CHANGE_Z * seDiff * 10) / 10;
}

/** 'up' / 'down' when two T-scores differ by at least the threshold, else 'same'. Null in, null out. */
export function changeBetween(
  key: string,
  before: number | null,
  after: number | null,
): 'up' | 'down' | 'same' | null {
  if (before === null || after === null) return null;
  const d = Math.round((after - before) * 10) / 10; // T-scores carry one decimal
  if (Math.abs(d) < realChangeThreshold(key)) return 'same';
  return d > 0 ? 'up' : 'down';
}
