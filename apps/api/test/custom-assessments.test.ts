/**
 * Custom assessments (marcopolo): the settings (PATCH handle: create, edit, reorder, switch off,
 * delete refused while results exist unless confirmed; csv_import), the results import (template
 * headers, Shift_JIS, every bad row named in Japanese, add vs replace, all or nothing), a person's
 * results and deleting one, and the lists' columns, filter, sort and export.
 */
import { countCustomResults, schema } from '@mirume/db';
import {
  CUSTOM_SETTINGS_CSV_HEADERS,
  customResultTemplateRows,
  type TCustomAssessment,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv, toCsv } from '../src/lib/csv.ts';
import { invalidateEmployeeList } from '../src/services/employees/list-cache.ts';
import { DEMO } from './support/app.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const worker = signedIn(ctx, DEMO.worker);
const employeeAdmin = signedIn(ctx, DEMO.employee_admin);
const SETTINGS = '/api/v1/marcopolo_custom_assessment_settings';

type H = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: H, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });
const settings = async (headers: H = admin) =>
  (await call('GET', SETTINGS, headers)).json().data as TCustomAssessment[];
const asInput = (a: TCustomAssessment) => {
  const { result_count: _, position: __, ...input } = a;
  return input;
};

let people: { id: number; employee_id: string }[] = [];
beforeAll(async () => {
  people = await ctx.database.db
    .select({ id: schema.employees.id, employee_id: schema.employees.employee_id })
    .from(schema.employees)
    .where(eq(schema.employees.company_id, ctx.companyId));
});

