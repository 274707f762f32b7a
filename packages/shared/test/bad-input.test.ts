/**
 * The shared helpers behind issue 12's "every bad input gets a 4xx in Japanese": bounded dates per
 * field, ids within PostgreSQL's integer, NUL refused by the string helpers, and zod's own
 * messages (wrong type, size, choice) in Japanese through the global map.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  birthday,
  dateInputRange,
  filterDate,
  hireDate,
  integer,
  isoDate,
  MESSAGES,
  queryText,
  recordId,
  recordIds,
  requiredString,
} from '../src/validation.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const TODAY = () => new Date('2026-04-01T03:00:00Z');

describe('[VALIDATION] dates are bounded per field', () => {
  it('no date anywhere before 1900 or after 2099, year 0000 included', () => {
    expect(messages(isoDate(), '0000-01-01')).toEqual(['1900年1月1日以降の日付を入力してください']);
    expect(messages(isoDate(), '2100-01-01')).toEqual(['2099年12月31日以前の日付を入力してください']);
    expect(messages(isoDate(), '2026-02-30')).toEqual([MESSAGES.date]);
    expect(messages(isoDate(), '2026-04-01')).toEqual([]);
  });

  it('a birthday from 1900-01-01 up to today in Japan', () => {
    expect(messages(birthday(TODAY), '0001-01-01')).toEqual(['1900年1月1日以降の日付を入力してください']);
    expect(messages(birthday(TODAY), '1900-01-01')).toEqual([]);
    expect(messages(birthday(TODAY), '2026-04-01')).toEqual([]);
    expect(messages(birthday(TODAY), '2026-04-02')).toEqual([MESSAGES.futureDate]);
  });

  it('a hire date up to two years ahead, and list filters within 2000…2099', () => {
    expect(messages(hireDate(TODAY), '2028-04-01')).toEqual([]);
    expect(messages(hireDate(TODAY), '2028-04-02')).toEqual(['2028年4月1日以前の日付を入力してください']);
    expect(messages(filterDate(), '1999-12-31')).toEqual(['2000年1月1日以降の日付を入力してください']);
    expect(messages(filterDate(), '2099-12-31')).toEqual([]);
  });
});

describe('[VALIDATION] date inputs offer the bounds the API checks', () => {
  it('each range ends are accepted and one day beyond is refused by the matching schema', () => {
    const now = TODAY();
    const cases = [
      ['birthday', birthday(TODAY)],
      ['hireDate', hireDate(TODAY)],
      ['filter', filterDate()],
    ] as const;
    for (const [kind, schema] of cases) {
      const { min, max } = dateInputRange(kind, now);
      expect(messages(schema, min)).toEqual([]);
      expect(messages(schema, max)).toEqual([]);
      const before = new Date(`${min}T00:00:00Z`);
      before.setUTCDate(before.getUTCDate() - 1);
      const after = new Date(`${max}T00:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 1);
      expect(messages(schema, before.toISOString().slice(0, 10))).toHaveLength(1);
      expect(messages(schema, after.toISOString().slice(0, 10))).toHaveLength(1);
    }
    expect(dateInputRange('birthday', now)).toEqual({ min: '1900-01-01', max: '2026-04-01' });
  });
});

describe('[VALIDATION] numbers stay within PostgreSQL integer', () => {
  it('ids from 1 to 2,147,483,647, in JSON numbers or digit strings', () => {
    expect(recordId().parse('42')).toBe(42);
    expect(messages(recordId(), 2147483648)).toEqual(['2147483647以下の値を入力してください']);
    expect(messages(recordId(), '0')).toEqual(['1以上の値を入力してください']);
    expect(messages(recordId(), 'abc')).toEqual([MESSAGES.integer]);
    expect(messages(integer(), -2147483649)).toEqual(['-2147483648以上の値を入力してください']);
  });

  it('a list of ids says in Japanese what is wrong with it', () => {
    const ids = recordIds({ min: 1, minMessage: '選択してください', max: 2 });
    expect(messages(ids, 'x')).toEqual(['一覧の形式で指定してください']);
    expect(messages(ids, [])).toEqual(['選択してください']);
    expect(messages(ids, [1, 2, 3])).toEqual(['2件以内で指定してください']);
  });
});

describe('[VALIDATION] text helpers refuse NUL', () => {
  it('in a required string and a search word', () => {
    expect(messages(requiredString(), 'a\u0000b')).toEqual([MESSAGES.symbol]);
    expect(messages(queryText(), 'a\u0000b')).toEqual([MESSAGES.symbol]);
    expect(queryText().parse('  ')).toBeNull();
  });

  it('a number where text belongs is not called "required"', () => {
    expect(messages(requiredString(), 5)).toEqual([MESSAGES.text]);
    expect(messages(requiredString(), undefined)).toEqual([MESSAGES.required]);
  });
});

describe('[VALIDATION] zod messages a schema does not word itself are Japanese', () => {
  it.each([
    ['リクエストの形式が正しくありません', z.object({ a: z.string() }), 'abc'],
    ['はい・いいえ（true / false）で指定してください', z.boolean(), 'x'],
    ['一覧の形式で指定してください', z.array(z.number()), 'x'],
    ['無効な選択肢です', z.literal('email'), 'x'],
    ['無効な選択肢です', z.enum(['a', 'b']), 'c'],
    ['正しい形式で入力してください', z.string().regex(/^a$/), 'b'],
    ['3文字以内で入力してください', z.string().max(3), 'abcd'],
    ['3以下の値を入力してください', z.number().max(3), 4],
    ['使用できない項目が含まれています', z.strictObject({}), { x: 1 }],
    ['入力必須です', z.string(), undefined],
  ] as const)('answers 「%s」', (message, schema, value) => {
    expect(messages(schema as z.ZodType, value)).toEqual([message]);
  });
});
