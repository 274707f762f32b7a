/**
 * PDF reports of third-party assessment results: each instrument's report read back as text (the
 * person, the company, the instrument, 受検日, provider, remark, every scale's label, value and
 * explanation, HCI-AS's verdict and check state, EMERGENETICS' groups), the previous result beside
 * it with only the changes beyond the noise marked, the file name, 404 for anything that is not
 * the caller's company's result of the person the path names, and the operator's mirror.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_PATHS,
  type AssessmentInstrument,
  EMERGENETIC_GROUPS,
  groupScore,
  operatorCompanyPath,
} from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { pdfText, scoresOf, storeAssessment } from './support/assessment-reports.ts';
import { createPerson } from './support/results.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const worker = signedIn(ctx, DEMO.worker);
const operator = signedInOperator(ctx);
let other: CompanyHeaders;
let otherCompanyId: number;
beforeAll(async () => {
  const company = await createOtherCompany(ctx.database);
  otherCompanyId = company.company.id;
  other = await signInCompany(ctx.app, company.email);
});

const pdfUrl = (instrument: AssessmentInstrument, employeeId: number | string, id: number | string) =>
  `/api/v1/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].plural}/${id}/pdf_download.pdf`;

async function download(url: string, headers: Record<string, string> = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = await pdfText(res.rawPayload);
  return { res, pages, text: squash(pages.join('')) };
}

/** Text without white space: a label or an explanation may wrap onto a second line in the PDF. */
const squash = (s: string) => s.replace(/\s+/g, '');
const hasAll = (text: string, expected: readonly string[]) => {
  for (const s of expected) expect(text).toContain(squash(s));
};

const person = (fields: Parameters<typeof createPerson>[2]) =>
  createPerson(ctx.database, ctx.companyId, fields);

describe('[ASSESSMENT REPORTS] HCI-AS', () => {
  it('shows the person, the verdict, the check state and every scale with its explanation and its change since the previous result', async () => {
    const employeeId = await person({
      last_name: '検査',
      first_name: '太郎',
      kana_last_name: 'ケンサ',
      kana_first_name: 'タロウ',
      employee_id: 'HCI-0007',
      department: '品質保証部',
    });
    // Older: all 5, total 50. Newer: stress_tolerance +4 (beyond 3), self_control +1 (within),
    // motivation −3 (exactly the threshold: a change), total +20 (beyond 12).
    await storeAssessment(ctx.database, 'hci', ctx.companyId, employeeId, {
      taken_on: '2025-04-10',
      scores: scoresOf('hci', (key) => (key === 'total_score' ? 50 : 5)),
      result: 'failed',
    });
    const newer = {
      stress_tolerance: 9,
      self_control: 6,
      interpersonal: 5,
      integrity: 5,
      motivation: 2,
      adaptability: 5,
      total_score: 70,
    };
    const id = await storeAssessment(ctx.database, 'hci', ctx.companyId, employeeId, {
      taken_on: '2026-03-05',
      scores: newer,
      provider: 'HCI-AS 採用支援センター',
      remark: '配属前の再受検',
      result: 'passed',
      check_state: 'checked',
      entry_method: 'ocr',
    });

    const { res, text } = await download(pdfUrl('hci', employeeId, id));
    const fileName = 'HCI-AS_検査太郎_2026-03-05.pdf';
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hci_${id}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    hasAll(text, [
      'HCI-AS 結果レポート',
      '検査 太郎',
      'ケンサ タロウ',
      'HCI-0007',
      '品質保証部',
      'デモ株式会社',
      '2026年3月5日',
      'HCI-AS 採用支援センター',
      '備考：配属前の再受検',
      'シート読み取り',
      '判定',
      '合格',
      '確認状況：チェック済み',
      '前回の受検日',
      '2025年4月10日',
    ]);
    expect(text).not.toContain('不合格');
    hasAll(
      text,
      ASSESSMENT_DEFS.hci.scales.flatMap((s) => [s.label, s.description]),
    );
    // Each row: label, this value, the previous value, the change (marked only beyond the noise).
    hasAll(text, [
      'ストレス耐性 9 5 ▲ +4',
      '自己統制 6 5 +1',
      '対人関係 5 5 ±0',
      '意欲 2 5 ▼ −3',
      '総合得点 70 50 ▲ +20',
    ]);
    expect(text).not.toContain(squash('自己統制 6 5 ▲'));
  });

  it('marks a failed, unchecked first result and says there is no previous one', async () => {
    const employeeId = await person({ last_name: '初回', first_name: '次郎', department: null });
    const id = await storeAssessment(ctx.database, 'hci', ctx.companyId, employeeId, {
      taken_on: '2026-01-20',
      scores: scoresOf('hci', (key) => (key === 'total_score' ? 31 : 3)),
      result: 'failed',
    });
    const { text } = await download(pdfUrl('hci', employeeId, id), worker);
    hasAll(text, ['不合格', '確認状況：未チェック', 'なし（初回）', 'ストレス耐性 3', '総合得点 31']);
    expect(text).not.toContain('▲');
    expect(text).not.toContain('▼');
  });
});

