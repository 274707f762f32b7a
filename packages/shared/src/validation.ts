/**
 * The validation rules and messages of spec §5, as zod helpers. The API validates bodies with
 * them and the forms use the same schemas through the zod resolver, so a rule and its Japanese
 * message exist exactly once.
 */
import { z } from 'zod';
import { japaneseZodMessage } from './zod-messages.ts';

// Every issue a schema does not word itself gets a Japanese message (zod-messages.ts). Installed
// here because every request schema imports this module, so no parse can run before it.
z.config({ customError: japaneseZodMessage });

export const MESSAGES = {
  required: '入力必須です',
  text: '文字列で入力してください',
  postcode: '正しい郵便番号を入力してください（ハイフンなし7桁）',
  tel: '正しい電話番号を入力してください',
  url: '正しいURLを入力してください',
  email: '正しいメールアドレスを入力してください',
  password: '半角英数字・記号で入力してください（空白は使えません）',
  passwordConfirm: 'パスワードが一致しません',
  min: (n: number) => `${n}文字以上で入力してください`,
  max: (n: number) => `${n}文字以内で入力してください`,
  numeric: '半角数字で入力してください',
  decimal: (n: number) => `小数点以下${n}桁までの数値で入力してください`,
  integer: '数値を入力してください',
  minValue: (n: number) => `${n}以上の値を入力してください`,
  maxValue: (n: number) => `${n}以下の値を入力してください`,
  select: '選択してください',
  oneOf: '無効な選択肢です',
  kana: '全角カタカナで入力してください',
  symbol: '使用できない文字が含まれています',
  date: '正しい日付を入力してください',
  dateMin: (d: string) => `${japaneseDate(d)}以降の日付を入力してください`,
  dateMax: (d: string) => `${japaneseDate(d)}以前の日付を入力してください`,
  futureDate: '未来の日付は入力できません',
} as const;

/** `2026-04-01` → `2026年4月1日` (for messages). */
function japaneseDate(d: string): string {
  const [y, m, day] = d.split('-');
  return `${Number(y)}年${Number(m)}月${Number(day)}日`;
}

/**
 * PostgreSQL's `integer`: every id and count of the API fits in it, and a larger number must be
 * refused with a message instead of reaching the database (which answers an error, i.e. a 500).
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * Text PostgreSQL cannot store: NUL (U+0000) in any text, and a lone UTF-16 surrogate (half of a
 * character, e.g. `"\ud800"` in JSON), which a `jsonb` column refuses. plugins/input-guard.ts
 * refuses both anywhere in a request; the string helpers below refuse them too, so a form or the
 * bulk import's preview shows it on the field.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasNul = (v: string) => v.includes('\u0000') || LONE_SURROGATE.test(v);

export const POSTCODE_LENGTH = 7;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Full-width katakana (incl. ヴ and small forms), middle dot, long mark, full-width parentheses. */
export const KANA_PATTERN = /^[\u30A1-\u30FA\u30FB\u30FC（）]+$/u;

/**
 * Characters allowed in free names and titles: digits and Latin letters (half and full width),
 * hiragana, katakana (incl. half-width), kanji and iteration marks, spaces, and the punctuation a
 * company or department name commonly contains. Everything else (emoji, control characters,
 * angle brackets, quotes used in injection) is refused.
 */
export const SYMBOL_SAFE_PATTERN =
  /^[0-9A-Za-z０-９Ａ-Ｚａ-ｚ\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}々〆ヶー・ｰﾞﾟ 　\-‐－_＿.．,，、。()（）&＆'’/／@＠#＃+＋:：~〜]*$/u;

export const POSTCODE_PATTERN = /^\d{7}$/;
/** Japanese phone numbers: 10 or 11 digits starting with 0, hyphens optional. */
export const TEL_PATTERN = /^0(?:\d-?){8,9}\d$/;
export const PASSWORD_PATTERN = /^[\x21-\x7E]+$/;

const trimmed = () =>
  z
    .string({
      // Absent is "required"; a number or a list where text belongs is a different mistake.
      error: (issue) =>
        issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.text,
    })
    .refine((v) => !hasNul(v), { message: MESSAGES.symbol, abort: true })
    .trim();

/** A free-text query parameter (search words): trimmed, at most `max` characters, NUL refused. */
export const queryText = (max = 100) =>
  nullWhenBlank(trimmed().max(max, { message: MESSAGES.max(max) })).optional();

