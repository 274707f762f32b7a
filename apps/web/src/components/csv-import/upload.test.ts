/** The CSV import screens' shared file handling: the file checks, the reading, the refusals. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  fileProblem,
  type ImportProgress,
  importProgressHandlers,
  readUpload,
  refusedRows,
  tooManyRows,
} from './upload';

const csv = (name: string, ...parts: BlobPart[]) => new File(parts, name, { type: 'text/csv' });

describe('[BULK] CSV uploads', () => {
  it('[BULK] refuses a file that is not .csv or is over 5 MB, in Japanese', () => {
    expect(fileProblem(csv('staff.xlsx', 'a'))).toBe('CSVファイル（拡張子 .csv）を選択してください。');
    expect(fileProblem(csv('STAFF.CSV', 'a'))).toBeNull();
    const large = csv('large.csv', new Uint8Array(5 * 1024 * 1024 + 1));
    expect(fileProblem(large)).toBe(
      'ファイルサイズが5MBを超えています。ファイルを分けてアップロードしてください。',
    );
  });

  it('[BULK] reads UTF-8 and Shift_JIS, naming the encoding and reporting the share read', async () => {
    const shares: number[] = [];
    const utf8 = await readUpload(csv('a.csv', '社員番号,姓\r\nE1,山田\r\n'), (share) => shares.push(share));
    expect(utf8).toEqual({
      records: [
        ['社員番号', '姓'],
        ['E1', '山田'],
      ],
      encoding: 'UTF-8',
    });
    expect(shares.at(-1)).toBe(1);
    // 社員番号 in Shift_JIS, then a row E1.
    const sjis = Uint8Array.from([0x8e, 0xd0, 0x88, 0xf5, 0x94, 0xd4, 0x8d, 0x86, 0x0d, 0x0a, 0x45, 0x31]);
    expect(await readUpload(csv('b.csv', sjis))).toEqual({
      records: [['社員番号'], ['E1']],
      encoding: 'Shift_JIS',
    });
  });

  it('[BULK] a file over the row limit is refused with its count', () => {
    expect(tooManyRows('一度に取り込めるのは10,000件までです。', 12_345).message).toBe(
      '一度に取り込めるのは10,000件までです。（このファイルは12,345件）',
    );
  });

  it('[BULK] the rows a refused import names, none for any other error', () => {
    const rows = [{ row: 2, errors: { 社員番号: ['入力必須です'] } }];
    expect(refusedRows(new ApiError(422, 'VALIDATION_ERROR', 'x', {}, { rows }))).toEqual(rows);
    expect(refusedRows(new ApiError(500, 'INTERNAL', 'x'))).toEqual([]);
    expect(refusedRows(new Error('x'))).toEqual([]);
  });

  it('[BULK] the upload reports bytes sent, then the server at work', () => {
    const seen: ImportProgress[] = [];
    const handlers = importProgressHandlers((p) => seen.push(p));
    handlers.onUploadProgress({ loaded: 10, total: 40 });
    handlers.onUploaded();
    expect(seen).toEqual([
      { phase: 'upload', loaded: 10, total: 40 },
      { phase: 'server', loaded: 0, total: 0 },
    ]);
  });
});
