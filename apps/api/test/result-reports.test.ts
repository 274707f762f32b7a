/**
 * PDF reports of mirumevital results: one result as a real PDF read back (pages, Japanese text,
 * the interview sheet first), the file name, 404 for anything that is not the caller's result of
 * the route's type, and combined downloads as jobs — progress to done, the file with every report
 * in order after a cover, only for the user who started it.
 */
import { schema } from '@mirume/db';
import {
  REPORT_JOB_MAX,
  REPORT_NO_TARGET_MESSAGE,
  REPORT_TOO_MANY_MESSAGE,
  ZReportJobCreatedResponse,
  ZReportJobResponse,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviewSheet } from '../src/services/reports/interview.ts';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { createPerson, pdfPages, storeResult } from './support/reports.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
let companyId: number;
const admin = signedIn(ctx, DEMO.admin);
let other: CompanyHeaders;
let otherCompanyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
  const company = await createOtherCompany(ctx.database);
  otherCompanyId = company.company.id;
  other = await signInCompany(ctx.app, company.email);
});

const pdfUrl = (type: 'senkou' | 'employee', employeeId: number, resultId: number) =>
  `/api/v1/employees/${employeeId}/mirumevital_${type}_pdf_download/${resultId}.pdf`;

async function download(url: string, headers: CompanyHeaders = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { res, pages: pdfPages(res.rawPayload) };
}

function tokyoToday() {
  return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
}

