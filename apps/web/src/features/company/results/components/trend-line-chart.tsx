/**
 * Hand-drawn SVG line chart of T-scores over the last results (oldest left). The typical range
 * 40–60 is shaded; a ring marks the newest point of a metric whose change is beyond the noise.
 */
import { formatDateJa, type TMirumevitalResult, type TTrendSeries } from '@mirume/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BAND_FILL } from '@/entities/result/components/t-score-bars';
import { formatNumber, metricLabel, T_BAND, T_MAX, T_MIN } from '@/entities/result/lib/metrics';
import { type MetricGroup, scoreOf } from '../lib/trend-groups';

/** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
const LINE_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '', '6 3', '2 3'];

interface TrendLineChartProps {
  results: TMirumevitalResult[];
  group: MetricGroup;
  changes: TTrendSeries['changes'];
}

export function TrendLineChart({ results, group, changes }: TrendLineChartProps) {
  const width = 860;
  const height = 280;
  const pad = { left: 40, right: 16, top: 12, bottom: 32 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  // The first and last results sit inside the plot so that their date labels fit.
  const inset = 80;
  const x = (index: number) =>
    results.length === 1
      ? pad.left + plotW / 2
      : pad.left + inset + (index / (results.length - 1)) * (plotW - 2 * inset);
  const y = (t: number) =>
    pad.top + ((T_MAX - Math.min(T_MAX, Math.max(T_MIN, t))) / (T_MAX - T_MIN)) * plotH;
  const newest = results.length - 1;
  const summary = group.keys
    .map(
      (key) =>
        `${metricLabel(key)} ${results.map((r) => formatNumber(scoreOf(r, group.source, key), 0)).join('→')}`,
    )
    .join('、');

  return (
    <Stack spacing={1}>
      <svg
        role="img"
        aria-label={`${group.label}の推移: ${summary}`}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', maxWidth: width, height: 'auto' }}
      >
        <rect
          x={pad.left}
          y={y(T_BAND[1])}
          width={plotW}
          height={y(T_BAND[0]) - y(T_BAND[1])}
          fill={BAND_FILL}
        />
        {[20, 30, 40, 50, 60, 70, 80].map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={pad.left + plotW}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 50 ? '#4A5360' : '#D5DBE3'}
              strokeDasharray={tick === 50 ? '3 3' : undefined}
            />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#4A5360">
              {tick}
            </text>
          </g>
        ))}
        {results.map((result, index) => (
          <text key={result.id} x={x(index)} y={height - 10} textAnchor="middle" fontSize={12} fill="#1F2933">
            {formatDateJa(result.taken_at)}
          </text>
        ))}
        {group.keys.map((key, line) => {
          const color = LINE_COLORS[line % LINE_COLORS.length];
          const points = results
            .map((result, index) => ({ index, t: scoreOf(result, group.source, key) }))
            .filter((p): p is { index: number; t: number } => p.t !== null);
          const last = points.at(-1);
          return (
            <g key={key}>
              <polyline
                points={points.map((p) => `${x(p.index)},${y(p.t)}`).join(' ')}
                fill="none"
                stroke={color}
                strokeWidth={2.5}
                strokeDasharray={DASHES[line % DASHES.length] || undefined}
              />
              {points.map((p) => (
                <circle key={p.index} cx={x(p.index)} cy={y(p.t)} r={4} fill={color} />
              ))}
              {changes[key]?.significant && last?.index === newest ? (
                <circle cx={x(last.index)} cy={y(last.t)} r={9} fill="none" stroke={color} strokeWidth={2} />
              ) : null}
            </g>
          );
        })}
      </svg>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }} aria-hidden="true">
        {group.keys.map((key, line) => (
          <Stack key={key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <svg width={24} height={8} aria-hidden="true" focusable="false">
              <line
                x1={0}
                x2={24}
                y1={4}
                y2={4}
                stroke={LINE_COLORS[line % LINE_COLORS.length]}
                strokeWidth={2.5}
                strokeDasharray={DASHES[line % DASHES.length] || undefined}
              />
            </svg>
            <Typography variant="caption">{metricLabel(key)}</Typography>
          </Stack>
        ))}
        {group.keys.some((key) => changes[key]?.significant) ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <svg width={16} height={16} aria-hidden="true" focusable="false">
              <circle cx={8} cy={8} r={6} fill="none" stroke="#4A5360" strokeWidth={2} />
            </svg>
            <Typography variant="caption">有意な変化（前回から）</Typography>
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
