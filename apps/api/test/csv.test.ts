/**
 * The server's CSV module (csv-stringify / csv-parse, decision 0026): what it writes reads back
 * cell for cell in both encodings, whether written whole or streamed (a property over random
 * Japanese cells with quotes, commas and line breaks); formulas are neutralised; a malformed
 * quote is refused in Japanese with its line; a failing source ends the stream with an error
 * instead of a cut file that looks whole.
 */
import { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import { CsvParseError } from '@mirume/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvRow, csvFile, csvStream, parseCsv, readCsv, toCsv } from '../src/lib/csv.ts';

/** Characters Shift_JIS holds: kana, kanji, full-width marks, ASCII with the CSV's own specials. */
const CHARS = [
  ...'あいうえおかがきぎゃゅょっアイウエオカガキャュョッーヴ',
  ...'山田太郎佐藤花子東京本社営業部課長週日勤務髙﨑',
  ...'「」、。・（）！？：　',
  ...'abcXYZ019 ',
  '"',
  ',',
  '\n',
  '\r\n',
  '\r',
  "'",
];
const cell = fc
  .array(fc.constantFrom(...CHARS), { maxLength: 12 })
  .map((chars) => chars.join(''))
  // A cell a spreadsheet would run as a formula is written neutralised, so the generator keeps
  // to cells read back as they were written (neutralisation has its own test).
  .filter((c) => !/^[=+\-@\t\r]/.test(c));
/** Rows with at least one non-blank cell (a blank line is not a record when read). */
const rows = fc.array(
  fc.array(cell, { minLength: 1, maxLength: 6 }).filter((r) => r.some((c) => c.trim() !== '')),
  { minLength: 1, maxLength: 20 },
);
/** Every file starts with its header, as the product's files do. */
const HEADER = ['社員番号', 'メモ'];

async function streamed(source: readonly CsvRow[], encoding: 'utf8' | 'sjis'): Promise<Buffer> {
  async function* pages() {
    yield* source;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(pages(), encoding)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('[CSV] the server CSV module', () => {
  it('[CSV] writes and reads back random Japanese cells with quotes, commas and line breaks, in both encodings, whole and streamed', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (data) => {
        const all = [HEADER, ...data];
        for (const encoding of ['utf8', 'sjis'] as const) {
          const whole = csvFile(all, encoding);
          expect(readCsv(whole)).toEqual({
            records: all,
            encoding: encoding === 'utf8' ? 'utf-8' : 'shift_jis',
          });
          expect(await streamed(all, encoding)).toEqual(whole);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('[CSV] UTF-8 starts with a BOM and Shift_JIS has none; records end with CRLF', () => {
    const utf8 = csvFile([['氏名'], ['山田']], 'utf8');
    expect([...utf8.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(utf8.subarray(3).toString('utf8')).toBe('氏名\r\n山田\r\n');
    expect([...csvFile([['山田']], 'sjis')]).toEqual([0x8e, 0x52, 0x93, 0x63, 0x0d, 0x0a]);
  });

  it('[CSV] neutralises formulas in text but writes numbers and empty cells as they are', () => {
    const file = csvFile([['=1+1', '+81', '-x', '@SUM', '\tA', 'a=b', -3, 1.5, null, Number.NaN]], 'utf8');
    expect(file.subarray(3).toString('utf8')).toBe("'=1+1,'+81,'-x,'@SUM,'\tA,a=b,-3,1.5,,\r\n");
  });

  it('[CSV] quotes a cell holding a comma, a quote or any line break, and only those', () => {
    expect(toCsv([['a,b', 'say "hi"', '1行目\n2行目', 'x\ry', ' 空白 ', '']])).toBe(
      '"a,b","say ""hi""","1行目\n2行目","x\ry", 空白 ,\r\n',
    );
  });

  it('[CSV] reads CRLF, LF and CR records, drops blank lines and keeps a BOM of text as it is', () => {
    expect(parseCsv('社員番号,姓\r\nE001,山田\r\n\r\n,\r\nE002,佐藤\r\n')).toEqual([
      ['社員番号', '姓'],
      ['E001', '山田'],
      ['E002', '佐藤'],
    ]);
    expect(parseCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('\uFEFFa\n')).toEqual([['\uFEFFa']]);
    expect(readCsv(new TextEncoder().encode('\uFEFFa,b\n')).records).toEqual([['a', 'b']]);
  });

  it('[CSV] refuses a malformed quote in Japanese with its line', () => {
    expect(() => parseCsv('a,b\n"E001,山田\n')).toThrowError(CsvParseError);
    expect(() => parseCsv('a,b\n"E001,山田\n')).toThrowError('2行目: 引用符（"）が閉じられていません。');
    expect(() => parseCsv('"a"x,b\n')).toThrowError('1行目: 引用符（"）の後に余分な文字があります。');
    expect(() => parseCsv('a\nab"c,d\n')).toThrowError('2行目: 引用符（"）の位置が正しくありません。');
  });

  it('[CSV] a source that fails mid-way ends the stream with the error', async () => {
    async function* failing() {
      yield ['結果ID'];
      yield ['1'];
      throw new Error('database gone');
    }
    for (const encoding of ['utf8', 'sjis'] as const) {
      await expect(readText(csvStream(failing(), encoding))).rejects.toThrow('database gone');
    }
  });

  it('[CSV] a reader that stops early stops the source: no further rows are read', async () => {
    let read = 0;
    async function* many() {
      for (let i = 0; i < 100_000; i++) {
        read += 1;
        yield [`行${i}`, 'あいうえお'.repeat(20)];
      }
    }
    const stream = csvStream(many(), 'sjis');
    for await (const _ of stream) break; // the first chunk, then the reader goes away
    await new Promise((r) => setTimeout(r, 20));
    expect(stream.destroyed).toBe(true);
    expect(read).toBeLessThan(5_000);
    expect(Readable.isDisturbed(stream)).toBe(true);
  });
});
