/**
 * T-scores of one metric group over the last results (oldest left), drawn by the shared line
 * chart: the typical range 40–60 shaded, a ring on the newest point of a metric whose change is
 * beyond the noise, the numbers also as a table.
 */
import { formatDateJa, type TMirumevitalResult, type TTrendSeries } from '@mirume/shared';
import { ChartCaption, ScoreLineChart } from '@/components/charts';
import { formatNumber, metricLabel, T_SCALE } from '@/entities/result/lib/metrics';
import { type MetricGroup, scoreOf } from '../lib/trend-groups';

interface TrendLineChartProps {
  results: TMirumevitalResult[];
  group: MetricGroup;
  changes: TTrendSeries['changes'];
}

export function TrendLineChart({ results, group, changes }: TrendLineChartProps) {
  const ringed = group.keys.some((key) => changes[key]?.significant);
  return (
    <>
      <ScoreLineChart
        title={`${group.label}の推移`}
        summary={group.keys
          .map(
            (key) =>
              `${metricLabel(key)} ${results.map((r) => formatNumber(scoreOf(r, group.source, key), 0)).join('→')}`,
          )
          .join('、')}
        categories={results.map((r) => formatDateJa(r.taken_at))}
        series={group.keys.map((key) => ({
          key,
          label: metricLabel(key),
          values: results.map((r) => scoreOf(r, group.source, key)),
          ringNewest: Boolean(changes[key]?.significant),
        }))}
        scale={T_SCALE}
      />
      {ringed ? <ChartCaption>○ 印: 前回から有意な変化があった指標（最新の結果）</ChartCaption> : null}
    </>
  );
}
