/** Display formats in Japanese, Asia/Tokyo (spec §9). Pure functions: no locale data needed. */

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

function tokyoParts(input: Date | string) {
  const d = typeof input === 'string' ? new Date(input) : input;
  // Japan has no daylight saving time, so a fixed +09:00 offset is exact.
  const t = new Date(d.getTime() + TOKYO_OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    m: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    w: WEEKDAYS[t.getUTCDay()] as string,
    hh: String(t.getUTCHours()).padStart(2, '0'),
    mm: String(t.getUTCMinutes()).padStart(2, '0'),
  };
}

function isValid(input: Date | string): boolean {
  return !Number.isNaN((typeof input === 'string' ? new Date(input) : input).getTime());
}

/** `2026年11月21日(土) 14:05` */
export function formatDateTimeJa(input: Date | string): string {
  if (!isValid(input)) return '-';
  const p = tokyoParts(input);
  return `${p.y}年${p.m}月${p.d}日(${p.w}) ${p.hh}:${p.mm}`;
}

/** `2026年11月21日` */
export function formatDateJa(input: Date | string): string {
  if (!isValid(input)) return '-';
  const p = tokyoParts(input);
  return `${p.y}年${p.m}月${p.d}日`;
}

const TRAILING_UUID = /[\s_-]*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Names of applicants may carry a trailing UUID to keep them unique; it is never displayed. */
export function stripTrailingUuid(name: string): string {
  return name.replace(TRAILING_UUID, '');
}

export function fullName(p: { last_name: string; first_name: string }): string {
  return `${p.last_name} ${p.first_name}`;
}