describe('[REPORTS] one result as a PDF', () => {
  it('opens with the interview sheet: the person, the rank with its reason, strengths, cautions and questions', async () => {
    const employeeId = await createPerson(ctx.database, companyId, {
      last_name: '面談',
      first_name: '花子',
      kana_last_name: 'メンダン',
      kana_first_name: 'ハナコ',
      employee_id: 'S-0042',
    });
    const resultId = await storeResult(ctx.database, companyId, employeeId, { profile: 'slow' });
    const [stored] = await ctx.database.db
      .select()
      .from(schema.mirumevitalResults)
      .where(eq(schema.mirumevitalResults.id, resultId));
    const { res, pages } = await download(pdfUrl('senkou', employeeId, resultId));

    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `ミルメバイタル_面談花子_${tokyoToday()}.pdf`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mirumevital_senkou_${resultId}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');

    expect(pages.length).toBeGreaterThanOrEqual(2);
    const sheet = pages[0] as string;
    expect(sheet).toContain('面接シート');
    expect(sheet).toContain('面談 花子');
    expect(sheet).toContain('メンダン ハナコ');
    expect(sheet).toContain('S-0042');
    expect(sheet).toContain('選考中');
    const rule = stored!.rank_rule as { text: string };
    expect(sheet).toContain(`判定の根拠：${rule.text}`);
    expect(sheet).toContain('強み');
    expect(sheet).toContain('確認したい点');
    expect(sheet).toContain('面接で確かめたい質問');
    // five numbered questions, each a question or a request to tell an example
    for (const n of [1, 2, 3, 4, 5]) expect(sheet).toMatch(new RegExp(`\\n${n}\\.\\n[^\\n]+(か|ください)。`));
    expect(sheet).toContain(`1 / ${pages.length}`);
    expect(sheet).toContain('社外秘');
    expect(sheet).toContain('ミルメ 適性診断レポート');

    const detail = pages.slice(1).join('\n');
    expect(detail).toContain('詳細結果');
    expect(detail).toContain('指標の詳細');
    const metrics = stored!.metrics as Record<string, { t: number | null }>;
    expect(detail).toContain('集中力');
    expect(detail).toContain(metrics.concentration!.t!.toFixed(1));
    expect(detail).toContain('PC操作評価と受検環境');
    expect(detail).toContain('受検の妥当性');
    // plain Japanese for HR staff, no browser internals
    expect(detail.replaceAll('\n', '')).toContain('本人のキー・タップ操作で受検されています');
    expect(detail).not.toMatch(/自動操作の検出|不正な入力イベント|webdriver/);
    expect(detail).toContain('結果の読み方');
    // a wrapped paragraph is one text run per line
    expect(detail.replaceAll('\n', '')).toContain('この結果だけで採否・処遇を決めないでください');
    expect(detail).not.toContain('職種適性');
    expect(pages.at(-1)).toContain(`${pages.length} / ${pages.length}`);
  });

  it('details an employee result with the 14 job aptitudes, and shows validity flags in an alert', async () => {
    const employeeId = await createPerson(ctx.database, companyId, { employment_type: 'full_time' });
    const resultId = await storeResult(ctx.database, companyId, employeeId, { type: 'employee' });
    await ctx.database.db
      .update(schema.mirumevitalResults)
      .set({
        validity: {
          flags: ['ページ離脱あり'],
          false_starts: 1,
          held_keys: 0,
          untrusted_events: 0,
          webdriver: false,
          hidden_ms: 4200,
          blur_count: 0,
          voided_trials: 0,
          constant_rt: false,
          valid: true,
        },
      })
      .where(eq(schema.mirumevitalResults.id, resultId));
    const { pages } = await download(pdfUrl('employee', employeeId, resultId));
    expect(pages[0]).toContain('受検時の注意：ページ離脱あり');
    expect(pages[0]).toContain('社員診断');
    const detail = pages.slice(1).join('\n');
    expect(detail).toContain('職種適性（T得点）');
    for (const label of ['飛び込み営業', 'テレアポ', '経理', 'システム開発', 'マネージャー']) {
      expect(detail).toContain(label);
    }
    expect(detail).toContain('リーダーシップ');
    expect(detail).toContain('4.2 秒');
  });

  it('names the file without the trailing UUID of an applicant name', async () => {
    const employeeId = await createPerson(ctx.database, companyId, {
      last_name: '選考',
      first_name: '次郎_0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    const resultId = await storeResult(ctx.database, companyId, employeeId);
    const { res, pages } = await download(pdfUrl('senkou', employeeId, resultId));
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`ミルメバイタル_選考次郎_${tokyoToday()}.pdf`),
    );
    expect(pages[0]).toContain('選考 次郎');
    expect(pages.join('')).not.toContain('0f8fad5b');
  });

  it("answers 404 for another company's result, the other type, another person and a voided result", async () => {
    const employeeId = await createPerson(ctx.database, companyId);
    const resultId = await storeResult(ctx.database, companyId, employeeId);
    const otherPerson = await createPerson(ctx.database, companyId);
    const foreignPerson = await createPerson(ctx.database, otherCompanyId);
    const foreignResult = await storeResult(ctx.database, otherCompanyId, foreignPerson);
    const voidedPerson = await createPerson(ctx.database, companyId);
    const voided = await storeResult(ctx.database, companyId, voidedPerson, { profile: 'bot_constant' });

    const cases: [string, CompanyHeaders][] = [
      [pdfUrl('senkou', employeeId, resultId), other],
      [pdfUrl('senkou', foreignPerson, foreignResult), admin],
      [pdfUrl('employee', employeeId, resultId), admin],
      [pdfUrl('senkou', otherPerson, resultId), admin],
      [pdfUrl('senkou', voidedPerson, voided), admin],
      [pdfUrl('senkou', employeeId, 999_999), admin],
    ];
    for (const [url, headers] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    // the owner still gets it
    expect(
      (await ctx.app.inject({ method: 'GET', url: pdfUrl('senkou', employeeId, resultId), headers: admin }))
        .statusCode,
    ).toBe(200);
  });
});

const startJob = (type: 'senkou' | 'employee', ids: number[], headers: CompanyHeaders = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/mirumevital_${type}_pdf_download_all`,
    headers,
    payload: { ids },
  });

async function waitForJob(jobId: string, headers: CompanyHeaders = admin) {
  const seen: number[] = [];
  for (;;) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/report_jobs/${jobId}`, headers });
    expect(res.statusCode).toBe(200);
    const job = ZReportJobResponse.parse(res.json()).data;
    seen.push(job.done);
    if (job.status !== 'running') return { job, seen };
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('[REPORTS] many results in one PDF', () => {
  it('runs as a job to done, then gives one file: a cover listing them, then every report in order', async () => {
    const people = await Promise.all(
      ['一', '二', '三'].map((n) =>
        createPerson(ctx.database, companyId, { last_name: '一括', first_name: `${n}郎` }),
      ),
    );
    const ids: number[] = [];
    for (const id of people) ids.push(await storeResult(ctx.database, companyId, id));
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const started = await startJob('senkou', [...order, ids[0]!]);
    expect(started.statusCode, started.body).toBe(202);
    const { job_id, total } = ZReportJobCreatedResponse.parse(started.json()).data;
    expect(total).toBe(3);

    const { job, seen } = await waitForJob(job_id);
    expect(job).toMatchObject({
      job_id,
      status: 'done',
      done: 3,
      total: 3,
      diagnosis_type: 'senkou',
      error: null,
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/report_jobs/${job_id}/file`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`ミルメバイタル_選考用診断_3名_${tokyoToday()}.pdf`),
    );
    const pages = pdfPages(res.rawPayload);

    // the right page count: one cover page and each report's own pages
    const singles = [];
    for (const [i, resultId] of order.entries()) {
      const personIndex = ids.indexOf(resultId);
      singles.push((await download(pdfUrl('senkou', people[personIndex]!, resultId))).pages);
      expect(singles[i]!.length).toBeGreaterThanOrEqual(2);
    }
    expect(pages.length).toBe(1 + singles.reduce((n, p) => n + p.length, 0));
    expect(pages[0]).toContain('ミルメ 適性診断レポート 一括出力');
    expect(pages[0]).toMatch(/1\n一括 三郎[\s\S]*2\n一括 一郎[\s\S]*3\n一括 二郎/);
    // the reports follow in the requested order, each numbered on its own
    const sheets = pages.map((p, i) => ({ p, i })).filter(({ p }) => p.includes('面接シート'));
    expect(sheets.map(({ p }) => /一括 (.)郎/.exec(p)?.[1])).toEqual(['三', '一', '二']);
    expect(sheets[1]!.p).toContain(`1 / ${singles[1]!.length}`);
  });

  it('belongs to the user who started it: another user or company gets 404', async () => {
    const employeeId = await createPerson(ctx.database, companyId);
    const resultId = await storeResult(ctx.database, companyId, employeeId);
    const started = await startJob('senkou', [resultId]);
    const { job_id } = ZReportJobCreatedResponse.parse(started.json()).data;
    await waitForJob(job_id);
    const worker = await signInCompany(ctx.app, DEMO.worker);
    for (const headers of [worker, other]) {
      for (const suffix of ['', '/file']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/report_jobs/${job_id}${suffix}`,
          headers,
        });
        expect(res.statusCode).toBe(404);
      }
    }
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/report_jobs/no-such-job',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses an empty or too long list (400) and any id that is not the company's result of the type (404)", async () => {
    const employeeId = await createPerson(ctx.database, companyId, { employment_type: 'full_time' });
    const employeeResult = await storeResult(ctx.database, companyId, employeeId, { type: 'employee' });
    const senkouResult = await storeResult(ctx.database, companyId, employeeId);
    const foreignPerson = await createPerson(ctx.database, otherCompanyId);
    const foreignResult = await storeResult(ctx.database, otherCompanyId, foreignPerson);

    const empty = await startJob('senkou', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fieldErrors.ids).toContain(REPORT_NO_TARGET_MESSAGE);
    const tooMany = await startJob(
      'senkou',
      Array.from({ length: REPORT_JOB_MAX + 1 }, (_, i) => i + 1),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details.fieldErrors.ids).toContain(REPORT_TOO_MANY_MESSAGE);

    for (const ids of [[senkouResult, foreignResult], [employeeResult], [senkouResult, 999_999]]) {
      expect((await startJob('senkou', ids)).statusCode).toBe(404);
    }
    expect((await startJob('employee', [employeeResult])).statusCode).toBe(202);
  });
});