describe('[ASSESSMENT REPORTS] EMERGENETICS', () => {
  it('draws the ten groups with their scores and the 30 sub-items grouped, across pages', async () => {
    const employeeId = await person({ last_name: '多面', first_name: '評価', employee_id: 'EM-0101' });
    const older = scoresOf('emergenetic', () => 50);
    await storeAssessment(ctx.database, 'emergenetic', ctx.companyId, employeeId, {
      taken_on: '2024-12-01',
      scores: older,
    });
    const scores = scoresOf('emergenetic', (_, i) => 20 + ((i * 7) % 70));
    // sociability +30 (beyond 25), assertiveness +10 (within).
    scores.sociability = 80;
    scores.assertiveness = 60;
    const id = await storeAssessment(ctx.database, 'emergenetic', ctx.companyId, employeeId, {
      taken_on: '2026-06-15',
      scores,
    });

    const { res, pages, text } = await download(pdfUrl('emergenetic', employeeId, id));
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('EMERGENETICS_多面評価_2026-06-15.pdf')}`,
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    hasAll(text, ['EMERGENETICS 結果レポート', 'パーソナリティ', '成長領域', '前回（2024年12月1日）']);
    // The radars label each group with its score; the table heads each group with it too.
    for (const group of EMERGENETIC_GROUPS) {
      const score = (groupScore(group, scores) as number).toFixed(1);
      hasAll(text, [`${group.label} ${score}`, `${group.label}（`]);
    }
    hasAll(
      text,
      ASSESSMENT_DEFS.emergenetic.scales.flatMap((s) => [s.label, s.description]),
    );
    hasAll(text, ['社交性 80 50 ▲ +30', '主張性 60 50 +10']);
  });
});

describe('[ASSESSMENT REPORTS] energizer', () => {
  it('shows the six scales as bars with their explanations', async () => {
    const employeeId = await person({ last_name: '活力', first_name: '満', employee_id: 'EN-0003' });
    const id = await storeAssessment(ctx.database, 'energizer', ctx.companyId, employeeId, {
      taken_on: '2026-02-02',
      scores: { accelerator: 8, brake: 3, achievement: 7, affinity: 6, power: 4, avoidance: 2 },
    });
    const { res, text } = await download(pdfUrl('energizer', employeeId, id));
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('エナジャイザー_活力満_2026-02-02.pdf')}`,
    );
    hasAll(text, ['エナジャイザー 結果レポート', 'アクセル 8', 'ブレーキ 3', '回避動機 2']);
    hasAll(
      text,
      ASSESSMENT_DEFS.energizer.scales.flatMap((s) => [s.label, s.description]),
    );
  });
});

describe('[ASSESSMENT REPORTS] only the own company’s result of the named person', () => {
  let employeeId: number;
  let id: number;
  beforeAll(async () => {
    employeeId = await person({ last_name: '境界', first_name: '確認' });
    id = await storeAssessment(ctx.database, 'emergenetic', ctx.companyId, employeeId, {
      taken_on: '2026-05-01',
      scores: scoresOf('emergenetic', () => 40),
    });
  });

  const status = async (url: string, headers: Record<string, string> = admin) =>
    (await ctx.app.inject({ method: 'GET', url, headers })).statusCode;

  it('answers 404 to another company, for another person in the path, for another instrument and for a missing id', async () => {
    expect(await status(pdfUrl('emergenetic', employeeId, id), other)).toBe(404);
    const someoneElse = await person({ last_name: '別人' });
    expect(await status(pdfUrl('emergenetic', someoneElse, id))).toBe(404);
    expect(await status(pdfUrl('hci', employeeId, id))).toBe(404);
    expect(await status(pdfUrl('emergenetic', employeeId, 999_999))).toBe(404);
    const res = await ctx.app.inject({
      method: 'GET',
      url: pdfUrl('emergenetic', employeeId, 999_999),
      headers: admin,
    });
    expect(res.json().error.message).toBe('結果が見つかりません');
  });

  it('answers 400 in Japanese to ids outside the database integer range', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: pdfUrl('emergenetic', employeeId, 2_147_483_648),
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.id).toEqual(['2147483647以下の値を入力してください']);
    expect(await status(pdfUrl('emergenetic', 2_147_483_648, id))).toBe(400);
  });

  it('lets the operator download it through the company’s mirror, and not through another company', async () => {
    const companyUrl = pdfUrl('emergenetic', employeeId, id).slice('/api/v1'.length);
    const { text } = await download(`/api/v1${operatorCompanyPath(companyUrl, ctx.companyId)}`, operator);
    hasAll(text, ['境界 確認', 'デモ株式会社', 'EMERGENETICS 結果レポート']);
    expect(await status(`/api/v1${operatorCompanyPath(companyUrl, otherCompanyId)}`, operator)).toBe(404);
    expect(await status(`/api/v1${operatorCompanyPath(companyUrl, ctx.companyId)}`, admin)).toBe(401);
  });
});
