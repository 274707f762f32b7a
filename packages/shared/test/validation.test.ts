import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Gender } from '../src/enums.ts';
import {
  birthday,
  decimal,
  email,
  integer,
  isoDate,
  KANA_PATTERN,
  kana,
  loginEmail,
  MESSAGES,
  numericString,
  optionalString,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTCODE_LENGTH,
  POSTCODE_PATTERN,
  password,
  postcode,
  requiredString,
  select,
  shouldValidateOnBlur,
  symbolSafe,
  tel,
  url,
  withPasswordConfirmation,
} from '../src/validation.ts';
import { firstMessage, messagesByPath, messagesOf, parseOk } from './support.ts';

function expectAccepted(schema: z.ZodType, values: readonly unknown[]) {
  for (const value of values) {
    expect(messagesOf(schema, value), `${JSON.stringify(value)} should be accepted`).toEqual([]);
  }
}

function expectRefused(schema: z.ZodType, values: readonly unknown[], message: string) {
  for (const value of values) {
    expect(firstMessage(schema, value), `${JSON.stringify(value)} should be refused`).toBe(message);
  }
}

describe('MESSAGES (spec §5, in Japanese)', () => {
  it('has the fixed Japanese texts of every rule', () => {
    expect(MESSAGES).toMatchObject({
      required: '入力必須です',
      postcode: '正しい郵便番号を入力してください（ハイフンなし7桁）',
      tel: '正しい電話番号を入力してください',
      url: '正しいURLを入力してください',
      email: '正しいメールアドレスを入力してください',
      password: '半角英数字・記号で入力してください（空白は使えません）',
      passwordConfirm: 'パスワードが一致しません',
      numeric: '半角数字で入力してください',
      integer: '数値を入力してください',
      select: '選択してください',
      oneOf: '無効な選択肢です',
      kana: '全角カタカナで入力してください',
      symbol: '使用できない文字が含まれています',
      date: '正しい日付を入力してください',
    });
  });

  it('puts N into the min length, max length, decimal places and min/max value messages', () => {
    expect(MESSAGES.min(8)).toBe('8文字以上で入力してください');
    expect(MESSAGES.max(50)).toBe('50文字以内で入力してください');
    expect(MESSAGES.decimal(2)).toBe('小数点以下2桁までの数値で入力してください');
    expect(MESSAGES.minValue(1)).toBe('1以上の値を入力してください');
    expect(MESSAGES.maxValue(100)).toBe('100以下の値を入力してください');
  });
});

describe('requiredString', () => {
  it('accepts text and trims surrounding spaces', () => {
    expect(parseOk(requiredString(), '  山田  ')).toBe('山田');
    expect(parseOk(requiredString(), '営業部')).toBe('営業部');
  });

  it('refuses empty, whitespace-only and missing values with the required message', () => {
    expectRefused(requiredString(), ['', '   ', '　', undefined, null], MESSAGES.required);
  });

  it('refuses a value longer than max with "N文字以内"', () => {
    expect(messagesOf(requiredString(5), 'あいうえおか')).toEqual([MESSAGES.max(5)]);
    expect(messagesOf(requiredString(5), 'あいうえお')).toEqual([]);
  });

  it('defaults to a maximum of 255 characters', () => {
    expect(messagesOf(requiredString(), 'a'.repeat(255))).toEqual([]);
    expect(messagesOf(requiredString(), 'a'.repeat(256))).toEqual([MESSAGES.max(255)]);
  });
});

describe('optionalString', () => {
  it("turns '' and whitespace-only into null", () => {
    expect(parseOk(optionalString(), '')).toBeNull();
    expect(parseOk(optionalString(), '   ')).toBeNull();
    expect(parseOk(optionalString(), '　')).toBeNull();
  });

  it('keeps null as null and undefined as undefined', () => {
    expect(parseOk(optionalString(), null)).toBeNull();
    expect(parseOk(optionalString(), undefined)).toBeUndefined();
  });

  it('trims a non-empty value', () => {
    expect(parseOk(optionalString(), ' 備考あり ')).toBe('備考あり');
  });

  it('lets an object key be absent', () => {
    expect(parseOk(z.object({ remark: optionalString() }), {})).toEqual({});
  });

  it('refuses a value longer than max with "N文字以内"', () => {
    expect(messagesOf(optionalString(3), 'abcd')).toEqual([MESSAGES.max(3)]);
    expect(messagesOf(optionalString(3), 'abc')).toEqual([]);
  });
});

