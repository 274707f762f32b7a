/**
 * Regression tests for edge cases the first version of the validators got wrong: blank numbers
 * read as 0, birthdays compared with the UTC date, half-width voiced kana, and a too-long
 * password answered as "required".
 */
import { describe, expect, it } from 'vitest';
import { ZSignInRequest } from '../src/api/auth.ts';
import { birthday, integer, MESSAGES, symbolSafe } from '../src/validation.ts';
import { messagesByPath, messagesOf } from './support.ts';

describe('integer: blank input must not become 0 (spec §5 "enter a number")', () => {
  // z.coerce.number() runs Number(v): Number('') === 0, Number('  ') === 0, Number(null) === 0 and
  // Number('0x10') === 16, so these are accepted as numbers the user never typed.
  it("integer refuses '' and whitespace-only input with '数値を入力してください'", () => {
    expect(messagesOf(integer(), '')).toEqual([MESSAGES.integer]);
    expect(messagesOf(integer(), '   ')).toEqual([MESSAGES.integer]);
  });

  it("integer refuses null with '数値を入力してください'", () => {
    expect(messagesOf(integer(), null)).toEqual([MESSAGES.integer]);
  });

  it("integer({ min: 1 }) answers '' with '数値を入力してください', not '1以上の値を入力してください'", () => {
    expect(messagesOf(integer({ min: 1 }), '')).toEqual([MESSAGES.integer]);
  });

  it('integer refuses a hexadecimal string instead of reading 0x10 as 16', () => {
    expect(messagesOf(integer(), '0x10')).toEqual([MESSAGES.integer]);
  });
});

describe('birthday: "today" must be the date in Tokyo, not in UTC', () => {
  // today().toISOString().slice(0, 10) is the UTC date, which is still the previous day from
  // 00:00 to 08:59 in Japan, so today's date is refused as a future date during those hours.
  it('accepts the Tokyo date of today at 08:30 JST (23:30 UTC the day before)', () => {
    const earlyMorningInTokyo = () => new Date('2026-11-21T08:30:00+09:00');
    expect(messagesOf(birthday(earlyMorningInTokyo), '2026-11-21')).toEqual([]);
  });

  it('still refuses the Tokyo date of tomorrow at 08:30 JST', () => {
    const earlyMorningInTokyo = () => new Date('2026-11-21T08:30:00+09:00');
    expect(messagesOf(birthday(earlyMorningInTokyo), '2026-11-22')).toEqual(['未来の日付は入力できません']);
  });
});

describe('symbolSafe: half-width katakana must be accepted, voiced marks and long mark included', () => {
  // The doc comment and spec §5 allow katakana "incl. half-width", but \p{Script=Katakana} does
  // not contain ｰ (U+FF70), ﾞ (U+FF9E) or ﾟ (U+FF9F), whose script is Common, so any half-width
  // word with a voiced sound or a long vowel is refused.
  it('symbolSafe accepts ﾃﾞｰﾀ, ﾊﾟｰﾄ and ｶﾌﾞｼｷｶﾞｲｼｬ ﾐﾙﾒ', () => {
    for (const value of ['ﾃﾞｰﾀ', 'ﾊﾟｰﾄ', 'ｶﾌﾞｼｷｶﾞｲｼｬ ﾐﾙﾒ']) {
      expect(messagesOf(symbolSafe(), value), value).toEqual([]);
    }
  });
});

describe('ZSignInRequest: a too-long password must not be answered "input required"', () => {
  // .max(128) has no message of its own, so zod 4 falls back to the schema-level
  // `z.string({ message: MESSAGES.required })` and a 129-character password shows '入力必須です'.
  it("refuses a 129-character password with '128文字以内で入力してください'", () => {
    expect(messagesByPath(ZSignInRequest, { email: 'taro@example.com', password: 'a'.repeat(129) })).toEqual({
      password: [MESSAGES.max(128)],
    });
  });
});
