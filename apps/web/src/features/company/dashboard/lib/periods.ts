/** The dashboard's period presets, as inclusive Japan-time date ranges. */
import { addDays, tokyoToday } from '@/lib/dates';

export const PERIOD_PRESETS = ['this_month', 'last_month', 'last_30_days', 'last_90_days'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  this_month: '今月',
  last_month: '先月',
  last_30_days: '過去30日',
  last_90_days: '過去90日',
};

export function periodOf(preset: PeriodPreset, now = new Date()): { from: string; to: string } {
  const today = tokyoToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'last_90_days':
      return { from: addDays(today, -89), to: today };
  }
}
