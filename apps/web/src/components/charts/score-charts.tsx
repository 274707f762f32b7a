/**
 * The chart drawings, built from MUI X Charts parts (its own chunk: index.tsx loads it lazily).
 * Each chart shades the typical range of its scale behind the data and marks the mean, keeps the
 * library's keyboard navigation (Tab into the chart, arrow keys from item to item, each item
 * announced in Japanese by ja-jp.ts) and its tooltip, and takes the theme's colours and font.
 */
import { useTheme } from '@mui/material/styles';
import {
  BAR_CHART_PLUGINS,
  type BarChartPluginSignatures,
  BarPlot,
  ChartsAxis,
  ChartsAxisHighlight,
  ChartsClipPath,
  ChartsDataProvider,
  ChartsLegend,
  ChartsReferenceLine,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  FocusedBar,
  LINE_CHART_PLUGINS,
  type LineChartPluginSignatures,
  LineHighlightPlot,
  LinePlot,
  MarkPlot,
  RadarChart,
  useDrawingArea,
  useFocusedItem,
  useXScale,
  useYScale,
} from '@mui/x-charts';
import { useId } from 'react';
import { BAND_FILL, MEAN_STROKE, SERIES_COLORS } from './colors';
import type { ScoreBarChartProps, ScoreLineChartProps, ScoreRadarChartProps, ScoreScale } from './types';

/** Dash patterns per series, so lines differ without colour too (marks differ in shape as well). */
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '', '6 3', '2 3'];

const formatScore = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
const clamp = (scale: ScoreScale, value: number | null) =>
  value === null ? null : Math.min(scale.max, Math.max(scale.min, value));

/** The typical range as a shaded rectangle across the plot, on the value axis. */
function TypicalBand({ scale, direction }: { scale: ScoreScale; direction: 'x' | 'y' }) {
  const area = useDrawingArea();
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  if (!scale.band) return null;
  const [low, high] = scale.band;
  if (direction === 'x') {
    const left = x(low);
    return <rect x={left} y={area.top} width={x(high) - left} height={area.height} fill={BAND_FILL} />;
  }
  const top = y(high);
  return <rect x={area.left} y={top} width={area.width} height={y(low) - top} fill={BAND_FILL} />;
}