describe('kana', () => {
  it('kana accepts full-width katakana, middle dot, long mark and full-width parentheses', () => {
    expectAccepted(kana(), ['ヤマダ', 'タロウ', 'ジョン・スミス', 'ユーザー', 'カブシキガイシャ（テスト）']);
  });

  it('accepts ヴ, small kana and the rare katakana ヷ–ヺ', () => {
    expectAccepted(kana(), ['ヴァイオリン', 'ァィゥェォッャュョヮヵヶ', 'ヷヸヹヺ']);
  });

  it('refuses hiragana with the kana message', () => {
    expect(messagesOf(kana(), 'やまだ')).toEqual([MESSAGES.kana]);
    expect(messagesOf(kana(), 'ヤマだ')).toEqual([MESSAGES.kana]);
  });

  it('refuses half-width katakana with the kana message', () => {
    expectRefused(kana(), ['ﾔﾏﾀﾞ', 'ｱ', 'ヤマｰ'], MESSAGES.kana);
  });

  it('refuses latin letters, kanji and digits with the kana message', () => {
    expectRefused(kana(), ['Yamada', 'ＹＡＭＡＤＡ', '山田', 'ヤマダ1'], MESSAGES.kana);
  });

  it('refuses half-width and full-width spaces inside the value', () => {
    expectRefused(kana(), ['ヤマダ タロウ', 'ヤマダ　タロウ'], MESSAGES.kana);
  });

  it('refuses half-width parentheses', () => {
    expect(messagesOf(kana(), 'テスト(カブ)')).toEqual([MESSAGES.kana]);
  });

  it('refuses an empty value with the required message first', () => {
    expect(firstMessage(kana(), '')).toBe(MESSAGES.required);
    expect(firstMessage(kana(), '  ')).toBe(MESSAGES.required);
  });

  it('trims surrounding spaces before checking', () => {
    expect(parseOk(kana(), ' ヤマダ ')).toBe('ヤマダ');
  });

  it('defaults to at most 50 characters', () => {
    expect(messagesOf(kana(), 'ア'.repeat(50))).toEqual([]);
    expect(messagesOf(kana(), 'ア'.repeat(51))).toEqual([MESSAGES.max(50)]);
    expect(messagesOf(kana(10), 'ア'.repeat(11))).toEqual([MESSAGES.max(10)]);
  });

  it('KANA_PATTERN matches only whole values', () => {
    expect(KANA_PATTERN.test('ヤマダ')).toBe(true);
    expect(KANA_PATTERN.test('ヤマダa')).toBe(false);
    expect(KANA_PATTERN.test('')).toBe(false);
  });
});

describe('symbolSafe', () => {
  it('symbolSafe accepts 株式会社ミルメ・テスト (東京)', () => {
    expect(parseOk(symbolSafe(), '株式会社ミルメ・テスト (東京)')).toBe('株式会社ミルメ・テスト (東京)');
  });

  it('accepts digits and letters in half and full width, hiragana, katakana and kanji', () => {
    expectAccepted(symbolSafe(), ['ABC123', 'ＡＢＣ１２３', 'みるめ', 'ミルメ', 'ﾐﾙﾒ', '人材診断', '𠮷野家']);
  });

  it('accepts half-width and full-width spaces and iteration marks', () => {
    expectAccepted(symbolSafe(), ['株式会社　テスト', '佐々木 商店', '〆切', '〇〇支店', '霞ヶ関']);
  });

  it('accepts the punctuation a company or department name commonly contains', () => {
    expectAccepted(symbolSafe(), [
      '営業部/第1課',
      'A&B株式会社',
      "O'Reilly",
      'ミルメ-東京',
      'ミルメ，大阪、京都。',
      'info@mirume',
      '#1 チーム',
      'C++',
      '10:00〜18:00',
      'x~y',
      'テスト_1',
      'Mirume Inc.',
    ]);
  });

  it('refuses emoji with the symbol message', () => {
    expect(messagesOf(symbolSafe(), 'ミルメ😀')).toEqual([MESSAGES.symbol]);
  });

  it('refuses <script> with the symbol message', () => {
    expect(messagesOf(symbolSafe(), '<script>alert(1)</script>')).toEqual([MESSAGES.symbol]);
  });

  it('refuses double quotes, control characters, tabs and newlines', () => {
    expectRefused(symbolSafe(), ['a"b', 'a\tb', 'a\nb', 'a\u0000b', 'a;b', 'a=b', 'a`b'], MESSAGES.symbol);
  });

  it('refuses other full-width symbols such as ！, ？ and circled digits', () => {
    expectRefused(symbolSafe(), ['ミルメ！', 'ミルメ？', '①'], MESSAGES.symbol);
  });

  it('refuses an empty value with the required message', () => {
    expect(messagesOf(symbolSafe(), '')).toEqual([MESSAGES.required]);
  });

  it('refuses a value longer than max with "N文字以内"', () => {
    expect(messagesOf(symbolSafe(3), '株式会社')).toEqual([MESSAGES.max(3)]);
  });
});