describe('[MARCOPOLO] settings', () => {
  it('[MARCOPOLO] the demo company has two assessments shown as columns, with results', async () => {
    const list = await settings();
    expect(list.map((a) => a.name)).toEqual(['面接評価', '社内適性ランク', '360度評価コメント']);
    expect(list[0]).toMatchObject({
      kind: 'number',
      min_value: 1,
      max_value: 5,
      decimals: 1,
      list_column: true,
    });
    expect(list[0]?.result_count).toBeGreaterThan(0);
    expect(list[1]).toMatchObject({ kind: 'rank', choices: ['S', 'A', 'B', 'C', 'D'] });
  });

  it('[MARCOPOLO] other roles get 404 on the settings, the import and the settings CSV', async () => {
    for (const headers of [worker, employeeAdmin]) {
      expect((await call('GET', SETTINGS, headers)).statusCode).toBe(404);
      expect((await call('PATCH', `${SETTINGS}/handle`, headers, { assessments: [] })).statusCode).toBe(404);
      expect((await call('POST', '/api/v1/marcopolo/validate', headers, {})).statusCode).toBe(404);
    }
  });

  it('[MARCOPOLO] PATCH handle creates, edits, reorders and switches off in one call', async () => {
    const before = await settings();
    const res = await call('PATCH', `${SETTINGS}/handle`, admin, {
      assessments: [
        {
          name: '筆記試験',
          kind: 'number',
          unit: '点',
          min_value: 0,
          max_value: 100,
          decimals: 0,
          list_column: true,
        },
        ...before
          .map(asInput)
          .reverse()
          .map((a) => (a.name === '社内適性ランク' ? { ...a, enabled: false } : a)),
        { name: '最終面接', kind: 'pass_fail' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as TCustomAssessment[];
    expect(list.map((a) => a.name)).toEqual([
      '筆記試験',
      '360度評価コメント',
      '社内適性ランク',
      '面接評価',
      '最終面接',
    ]);
    expect(list.map((a) => a.position)).toEqual([0, 1, 2, 3, 4]);
    expect(list.find((a) => a.name === '社内適性ランク')?.enabled).toBe(false);
    // Back to the demo order, everything on, for the tests below.
    const restore = await call('PATCH', `${SETTINGS}/handle`, admin, {
      assessments: [
        ...before.map(asInput),
        ...list.filter((a) => a.result_count === 0 && !before.some((b) => b.id === a.id)).map(asInput),
      ],
    });
    expect(restore.statusCode).toBe(200);
  });

  it('[MARCOPOLO] bad settings answer 400 with Japanese field errors and change nothing', async () => {
    const before = await settings();
    const cases: [object, string, string][] = [
      [{ name: '', kind: 'number' }, 'assessments.0.name', '入力必須です'],
      [
        { name: '逆', kind: 'number', min_value: 10, max_value: 1 },
        'assessments.0.max_value',
        '最小値は最大値以下にしてください',
      ],
      [
        { name: 'ランクなし', kind: 'rank', choices: [] },
        'assessments.0.choices',
        'ランクを1つ以上入力してください',
      ],
      [{ name: '種類', kind: 'score' }, 'assessments.0.kind', '選択してください'],
      [{ name: '桁', kind: 'number', decimals: 9 }, 'assessments.0.decimals', '4以下の値を入力してください'],
    ];
    for (const [item, field, message] of cases) {
      const res = await call('PATCH', `${SETTINGS}/handle`, admin, {
        assessments: [...before.map(asInput), item],
      });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      const errors = res.json().error.details.fieldErrors;
      expect(
        Object.entries(errors).find(([k]) => k.endsWith(field.split('.').slice(2).join('.')))?.[1],
      ).toContain(message);
    }
    const dup = await call('PATCH', `${SETTINGS}/handle`, admin, {
      assessments: [...before.map(asInput), { name: '面接評価', kind: 'text' }],
    });
    expect(dup.statusCode).toBe(400);
    expect(JSON.stringify(dup.json())).toContain('同じ名前のカスタムアセスメントがあります');
    const kind = await call('PATCH', `${SETTINGS}/handle`, admin, {
      assessments: before.map(asInput).map((a) => (a.name === '面接評価' ? { ...a, kind: 'text' } : a)),
    });
    expect(kind.statusCode).toBe(400);
    expect(JSON.stringify(kind.json())).toContain('結果が登録されているため、種類は変更できません');
    expect(await settings()).toEqual(before);
  });

  it('[MARCOPOLO] deleting an assessment with results is refused with the reason unless confirmed', async () => {
    const before = await settings();
    const withoutRank = before.filter((a) => a.name !== '社内適性ランク').map(asInput);
    const refused = await call('PATCH', `${SETTINGS}/handle`, admin, { assessments: withoutRank });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /「社内適性ランク」には結果が[\d,]+件登録されているため削除できません/,
    );
    expect((await settings()).length).toBe(before.length);
    // Another company's id is "not found".
    const other = await createOtherCompany(ctx.database);
    const [foreign] = await ctx.database.db
      .insert(schema.customAssessments)
      .values({ company_id: other.company.id, name: '他社の評価', kind: 'text' })
      .returning();
    const foreignEdit = await call('PATCH', `${SETTINGS}/handle`, admin, {
      assessments: [...before.map(asInput), { id: foreign?.id, name: '乗っ取り', kind: 'text' }],
    });
    expect(foreignEdit.statusCode).toBe(404);
  });

  it('[MARCOPOLO] csv_import updates names it knows and adds new ones; bad rows import nothing', async () => {
    const header = [...CUSTOM_SETTINGS_CSV_HEADERS];
    const bad = await call('POST', `${SETTINGS}/csv_import`, admin, {
      records: [
        header,
        ['適性', 'ランク', '', '', '', '', '', 'する', 'する'],
        ['数', '数値', '', '9', '1', '0', '', 'しない', 'する'],
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.rows).toEqual([
      { row: 1, errors: { choices: ['ランクを1つ以上入力してください'] } },
      { row: 2, errors: { max_value: ['最小値は最大値以下にしてください'] } },
    ]);
    const wrongHeader = await call('POST', `${SETTINGS}/csv_import`, admin, { records: [['名前'], ['x']] });
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().error.message).toContain('CSVの見出し行が正しくありません');
    const ok = await call('POST', `${SETTINGS}/csv_import`, admin, {
      records: [
        header,
        ['面接評価', '数値', '点', '0', '5', '1', '', 'する', 'する'],
        ['適性検査', 'ランク', '', '', '', '', '優｜良｜可', 'しない', 'する'],
      ],
    });
    expect(ok.statusCode).toBe(200);
    const list = ok.json().data as TCustomAssessment[];
    expect(list.find((a) => a.name === '面接評価')?.min_value).toBe(0);
    expect(list.at(-1)).toMatchObject({
      name: '適性検査',
      kind: 'rank',
      choices: ['優', '良', '可'],
      list_column: false,
    });
  });
});

describe('[MARCOPOLO] results import', () => {
  const header = ['社員番号', '実施日', '面接評価', '社内適性ランク'];
  const body = (rows: string[][], mode = 'add', h = header) => ({
    mode,
    file_name: '結果.csv',
    header: h,
    rows,
  });

  it('[MARCOPOLO] the template has the Japanese key headers and one column per enabled assessment', async () => {
    const rows = customResultTemplateRows(await settings());
    expect(rows[0]?.slice(0, 4)).toEqual(header);
    expect(rows[1]?.[2]).toBe('1〜5（点）、小数点以下1桁まで'.replace('1〜5', '0〜5'));
  });

  it('[MARCOPOLO] a Shift_JIS file read by the CSV module names every bad row in Japanese and imports nothing', async () => {
    const [a, b] = people;
    const text = toCsv([
      header,
      [a?.employee_id ?? '', '2026-01-10', '4.5', 'A'],
      ['NOPE-1', '2026-01-10', '3', 'B'],
      [b?.employee_id ?? '', '2026/1/10', '7', 'Z'],
      [b?.employee_id ?? '', '2026-01-10', '3.25', ''],
      [a?.employee_id ?? '', '2026-01-10', '3', ''],
      [a?.employee_id ?? '', '2099-01-01', '', ''],
    ]);
    const { records, encoding } = readCsv(iconv.encode(text, 'Shift_JIS'));
    expect(encoding).toBe('shift_jis');
    const before = await countCustomResults(ctx.database.db, ctx.companyId);
    const res = await call('POST', '/api/v1/marcopolo/validate', admin, body(records.slice(1)));
    expect(res.statusCode).toBe(400);
    const rows = res.json().error.details.rows;
    expect(rows).toEqual([
      { row: 2, errors: { 社員番号: ['この社員番号の社員は登録されていません'] } },
      {
        row: 3,
        errors: {
          面接評価: ['0〜5の範囲で入力してください'],
          社内適性ランク: ['「Z」は使えません。「S」「A」「B」「C」「D」のいずれかを入力してください'],
        },
      },
      {
        row: 4,
        errors: {
          社員番号: ['ファイル内で社員番号と実施日が重複しています（4行目と重複）'],
          面接評価: ['小数点以下1桁までの数値で入力してください'],
        },
      },
      { row: 5, errors: { 社員番号: ['ファイル内で社員番号と実施日が重複しています（2行目と重複）'] } },
      { row: 6, errors: { 実施日: ['未来の日付は入力できません'], _: ['結果が1つも入力されていません'] } },
    ]);
    const imported = await call('POST', '/api/v1/marcopolo', admin, body(records.slice(1)));
    expect(imported.statusCode).toBe(400);
    expect(await countCustomResults(ctx.database.db, ctx.companyId)).toBe(before);
  });

  it('[MARCOPOLO] unknown or missing columns are refused before any row', async () => {
    const res = await call(
      'POST',
      '/api/v1/marcopolo/validate',
      admin,
      body([['x', '2026-01-01', '1']], 'add', ['社員番号', '実施日', '知らない列']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.header[0]).toContain('「知らない列」という列はありません');
    const missing = await call(
      'POST',
      '/api/v1/marcopolo/validate',
      admin,
      body([['1']], 'add', ['面接評価']),
    );
    expect(missing.json().error.details.fieldErrors.header[0]).toContain('不足している列: 社員番号、実施日');
    const empty = await call('POST', '/api/v1/marcopolo', admin, body([]));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('登録するデータがありません');
  });

  it('[MARCOPOLO] add imports; the same day again is an error in add mode and replaces in replace mode', async () => {
    const [a, b] = people;
    const rows = [
      [a?.employee_id ?? '', '2026-02-01', '4.5', 'A'],
      [b?.employee_id ?? '', '2026-02-01', '２．０', ''],
    ];
    const check = await call('POST', '/api/v1/marcopolo/validate', admin, body(rows));
    expect(check.json().data).toEqual({ rows: 2, created: 3, replaced: 0 });
    const res = await call('POST', '/api/v1/marcopolo', admin, body(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ rows: 2, created: 3, replaced: 0 });
    const again = await call('POST', '/api/v1/marcopolo/validate', admin, body(rows));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.rows[0].errors.面接評価[0]).toContain('同じ実施日の結果が登録済みです');
    const replaced = await call(
      'POST',
      '/api/v1/marcopolo',
      admin,
      body([[a?.employee_id ?? '', '2026-02-01', '3.0', '']], 'replace'),
    );
    expect(replaced.json().data).toEqual({ rows: 1, created: 0, replaced: 1 });
    const mine = (await call('GET', `/api/v1/employees/${a?.id}/marcopolo`, worker)).json().data;
    expect(
      mine.find(
        (r: { assessed_on: string; assessment_name: string }) =>
          r.assessed_on === '2026-02-01' && r.assessment_name === '面接評価',
      ),
    ).toMatchObject({ value: '3.0', source: '結果.csv' });
  });
});

describe('[MARCOPOLO] per person and in the lists', () => {
  it('[MARCOPOLO] a person lists their results with date and source; delete needs a manager; another company 404', async () => {
    const person = people[0];
    const list = (await call('GET', `/api/v1/employees/${person?.id}/marcopolo`, worker)).json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('source');
    const target = list[0].id;
    expect(
      (await call('DELETE', `/api/v1/employees/${person?.id}/marcopolos/${target}`, worker)).statusCode,
    ).toBe(404);
    const other = await createOtherCompany(ctx.database, { email: 'marcopolo-other@other.mirume.test' });
    const { signInCompany } = await import('./support/app.ts');
    const otherHeaders = await signInCompany(ctx.app, other.email, 'mirume-demo');
    expect((await call('GET', `/api/v1/employees/${person?.id}/marcopolo`, otherHeaders)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/v1/employees/${person?.id}/marcopolos/${target}`, otherHeaders)).statusCode,
    ).toBe(404);
    const deleted = await call('DELETE', `/api/v1/employees/${person?.id}/marcopolos/${target}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/v1/employees/${person?.id}/marcopolos/${target}`, admin)).statusCode,
    ).toBe(404);
  });

  it('[MARCOPOLO] the people list carries the columns, sorts by the latest value and filters by range and rank', async () => {
    const columns = (await call('GET', '/api/v1/marcopolo_custom_assessment_columns', worker)).json().data;
    const interview = columns.find((c: { name: string }) => c.name === '面接評価');
    const rank = columns.find((c: { name: string }) => c.name === '社内適性ランク');
    expect(interview).toBeTruthy();
    const page = await call(
      'GET',
      `/api/v1/employees?custom_sort_id=${interview.id}&order=desc&per=100`,
      worker,
    );
    expect(page.statusCode).toBe(200);
    const values = page
      .json()
      .data.items.map(
        (p: { custom_assessments: { name: string; value: string | null }[] }) =>
          p.custom_assessments.find((c) => c.name === '面接評価')?.value ?? null,
      );
    const numbers = values.filter((v: string | null) => v !== null).map(Number);
    expect(numbers.length).toBeGreaterThan(3);
    expect(numbers).toEqual([...numbers].sort((x, y) => y - x));
    // People without a value come last.
    expect(values.slice(numbers.length).every((v: string | null) => v === null)).toBe(true);
    // Every person carries every column in the columns' order, each value with its 実施日, and a
    // value is the person's newest result of that assessment.
    type Cell = { assessment_id: number; value: string | null; assessed_on: string | null };
    const items = page.json().data.items as { id: number; custom_assessments: Cell[] }[];
    for (const item of items) {
      expect(item.custom_assessments.map((c) => c.assessment_id)).toEqual(
        columns.map((c: { id: number }) => c.id),
      );
      for (const cell of item.custom_assessments) {
        if (cell.value === null) expect(cell.assessed_on).toBeNull();
        else expect(cell.assessed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    const valued = items.find((i) => i.custom_assessments.some((c) => c.value !== null));
    // Two more results of one column for that person, one older and one newer than the rest: the
    // list shows the newer.
    const company = (
      await ctx.database.db
        .select({ company_id: schema.employees.company_id })
        .from(schema.employees)
        .where(eq(schema.employees.id, Number(valued?.id)))
    )[0]?.company_id as number;
    await ctx.database.db.insert(schema.customAssessmentResults).values(
      ['2001-01-01', '2099-12-31'].map((assessed_on, i) => ({
        company_id: company,
        assessment_id: interview.id as number,
        employee_id: Number(valued?.id),
        assessed_on,
        value_text: String(i + 1),
        value_number: i + 1,
        source: 'list-column-test.csv',
      })),
    );
    // Written past the API, so the list's cache is told here as the API's writes tell it.
    invalidateEmployeeList(ctx.app, company);
    const again = (
      await call('GET', `/api/v1/employees?custom_sort_id=${interview.id}&order=desc&per=100`, worker)
    ).json().data.items as { id: number; custom_assessments: Cell[] }[];
    const cell = again
      .find((i) => i.id === valued?.id)
      ?.custom_assessments.find((c) => c.assessment_id === interview.id);
    expect(cell).toMatchObject({ value: '2', assessed_on: '2099-12-31' });
    const results = (await call('GET', `/api/v1/employees/${valued?.id}/marcopolo`, worker)).json().data as {
      assessment_id: number;
      value: string;
      assessed_on: string;
    }[];
    for (const cell of again.find((i) => i.id === valued?.id)?.custom_assessments ?? []) {
      const newest = results.find((r) => r.assessment_id === cell.assessment_id);
      expect({ value: cell.value, assessed_on: cell.assessed_on }).toEqual({
        value: newest?.value ?? null,
        assessed_on: newest?.assessed_on ?? null,
      });
    }
    const ranged = (
      await call(
        'GET',
        `/api/v1/employees?custom_id=${interview.id}&custom_min=2&custom_max=3.5&per=100`,
        worker,
      )
    ).json().data.items;
    for (const p of ranged) {
      const v = Number(p.custom_assessments.find((c: { name: string }) => c.name === '面接評価').value);
      expect(v).toBeGreaterThanOrEqual(2);
      expect(v).toBeLessThanOrEqual(3.5);
    }
    const ranks = (
      await call('GET', `/api/v1/employees?custom_id=${rank.id}&custom_values=S,A&per=100`, worker)
    ).json().data.items;
    expect(ranks.length).toBeGreaterThan(0);
    for (const p of ranks)
      expect(['S', 'A']).toContain(
        p.custom_assessments.find((c: { name: string }) => c.name === '社内適性ランク').value,
      );
    const diagnosis = await call(
      'GET',
      `/api/v1/companies/${ctx.companyId}/diagnosis_list?custom_sort_id=${interview.id}&order=asc`,
      worker,
    );
    expect(diagnosis.statusCode).toBe(200);
    const dn = diagnosis
      .json()
      .data.items.map(
        (p: { custom_assessments: { name: string; value: string | null }[] }) =>
          p.custom_assessments.find((c) => c.name === '面接評価')?.value,
      )
      .filter(Boolean)
      .map(Number);
    expect(dn).toEqual([...dn].sort((x, y) => x - y));
    const bad = await call('GET', '/api/v1/employees?custom_min=abc', worker);
    expect(bad.statusCode).toBe(400);
  });
});