/** A required string: empty or only spaces is "required". */
export const requiredString = (max = 255) =>
  trimmed()
    .min(1, { message: MESSAGES.required })
    .max(max, { message: MESSAGES.max(max) });

/** Absent (undefined) or a blank string becomes null; anything else is kept. */
export const blankToNull = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** A value that may be left out: absent, null or blank becomes null, anything else must pass `schema`. */
export const nullWhenBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/** The sort direction of a list (newest first unless asked). */
export const sortOrder = () => z.enum(['asc', 'desc'], { message: MESSAGES.oneOf }).default('desc');

/** An optional string: absent, null or empty becomes `null`. */
export const optionalString = (max = 255) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    trimmed()
      .max(max, { message: MESSAGES.max(max) })
      .nullable()
      .optional(),
  );

export const kana = (max = 50) => requiredString(max).regex(KANA_PATTERN, { message: MESSAGES.kana });

export const symbolSafe = (max = 255) =>
  requiredString(max).regex(SYMBOL_SAFE_PATTERN, { message: MESSAGES.symbol });

export const email = () =>
  trimmed()
    .min(1, { message: MESSAGES.required })
    .max(254, { message: MESSAGES.max(254) })
    .pipe(z.email({ message: MESSAGES.email }))
    .transform((v) => v.toLowerCase());

/** Sign-in takes any non-empty email-looking string; the answer for unknown and wrong is the same. */
export const loginEmail = () =>
  trimmed()
    .min(1, { message: MESSAGES.required })
    .max(254, { message: MESSAGES.max(254) });

export const password = () =>
  z
    .string({ message: MESSAGES.required })
    .min(1, { message: MESSAGES.required })
    .regex(PASSWORD_PATTERN, { message: MESSAGES.password })
    .min(PASSWORD_MIN_LENGTH, { message: MESSAGES.min(PASSWORD_MIN_LENGTH) })
    .max(PASSWORD_MAX_LENGTH, { message: MESSAGES.max(PASSWORD_MAX_LENGTH) });

export const postcode = () =>
  trimmed().min(1, { message: MESSAGES.required }).regex(POSTCODE_PATTERN, { message: MESSAGES.postcode });

export const tel = () =>
  trimmed().min(1, { message: MESSAGES.required }).regex(TEL_PATTERN, { message: MESSAGES.tel });

export const url = () =>
  trimmed()
    .min(1, { message: MESSAGES.required })
    .max(2048, { message: MESSAGES.max(2048) })
    .pipe(z.url({ protocol: /^https?$/, message: MESSAGES.url }));

/** Half-width digits only, kept as a string (employee numbers, codes). */
export const numericString = (max = 20) => requiredString(max).regex(/^\d+$/, { message: MESSAGES.numeric });

/** Blank input is "no number", never 0; only plain decimal digits count (no '0x10', no '1e3'). */
const toNumberInput = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
  }
  return v;
};

/** A whole number within PostgreSQL's `integer` unless a narrower range is given. */
export const integer = (opts: { min?: number; max?: number } = {}) => {
  const min = opts.min ?? INT4_MIN;
  const max = opts.max ?? INT4_MAX;
  const n = z
    .number({ message: MESSAGES.integer })
    .int({ message: MESSAGES.integer })
    .min(min, { message: MESSAGES.minValue(min) })
    .max(max, { message: MESSAGES.maxValue(max) });
  return z.preprocess(toNumberInput, n);
};

/** A record id (path, query or body): 1 up to PostgreSQL's `integer`, digits in strings accepted. */
export const recordId = () => integer({ min: 1, max: INT4_MAX });

/** A list of record ids in a JSON body. */
export const recordIds = (opts: { min?: number; max: number; minMessage?: string; maxMessage?: string }) => {
  let list = z.array(recordId(), { message: '一覧の形式で指定してください' });
  if (opts.min !== undefined) {
    list = list.min(opts.min, { message: opts.minMessage ?? '1件以上指定してください' });
  }
  return list.max(opts.max, { message: opts.maxMessage ?? `${opts.max}件以内で指定してください` });
};