describe('email', () => {
  it('email lower-cases and trims the address', () => {
    expect(parseOk(email(), ' Taro.Yamada@Example.COM ')).toBe('taro.yamada@example.com');
  });

  it('accepts ordinary addresses, including plus tags and subdomains', () => {
    expectAccepted(email(), ['taro@example.com', 'taro+test@mail.example.co.jp', 'hanako_1@mirume.jp']);
  });

  it('refuses malformed addresses with the email message', () => {
    expectRefused(
      email(),
      ['taro', 'taro@', '@example.com', 'taro@example', 'taro yamada@example.com', 'taro@@example.com'],
      MESSAGES.email,
    );
  });

  it('refuses an empty value with the required message', () => {
    expect(messagesOf(email(), '')).toEqual([MESSAGES.required]);
    expect(messagesOf(email(), '   ')).toEqual([MESSAGES.required]);
  });

  it('refuses more than 254 characters with "254文字以内"', () => {
    expect(firstMessage(email(), `${'a'.repeat(250)}@x.jp`)).toBe(MESSAGES.max(254));
  });
});

describe('loginEmail', () => {
  it('accepts any non-empty value and trims it, without checking the format', () => {
    expect(parseOk(loginEmail(), ' someone ')).toBe('someone');
  });

  it('refuses an empty value with the required message', () => {
    expectRefused(loginEmail(), ['', '   ', undefined], MESSAGES.required);
  });
});

describe('password', () => {
  it('accepts 8 to 128 printable half-width characters, symbols included', () => {
    expectAccepted(password(), ['Passw0rd', 'p@ss-W0rd!#$%', 'a'.repeat(PASSWORD_MAX_LENGTH)]);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('refuses whitespace anywhere with the password message', () => {
    expectRefused(
      password(),
      ['pass word1', ' Passw0rd', 'Passw0rd ', 'Passw0rd\t', 'Pass　word1'],
      MESSAGES.password,
    );
  });

  it('refuses full-width characters with the password message', () => {
    expect(messagesOf(password(), 'ぱすわーどですよ')).toEqual([MESSAGES.password]);
    expect(messagesOf(password(), 'Ｐａｓｓｗ０ｒｄ')).toEqual([MESSAGES.password]);
  });

  it('refuses a password that is too short with "8文字以上"', () => {
    expect(messagesOf(password(), 'abc')).toEqual([MESSAGES.min(8)]);
    expect(messagesOf(password(), 'Passw0r')).toEqual([MESSAGES.min(8)]);
  });

  it('refuses more than 128 characters with "128文字以内"', () => {
    expect(messagesOf(password(), 'a'.repeat(129))).toEqual([MESSAGES.max(128)]);
  });

  it('refuses an empty or missing password with the required message first', () => {
    expect(firstMessage(password(), '')).toBe(MESSAGES.required);
    expect(firstMessage(password(), undefined)).toBe(MESSAGES.required);
  });

  it('does not trim: the password is kept exactly as typed', () => {
    expect(parseOk(password(), 'Passw0rd!')).toBe('Passw0rd!');
  });
});

describe('withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation(
    z.object({ password: password(), password_confirmation: z.string({ message: MESSAGES.required }) }),
  );

  it('accepts a matching confirmation', () => {
    expect(parseOk(schema, { password: 'Passw0rd!', password_confirmation: 'Passw0rd!' })).toEqual({
      password: 'Passw0rd!',
      password_confirmation: 'Passw0rd!',
    });
  });

  it('password confirmation mismatch puts the message on password_confirmation', () => {
    expect(messagesByPath(schema, { password: 'Passw0rd!', password_confirmation: 'Passw0rd?' })).toEqual({
      password_confirmation: [MESSAGES.passwordConfirm],
    });
  });

  it('compares exactly: a difference in case is a mismatch', () => {
    expect(messagesByPath(schema, { password: 'Passw0rd!', password_confirmation: 'passw0rd!' })).toEqual({
      password_confirmation: [MESSAGES.passwordConfirm],
    });
  });

  it('keeps the password rule message on password', () => {
    expect(messagesByPath(schema, { password: 'short', password_confirmation: 'short' })).toEqual({
      password: [MESSAGES.min(8)],
    });
  });
});

