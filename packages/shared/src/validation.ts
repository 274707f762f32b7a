/**
 * The validation rules and messages of spec §5, as zod helpers. The API validates bodies with
 * them and the forms use the same schemas through the zod resolver, so a rule and its Japanese
 * message exist exactly once.
 */
import { z } from 'zod';

export const MESSAGES = {
  required: '入力必須です',
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
} as const;

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

const trimmed = () => z.string({ message: MESSAGES.required }).trim();

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

export const integer = (opts: { min?: number; max?: number } = {}) => {
  let n = z.number({ message: MESSAGES.integer }).int({ message: MESSAGES.integer });
  if (opts.min !== undefined) n = n.min(opts.min, { message: MESSAGES.minValue(opts.min) });
  if (opts.max !== undefined) n = n.max(opts.max, { message: MESSAGES.maxValue(opts.max) });
  return z.preprocess(toNumberInput, n);
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

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const isoDate = () =>
  trimmed()
    .min(1, { message: MESSAGES.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGES.date })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { message: MESSAGES.date },
    );

/** The calendar date in Japan (UTC+9, no daylight saving) as YYYY-MM-DD. */
export function tokyoDate(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A birthday: required, a real date, not in the future. */
export const birthday = (today: () => Date = () => new Date()) =>
  isoDate().refine((v) => v <= tokyoDate(today()), {
    message: '未来の日付は入力できません',
  });

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
