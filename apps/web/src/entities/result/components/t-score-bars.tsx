/**
 * Hand-drawn SVG bars of T-scores on the 20–80 scale with the typical range 40–60 shaded and the
 * mean 50 marked, so a reader sees at once whether a score is ordinary, high or low.
 */
import { useTheme } from '@mui/material/styles';
import { formatNumber, type MetricRow, T_BAND, T_MAX, T_MIN, tBandText } from '../lib/metrics';

/** Fill of the typical range 40–60 on every chart. */
export const BAND_FILL = '#DDE7F6';

const clampT = (t: number) => Math.min(T_MAX, Math.max(T_MIN, t));

/** One score as a small bar inside a table row; the number itself is in the row, so it is decorative. */
export function TScoreBar({ t, width = 160 }: { t: number | null; width?: number }) {
  const theme = useTheme();
  const height = 14;
  const x = (value: number) => ((value - T_MIN) / (T_MAX - T_MIN)) * width;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect x={x(T_BAND[0])} y={0} width={x(T_BAND[1]) - x(T_BAND[0])} height={height} fill={BAND_FILL} />
      {t === null ? null : (
        <rect x={0} y={3} width={x(clampT(t))} height={height - 6} rx={2} fill={theme.palette.primary.main} />
      )}
      <line x1={x(50)} x2={x(50)} y1={0} y2={height} stroke="#4A5360" strokeDasharray="2 2" />
    </svg>
  );
}

interface TScoreChartProps {
  rows: MetricRow[];
  /** Accessible name of the chart, e.g. 「職種適性のT得点」. */
  title: string;
}

/** A horizontal bar chart of many scores (the 14 job aptitudes), with a 20/40/50/60/80 axis. */
export function TScoreChart({ rows, title }: TScoreChartProps) {
  const theme = useTheme();
  const labelWidth = 112;
  const valueWidth = 36;
  const plotWidth = 360;
  const rowHeight = 22;
  const top = 8;
  const axisHeight = 22;
  const width = labelWidth + plotWidth + valueWidth;
  const height = top + rows.length * rowHeight + axisHeight;
  const x = (value: number) => labelWidth + ((value - T_MIN) / (T_MAX - T_MIN)) * plotWidth;
  const summary = rows
    .map((row) => `${row.label} ${formatNumber(row.t, 0)}（${tBandText(row.t)}）`)
    .join('、');
  return (
    <svg
      role="img"
      aria-label={`${title}: ${summary}`}
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', maxWidth: width, height: 'auto' }}
    >
      <rect
        x={x(T_BAND[0])}
        y={top - 4}
        width={x(T_BAND[1]) - x(T_BAND[0])}
        height={rows.length * rowHeight + 4}
        fill={BAND_FILL}
      />
      {rows.map((row, index) => {
        const y = top + index * rowHeight;
        return (
          <g key={row.key}>
            <text x={labelWidth - 8} y={y + rowHeight / 2 + 4} textAnchor="end" fontSize={12} fill="#1F2933">
              {row.label}
            </text>
            {row.t === null ? null : (
              <rect
                x={labelWidth}
                y={y + 5}
                width={x(clampT(row.t)) - labelWidth}
                height={rowHeight - 10}
                rx={2}
                fill={theme.palette.primary.main}
              />
            )}
            <text x={width - 4} y={y + rowHeight / 2 + 4} textAnchor="end" fontSize={12} fontWeight={700}>
              {formatNumber(row.t, 0)}
            </text>
          </g>
        );
      })}
      <line
        x1={x(50)}
        x2={x(50)}
        y1={top - 4}
        y2={top + rows.length * rowHeight}
        stroke="#4A5360"
        strokeDasharray="3 3"
      />
      {[20, 40, 50, 60, 80].map((tick) => (
        <text key={tick} x={x(tick)} y={height - 6} textAnchor="middle" fontSize={11} fill="#4A5360">
          {tick}
        </text>
      ))}
    </svg>
  );
}

/** The one-line key under every chart. */
export const T_SCORE_LEGEND = 'T得点は50が平均で、40〜60（網掛け）がおよそ7割の人が入る標準的な範囲です。';
