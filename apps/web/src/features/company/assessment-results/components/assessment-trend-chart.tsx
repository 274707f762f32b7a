/**
 * One chart group of a trend as lines (oldest left), drawn by the shared line chart: the scale's
 * typical range shaded, a ring on the newest point of a row whose change reaches its threshold.
 */
import { formatDateJa } from '@mirume/shared';
import { ChartCaption, ScoreLineChart } from '@/components/charts';
import type { AssessmentRecordOf } from '@/entities/assessment/api/assessment-records';
import type { MetricChange } from '@/entities/result/lib/change';
import { formatNumber } from '@/entities/result/lib/metrics';
import type { TrendChartGroup } from '../lib/trend-rows';

interface AssessmentTrendChartProps {
  results: AssessmentRecordOf[keyof AssessmentRecordOf][];
  group: TrendChartGroup;
  changes: Record<string, MetricChange>;
}

export function AssessmentTrendChart({ results, group, changes }: AssessmentTrendChartProps) {
  const ringed = group.rows.some((row) => changes[row.key]?.significant);
  const scale = group.rows[0]?.scale;
  if (!scale) return null;
  return (
    <>
      <ScoreLineChart
        title={`${group.label}の推移`}
        summary={group.rows
          .map((row) => `${row.label} ${results.map((r) => formatNumber(row.valueOf(r), 1)).join('→')}`)
          .join('、')}
        categories={results.map((r) => formatDateJa(r.taken_on))}
        series={group.rows.map((row) => ({
          key: row.key,
          label: row.label,
          values: results.map((r) => row.valueOf(r)),
          ringNewest: Boolean(changes[row.key]?.significant),
        }))}
        scale={scale}
      />
      {ringed ? <ChartCaption>○ 印: 前回から有意な変化があった尺度（最新の結果）</ChartCaption> : null}
    </>
  );
}