describe('[REPORTS] the interview sheet reading', () => {
  const metrics = (t: Record<string, number>) =>
    Object.fromEntries(
      [
        'simple_react',
        'hukugo',
        'concentration',
        'trouble_risk',
        'init_fatigue',
        'avoidance',
        'responsibility',
      ].map((k) => [k, { t: t[k] ?? 50 }]),
    );

  it('takes strengths from the favourable end and cautions from the other, with one question each', () => {
    const sheet = interviewSheet(
      metrics({
        concentration: 68,
        trouble_risk: 63,
        hukugo: 58,
        simple_react: 33,
        responsibility: 38,
        avoidance: 71,
      }),
    );
    expect(sheet.strengths.map((p) => p.label)).toEqual(['集中力', 'トラブルリスク', '複合反応']);
    // a HIGH avoidance (回避動機) is a point to ask about, not a strength
    expect(sheet.cautions.map((p) => p.label)).toEqual(['回避動機', '単純反応', '責任感']);
    expect(sheet.cautions[0]?.note).toBeNull();
    expect(sheet.questions).toHaveLength(5);
    expect(sheet.questions.map((q) => q.label)).toEqual([
      '回避動機',
      '単純反応',
      '責任感',
      '集中力',
      'トラブルリスク',
    ]);
    expect(new Set(sheet.questions.map((q) => q.question)).size).toBe(5);
  });

  it('never builds on 初期疲労 and says when a point is only relative to the person', () => {
    const sheet = interviewSheet(metrics({ init_fatigue: 20, avoidance: 25, simple_react: 46, hukugo: 45 }));
    expect([...sheet.strengths, ...sheet.cautions].map((p) => p.metric)).not.toContain('init_fatigue');
    expect(sheet.strengths[0]).toMatchObject({ label: '回避動機', note: null });
    expect(sheet.cautions.every((p) => p.note === '標準の範囲内')).toBe(true);
    const weak = interviewSheet(
      metrics({ simple_react: 42, hukugo: 41, concentration: 40, trouble_risk: 39, responsibility: 38 }),
    );
    expect(weak.strengths.map((p) => p.note)).toContain('本人の中では比較的高い指標');
  });
});
