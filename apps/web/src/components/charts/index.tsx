/**
 * The shared charts of the product (decision 0026): bars, lines and radar of scores, drawn by MUI
 * X Charts in a chunk of their own that loads when a chart is first shown, so the initial
 * JavaScript stays within its budget. Every chart is a figure with a caption, keyboard- and
 * screen-reader-accessible, and offers its numbers as a table (「表で表示」) for readers who
 * cannot use the drawing. PDF reports draw their own vector charts with pdfkit.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { ScoreBarChartProps, ScoreLineChartProps, ScoreRadarChartProps } from './types';

export type {
  ScoreBarChartProps,
  ScoreLineChartProps,
  ScoreRadarChartProps,
  ScoreScale,
  ScoreSeries,
} from './types';

const charts = () => import('./score-charts');
const LazyBar = lazy(() => charts().then((m) => ({ default: m.ScoreBarChart })));
const LazyLine = lazy(() => charts().then((m) => ({ default: m.ScoreLineChart })));
const LazyRadar = lazy(() => charts().then((m) => ({ default: m.ScoreRadarChart })));

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(Math.round(value));

interface ChartFigureProps {
  title: string;
  summary: string;
  height: number;
  /** The same numbers as a table. */
  table: { head: string[]; rows: { key: string; cells: string[] }[] };
  children: ReactNode;
}

/** Cells with the column they stand in as their key (columns may share a heading, e.g. a date). */
const keyed = (cells: string[]) =>
  cells.map((text, column) => ({ column: `c${column}`, first: column === 0, text }));

/** A chart with its caption (hidden: the section heading says it) and its table alternative. */
function ChartFigure({ title, summary, height, table, children }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }} aria-label={title}>
      <span role="img" aria-label={`${title}: ${summary}`} style={visuallyHidden} />
      <Suspense
        fallback={<Skeleton variant="rounded" height={height} aria-label={`${title}を読み込んでいます`} />}
      >
        <Box sx={{ minHeight: height }}>{children}</Box>
      </Suspense>
      <Button
        size="small"
        onClick={() => setShowTable((v) => !v)}
        aria-expanded={showTable}
        aria-controls={tableId}
        sx={{ mt: 0.5 }}
      >
        {showTable ? '表を閉じる' : '表で表示'}
      </Button>
      <TableContainer id={tableId} hidden={!showTable}>
        <Table size="small" aria-label={`${title}（表）`}>
          <TableHead>
            <TableRow>
              {keyed(table.head).map((cell) => (
                <TableCell key={cell.column} align={cell.first ? 'left' : 'right'}>
                  {cell.text}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.key}>
                {keyed(row.cells).map((cell) => (
                  <TableCell
                    key={cell.column}
                    align={cell.first ? 'left' : 'right'}
                    component={cell.first ? 'th' : 'td'}
                    scope={cell.first ? 'row' : undefined}
                  >
                    {cell.text}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** Horizontal bars of scores (e.g. the 14 job aptitudes). */
export function ScoreBarChart(props: ScoreBarChartProps) {
  return (
    <ChartFigure
      title={props.title}
      summary={props.summary ?? props.items.map((item) => `${item.label} ${score(item.value)}`).join('、')}
      height={props.items.length * 26 + 40}
      table={{
        head: ['項目', '得点'],
        rows: props.items.map((item) => ({ key: item.key, cells: [item.label, score(item.value)] })),
      }}
    >
      <LazyBar {...props} />
    </ChartFigure>
  );
}

/** Lines of scores over time. */
export function ScoreLineChart(props: ScoreLineChartProps) {
  return (
    <ChartFigure
      title={props.title}
      summary={
        props.summary ?? props.series.map((s) => `${s.label} ${s.values.map(score).join('→')}`).join('、')
      }
      height={props.height ?? 300}
      table={{
        head: ['項目', ...props.categories],
        rows: props.series.map((s) => ({ key: s.key, cells: [s.label, ...s.values.map(score)] })),
      }}
    >
      <LazyLine {...props} />
    </ChartFigure>
  );
}

/** A radar of scores on several axes (for the profiles of the coming instruments). */
export function ScoreRadarChart(props: ScoreRadarChartProps) {
  return (
    <ChartFigure
      title={props.title}
      summary={
        props.summary ??
        props.series
          .map((s) => `${s.label} ${props.axes.map((a, i) => `${a.label} ${score(s.values[i])}`).join('・')}`)
          .join('、')
      }
      height={props.height ?? 320}
      table={{
        head: ['項目', ...props.series.map((s) => s.label)],
        rows: props.axes.map((axis, i) => ({
          key: axis.key,
          cells: [axis.label, ...props.series.map((s) => score(s.values[i]))],
        })),
      }}
    >
      <LazyRadar {...props} />
    </ChartFigure>
  );
}

export function ChartCaption({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}
