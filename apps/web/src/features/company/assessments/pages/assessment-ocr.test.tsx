/**
 * Reading a result sheet into the entry page (OCR): the progress while the job runs, the values
 * filled in, every doubtful or missing field highlighted until the user confirms it, 保存 held
 * until then, nothing saved before 保存, and a failed reading left for typing by hand. Also the
 * same page in the operator area, through the company's mirror calls.
 */
import { ASSESSMENT_DEFS, ASSESSMENT_MESSAGES, type TOcrField } from '@mirume/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { withCors } from '@/test/cors';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import { doubtful, emergeneticRecord, multipartData, ocrJob, sure } from '@/test/records/assessments';
import { employee } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

/** Whole journeys through a form of up to 30 fields: slower than a unit test on a busy machine. */
const JOURNEY = { timeout: 120_000 };

let server: TestServer;
let polls = 0;
let jobOutcome: 'done' | 'failed' = 'done';
let ocrStart: 'accept' | 'busy' = 'accept';
const COMPANY = '/api/v1/admin/companies/7';

/** What the sheet gave: every sub-item 60 except a doubtful 社交性, no 共感性, an unreadable 冷静さ. */
function readFields(): Record<string, TOcrField> {
  const fields: Record<string, TOcrField> = { taken_on: sure('2026-10-15') };
  for (const s of ASSESSMENT_DEFS.emergenetic.scales) fields[s.key] = sure(60);
  fields.sociability = doubtful(70, '7O');
  delete fields.empathy;
  fields.calmness = doubtful(null, '??');
  return fields;
}

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const p = url.pathname.replace(COMPANY, '/api/v1');
  if (url.pathname === '/api/v1/admin/employees/5') {
    return { status: 200, body: { data: { id: 5, company_id: 7, company_name: '株式会社ななつ' } } };
  }
  if (p === '/api/v1/employees/5') return { status: 200, body: { data: employee(5) } };
  if (p === '/api/v1/employees/5/emergenetic_latest_shindan_dates') {
    return { status: 200, body: { data: { latest: null, dates: [] } } };
  }
  if (request.method === 'POST' && p === '/api/v1/employees/5/emergenetic_ocr') {
    if (ocrStart === 'busy') return apiError(429, 'RATE_LIMITED', ASSESSMENT_MESSAGES.ocrBusy);
    return { status: 202, body: { data: ocrJob(31) } };
  }
  if (p === '/api/v1/employees/5/emergenetic_ocr/31') {
    polls += 1;
    if (polls === 1) return { status: 200, body: { data: ocrJob(31, { status: 'running', progress: 40 }) } };
    if (jobOutcome === 'failed') {
      return {
        status: 200,
        body: {
          data: ocrJob(31, {
            status: 'failed',
            progress: 100,
            error: ASSESSMENT_MESSAGES.ocrWrongSheet('EMERGENETICS'),
          }),
        },
      };
    }
    return {
      status: 200,
      body: {
        data: ocrJob(31, {
          status: 'done',
          progress: 100,
          fields: readFields(),
          pages: 1,
          duration_ms: 4200,
        }),
      },
    };
  }
  if (request.method === 'POST' && p === '/api/v1/employees/5/emergenetics') {
    const data = request.headers['content-type']?.startsWith('multipart/')
      ? (multipartData(request.body) as object)
      : JSON.parse(request.body);
    return { status: 201, body: { data: emergeneticRecord(50, 5, data) } };
  }
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(withCors(handler));
});
beforeEach(() => {
  signInAs('admin');
  polls = 0;
  jobOutcome = 'done';
  ocrStart = 'accept';
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const saves = () => server.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/emergenetics'));
const input = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input, textarea' }) as HTMLInputElement;
/**
 * A field by its form name, for filling many at once: a label query over the 30 fields of the page
 * costs seconds each in jsdom; the labels themselves are asserted where they matter.
 */
function byName(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
}
const saveButton = () => screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;
const SHEET_FILE = () => new File(['\x89PNG sheet'], 'eg-sheet.png', { type: 'image/png' });

async function openAndRead(path = '/employees/5/emergenetics/new') {
  const utils = renderRoutes(routes, path);
  await screen.findByRole('form', { name: 'EMERGENETICSの結果' });
  await utils.user.upload(screen.getByLabelText('結果シートのファイル'), SHEET_FILE());
  await utils.user.click(screen.getByRole('button', { name: '結果シートから読み取る' }));
  return utils;
}

describe('[ASSESSMENT-OCR] reading an EMERGENETICS sheet into the entry page', JOURNEY, () => {
  it('[ASSESSMENT-OCR] fills the values, highlights each doubtful or missing field with what was read, and holds 保存 until each is confirmed', async () => {
    const { user, router } = await openAndRead();
    expect(await screen.findByText('結果シートを読み取っています（40%）')).toBeTruthy();
    expect(await screen.findByText(/読み取りが完了しました。/)).toBeTruthy();
    expect(input('受検日').value).toBe('2026-10-15');
    expect(input('社交性').value).toBe('70');
    expect(input('主張性').value).toBe('60');
    expect(screen.getByRole('status', { name: '外向性の平均' }).textContent).toBe('平均 63.3');

    expect(screen.getByText('読み取り結果を確認してください（読み取った文字:「7O」）')).toBeTruthy();
    expect(screen.getByText('読み取り結果を確認してください（読み取った文字:「??」）')).toBeTruthy();
    expect(screen.getByText('読み取り結果を確認してください（読み取れませんでした）')).toBeTruthy();
    expect(screen.getAllByText(/^読み取り結果を確認してください/)).toHaveLength(3);
    expect(screen.getByText('読み取り結果の確認が3項目残っています。')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    // Nothing is stored by reading.
    expect(saves()).toHaveLength(0);

    // Confirming by the box, and by typing a value.
    await user.click(screen.getByRole('checkbox', { name: '社交性の読み取り結果を確認しました' }));
    expect(await screen.findByText('読み取り結果の確認が2項目残っています。')).toBeTruthy();
    fireEvent.change(input('共感性'), { target: { value: '55' } });
    fireEvent.change(input('冷静さ'), { target: { value: '40' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByText(/^読み取り結果を確認してください/)).toBeNull();
    expect(screen.getByRole('status', { name: '協調性の平均' }).textContent).toBe('平均 58.3');

    await user.click(saveButton());
    expect(await screen.findByText('登録しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));
    const request = saves()[0];
    // The sheet the job stored is attached by its id, not sent again.
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      taken_on: '2026-10-15',
      provider: 'EMERGENETICS',
      entry_method: 'ocr',
      sheet_file_id: 501,
      scores: { sociability: 70, empathy: 55, calmness: 40, assertiveness: 60 },
    });
  });

  it('[ASSESSMENT-OCR] a failed reading shows its Japanese reason and the values are typed by hand; the chosen sheet is sent with them', async () => {
    jobOutcome = 'failed';
    const { user } = await openAndRead();
    expect(
      await screen.findByText(ASSESSMENT_MESSAGES.ocrWrongSheet('EMERGENETICS'), { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('値は下の欄に手入力できます。', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/^読み取り結果を確認してください/)).toBeNull();
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(byName('taken_on'), { target: { value: '2026-10-01' } });
    for (const s of ASSESSMENT_DEFS.emergenetic.scales) {
      fireEvent.change(byName(`scores.${s.key}`), { target: { value: '45' } });
    }
    await user.click(saveButton());
    expect(await screen.findByText('登録しました。')).toBeTruthy();
    const request = saves()[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(multipartData(request?.body ?? '')).toMatchObject({
      entry_method: 'manual',
      scores: { sociability: 45 },
    });
    expect(request?.body).toContain('filename="eg-sheet.png"');
  });

  it('[ASSESSMENT-OCR] a refused start (too many readings) is shown at the sheet, and nothing is filled', async () => {
    ocrStart = 'busy';
    await openAndRead();
    expect(await screen.findByText(ASSESSMENT_MESSAGES.ocrBusy)).toBeTruthy();
    expect(input('社交性').value).toBe('');
    expect(screen.getByRole('button', { name: '結果シートから読み取る' })).toBeTruthy();
  });
});

describe('[ASSESSMENT-OCR] the entry page in the operator area', JOURNEY, () => {
  it('[ASSESSMENT-OCR] /admin/employees/:id/emergenetics/new lays out the 10 groups, calls only the company’s mirrors with the CSRF header and returns to the operator’s person page', async () => {
    signInAsSystemAdmin();
    const { user, router } = renderRoutes(routes, '/admin/employees/5/emergenetics/new');
    const form = await screen.findByRole('form', { name: 'EMERGENETICSの結果' });
    const personality = within(form).getByRole('region', { name: 'パーソナリティ' });
    const growth = within(form).getByRole('region', { name: '成長領域' });
    const groupsOf = (part: HTMLElement) =>
      within(part)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
    expect(groupsOf(personality)).toEqual(['外向性', '協調性', '思慮深さ', '情緒安定性', '知的好奇心']);
    expect(groupsOf(growth)).toEqual(['創造性', '異文化適応', 'ストレス適応', '自己実現', '社会的成功']);
    const extrovert = within(personality).getByRole('region', { name: '外向性' });
    expect(within(extrovert).getAllByRole('spinbutton')).toHaveLength(3);
    expect(within(extrovert).getByRole('status', { name: '外向性の平均' }).textContent).toBe('平均 —');

    fireEvent.change(byName('taken_on'), { target: { value: '2026-09-30' } });
    ASSESSMENT_DEFS.emergenetic.scales.forEach((s, i) => {
      fireEvent.change(byName(`scores.${s.key}`), { target: { value: String(i * 3) } });
    });
    expect(within(extrovert).getByRole('status', { name: '外向性の平均' }).textContent).toBe('平均 3.0');
    await user.click(saveButton());
    expect(await screen.findByText('登録しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/employees/5'));

    const request = saves()[0];
    expect(request?.url).toBe(`${COMPANY}/employees/5/emergenetics`);
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request?.headers['access-token']).toBeUndefined();
    const companyCalls = server.requests
      .map((r) => r.url)
      .filter((u) => /\/employees\/5\/emergenetic/.test(u));
    expect(companyCalls.length).toBeGreaterThan(1);
    expect(companyCalls.filter((u) => !u.startsWith(`${COMPANY}/`))).toEqual([]);
  });
});