/** A decimal number with at most `digits` places after the point. */
export const decimal = (digits: number, opts: { min?: number; max?: number } = {}) => {
  const pattern = digits > 0 ? new RegExp(`^-?\\d+(\\.\\d{1,${digits}})?$`) : /^-?\d+$/;
  let n = z.number({ message: MESSAGES.integer });
  if (opts.min !== undefined) n = n.min(opts.min, { message: MESSAGES.minValue(opts.min) });
  if (opts.max !== undefined) n = n.max(opts.max, { message: MESSAGES.maxValue(opts.max) });
  return z
    .union([z.string(), z.number()], { message: MESSAGES.integer })
    .refine((v) => pattern.test(String(v).trim()), { message: MESSAGES.decimal(digits) })
    .transform((v) => Number(v))
    .pipe(n);
};

/** The calendar date in Japan (UTC+9, no daylight saving) as YYYY-MM-DD. */
export function tokyoDate(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** `date` moved by whole years (Feb 29 → Mar 1 in a common year, as Date does). */
function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** A bound of a date range: fixed, or computed at validation time (today in Tokyo…). */
type DateBound = string | (() => string);
const boundOf = (b: DateBound) => (typeof b === 'function' ? b() : b);

/**
 * The widest range of any date the product stores or filters on. Year 0000 or 0001 is never a
 * real input, and the database and Date arithmetic fail at the far ends, so every date is bounded.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
/** Filters on when something happened in the product (issued, taken): the service's lifetime. */
export const FILTER_DATE_MIN = '2000-01-01';

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused), between `min` and `max`. */
export const isoDate = (range: { min?: DateBound; max?: DateBound; maxMessage?: string } = {}) =>
  trimmed()
    .min(1, { message: MESSAGES.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGES.date, abort: true })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { message: MESSAGES.date, abort: true },
    )
    .superRefine((v, ctx) => {
      const min = boundOf(range.min ?? DATE_MIN);
      const max = boundOf(range.max ?? DATE_MAX);
      if (v < min) ctx.addIssue({ code: 'custom', message: MESSAGES.dateMin(min) });
      else if (v > max) ctx.addIssue({ code: 'custom', message: range.maxMessage ?? MESSAGES.dateMax(max) });
    });

/** A birthday: a real date from 1900-01-01 up to today (Japan), never in the future. */
export const birthday = (today: () => Date = () => new Date()) =>
  isoDate({ min: DATE_MIN, max: () => tokyoDate(today()), maxMessage: MESSAGES.futureDate });

/** How far ahead a hire date may be (people are registered before they join, rarely years before). */
export const HIRE_DATE_MAX_YEARS_AHEAD = 2;
/** A hire date: from 1900-01-01 up to two years after today (Japan). */
export const hireDate = (today: () => Date = () => new Date()) =>
  isoDate({ min: DATE_MIN, max: () => addYears(tokyoDate(today()), HIRE_DATE_MAX_YEARS_AHEAD) });

/** A date of a list filter or a period (issued, taken, dashboard): 2000-01-01 … 2099-12-31. */
export const filterDate = () => isoDate({ min: FILTER_DATE_MIN, max: DATE_MAX });

/**
 * The `min`/`max` of a date input, the same bounds the API checks (`birthday`, `hireDate`,
 * `filterDate`), so the browser's picker offers only dates the server accepts.
 */
export function dateInputRange(
  kind: 'birthday' | 'hireDate' | 'filter',
  today: Date = new Date(),
): { min: string; max: string } {
  switch (kind) {
    case 'birthday':
      return { min: DATE_MIN, max: tokyoDate(today) };
    case 'hireDate':
      return { min: DATE_MIN, max: addYears(tokyoDate(today), HIRE_DATE_MAX_YEARS_AHEAD) };
    default:
      return { min: FILTER_DATE_MIN, max: DATE_MAX };
  }
}

/** A select box: the empty choice answers "please select". */
export const select = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.custom<unknown>((v) => v !== undefined, { message: MESSAGES.select }).pipe(schema),
  );

/** Adds the "passwords do not match" error on `password_confirmation`. */
export const withPasswordConfirmation = <
  T extends z.ZodObject<{ password: z.ZodType; password_confirmation: z.ZodType }>,
>(
  schema: T,
) =>
  schema.refine(
    (v: { password?: unknown; password_confirmation?: unknown }) => v.password === v.password_confirmation,
    { message: MESSAGES.passwordConfirm, path: ['password_confirmation'] },
  );

/**
 * Spec §5 trigger rule: a field validates on input and change; on blur only when it shows no
 * error yet and is not empty (so tabbing through an empty form does not paint it red).
 */
export function shouldValidateOnBlur(hasError: boolean, value: unknown): boolean {
  if (hasError) return false;
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
