/**
 * T-scores drawn on the 20–80 scale with the typical range 40–60 shaded and the mean 50 marked, so
 * a reader sees at once whether a score is ordinary, high or low: a small bar inside a table row,
 * and the bar chart of many scores (the shared charts of components/charts, MUI X Charts).
 */
import Box from '@mui/material/Box';
import { ScoreBarChart } from '@/components/charts';
import { BAND_FILL } from '@/components/charts/colors';
import { formatNumber, type MetricRow, T_BAND, T_MAX, T_MIN, T_SCALE, tBandText } from '../lib/metrics';

const percent = (t: number) => `${((Math.min(T_MAX, Math.max(T_MIN, t)) - T_MIN) / (T_MAX - T_MIN)) * 100}%`;

/** One score as a small bar inside a table row; the number itself is in the row, so it is decorative. */
export function TScoreBar({ t, width = 160 }: { t: number | null; width?: number }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', width, height: 14 }}>
      <Box
        sx={{
          position: 'absolute',
          insetBlock: 0,
          left: percent(T_BAND[0]),
          width: `calc(${percent(T_BAND[1])} - ${percent(T_BAND[0])})`,
          bgcolor: BAND_FILL,
        }}
      />
      {t === null ? null : (
        <Box
          sx={{
            position: 'absolute',
            top: 3,
            bottom: 3,
            left: 0,
            width: percent(t),
            bgcolor: 'primary.main',
            borderRadius: 0.5,
          }}
        />
      )}
      <Box
        sx={{ position: 'absolute', insetBlock: 0, left: percent(50), borderLeft: '1px dashed #4A5360' }}
      />
    </Box>
  );
}

interface TScoreChartProps {
  rows: MetricRow[];
  /** Accessible name of the chart, e.g. 「職種適性のT得点」. */
  title: string;
}

/** A horizontal bar chart of many scores (the 14 job aptitudes), with a 20/40/50/60/80 axis. */
export function TScoreChart({ rows, title }: TScoreChartProps) {
  return (
    <ScoreBarChart
      title={title}
      summary={rows.map((row) => `${row.label} ${formatNumber(row.t, 0)}（${tBandText(row.t)}）`).join('、')}
      items={rows.map((row) => ({ key: row.key, label: row.label, value: row.t }))}
      scale={{ ...T_SCALE, ticks: [20, 40, 50, 60, 80] }}
    />
  );
}

/** The one-line key under every chart. */
export const T_SCORE_LEGEND = 'T得点は50が平均で、40〜60（網掛け）がおよそ7割の人が入る標準的な範囲です。';
