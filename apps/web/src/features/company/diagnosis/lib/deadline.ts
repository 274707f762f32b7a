/** The 受検期限 of issued links: its default and the contract's rule. */
import { DEADLINE_MAX_DAYS, DEADLINE_PAST_MESSAGE, DEADLINE_TOO_FAR_MESSAGE } from '@mirume/shared';
import { addDays, tokyoToday } from '@/lib/dates';

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
