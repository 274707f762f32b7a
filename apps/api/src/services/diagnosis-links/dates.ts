/**
 * Tokyo calendar dates of the diagnosis calls. A deadline is a date chosen by the company: the
 * test can be taken until the end of that day in Japan (23:59:59.999 +09:00). Japan has no
 * daylight saving time, so the fixed offset is exact.
 */
import {
  DEADLINE_MAX_DAYS,
  DEADLINE_PAST_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  tokyoDate,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 00:00 of the Tokyo date, as an instant. */
export function tokyoDayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000+09:00`);
}

/** The last instant of the Tokyo date. */
export function tokyoDayEnd(date: string): Date {
  return new Date(`${date}T23:59:59.999+09:00`);
}

/**
 * The deadline instant of a chosen date, which must be today (Tokyo) up to DEADLINE_MAX_DAYS ahead;
 * otherwise a 400 with the field error on `deadline`.
 */
export function deadlineOf(date: string, now: Date): Date {
  const today = tokyoDate(now);
  if (date < today) throw new AppError('VALIDATION_ERROR', undefined, { deadline: [DEADLINE_PAST_MESSAGE] });
  if (date > addDays(today, DEADLINE_MAX_DAYS)) {
    throw new AppError('VALIDATION_ERROR', undefined, { deadline: [DEADLINE_TOO_FAR_MESSAGE] });
  }
  return tokyoDayEnd(date);
}
