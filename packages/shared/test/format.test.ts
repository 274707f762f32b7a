import { afterEach, describe, expect, it } from 'vitest';
import { formatDateJa, formatDateTimeJa, fullName, stripTrailingUuid } from '../src/format.ts';

describe('formatDateTimeJa (Asia/Tokyo)', () => {
  it("formats '2026-11-21T05:05:00Z' as '2026年11月21日(土) 14:05'", () => {
    expect(formatDateTimeJa('2026-11-21T05:05:00Z')).toBe('2026年11月21日(土) 14:05');
  });

  it('accepts a Date and a string with an explicit offset alike', () => {
    expect(formatDateTimeJa(new Date('2026-11-21T05:05:00Z'))).toBe('2026年11月21日(土) 14:05');
    expect(formatDateTimeJa('2026-11-21T14:05:00+09:00')).toBe('2026年11月21日(土) 14:05');
  });

  it('moves to the next day in Tokyo at 15:00 UTC (crossing midnight)', () => {
    expect(formatDateTimeJa('2026-11-21T14:59:00Z')).toBe('2026年11月21日(土) 23:59');
    expect(formatDateTimeJa('2026-11-21T15:00:00Z')).toBe('2026年11月22日(日) 00:00');
  });

  it('moves to the next year in Tokyo on New Year’s Eve UTC', () => {
    expect(formatDateTimeJa('2026-12-31T15:30:00Z')).toBe('2027年1月1日(金) 00:30');
  });

  it('reaches a leap day in Tokyo while UTC is still on 28 February', () => {
    expect(formatDateTimeJa('2028-02-28T15:00:00Z')).toBe('2028年2月29日(火) 00:00');
  });

  it('does not pad month and day, but pads hour and minute to two digits', () => {
    expect(formatDateTimeJa('2027-01-04T23:07:00Z')).toBe('2027年1月5日(火) 08:07');
  });

  it('names all seven weekdays 日 月 火 水 木 金 土', () => {
    const days = ['15', '16', '17', '18', '19', '20', '21'].map((d) =>
      formatDateTimeJa(`2026-11-${d}T03:00:00Z`),
    );
    expect(days).toEqual([
      '2026年11月15日(日) 12:00',
      '2026年11月16日(月) 12:00',
      '2026年11月17日(火) 12:00',
      '2026年11月18日(水) 12:00',
      '2026年11月19日(木) 12:00',
      '2026年11月20日(金) 12:00',
      '2026年11月21日(土) 12:00',
    ]);
  });

  describe('whatever the time zone of the process', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('gives the same Tokyo time in New York and in UTC', () => {
      process.env.TZ = 'America/New_York';
      expect(formatDateTimeJa('2026-11-21T15:00:00Z')).toBe('2026年11月22日(日) 00:00');
      process.env.TZ = 'UTC';
      expect(formatDateTimeJa('2026-11-21T15:00:00Z')).toBe('2026年11月22日(日) 00:00');
    });
  });
});

describe('formatDateJa (Asia/Tokyo)', () => {
  it("formats '2026-11-21T05:05:00Z' as '2026年11月21日'", () => {
    expect(formatDateJa('2026-11-21T05:05:00Z')).toBe('2026年11月21日');
  });

  it('uses the Tokyo date when UTC is still on the day before', () => {
    expect(formatDateJa('2026-11-21T15:00:00Z')).toBe('2026年11月22日');
    expect(formatDateJa(new Date('2026-12-31T23:00:00Z'))).toBe('2027年1月1日');
  });
});

describe('stripTrailingUuid', () => {
  const uuid = '3f2a9c1e-7b4d-4e8a-9f01-2c3d4e5f6a7b';

  it("strips the UUID from '山田 太郎 3f2a…' and keeps the name", () => {
    expect(stripTrailingUuid(`山田 太郎 ${uuid}`)).toBe('山田 太郎');
  });

  it('strips the UUID after a full-width space, an underscore, a hyphen or nothing', () => {
    expect(stripTrailingUuid(`山田 太郎　${uuid}`)).toBe('山田 太郎');
    expect(stripTrailingUuid(`山田 太郎_${uuid}`)).toBe('山田 太郎');
    expect(stripTrailingUuid(`山田 太郎-${uuid}`)).toBe('山田 太郎');
    expect(stripTrailingUuid(`山田太郎${uuid}`)).toBe('山田太郎');
  });

  it('strips an upper-case UUID too', () => {
    expect(stripTrailingUuid(`山田 太郎 ${uuid.toUpperCase()}`)).toBe('山田 太郎');
  });

  it('leaves a name without a trailing UUID unchanged', () => {
    expect(stripTrailingUuid('山田 太郎')).toBe('山田 太郎');
    expect(stripTrailingUuid('山田 太郎 2')).toBe('山田 太郎 2');
    expect(stripTrailingUuid(`${uuid} 山田`)).toBe(`${uuid} 山田`);
    expect(stripTrailingUuid('山田 3f2a9c1e-7b4d-4e8a-9f01')).toBe('山田 3f2a9c1e-7b4d-4e8a-9f01');
  });

  it('strips only one UUID, the trailing one', () => {
    expect(stripTrailingUuid(`山田 ${uuid} ${uuid}`)).toBe(`山田 ${uuid}`);
  });
});

describe('fullName', () => {
  it('joins last name and first name with a half-width space', () => {
    expect(fullName({ last_name: '山田', first_name: '太郎' })).toBe('山田 太郎');
  });
});