describe('postcode', () => {
  it('accepts exactly 7 half-width digits (trimmed)', () => {
    expect(parseOk(postcode(), '1000005')).toBe('1000005');
    expect(parseOk(postcode(), ' 1000005 ')).toBe('1000005');
  });

  it('postcode refuses 6 and 8 digits with the postcode message', () => {
    expect(messagesOf(postcode(), '100000')).toEqual([MESSAGES.postcode]);
    expect(messagesOf(postcode(), '10000050')).toEqual([MESSAGES.postcode]);
  });

  it("postcode refuses the hyphenated '100-0005'", () => {
    expect(messagesOf(postcode(), '100-0005')).toEqual([MESSAGES.postcode]);
  });

  it('refuses full-width digits and letters with the postcode message', () => {
    expectRefused(postcode(), ['１０００００５', '100000a', '〒1000005'], MESSAGES.postcode);
  });

  it('refuses an empty value with the required message first', () => {
    expect(firstMessage(postcode(), '')).toBe(MESSAGES.required);
  });

  it('the spec §9 postcode length 7 is what the pattern enforces', () => {
    expect(POSTCODE_LENGTH).toBe(7);
    expect(POSTCODE_PATTERN.test('1'.repeat(POSTCODE_LENGTH))).toBe(true);
    expect(POSTCODE_PATTERN.test('1'.repeat(POSTCODE_LENGTH - 1))).toBe(false);
    expect(POSTCODE_PATTERN.test('1'.repeat(POSTCODE_LENGTH + 1))).toBe(false);
  });
});

describe('tel', () => {
  it('tel accepts 03-1234-5678 and 09012345678', () => {
    expect(parseOk(tel(), '03-1234-5678')).toBe('03-1234-5678');
    expect(parseOk(tel(), '09012345678')).toBe('09012345678');
  });

  it('accepts 10 and 11 digits starting with 0, hyphens optional', () => {
    expectAccepted(tel(), ['0312345678', '090-1234-5678', '0120-123-456', '06-6123-4567', ' 03-1234-5678 ']);
  });

  it('refuses a number that is too short or too long with the tel message', () => {
    expectRefused(tel(), ['03-1234-567', '031234567', '090123456789', '0901-2345-6789-0'], MESSAGES.tel);
  });

  it('refuses a number that does not start with 0', () => {
    expectRefused(tel(), ['3-1234-5678', '9012345678', '+81-3-1234-5678'], MESSAGES.tel);
  });

  it('refuses doubled, leading or trailing hyphens, parentheses, letters and full-width digits', () => {
    expectRefused(
      tel(),
      [
        '03--12345678',
        '0-312345678',
        '03-1234-5678-',
        '03(1234)5678',
        '03-1234-abcd',
        '０３１２３４５６７８',
      ],
      MESSAGES.tel,
    );
  });

  it('refuses an empty value with the required message first', () => {
    expect(firstMessage(tel(), '')).toBe(MESSAGES.required);
  });
});

describe('url', () => {
  it('accepts http and https URLs', () => {
    expectAccepted(url(), [
      'https://mirume.jp',
      'http://localhost:3000/a?b=c',
      'https://example.com/path#top',
    ]);
  });

  it('refuses other schemes and malformed values with the url message', () => {
    expectRefused(
      url(),
      ['javascript:alert(1)', 'ftp://example.com', 'example.com', 'https://', 'mailto:taro@example.com'],
      MESSAGES.url,
    );
  });

  it('refuses an empty value with the required message', () => {
    expect(messagesOf(url(), '')).toEqual([MESSAGES.required]);
  });

  it('refuses more than 2048 characters with "2048文字以内"', () => {
    expect(firstMessage(url(), `https://example.com/${'a'.repeat(2048)}`)).toBe(MESSAGES.max(2048));
  });
});

