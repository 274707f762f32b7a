/**
 * Bulk registration: the CSV definition shared with the page (template, UTF-8/Shift_JIS), row-level
 * Japanese errors that import nothing, add vs update-by-number, and 10,000 rows in one transaction.
 */
import { countEmployees } from '@mirume/db';
import { decodeCsv, EMPLOYEE_CSV_HEADERS, employeeCsvTemplateRows, mapEmployeeCsv } from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, readCsv, toCsv } from '../src/lib/csv.ts';
import { DEMO, signInCompany } from './support/app.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
let companyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
});

const row = (n: number, over: Record<string, string> = {}) => ({
  employee_id: `B${n}`,
  last_name: '鈴木',
  first_name: `${n}郎`,
  kana_last_name: 'スズキ',
  kana_first_name: 'イチロウ',
  gender: '男性',
  birthday: '1988-07-07',
  email: '',
  employment_type: '正社員',
  department: '開発部',
  position: '',
  hire_date: '2012-04-01',
  memo: '',
  ...over,
});
/** The template as the page offers it: UTF-8 with BOM. */
const employeeCsvTemplate = () => `\uFEFF${toCsv(employeeCsvTemplateRows())}`;
/** An uploaded file read by the server's CSV module and mapped by the shared column rules. */
function readEmployeeCsv(bytes: Uint8Array) {
  const { records, encoding } = readCsv(bytes);
  return { rows: mapEmployeeCsv(records), encoding };
}

