import { tokyoDate } from '@mirume/shared';

/** Full years on `today` (Asia/Tokyo) for a YYYY-MM-DD birthday; null when not a valid past date. */
export function ageFrom(birthday: string | null | undefined, today: Date = new Date()): number | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const now = tokyoDate(today);
  if (birthday > now) return null;
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = now.split('-').map(Number) as [number, number, number];
  return ny - by - (nm < bm || (nm === bm && nd < bd) ? 1 : 0);
}
