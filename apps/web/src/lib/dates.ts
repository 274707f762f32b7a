/** Calendar dates in Japan (YYYY-MM-DD), as deadlines, periods and issue dates use them. */
import { tokyoDate } from '@mirume/shared';

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const tokyoToday = (now = new Date()) => tokyoDate(now);

/** `2026-11-21` → `2026年11月21日` (a date without time needs no time-zone shift). */
export function formatIsoDateJa(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : date;
}