describe('numericString', () => {
  it('accepts half-width digits and keeps them as a string, leading zeros included', () => {
    expect(parseOk(numericString(), '00123')).toBe('00123');
    expect(parseOk(numericString(), ' 123 ')).toBe('123');
  });

  it('refuses full-width digits, letters, signs and decimals with the numeric message', () => {
    expectRefused(numericString(), ['０１２', '12a', '-1', '1.5', '1 2'], MESSAGES.numeric);
  });

  it('refuses an empty value with the required message first', () => {
    expect(firstMessage(numericString(), '')).toBe(MESSAGES.required);
  });

  it('refuses more than max digits with "N文字以内"', () => {
    expect(messagesOf(numericString(3), '1234')).toEqual([MESSAGES.max(3)]);
    expect(messagesOf(numericString(), '1'.repeat(21))).toEqual([MESSAGES.max(20)]);
  });
});

describe('integer', () => {
  it('accepts integers given as numbers or numeric strings', () => {
    expect(parseOk(integer(), 42)).toBe(42);
    expect(parseOk(integer(), '42')).toBe(42);
    expect(parseOk(integer(), '-3')).toBe(-3);
    expect(parseOk(integer(), '0')).toBe(0);
  });

  it('refuses text and fractions with the integer message', () => {
    expectRefused(integer(), ['abc', '1.5', 1.5, '１２', undefined], MESSAGES.integer);
  });

  it('refuses a value below min with "N以上"', () => {
    expect(messagesOf(integer({ min: 1, max: 5 }), '0')).toEqual([MESSAGES.minValue(1)]);
  });

  it('refuses a value above max with "N以下"', () => {
    expect(messagesOf(integer({ min: 1, max: 5 }), '6')).toEqual([MESSAGES.maxValue(5)]);
  });

  it('accepts the min and max values themselves', () => {
    expect(parseOk(integer({ min: 1, max: 5 }), 1)).toBe(1);
    expect(parseOk(integer({ min: 1, max: 5 }), '5')).toBe(5);
  });
});

describe('decimal', () => {
  it('accepts up to N decimal places, as strings or numbers', () => {
    expect(parseOk(decimal(2), '1.25')).toBe(1.25);
    expect(parseOk(decimal(2), '1.5')).toBe(1.5);
    expect(parseOk(decimal(2), '10')).toBe(10);
    expect(parseOk(decimal(2), 1.25)).toBe(1.25);
    expect(parseOk(decimal(3), '-12.345')).toBe(-12.345);
    expect(parseOk(decimal(2), ' 1.5 ')).toBe(1.5);
  });

  it('refuses more decimal places than N with "小数点以下N桁まで"', () => {
    expect(messagesOf(decimal(2), '1.234')).toEqual([MESSAGES.decimal(2)]);
    expect(messagesOf(decimal(1), 0.25)).toEqual([MESSAGES.decimal(1)]);
  });

  it('refuses text, empty input and a bare point with the decimal message', () => {
    expectRefused(decimal(2), ['abc', '', '1.', '.5', '1,5', '１.５'], MESSAGES.decimal(2));
  });

  it('refuses a value that is neither a string nor a number with the integer message', () => {
    expectRefused(decimal(2), [undefined, null, true], MESSAGES.integer);
  });

  it('refuses values outside min/max with "N以上" / "N以下"', () => {
    expect(messagesOf(decimal(1, { min: 0, max: 10 }), '-0.5')).toEqual([MESSAGES.minValue(0)]);
    expect(messagesOf(decimal(1, { min: 0, max: 10 }), '10.5')).toEqual([MESSAGES.maxValue(10)]);
    expect(parseOk(decimal(1, { min: 0, max: 10 }), '10.0')).toBe(10);
  });
});

describe('isoDate', () => {
  it('accepts an existing calendar date YYYY-MM-DD, leap day included', () => {
    expectAccepted(isoDate(), ['2026-11-21', '2024-02-29', '2026-12-31', '2026-01-01']);
    expect(parseOk(isoDate(), ' 2026-04-30 ')).toBe('2026-04-30');
  });

  it('isoDate refuses 2026-02-30 with the date message', () => {
    expect(messagesOf(isoDate(), '2026-02-30')).toEqual([MESSAGES.date]);
  });

  it('refuses other impossible dates: 2025-02-29, 2026-04-31, month 13, day 00', () => {
    expectRefused(isoDate(), ['2025-02-29', '2026-04-31', '2026-13-01', '2026-01-00'], MESSAGES.date);
  });

  it('refuses other formats with the date message', () => {
    expectRefused(
      isoDate(),
      ['2026/02/03', '2026-1-1', '20260203', '2026年2月3日', '2026-02-03T00:00:00Z'],
      MESSAGES.date,
    );
  });

  it('refuses an empty value with the required message first', () => {
    expect(firstMessage(isoDate(), '')).toBe(MESSAGES.required);
  });
});

