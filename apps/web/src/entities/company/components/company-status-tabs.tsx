import { CompanyStatus } from '@mirume/shared';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type CompanyStatusValue = (typeof CompanyStatus.values)[number];
export type StatusFilter = CompanyStatusValue | 'all';

interface CompanyStatusTabsProps {
  value: StatusFilter;
  counts: Partial<Record<CompanyStatusValue, number>> | undefined;
  onChange: (value: StatusFilter) => void;
}

function withCount(label: string, count: number | undefined) {
  return count === undefined ? label : `${label}（${count.toLocaleString('ja-JP')}）`;
}

/** Filter tabs: すべて and one per company status, each with its count. */
export function CompanyStatusTabs({ value, counts, onChange }: CompanyStatusTabsProps) {
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  return (
    <Tabs
      value={value}
      onChange={(_, next: StatusFilter) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="ステータスで絞り込み"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={withCount('すべて', total)} />
      {CompanyStatus.options().map((option) => (
        <Tab
          key={option.value}
          value={option.value}
          label={withCount(option.label, counts?.[option.value] ?? (counts ? 0 : undefined))}
        />
      ))}
    </Tabs>
  );
}
