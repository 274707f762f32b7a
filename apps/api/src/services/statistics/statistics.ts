/**
 * GET admin/statistics: the figures of the operator dashboard. Months are calendar months in
 * Asia/Tokyo; the chart covers the current month and the eleven before it.
 */
import {
  companyStatusCounts,
  type Db,
  diagnosesPerMonth,
  examineesSince,
  recentSignups,
  trialsEndingBetween,
} from '@mirume/db';
import { type TAdminStatistics, TRIAL_ENDING_NOTICE_DAYS, tokyoDate } from '@mirume/shared';

const MONTHS = 12;
const RECENT_SIGNUPS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the Tokyo month `offset` months from the one of `now` (0 = this month). */
export function tokyoMonthStart(now: Date, offset: number): Date {
  const [y, m] = tokyoDate(now).split('-').map(Number) as [number, number];
  // Midnight of the 1st in Tokyo is 15:00 UTC of the day before.
  return new Date(Date.UTC(y, m - 1 + offset, 1) - 9 * 60 * 60 * 1000);
}

export const monthKey = (start: Date) => tokyoDate(start).slice(0, 7);

export async function adminStatistics(db: Db, now = new Date()): Promise<TAdminStatistics> {
  const since = tokyoMonthStart(now, -(MONTHS - 1));
  const today = tokyoDate(now);
  const [counts, trials, perMonth, examinees, signups] = await Promise.all([
    companyStatusCounts(db),
    trialsEndingBetween(db, today, tokyoDate(new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY_MS))),
    diagnosesPerMonth(db, since),
    examineesSince(db, tokyoMonthStart(now, 0)),
    recentSignups(db, RECENT_SIGNUPS),
  ]);
  const monthly = Array.from({ length: MONTHS }, (_, i) => {
    const month = monthKey(tokyoMonthStart(now, i - (MONTHS - 1)));
    return {
      month,
      issued: perMonth.issued.get(month) ?? 0,
      completed: perMonth.completed.get(month) ?? 0,
    };
  });
  return {
    counts_by_status: counts.counts,
    discarded: counts.discarded,
    trials_ending: trials,
    monthly,
    examinees_this_month: examinees,
    recent_signups: signups.map((s) => ({ ...s, created_at: s.created_at.toISOString() })),
  };
}
