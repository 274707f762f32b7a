/** Wording of a change between the two newest results, judged against the measurement noise. */
import type { TTrendSeries } from '@mirume/shared';
import { formatNumber } from '@/entities/result/lib/metrics';

export type MetricChange = TTrendSeries['changes'][string];

export const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${formatNumber(Math.abs(value), 1)}`;

/** The tooltip of a change: the difference and the threshold it is judged against. */
export function changeExplanation(change: MetricChange): string {
  const base = `前回から${signed(change.delta)}点。`;
  return change.significant
    ? `${base}測定誤差の目安（±${formatNumber(change.threshold, 1)}点）以上の、有意な変化です。`
    : `${base}測定誤差の目安（±${formatNumber(change.threshold, 1)}点）の範囲内です。`;
}

/** The one sentence under the trend explaining the marks (docs/scoring.md §10). */
export const CHANGE_NOTE =
  '↑↓「有意な変化」は、直近2回の差が、その指標の測定誤差の目安（指標ごとに約10〜18点）以上であることを示します。印のない差は、同じ人が受け直しても生じうる誤差の範囲です。';
