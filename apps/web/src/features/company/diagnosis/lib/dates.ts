/** Calendar dates in Japan (YYYY-MM-DD) for deadlines and periods. */
import {
  DEADLINE_MAX_DAYS,
  DEADLINE_PAST_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  tokyoDate,
} from '@mirume/shared';

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const tokyoToday = (now = new Date()) => tokyoDate(now);

/** The default deadline offered when issuing: two weeks from today. */
export const DEFAULT_DEADLINE_DAYS = 14;
export const defaultDeadline = (now = new Date()) => addDays(tokyoToday(now), DEFAULT_DEADLINE_DAYS);

/** The contract's deadline rule (today … today + 180 days), checked before calling the API. */
export function deadlineError(value: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '受検期限を入力してください';
  const today = tokyoToday(now);
  if (value < today) return DEADLINE_PAST_MESSAGE;
  if (value > addDays(today, DEADLINE_MAX_DAYS)) return DEADLINE_TOO_FAR_MESSAGE;
  return null;
}

/** `2026-11-21` → `2026年11月21日` (a date without time needs no time-zone shift). */
export function formatIsoDateJa(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : date;
}