const bulk = (payload: object, headers = admin, path = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/employees/create_employee_bulk${path}`, headers, payload });

describe('[BULK] the CSV file', () => {
  it('[BULK] the template is UTF-8 with BOM and Japanese headers, and reads back as two valid rows', () => {
    const template = employeeCsvTemplate();
    expect(template.charCodeAt(0)).toBe(0xfeff);
    const bytes = new TextEncoder().encode(template);
    const { rows, encoding } = readEmployeeCsv(bytes);
    expect(encoding).toBe('utf-8');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      employee_id: '1002',
      birthday: '1995-10-15',
      employment_type: 'パート・アルバイト',
    });
    expect(parseCsv(template)[0]?.[0]).toBe('\uFEFF社員番号');
    expect(EMPLOYEE_CSV_HEADERS).toContain('セイ');
  });

  it('[BULK] a Shift_JIS file is detected and decoded; quoted cells keep commas and quotes', () => {
    // 「社員番号」 in Shift_JIS, then ASCII.
    const sjisHeader = Uint8Array.from([0x8e, 0xd0, 0x88, 0xf5, 0x94, 0xd4, 0x8d, 0x86]);
    const decoded = decodeCsv(Uint8Array.from([...sjisHeader, 0x2c, 0x41]));
    expect(decoded).toEqual({ text: '社員番号,A', encoding: 'shift_jis' });
    expect(parseCsv(toCsv([['a,b', 'say "hi"', '']]))).toEqual([['a,b', 'say "hi"', '']]);
  });

  it('[BULK] a file missing a required column is refused with the column names', () => {
    const bytes = new TextEncoder().encode('社員番号,姓\n1,山田\n');
    expect(() => readEmployeeCsv(bytes)).toThrow(/名、セイ、メイ、雇用形態/);
  });
});

describe('[BULK] import', () => {
  it('[BULK] a file with one broken row answers 400 with its row number and Japanese reasons, importing nothing', async () => {
    const before = await countEmployees(ctx.database.db, companyId);
    const rows = [
      row(1),
      row(2, { kana_last_name: 'すずき', birthday: '2999-01-01' }),
      row(3, { employment_type: '社長' }),
      row(1),
    ];
    for (const path of ['', '/validate']) {
      const res = await bulk({ mode: 'add', rows }, admin, path);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toContain('エラーのある行を修正');
      expect(error.details.rows).toEqual([
        {
          row: 2,
          errors: {
            kana_last_name: ['全角カタカナで入力してください'],
            birthday: ['未来の日付は入力できません'],
          },
        },
        { row: 3, errors: { employment_type: ['無効な選択肢です'] } },
        { row: 4, errors: { employee_id: ['ファイル内で社員番号が重複しています（1行目と重複）'] } },
      ]);
    }
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before);
  });

  it('[BULK] after fixing the row, all rows are imported; Japanese labels map to codes', async () => {
    const before = await countEmployees(ctx.database.db, companyId);
    const rows = [
      row(11),
      row(12, { employment_type: '選考中', gender: '女性' }),
      row(13, { employment_type: 'part_time', gender: '' }),
    ];
    const check = await bulk({ mode: 'add', rows }, admin, '/validate');
    expect(check.json()).toEqual({ data: { total: 3, created: 3, updated: 0 } });
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before);
    const listed = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/employees?q=B1&per=1', headers: admin });
    const listedBefore = (await listed()).json().data.total;
    const res = await bulk({ mode: 'add', rows });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { total: 3, created: 3, updated: 0 } });
    // The list shows the imported rows at once.
    expect((await listed()).json().data.total).toBe(listedBefore + 3);
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before + 3);
    const found = await ctx.app.inject({ method: 'GET', url: '/api/v1/employees?q=B12', headers: admin });
    expect(found.json().data.items[0]).toMatchObject({
      employment_type: 'senkou',
      gender: 'female',
      age: expect.any(Number),
    });
  });

  it('[BULK] "add only" refuses numbers already registered; "update by number" updates them', async () => {
    await bulk({ mode: 'add', rows: [row(21), row(22)] });
    const before = await countEmployees(ctx.database.db, companyId);
    const add = await bulk({ mode: 'add', rows: [row(21, { last_name: '更新' }), row(23)] });
    expect(add.statusCode).toBe(400);
    expect(add.json().error.details.rows).toEqual([
      { row: 1, errors: { employee_id: ['この社員番号は既に登録されています'] } },
    ]);
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before);

    const upsert = await bulk({
      mode: 'upsert',
      rows: [row(21, { last_name: '更新', kana_last_name: 'コウシン' }), row(23)],
    });
    expect(upsert.json()).toEqual({ data: { total: 2, created: 1, updated: 1 } });
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before + 1);
    const found = await ctx.app.inject({ method: 'GET', url: '/api/v1/employees?q=B21', headers: admin });
    expect(found.json().data.items).toHaveLength(1);
    expect(found.json().data.items[0]).toMatchObject({ last_name: '更新', kana_last_name: 'コウシン' });
  });

  it('[BULK] a worker may not bulk-import (404); a selection admin may import applicants only', async () => {
    const worker = await signInCompany(ctx.app, DEMO.worker);
    expect((await bulk({ mode: 'add', rows: [row(31)] }, worker)).statusCode).toBe(404);
    const senkou = await signInCompany(ctx.app, DEMO.senkou_admin);
    const refused = await bulk(
      { mode: 'add', rows: [row(32, { employment_type: '選考中' }), row(33)] },
      senkou,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.rows).toEqual([
      { row: 2, errors: { employment_type: ['この雇用形態の社員を登録する権限がありません'] } },
    ]);
    const ok = await bulk({ mode: 'add', rows: [row(32, { employment_type: '選考中' })] }, senkou);
    expect(ok.statusCode).toBe(200);
  });

  it('[BULK] an empty file, a bad mode and more than 10,000 rows answer 400 in Japanese', async () => {
    const empty = await bulk({ mode: 'add', rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fieldErrors.rows).toEqual(['登録するデータがありません']);
    const mode = await bulk({ mode: 'replace', rows: [row(41)] });
    expect(mode.json().error.details.fieldErrors.mode).toEqual(['選択してください']);
    const many = await bulk({
      mode: 'add',
      rows: Array.from({ length: 10_001 }, (_, i) => row(100_000 + i)),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details.fieldErrors.rows).toEqual(['一度に登録できるのは10,000件までです']);
  });

  it('[BULK] 10,000 rows import in one call (its time: npm run bench employees); another company sees none of them', async () => {
    const before = await countEmployees(ctx.database.db, companyId);
    const rows = Array.from({ length: 10_000 }, (_, i) => row(50_000 + i));
    const started = performance.now();
    const res = await bulk({ mode: 'add', rows });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.created).toBe(10_000);
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before + 10_000);
    console.info(`[BULK] 10,000 rows imported in ${Math.round(ms)} ms`);
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/employees?q=B5',
      headers: otherAdmin,
    });
    expect(theirs.json().data.total).toBe(0);
    // Time limit: the import takes 12–15 s alone and 46–60 s beside the rest of `npm test` on a
    // loaded 2-core machine; its time is the bench's to measure (decision 0033).
  }, 180_000);
});
