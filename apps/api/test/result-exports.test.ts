/**
 * The result CSVs parsed back: UTF-8 with BOM and Shift_JIS give the same cells, equal to the
 * stored results; formula-like cells are neutralised; the bulk export pages through more rows than
 * one query reads without losing or repeating any; the diff export compares each person's latest
 * result with the previous one; another company's data answers 404.
 */
import { schema } from '@mirume/db';
import {
  ApplicantMetric,
  ApplicantRank,
  AptitudeType,
  EmployeeMetric,
  RESULT_EXPORT_IDS_MAX,
} from '@mirume/shared';
import { metricLabel, rankLabel } from '@mirume/shared/vital/criteria';
import { changeBetween, realChangeThreshold } from '@mirume/shared/vital/scoring/index';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MARK, tokyoDateTime } from '../src/services/results/csv-columns.ts';
import { EXPORT_PAGE_SIZE } from '../src/services/results/exports.ts';
import { DEMO, signInCompany } from './support/app.ts';
import { createPerson, csvRecords, parseCsv, storeResult } from './support/results.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

type Score = { raw: number | null; t: number | null };
type ResultRow = typeof schema.mirumevitalResults.$inferSelect;

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
let companyId: number;

beforeAll(async () => {
  ({ companyId } = ctx);
});

const get = (url: string, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'GET', url, headers });

const utf8 = (body: Buffer) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(body);
const sjis = (body: Buffer) => new TextDecoder('shift_jis').decode(body);

async function storedRow(id: number): Promise<ResultRow> {
  const [row] = await ctx.database.db
    .select()
    .from(schema.mirumevitalResults)
    .where(eq(schema.mirumevitalResults.id, id));
  return row!;
}

const cell = (n: number | null) => (n === null ? '' : String(n));

/** Every CSV must be CRLF-terminated lines only. */
function expectCrlf(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
}

