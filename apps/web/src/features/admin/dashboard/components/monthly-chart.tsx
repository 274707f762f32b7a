/**
 * The bar chart of diagnoses issued and completed per month. It is its own chunk (MUI X Charts
 * is large): the dashboard loads it lazily, and the same figures are always available as a table.
 */

import type { TAdminStatistics } from '@mirume/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from './monthly-labels';

export default function MonthlyChart({ monthly }: { monthly: TAdminStatistics['monthly'] }) {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: monthly.map((m) => m.month),
          height: 32,
          tickLabelStyle: { fontSize: 12 },
          // Twelve short labels always fit: show every one instead of the automatic overlap check.
          tickLabelInterval: () => true,
          // Ticks say the month only (twelve fit); the tooltip names the year too.
          valueFormatter: (month: string, context) =>
            context.location === 'tick' ? `${Number(month.slice(5))}月` : monthLabel(month),
        },
      ]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[
        { data: monthly.map((m) => m.issued), label: '発行数', color: '#418BFB' },
        { data: monthly.map((m) => m.completed), label: '受検完了数', color: '#1B5E20' },
      ]}
    />
  );
}
