/** The props of the shared charts (index.tsx), free of the chart library's types. */

/** The scale scores are drawn on: its bounds, axis ticks, the shaded typical range and the mean. */
export interface ScoreScale {
  min: number;
  max: number;
  ticks: number[];
  band?: readonly [number, number];
  mean?: number;
}

/** What every chart is given besides its data. */
interface ChartText {
  /** The chart's accessible name, also the name of its table. */
  title: string;
  /**
   * The numbers in one sentence for screen readers (an image named 「title: summary」 beside the
   * chart); by default each item with its values.
   */
  summary?: string;
}

export interface ScoreBarChartProps extends ChartText {
  items: readonly { key: string; label: string; value: number | null }[];
  scale: ScoreScale;
}

export interface ScoreSeries {
  key: string;
  label: string;
  /** One value per category (null where there is none). */
  values: readonly (number | null)[];
  /** Ring the newest value (e.g. a change beyond the noise). */
  ringNewest?: boolean;
}

export interface ScoreLineChartProps extends ChartText {
  /** The x-axis categories in order, e.g. the dates of the results (oldest first). */
  categories: readonly string[];
  series: readonly ScoreSeries[];
  scale: ScoreScale;
  height?: number;
}

export interface ScoreRadarChartProps extends ChartText {
  axes: readonly { key: string; label: string }[];
  /** One value per axis. */
  series: readonly ScoreSeries[];
  scale: ScoreScale;
  height?: number;
}