describe('birthday', () => {
  // Noon in Tokyo on 2026-11-21 (03:00 UTC), so Tokyo and UTC agree on the date.
  const today = () => new Date('2026-11-21T03:00:00Z');

  it('accepts a past date and today', () => {
    expectAccepted(birthday(today), ['1990-04-01', '2026-11-20', '2026-11-21']);
  });

  it('birthday refuses tomorrow with "未来の日付は入力できません"', () => {
    expect(messagesOf(birthday(today), '2026-11-22')).toEqual(['未来の日付は入力できません']);
    expect(messagesOf(birthday(today), '2030-01-01')).toEqual(['未来の日付は入力できません']);
  });

  it('is required and must be a real date', () => {
    expect(firstMessage(birthday(today), '')).toBe(MESSAGES.required);
    expect(messagesOf(birthday(today), '1990-02-30')).toEqual([MESSAGES.date]);
  });

  it('reads the clock when it validates, not when the schema is built', () => {
    let now = new Date('2026-11-21T03:00:00Z');
    const schema = birthday(() => now);
    expect(messagesOf(schema, '2026-11-22')).toEqual(['未来の日付は入力できません']);
    now = new Date('2026-11-22T03:00:00Z');
    expect(messagesOf(schema, '2026-11-22')).toEqual([]);
  });
});

describe('select', () => {
  it('passes a chosen value through to the wrapped schema', () => {
    expect(parseOk(select(Gender.schema), 'male')).toBe('male');
  });

  it("select maps '' to the 'please select' message (選択してください)", () => {
    expect(messagesOf(select(Gender.schema), '')).toEqual([MESSAGES.select]);
  });

  it("answers null and undefined with '選択してください' too", () => {
    expect(messagesOf(select(Gender.schema), null)).toEqual([MESSAGES.select]);
    expect(messagesOf(select(Gender.schema), undefined)).toEqual([MESSAGES.select]);
  });

  it('refuses a value outside the choices with the oneOf message', () => {
    expect(messagesOf(select(Gender.schema), 'unknown')).toEqual([MESSAGES.oneOf]);
  });
});

describe('shouldValidateOnBlur (spec §5 trigger rule)', () => {
  it.each([
    { hasError: false, value: 'ヤマダ', expected: true, rule: 'no error, text: validate' },
    { hasError: false, value: ' a ', expected: true, rule: 'no error, text with spaces: validate' },
    { hasError: false, value: 0, expected: true, rule: 'no error, the number 0: validate' },
    { hasError: false, value: false, expected: true, rule: 'no error, false: validate' },
    { hasError: false, value: ['a'], expected: true, rule: 'no error, non-empty list: validate' },
    { hasError: false, value: {}, expected: true, rule: 'no error, an object: validate' },
    { hasError: false, value: '', expected: false, rule: 'no error, empty string: skip' },
    { hasError: false, value: '   ', expected: false, rule: 'no error, whitespace only: skip' },
    { hasError: false, value: '　', expected: false, rule: 'no error, full-width space only: skip' },
    { hasError: false, value: null, expected: false, rule: 'no error, null: skip' },
    { hasError: false, value: undefined, expected: false, rule: 'no error, undefined: skip' },
    { hasError: false, value: [], expected: false, rule: 'no error, empty list: skip' },
    { hasError: true, value: 'ヤマダ', expected: false, rule: 'an error is shown, text: skip' },
    { hasError: true, value: '', expected: false, rule: 'an error is shown, empty: skip' },
    { hasError: true, value: ['a'], expected: false, rule: 'an error is shown, non-empty list: skip' },
    { hasError: true, value: 0, expected: false, rule: 'an error is shown, a number: skip' },
  ])('$rule', ({ hasError, value, expected }) => {
    expect(shouldValidateOnBlur(hasError, value)).toBe(expected);
  });
});
