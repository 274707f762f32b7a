import { decodeCsv } from '@mirume/shared';
import fc from 'fast-check';
// Test only: the browser reads Shift_JIS but has no encoder, so the test's files are encoded as
// the server writes them.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CsvParseError, csvBlob, parseCsv, parseCsvAsync, readCsvFile, toCsv } from './csv';

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

/** Characters Shift_JIS holds: kana, kanji, full-width marks, ASCII with the CSV's own specials. */
const CHARS = [
  ...'あいうえおかがきぎゃゅょっアイウエオカガキャュョッーヴ',
  ...'山田太郎佐藤花子東京本社営業部課長週日勤務髙﨑',
  ...'「」、。・（）！？：　',
  ...'abcXYZ019 =+-@',
  '"',
  ',',
  '\n',
  '\r\n',
  '\r',
];
const cell = fc.array(fc.constantFrom(...CHARS), { maxLength: 12 }).map((chars) => chars.join(''));
/** Rows with at least one non-blank cell (a blank line is not a record when read). */
const rows = fc.array(
  fc.array(cell, { minLength: 1, maxLength: 6 }).filter((r) => r.some((c) => c.trim() !== '')),
  { minLength: 1, maxLength: 20 },
);
/** Every file starts with its header, as the product's files do. */
const HEADER = ['社員番号', 'メモ'];

describe('[CSV] the browser CSV module (papaparse)', () => {
  it('[CSV] writes and reads back random Japanese cells with quotes, commas and line breaks, as UTF-8 with BOM and as Shift_JIS', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (data) => {
        const all = [HEADER, ...data];
        const text = toCsv(all);
        const utf8 = new TextEncoder().encode(`\uFEFF${text}`);
        expect(await readCsvFile(utf8)).toEqual({ records: all, encoding: 'utf-8' });
        const sjis = new Uint8Array(iconv.encode(text, 'Shift_JIS'));
        expect(await readCsvFile(sjis)).toEqual({ records: all, encoding: 'shift_jis' });
      }),
      { numRuns: 150 },
    );
  });

  it('[CSV] reading in chunks of any size gives what reading at once gives, errors included', async () => {
    const outcome = async (read: () => string[][] | Promise<string[][]>) => {
      try {
        return { records: await read() };
      } catch (error) {
        return { error: (error as Error).message };
      }
    };
    await fc.assert(
      fc.asyncProperty(
        rows,
        fc.integer({ min: 1, max: 64 }),
        fc.constantFrom('', 'x,"開いたまま\n', '"a"x,b\n'),
        async (data, chunkSize, broken) => {
          const text = toCsv([HEADER, ...data]) + broken;
          expect(await outcome(() => parseCsvAsync(text, undefined, chunkSize))).toEqual(
            await outcome(() => parseCsv(text)),
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('[CSV] reads a file in the page, reporting progress, and refuses an undecodable one in Japanese', async () => {
    const seen: number[] = [];
    const bytes = new TextEncoder().encode(toCsv([HEADER, ['E001', '山田']]));
    const content = await readCsvFile(bytes, (p) => seen.push(p.done / p.total));
    expect(content.records).toEqual([HEADER, ['E001', '山田']]);
    expect(seen.at(-1)).toBe(1);
    await expect(readCsvFile(new Uint8Array([0x82, 0xff, 0xff]))).rejects.toThrow(
      '文字コードを判別できませんでした',
    );
  });

  it('[CSV] writes CRLF records, quoting only cells that need it, as the template Excel opens', async () => {
    expect(
      toCsv([
        ['社員番号', 'メモ'],
        ['1001', '東京, 本社'],
        ['1002', '彼は"はい"\n改行'],
      ]),
    ).toBe('社員番号,メモ\r\n1001,"東京, 本社"\r\n1002,"彼は""はい""\n改行"\r\n');
    const blob = csvBlob([['社員番号'], ['1001']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    expect([...new Uint8Array(bytes)]).toEqual([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('社員番号\r\n1001\r\n'),
    ]);
  });
});
