import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { ScoreBarChart, ScoreLineChart, ScoreRadarChart, type ScoreScale } from '.';
import { chartsLocaleTextJa } from './ja-jp';

const T: ScoreScale = { min: 20, max: 80, ticks: [20, 50, 80], band: [40, 60], mean: 50 };
const withTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('[CHARTS] the shared charts', () => {
  it('[CHARTS] a bar chart names its numbers for screen readers and offers them as a table', async () => {
    const user = userEvent.setup();
    const { container } = withTheme(
      <ScoreBarChart
        title="職種適性のT得点"
        items={[
          { key: 'a', label: '事務', value: 47 },
          { key: 'b', label: '営業', value: null },
        ]}
        scale={T}
      />,
    );
    expect(screen.getByRole('img', { name: '職種適性のT得点: 事務 47、営業 —' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: '表で表示' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    const table = screen.getByRole('table', { name: '職種適性のT得点（表）' });
    expect(within(table).getByRole('rowheader', { name: '事務' }).closest('tr')?.textContent).toBe('事務47');
    expect(screen.getByRole('button', { name: '表を閉じる' }).getAttribute('aria-expanded')).toBe('true');
    // The drawing arrives with its lazy chunk: an SVG named by the title.
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  });

  it('[CHARTS] a line chart lists each series over the categories, in the summary and the table', async () => {
    const user = userEvent.setup();
    withTheme(
      <ScoreLineChart
        title="集中と持続の推移"
        categories={['2026/1/5', '2026/4/5', '2026/4/5']}
        series={[{ key: 'c', label: '集中力', values: [34, 41, 57.4], ringNewest: true }]}
        scale={T}
      />,
    );
    expect(screen.getByRole('img', { name: '集中と持続の推移: 集中力 34→41→57' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '表で表示' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['項目2026/1/52026/4/52026/4/5', '集中力344157']);
  });

  it('[CHARTS] a radar chart (for the coming instruments) has the same summary and table', async () => {
    const user = userEvent.setup();
    withTheme(
      <ScoreRadarChart
        title="性格特性"
        axes={[
          { key: 'x', label: '外向性' },
          { key: 'y', label: '協調性' },
        ]}
        series={[
          { key: 'now', label: '今回', values: [62, 48] },
          { key: 'before', label: '前回', values: [55, null] },
        ]}
        scale={T}
      />,
    );
    expect(
      screen.getByRole('img', { name: '性格特性: 今回 外向性 62・協調性 48、前回 外向性 55・協調性 —' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '表で表示' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['項目今回前回', '外向性6255', '協調性48—']);
  });

  it('[CHARTS] the Japanese texts read an item the keyboard reaches', () => {
    const bar = chartsLocaleTextJa.barDescription;
    expect(
      bar?.({
        value: 61,
        formattedValue: '61',
        categoryValue: 'エンジニア',
        formattedCategoryValue: 'エンジニア',
        seriesLabel: '職種適性のT得点',
      }),
    ).toBe('エンジニア、職種適性のT得点、61');
    expect(
      chartsLocaleTextJa.lineDescription?.({
        x: 0,
        y: null,
        formattedXValue: '2026/1/5',
        formattedYValue: '',
        seriesLabel: '集中力',
      }),
    ).toBe('2026/1/5、集中力、値なし');
    expect(chartsLocaleTextJa.noData).toBe('表示するデータがありません');
  });
});
