import type { TAdminStatistics } from '@mirume/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { monthLabel } from './monthly-labels';

const MonthlyChart = lazy(() => import('./monthly-chart'));

function MonthlyTable({ monthly }: { monthly: TAdminStatistics['monthly'] }) {
  return (
    <Table size="small" aria-label="月別の診断発行数と受検完了数">
      <TableHead>
        <TableRow>
          <TableCell>月</TableCell>
          <TableCell align="right">発行数</TableCell>
          <TableCell align="right">受検完了数</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {monthly.map((m) => (
          <TableRow key={m.month}>
            <TableCell>{monthLabel(m.month)}</TableCell>
            <TableCell align="right">{m.issued.toLocaleString('ja-JP')}</TableCell>
            <TableCell align="right">{m.completed.toLocaleString('ja-JP')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Diagnoses issued and completed in the last 12 months, as a chart or as a table. */
export function MonthlyDiagnoses({ monthly }: { monthly: TAdminStatistics['monthly'] }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card component="section" aria-labelledby="monthly-title" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="monthly-title" variant="h2" sx={{ flex: 1 }}>
          月別の診断数（直近12か月）
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label="表示形式"
        >
          <ToggleButton value="chart">グラフ</ToggleButton>
          <ToggleButton value="table">表</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === 'chart' ? (
        <Suspense fallback={<Skeleton variant="rounded" height={300} aria-label="グラフを読み込み中" />}>
          <MonthlyChart monthly={monthly} />
        </Suspense>
      ) : (
        <MonthlyTable monthly={monthly} />
      )}
    </Card>
  );
}