describe('one result: mirumevital_{type}_csv_export/:id.csv', () => {
  it('writes the stored result in UTF-8 with BOM, and the same cells in Shift_JIS', async () => {
    const person = await createPerson(ctx.database, companyId, {
      last_name: '山田',
      first_name: '太郎',
      kana_last_name: 'ヤマダ',
      kana_first_name: 'タロウ',
      employee_id: 'CSV-001',
      employment_type: 'full_time',
      department: '開発部',
    });
    const taken = new Date('2026-11-20T05:07:00Z');
    const { resultId } = await storeResult(ctx.database, companyId, person, {
      type: 'employee',
      takenAt: taken,
    });
    const url = `/api/v1/employees/${person}/mirumevital_employee_csv_export/${resultId}.csv`;

    const res = await get(`${url}?encoding=utf8`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mirumevital_employee_CSV-001_2026-11-20.csv"; filename*=UTF-8''${encodeURIComponent('ミルメバイタル_社員診断_CSV-001_2026-11-20.csv')}`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = utf8(res.rawPayload).slice(1);
    expectCrlf(text);
    const [record, ...more] = csvRecords(text);
    expect(more).toEqual([]);

    const stored = await storedRow(resultId);
    const metrics = stored.metrics as Record<string, Score>;
    const aptitudes = stored.aptitudes as Record<string, Score>;
    expect(record).toMatchObject({
      結果ID: String(resultId),
      社員番号: 'CSV-001',
      氏名: '山田 太郎',
      フリガナ: 'ヤマダ タロウ',
      雇用形態: '正社員',
      部署: '開発部',
      診断の種類: '社員診断',
      受検日時: '2026/11/20 14:07',
      ランク: rankLabel('employee', stored.rank),
      ランクの理由: (stored.rank_rule as { text: string }).text,
      PC操作評価: expect.any(String),
      端末: 'パソコン',
      OS: 'Windows',
      ブラウザ: 'Google Chrome',
      受検の有効性: '有効',
      切り替え元の結果ID: '',
      採点モデル: stored.scoring_version,
    });
    for (const key of [...ApplicantMetric.values, ...EmployeeMetric.values]) {
      expect(record![`${metricLabel(key)}（素点）`], key).toBe(cell(metrics[key]!.raw));
      expect(record![`${metricLabel(key)}（T得点）`], key).toBe(cell(metrics[key]!.t));
    }
    for (const key of AptitudeType.values) {
      expect(record![`職種適性 ${AptitudeType.labels[key]}（T得点）`], key).toBe(cell(aptitudes[key]!.t));
    }
    // …then the latest value of each custom assessment shown as a list column (the demo's two).
    expect(Object.keys(record!).slice(-2)).toEqual(['面接評価（最新）', '社内適性ランク（最新）']);
    expect(Object.keys(record!)).toHaveLength(19 + 22 * 2 + 14 + 2);

    const shift = await get(`${url}?encoding=sjis`);
    expect(shift.statusCode).toBe(200);
    expect(shift.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(shift.rawPayload[0]).not.toBe(0xef);
    expect(sjis(shift.rawPayload)).toBe(text);
    expect(parseCsv(sjis(shift.rawPayload))).toEqual(parseCsv(text));
  });

  it('defaults to UTF-8 and refuses an unknown encoding in Japanese', async () => {
    const person = await createPerson(ctx.database, companyId);
    const { resultId } = await storeResult(ctx.database, companyId, person);
    const url = `/api/v1/employees/${person}/mirumevital_senkou_csv_export/${resultId}.csv`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect([...plain.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // An applicant result has the 13 applicant metrics and no aptitudes.
    expect(parseCsv(utf8(plain.rawPayload).slice(1))[0]).toHaveLength(19 + 13 * 2 + 2);
    const bad = await get(`${url}?encoding=latin1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.encoding).toEqual(['無効な選択肢です']);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const person = await createPerson(ctx.database, companyId, {
      last_name: '=HYPERLINK("http://evil.example","x")',
      first_name: '太郎',
      kana_last_name: 'ア',
      kana_first_name: 'イ',
      department: '+81-3-0000',
      email: '@attacker.example',
      employee_id: '-1+1',
    });
    const { resultId } = await storeResult(ctx.database, companyId, person);
    const res = await get(`/api/v1/employees/${person}/mirumevital_senkou_csv_export/${resultId}.csv`);
    const [record] = csvRecords(utf8(res.rawPayload).slice(1));
    expect(record).toMatchObject({
      氏名: `'=HYPERLINK("http://evil.example","x") 太郎`,
      部署: "'+81-3-0000",
      メールアドレス: "'@attacker.example",
      社員番号: "'-1+1",
    });
    // The quotes inside the cell are doubled in the file.
    expect(utf8(res.rawPayload)).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") 太郎"`);
  });

  it("answers 404 for another type, another person, another company's result and a voided one", async () => {
    const person = await createPerson(ctx.database, companyId);
    const stored = await storeResult(ctx.database, companyId, person);
    const other = await createOtherCompany(ctx.database);
    const theirPerson = await createPerson(ctx.database, other.company.id);
    const theirs = await storeResult(ctx.database, other.company.id, theirPerson);
    const someoneElse = await createPerson(ctx.database, companyId);
    for (const url of [
      `/api/v1/employees/${person}/mirumevital_employee_csv_export/${stored.resultId}.csv`,
      `/api/v1/employees/${someoneElse}/mirumevital_senkou_csv_export/${stored.resultId}.csv`,
      `/api/v1/employees/${theirPerson}/mirumevital_senkou_csv_export/${theirs.resultId}.csv`,
      `/api/v1/employees/${person}/mirumevital_senkou_csv_export/999999.csv`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const otherAdmin = await signInCompany(ctx.app, other.email);
    expect(
      (
        await get(
          `/api/v1/employees/${person}/mirumevital_senkou_csv_export/${stored.resultId}.csv`,
          otherAdmin,
        )
      ).statusCode,
    ).toBe(404);
    await ctx.database.db
      .update(schema.diagnosisSessions)
      .set({ status: 'failed' })
      .where(eq(schema.diagnosisSessions.id, stored.sessionId));
    expect(
      (await get(`/api/v1/employees/${person}/mirumevital_senkou_csv_export/${stored.resultId}.csv`))
        .statusCode,
    ).toBe(404);
  });
});

describe('bulk: mirumevital_{type}_csv_export_bulk', () => {
  /** A company of its own, so the rows of the other tests do not mix in. */
  async function freshCompany() {
    const other = await createOtherCompany(ctx.database);
    return { id: other.company.id, headers: await signInCompany(ctx.app, other.email) };
  }

  it('exports one row per result with the filters, the same in both encodings', async () => {
    const co = await freshCompany();
    const a = await createPerson(ctx.database, co.id, { last_name: '青木', kana_last_name: 'アオキ' });
    const b = await createPerson(ctx.database, co.id, {
      last_name: '佐藤',
      first_name: '一郎',
      kana_last_name: 'サトウ',
      kana_first_name: 'イチロウ',
      employment_type: 'full_time',
    });
    const r1 = await storeResult(ctx.database, co.id, a, { takenAt: new Date('2026-09-30T15:30:00Z') }); // 10/1 JST
    const r2 = await storeResult(ctx.database, co.id, b, { takenAt: new Date('2026-10-15T03:00:00Z') });
    const r3 = await storeResult(ctx.database, co.id, b, {
      takenAt: new Date('2026-11-01T03:00:00Z'),
      profile: 'slow',
    });
    await storeResult(ctx.database, co.id, a, { type: 'employee' }); // another type: never in senkou
    const base = '/api/v1/mirumevital_senkou_csv_export_bulk';
    const ids = async (query: string) => {
      const res = await get(`${base}?${query}`, co.headers);
      expect(res.statusCode, res.body).toBe(200);
      return csvRecords(utf8(res.rawPayload).slice(1)).map((r) => Number(r.結果ID));
    };

    // Newest test first.
    expect(await ids('')).toEqual([r3.resultId, r2.resultId, r1.resultId]);
    // Period in Tokyo dates, inclusive: 2026-10-01 JST starts at 2026-09-30T15:00Z.
    expect(await ids('from=2026-10-01&to=2026-10-15')).toEqual([r2.resultId, r1.resultId]);
    expect(await ids('from=2026-10-02')).toEqual([r3.resultId, r2.resultId]);
    expect(await ids('employment_type=full_time')).toEqual([r3.resultId, r2.resultId]);
    expect(await ids(`q=${encodeURIComponent('アオ')}`)).toEqual([r1.resultId]);
    expect(await ids(`q=${encodeURIComponent('佐藤')}`)).toEqual([r3.resultId, r2.resultId]);
    expect(await ids(`ids=${r1.resultId},${r3.resultId}`)).toEqual([r3.resultId, r1.resultId]);
    // Each rank filter gives the results of that rank, whichever ranks the synthetic sittings got.
    const ranks = new Map<number, string | null>();
    for (const r of [r3, r2, r1]) ranks.set(r.resultId, (await storedRow(r.resultId)).rank);
    for (const rank of ApplicantRank.values) {
      const expected = [r3, r2, r1].filter((r) => ranks.get(r.resultId) === rank).map((r) => r.resultId);
      expect(await ids(`rank=${rank}`)).toEqual(expected);
    }

    // Our own company's results are never in their file, and theirs are not in ours.
    const ours = await get(`${base}?ids=${r1.resultId}`);
    expect(csvRecords(utf8(ours.rawPayload).slice(1))).toEqual([]);

    const u = await get(base, co.headers);
    const s = await get(`${base}?encoding=sjis`, co.headers);
    expect(u.headers['content-disposition']).toMatch(
      /^attachment; filename="mirumevital_senkou_\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(String(u.headers['content-disposition']).split("''")[1]!)).toMatch(
      /^ミルメバイタル_選考用診断_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(s.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const text = utf8(u.rawPayload).slice(1);
    expectCrlf(text);
    expect(sjis(s.rawPayload)).toBe(text);
    const records = csvRecords(text);
    const stored = await storedRow(r3.resultId);
    expect(records[0]).toMatchObject({
      氏名: '佐藤 一郎',
      フリガナ: 'サトウ イチロウ',
      ランク: rankLabel('senkou', stored.rank),
      受検日時: tokyoDateTime(stored.taken_at),
      [`${metricLabel('performance')}（T得点）`]: cell(
        (stored.metrics as Record<string, Score>).performance!.t,
      ),
    });
  });

  it('pages through more rows than one query reads, each exactly once, newest first', async () => {
    const co = await freshCompany();
    const person = await createPerson(ctx.database, co.id);
    const seed = await storeResult(ctx.database, co.id, person);
    const template = await storedRow(seed.resultId);
    // Copies of the stored row (re-scorings of the same session, so the one-result-per-session
    // index allows them); every fifth shares a taken_at with the previous one, to test ties.
    const total = EXPORT_PAGE_SIZE * 2 + 37;
    const { id: _, created_at: __, ...values } = template;
    const copies = Array.from({ length: total - 1 }, (_, i) => ({
      ...values,
      source_result_id: template.id,
      taken_at: new Date(template.taken_at.getTime() - (i - (i % 5 === 1 ? 1 : 0)) * 60_000 - 60_000),
    }));
    await ctx.database.db.insert(schema.mirumevitalResults).values(copies);

    const res = await get('/api/v1/mirumevital_senkou_csv_export_bulk?encoding=sjis', co.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined(); // streamed (chunked), not one buffer
    const records = csvRecords(sjis(res.rawPayload));
    expect(records).toHaveLength(total);
    expect(new Set(records.map((r) => r.結果ID)).size).toBe(total);
    const all = await ctx.database.db
      .select({ id: schema.mirumevitalResults.id, taken_at: schema.mirumevitalResults.taken_at })
      .from(schema.mirumevitalResults)
      .where(eq(schema.mirumevitalResults.company_id, co.id));
    const order = all
      .sort((x, y) => y.taken_at.getTime() - x.taken_at.getTime() || y.id - x.id)
      .map((r) => String(r.id));
    expect(records.map((r) => r.結果ID)).toEqual(order);
  });

  it('refuses bad filters with Japanese field errors', async () => {
    const base = '/api/v1/mirumevital_employee_csv_export_bulk';
    const cases: [string, string, string][] = [
      ['from=2026-11-10&to=2026-11-01', 'to', '終了日は開始日以降の日付を選択してください'],
      ['rank=A_RANK', 'rank', '無効な選択肢です'],
      ['ids=1,x', 'ids', `結果IDは${RESULT_EXPORT_IDS_MAX}件までカンマ区切りで指定してください`],
      ['ids=0', 'ids', `結果IDは${RESULT_EXPORT_IDS_MAX}件までカンマ区切りで指定してください`],
      [
        `ids=${Array.from({ length: RESULT_EXPORT_IDS_MAX + 1 }, (_, i) => i + 1).join(',')}`,
        'ids',
        `結果IDは${RESULT_EXPORT_IDS_MAX}件までカンマ区切りで指定してください`,
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.fieldErrors[field], query).toEqual([message]);
    }
  });
});

describe('latest vs previous: companies/:id/mirumevital_csv_export_bulk_with_diff', () => {
  it("writes each person's latest result with the change against their previous one", async () => {
    const other = await createOtherCompany(ctx.database);
    const co = other.company.id;
    const headers = await signInCompany(ctx.app, other.email);
    const twice = await createPerson(ctx.database, co, {
      employee_id: 'D-001',
      employment_type: 'full_time',
    });
    const once = await createPerson(ctx.database, co, { employee_id: 'D-002', employment_type: 'full_time' });
    const older = await storeResult(ctx.database, co, twice, {
      type: 'employee',
      profile: 'slow',
      takenAt: new Date('2026-05-01T01:00:00Z'),
    });
    const previous = await storeResult(ctx.database, co, twice, {
      type: 'employee',
      profile: 'tired',
      takenAt: new Date('2026-08-01T01:00:00Z'),
    });
    const latest = await storeResult(ctx.database, co, twice, {
      type: 'employee',
      profile: 'fast_steady',
      takenAt: new Date('2026-11-01T01:00:00Z'),
    });
    const single = await storeResult(ctx.database, co, once, { type: 'employee' });
    await storeResult(ctx.database, co, once, { type: 'senkou' }); // another type: not compared

    const url = `/api/v1/companies/${co}/mirumevital_csv_export_bulk_with_diff?diagnosis_type=employee`;
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("''")[1]!)).toMatch(
      /^ミルメバイタル_社員診断_前回比較_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = utf8(res.rawPayload).slice(1);
    expectCrlf(text);
    const shift = await get(`${url}&encoding=sjis`, headers);
    expect(sjis(shift.rawPayload)).toBe(text);

    const records = csvRecords(text);
    expect(records.map((r) => r.社員番号)).toEqual(['D-001', 'D-002']);
    const [pair, alone] = records as [Record<string, string>, Record<string, string>];
    const now = await storedRow(latest.resultId);
    const before = await storedRow(previous.resultId);
    expect(pair).toMatchObject({
      最新の結果ID: String(latest.resultId),
      前回の結果ID: String(previous.resultId),
      最新の受検日時: '2026/11/01 10:00',
      前回の受検日時: '2026/08/01 10:00',
      最新のランク: rankLabel('employee', now.rank),
      前回のランク: rankLabel('employee', before.rank),
    });
    expect(Object.values(pair)).not.toContain(String(older.resultId));

    let marked = 0;
    const compare = (key: string, label: string, pick: (r: ResultRow) => unknown) => {
      const after = (pick(now) as Record<string, Score>)[key]!.t;
      const prior = (pick(before) as Record<string, Score>)[key]!.t;
      expect(pair[`${label}（T得点）`], key).toBe(cell(after));
      expect(pair[`${label}（前回のT得点）`], key).toBe(cell(prior));
      const delta = after === null || prior === null ? null : Math.round((after - prior) * 10) / 10;
      expect(pair[`${label}（前回との差）`], key).toBe(cell(delta));
      const change = changeBetween(key, prior, after);
      const mark = change === 'up' || change === 'down' ? CHANGE_MARK[change] : '';
      expect(pair[`${label}（有意な変化）`], key).toBe(mark);
      if (mark) {
        marked += 1;
        expect(Math.abs(delta!)).toBeGreaterThanOrEqual(realChangeThreshold(key));
      }
      // A negative difference is a number, not a neutralised formula.
      if (delta !== null && delta < 0) expect(pair[`${label}（前回との差）`]).toMatch(/^-\d/);
    };
    for (const key of [...ApplicantMetric.values, ...EmployeeMetric.values]) {
      compare(key, metricLabel(key), (r) => r.metrics);
    }
    for (const key of AptitudeType.values) {
      compare(key, `職種適性 ${AptitudeType.labels[key]}`, (r) => r.aptitudes);
    }
    // A tired examinee against a fast, steady one: some change is larger than the noise.
    expect(marked).toBeGreaterThan(0);

    expect(alone).toMatchObject({
      最新の結果ID: String(single.resultId),
      前回の結果ID: '',
      前回の受検日時: '',
      前回のランク: '',
      [`${metricLabel('performance')}（前回との差）`]: '',
      [`${metricLabel('performance')}（有意な変化）`]: '',
    });
  });

  it('keeps a person whose latest and previous results fall on two pages together', async () => {
    const other = await createOtherCompany(ctx.database);
    const co = other.company.id;
    const headers = await signInCompany(ctx.app, other.email);
    const a = await createPerson(ctx.database, co, { employee_id: 'P-1' });
    const b = await createPerson(ctx.database, co, { employee_id: 'P-2' });
    const c = await createPerson(ctx.database, co, { employee_id: 'P-3' });
    // P-1 fills the first page but one row, so P-2's latest ends page one and its previous starts page two.
    const aLatest = await storeResult(ctx.database, co, a, { takenAt: new Date('2026-10-01T00:00:00Z') });
    const template = await storedRow(aLatest.resultId);
    const { id: _, created_at: __, ...values } = template;
    const copies = Array.from({ length: EXPORT_PAGE_SIZE - 2 }, (_, i) => ({
      ...values,
      source_result_id: template.id,
      taken_at: new Date(template.taken_at.getTime() - (i + 1) * 86_400_000),
    }));
    const inserted = await ctx.database.db
      .insert(schema.mirumevitalResults)
      .values(copies)
      .returning({ id: schema.mirumevitalResults.id });
    const bPrevious = await storeResult(ctx.database, co, b, { takenAt: new Date('2026-07-01T00:00:00Z') });
    const bLatest = await storeResult(ctx.database, co, b, {
      takenAt: new Date('2026-10-01T00:00:00Z'),
      profile: 'tired',
    });
    const cOnly = await storeResult(ctx.database, co, c);

    const res = await get(
      `/api/v1/companies/${co}/mirumevital_csv_export_bulk_with_diff?diagnosis_type=senkou`,
      headers,
    );
    const records = csvRecords(utf8(res.rawPayload).slice(1));
    expect(records.map((r) => [r.社員番号, r.最新の結果ID, r.前回の結果ID])).toEqual([
      ['P-1', String(aLatest.resultId), String(inserted[0]!.id)],
      ['P-2', String(bLatest.resultId), String(bPrevious.resultId)],
      ['P-3', String(cOnly.resultId), ''],
    ]);
  });

  it("answers 404 for another company's id and 400 without a diagnosis type", async () => {
    const other = await createOtherCompany(ctx.database);
    const res = await get(
      `/api/v1/companies/${other.company.id}/mirumevital_csv_export_bulk_with_diff?diagnosis_type=senkou`,
    );
    expect(res.statusCode).toBe(404);
    const missing = await get(`/api/v1/companies/${companyId}/mirumevital_csv_export_bulk_with_diff`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fieldErrors.diagnosis_type).toEqual(['選択してください']);
  });
});
