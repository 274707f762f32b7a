import { decodeCsv, toCsv } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv, parseCsvAsync } from './parse-csv';

describe('[CSV] reading an uploaded employee file', () => {
  it('[CSV] plain rows with CRLF line ends become records, blank lines are skipped', () => {
    expect(parseCsv('社員番号,姓\r\nE001,山田\r\n\r\n,\r\nE002,佐藤\r\n')).toEqual([
      ['社員番号', '姓'],
      ['E001', '山田'],
      ['E002', '佐藤'],
    ]);
  });

  it('[CSV] quoted fields keep commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\n"東京, 本社","彼は""はい""と言った","1行目\n2行目"\n')).toEqual([
      ['a', 'b', 'c'],
      ['東京, 本社', '彼は"はい"と言った', '1行目\n2行目'],
    ]);
  });

  it('[CSV] a leading BOM is dropped and empty trailing fields are kept', () => {
    expect(parseCsv('\uFEFF社員番号,メモ\nE001,\n')).toEqual([
      ['社員番号', 'メモ'],
      ['E001', ''],
    ]);
  });

  it('[CSV] a last line without a line break and lone CR line ends are read', () => {
    expect(parseCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('[CSV] an unclosed quote is reported in Japanese with its line', () => {
    expect(() => parseCsv('a,b\n"E001,山田\n')).toThrowError(CsvParseError);
    expect(() => parseCsv('a,b\n"E001,山田\n')).toThrowError('2行目: 引用符（"）が閉じられていません。');
    expect(() => parseCsv('"a"x,b\n')).toThrowError('1行目: 引用符（"）の後に余分な文字があります。');
  });

  it('[CSV] the chunked parser gives the same records and reports progress up to the end', async () => {
    const text = toCsv([
      ['社員番号', 'メモ'],
      ...Array.from({ length: 200 }, (_, n) => [`E${n}`, `メモ, "${n}"\n続き`]),
    ]);
    const seen: number[] = [];
    const records = await parseCsvAsync(text, (p) => seen.push(p.done), 97);
    expect(records).toEqual(parseCsv(text));
    expect(records).toHaveLength(201);
    expect(records[5]).toEqual(['E4', 'メモ, "4"\n続き']);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toBe(text.length);
  });

  it('[CSV] UTF-8 bytes with and without BOM are read as UTF-8', () => {
    const bytes = new TextEncoder().encode('社員番号,姓\nE001,山田\n');
    expect(decodeCsv(bytes)).toEqual({ text: '社員番号,姓\nE001,山田\n', encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    const decoded = decodeCsv(withBom);
    expect(decoded.encoding).toBe('utf-8');
    expect(parseCsv(decoded.text)[0]).toEqual(['社員番号', '姓']);
  });

  it('[CSV] Shift_JIS bytes (Excel on Windows) are detected and decoded', () => {
    // "山田,ヤマダ" in Shift_JIS
    const bytes = new Uint8Array([0x8e, 0x52, 0x93, 0x63, 0x2c, 0x83, 0x84, 0x83, 0x7d, 0x83, 0x5f]);
    expect(decodeCsv(bytes)).toEqual({ text: '山田,ヤマダ', encoding: 'shift_jis' });
  });
});