/** Horizontal bars of scores, one per item, with the value at the end of each bar. */
export function ScoreBarChart({ title, items, scale }: ScoreBarChartProps) {
  const theme = useTheme();
  // Bars grow from the axis' minimum (20), not from zero: what lies left of the plot is clipped.
  const clipId = `${useId().replaceAll(':', '')}-clip`;
  const rowHeight = 26;
  return (
    <ChartsDataProvider<'bar', BarChartPluginSignatures>
      plugins={BAR_CHART_PLUGINS}
      height={items.length * rowHeight + 40}
      margin={{ top: 4, right: 40, bottom: 4, left: 8 }}
      series={[
        {
          type: 'bar',
          layout: 'horizontal',
          label: title,
          data: items.map((item) => clamp(scale, item.value)),
          color: theme.palette.primary.main,
          valueFormatter: (_, { dataIndex }) => formatScore(items[dataIndex]?.value ?? null),
          barLabel: (item) => formatScore(items[item.dataIndex]?.value ?? null),
          barLabelPlacement: 'outside',
        },
      ]}
      yAxis={[
        {
          scaleType: 'band',
          data: items.map((item) => item.label),
          // Also what a screen reader hears with the value of the item in keyboard focus.
          valueFormatter: (label: string) => label,
          width: 120,
          categoryGapRatio: 0.4,
          disableTicks: true,
        },
      ]}
      xAxis={[
        {
          min: scale.min,
          max: scale.max,
          tickInterval: scale.ticks,
          // Tall enough for the labels: a shorter axis truncates them to nothing.
          height: 30,
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsSurface title={title}>
          <TypicalBand scale={scale} direction="x" />
          {scale.mean === undefined ? null : (
            <ChartsReferenceLine x={scale.mean} lineStyle={{ stroke: MEAN_STROKE, strokeDasharray: '3 3' }} />
          )}
          <g clipPath={`url(#${clipId})`}>
            <BarPlot borderRadius={2} />
          </g>
          <ChartsAxis />
          <ChartsAxisHighlight y="band" />
          <FocusedBar />
          <ChartsClipPath id={clipId} offset={{ right: 40 }} />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

/** A ring around the newest point of each series that asks for it (e.g. a significant change). */
function NewestRings({ series, categories }: Pick<ScoreLineChartProps, 'series' | 'categories'>) {
  const x = useXScale<'band'>();
  const y = useYScale<'linear'>();
  const last = categories.length - 1;
  return (
    <g pointerEvents="none">
      {series.map((s, index) => {
        const value = s.values[last];
        const category = categories[last];
        if (!s.ringNewest || value === null || value === undefined || category === undefined) return null;
        return (
          <circle
            key={s.key}
            cx={(x(category) ?? 0) + x.bandwidth() / 2}
            cy={y(value)}
            r={9}
            fill="none"
            stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
            strokeWidth={2}
          />
        );
      })}
    </g>
  );
}

/**
 * The keyboard focus on a point: a square around it. (The library's FocusedLineMark places it at
 * the start of a band instead of its centre, so the band axis that keeps the end labels inside the
 * plot needs its own.)
 */
function FocusedPoint({
  series,
  categories,
  scale,
}: Pick<ScoreLineChartProps, 'series' | 'categories' | 'scale'>) {
  const theme = useTheme();
  const focused = useFocusedItem();
  const x = useXScale<'band'>();
  const y = useYScale<'linear'>();
  if (!focused || focused.type !== 'line' || !('dataIndex' in focused)) return null;
  const index = focused.dataIndex ?? -1;
  const value = clamp(scale, series.find((s) => s.key === focused.seriesId)?.values[index] ?? null);
  const category = categories[index];
  if (value === null || category === undefined) return null;
  const cx = (x(category) ?? 0) + x.bandwidth() / 2;
  return (
    <rect
      x={cx - 7}
      y={y(value) - 7}
      width={14}
      height={14}
      rx={3}
      fill="none"
      stroke={theme.palette.text.primary}
      strokeWidth={2}
    />
  );
}

/** Lines of scores over time (oldest left), one per series, with a legend. */
export function ScoreLineChart({ title, categories, series, scale, height = 300 }: ScoreLineChartProps) {
  const dashes = Object.fromEntries(
    series.flatMap((s, index) => {
      const dash = DASHES[index % DASHES.length];
      return dash ? [[`& .MuiLineChart-line[data-series="${s.key}"]`, { strokeDasharray: dash }]] : [];
    }),
  );
  return (
    <ChartsDataProvider<'line', LineChartPluginSignatures>
      plugins={LINE_CHART_PLUGINS}
      height={height}
      margin={{ top: 12, right: 40, bottom: 4, left: 4 }}
      series={series.map((s, index) => ({
        type: 'line',
        id: s.key,
        label: s.label,
        data: s.values.map((v) => clamp(scale, v)),
        color: SERIES_COLORS[index % SERIES_COLORS.length],
        valueFormatter: (_, { dataIndex }) => formatScore(s.values[dataIndex] ?? null),
        connectNulls: true,
        curve: 'linear',
        showMark: true,
      }))}
      xAxis={[
        {
          scaleType: 'band',
          data: [...categories],
          valueFormatter: (category: string) => category,
          height: 28,
          disableTicks: true,
        },
      ]}
      yAxis={[{ min: scale.min, max: scale.max, tickInterval: scale.ticks, width: 36 }]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'bottom', horizontal: 'start' }}>
        <ChartsLegend />
        <ChartsSurface title={title} sx={{ '& .MuiLineChart-line': { strokeWidth: 2.5 }, ...dashes }}>
          <TypicalBand scale={scale} direction="y" />
          {scale.mean === undefined ? null : (
            <ChartsReferenceLine y={scale.mean} lineStyle={{ stroke: MEAN_STROKE, strokeDasharray: '3 3' }} />
          )}
          <LinePlot />
          <ChartsAxis />
          <ChartsAxisHighlight x="line" />
          <MarkPlot />
          <NewestRings series={series} categories={categories} />
          <LineHighlightPlot />
          <FocusedPoint series={series} categories={categories} scale={scale} />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

/** A radar of scores on several axes, one shape per series (profiles of the coming instruments). */
export function ScoreRadarChart({ title, axes, series, scale, height = 320 }: ScoreRadarChartProps) {
  return (
    <RadarChart
      height={height}
      title={title}
      radar={{ metrics: axes.map((a) => ({ name: a.label, min: scale.min, max: scale.max })) }}
      series={series.map((s, index) => ({
        id: s.key,
        label: s.label,
        data: s.values.map((v) => clamp(scale, v) ?? scale.min),
        color: SERIES_COLORS[index % SERIES_COLORS.length],
        valueFormatter: (_: unknown, { dataIndex }: { dataIndex: number }) =>
          formatScore(s.values[dataIndex] ?? null),
        fillArea: true,
      }))}
      hideLegend={series.length < 2}
    />
  );
}
