/**
 * Entering a third-party assessment result by hand: the fields of each instrument with their
 * ranges, the shared validation messages, the API's field errors, the original sheet (choose,
 * refuse, download, remove), leaving with unsaved changes, and the way back to the person.
 */
import { ASSESSMENT_MESSAGES, FILE_MESSAGES, FILE_PURPOSES, type TAssessmentRecord } from '@mirume/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { withCors } from '@/test/cors';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { energizerRecord, hciRecord, multipartData, SHEET } from '@/test/records/assessments';
import { employee } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

/** Whole journeys through a form of up to 30 fields: slower than a unit test on a busy machine. */
const JOURNEY = { timeout: 120_000 };

let server: TestServer;
let signedIn = signInAs('admin');
let stored: TAssessmentRecord[] = [];
let nextReply: ((request: RecordedRequest) => ReturnType<typeof apiError> | null) | null = null;

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const p = url.pathname;
  if (request.method !== 'GET' && nextReply) {
    const reply = nextReply(request);
    if (reply) return reply;
  }
  if (p === '/api/v1/employees/5')
    return { status: 200, body: { data: employee(5, { last_name: '鈴木', first_name: '一郎' }) } };
  if (
    p === '/api/v1/employees/5/hci_latest_shindan_dates' ||
    p === '/api/v1/employees/5/energizer_latest_shindan_dates'
  ) {
    return { status: 200, body: { data: { latest: '2026-04-01', dates: ['2026-04-01', '2025-10-01'] } } };
  }
  const one = /^\/api\/v1\/employees\/5\/(hcis|energizers)\/(\d+)(\/sheet)?$/.exec(p);
  if (one) {
    const record = stored.find((r) => r.id === Number(one[2]));
    if (!record) return apiError(404, 'NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
    if (one[3]) {
      return {
        status: 200,
        body: 'PDF',
        headers: { 'content-disposition': `attachment; filename="${SHEET.file_name}"` },
      };
    }
    return { status: 200, body: { data: record } };
  }
  if (request.method === 'POST' && p === '/api/v1/employees/5/hcis') {
    const data = request.headers['content-type']?.startsWith('multipart/')
      ? (multipartData(request.body) as object)
      : JSON.parse(request.body);
    return { status: 201, body: { data: hciRecord(40, 5, data) } };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(withCors(handler));
});
beforeEach(() => {
  signedIn = signInAs('admin');
  stored = [];
  nextReply = null;
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const writes = () => server.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');
/** A field by its label (a required field's label ends with its asterisk). */
const input = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input, textarea' }) as HTMLInputElement;

async function open(path: string, label: string) {
  const utils = renderRoutes(routes, path);
  await screen.findByRole('form', { name: `${label}の結果` });
  return utils;
}

/** Types many values at once (each as one change event: typing 30 fields key by key is slow). */
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(input(label), { target: { value } });
}

const HCI_VALID = {
  ストレス耐性: '7',
  自己統制: '6',
  対人関係: '8',
  誠実性: '9',
  意欲: '5',
  適応性: '4',
  総合得点: '72',
};

describe('[ASSESSMENT-ENTRY] registering an HCI-AS result at /employees/:id/hcis/new', JOURNEY, () => {
  it('[ASSESSMENT-ENTRY] shows every scale with its range and help, the provider pre-filled, and refuses wrong values in Japanese before sending', async () => {
    const { user } = await open('/employees/5/hcis/new', 'HCI-AS');
    expect(screen.getByRole('heading', { level: 1, name: 'HCI-AS結果の登録' })).toBeTruthy();
    expect(screen.getByText('鈴木 一郎（E5）')).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: '提供元' })) as HTMLInputElement).value).toBe(
      'HCI-AS',
    );
    const total = input('総合得点');
    expect(total.min).toBe('0');
    expect(total.max).toBe('100');
    expect(screen.getByRole('button', { name: '総合得点の説明' })).toBeTruthy();
    expect(screen.getAllByText('1〜10')).toHaveLength(6);
    expect(input('受検日').min).toBe('2000-01-01');

    await user.type(input('ストレス耐性'), '11');
    await user.type(input('自己統制'), '2.5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('1〜10の範囲で入力してください')).toBeTruthy();
    expect(screen.getByText('整数で入力してください')).toBeTruthy();
    expect(screen.getAllByText('入力必須です').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('選択してください')).toBeTruthy();
    expect(input('ストレス耐性').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);
  });

  it('[ASSESSMENT-ENTRY] warns when the chosen 受検日 already has a result, saves the values as numbers and returns to the person with 登録しました。', async () => {
    const { user, router } = await open('/employees/5/hcis/new', 'HCI-AS');
    fireEvent.change(input('受検日'), { target: { value: '2026-04-01' } });
    expect(await screen.findByText(ASSESSMENT_MESSAGES.duplicateDate)).toBeTruthy();
    fireEvent.change(input('受検日'), { target: { value: '2026-05-10' } });
    await waitFor(() => expect(screen.queryByText(ASSESSMENT_MESSAGES.duplicateDate)).toBeNull());
    fill(HCI_VALID);
    await user.click(screen.getByRole('combobox', { name: /^判定/ }));
    await user.click(await screen.findByRole('option', { name: '不合格' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('登録しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));
    const sent = JSON.parse(writes()[0]?.body ?? '{}');
    expect(sent).toMatchObject({
      taken_on: '2026-05-10',
      provider: 'HCI-AS',
      result: 'failed',
      check_state: 'unchecked',
      entry_method: 'manual',
      scores: { stress_tolerance: 7, total_score: 72, adaptability: 4 },
    });
    expect(sent.sheet_file_id).toBeUndefined();
  });

  it('[ASSESSMENT-ENTRY] puts the API’s field errors under their fields and a 409 under 受検日', async () => {
    nextReply = () =>
      apiError(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。', {
        'scores.total_score': ['0〜100の範囲で入力してください'],
      });
    const { user } = await open('/employees/5/hcis/new', 'HCI-AS');
    fireEvent.change(input('受検日'), { target: { value: '2026-05-10' } });
    fill(HCI_VALID);
    await user.click(screen.getByRole('combobox', { name: /^判定/ }));
    await user.click(await screen.findByRole('option', { name: '合格' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('0〜100の範囲で入力してください')).toBeTruthy();
    expect(input('総合得点').getAttribute('aria-invalid')).toBe('true');

    nextReply = () => apiError(409, 'CONFLICT', ASSESSMENT_MESSAGES.duplicateDate);
    await user.clear(input('総合得点'));
    await user.type(input('総合得点'), '70');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(ASSESSMENT_MESSAGES.duplicateDate)).toBeTruthy();
    expect(input('受検日').getAttribute('aria-invalid')).toBe('true');
  });

  it('[ASSESSMENT-ENTRY] a chosen sheet is shown with its size and sent as the multipart `sheet` part after `data`; a refused type or size never leaves the browser', async () => {
    const { user, router } = await open('/employees/5/hcis/new', 'HCI-AS');
    const picker = screen.getByLabelText('結果シートのファイル') as HTMLInputElement;
    expect(picker.accept).toContain('application/pdf');

    await user.upload(picker, new File(['%PDF-1.7 sheet'], '鈴木さん結果.pdf', { type: 'application/pdf' }));
    expect(screen.getByLabelText('添付する結果シート').textContent).toBe('鈴木さん結果.pdf');
    // A refused file leaves the chosen one in place.
    fireEvent.change(picker, {
      target: { files: [new File(['x'], 'sheet.docx', { type: 'application/msword' })] },
    });
    expect(
      await screen.findByText(FILE_MESSAGES.unsupportedType(FILE_PURPOSES.assessment_sheet.types)),
    ).toBeTruthy();
    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: FILE_PURPOSES.assessment_sheet.maxBytes + 1 });
    fireEvent.change(picker, { target: { files: [huge] } });
    expect(await screen.findByText('ファイルサイズが上限（20MB）を超えています。')).toBeTruthy();

    expect(screen.getByText('1KB・保存時に登録されます')).toBeTruthy();
    fireEvent.change(input('受検日'), { target: { value: '2026-05-10' } });
    fill(HCI_VALID);
    await user.click(screen.getByRole('combobox', { name: /^判定/ }));
    await user.click(await screen.findByRole('option', { name: '合格' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));

    const request = writes()[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers['access-token']).toBe('tok-abc');
    expect(multipartData(request?.body ?? '')).toMatchObject({ taken_on: '2026-05-10', result: 'passed' });
    expect(request?.body.indexOf('name="data"')).toBeLessThan(request?.body.indexOf('name="sheet"') ?? 0);
    expect(request?.body).toContain('%PDF-1.7 sheet');
  });

  it('[ASSESSMENT-ENTRY] a 415 from the server is shown at the sheet picker', async () => {
    nextReply = () =>
      apiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'このファイル形式はアップロードできません。PDF・JPEG・PNG のファイルを選んでください。',
      );
    const { user } = await open('/employees/5/hcis/new', 'HCI-AS');
    await user.upload(
      screen.getByLabelText('結果シートのファイル'),
      new File(['GIF89a'], 'scan.png', { type: 'image/png' }),
    );
    fireEvent.change(input('受検日'), { target: { value: '2026-05-10' } });
    fill(HCI_VALID);
    await user.click(screen.getByRole('combobox', { name: /^判定/ }));
    await user.click(await screen.findByRole('option', { name: '合格' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('このファイル形式はアップロードできません。');
    expect(screen.getByRole('heading', { level: 1, name: 'HCI-AS結果の登録' })).toBeTruthy();
  });
});

describe('[ASSESSMENT-ENTRY] changing a result at /employees/:id/energizers/:id/edit', JOURNEY, () => {
  it('[ASSESSMENT-ENTRY] starts from the stored values and sheet, downloads the sheet, and removing it sends remove_sheet', async () => {
    stored = [
      energizerRecord(12, 5, {
        sheet: SHEET,
        remark: '面談前に受検',
        scores: { accelerator: 8, brake: 3, achievement: 7, affinity: 6, power: 5, avoidance: 2 },
      }),
    ];
    const { user, router } = await open('/employees/5/energizers/12/edit', 'エナジャイザー');
    expect(screen.getByRole('heading', { level: 1, name: 'エナジャイザー結果の編集' })).toBeTruthy();
    await waitFor(() => expect(input('アクセル').value).toBe('8'));
    expect(input('受検日').value).toBe('2026-04-01');
    // Its own date is no duplicate of itself.
    expect(screen.queryByText(ASSESSMENT_MESSAGES.duplicateDate)).toBeNull();
    expect(screen.getByLabelText('添付する結果シート').textContent).toBe(SHEET.file_name);
    expect(screen.getByText('240KB・登録済み')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'ダウンロード' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/api/v1/employees/5/energizers/12/sheet')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'シートを削除' }));
    expect(screen.getByText('保存すると登録済みのシートが削除されます')).toBeTruthy();
    await user.clear(input('ブレーキ'));
    await user.type(input('ブレーキ'), '4');
    nextReply = (request) =>
      ({ status: 200, body: { data: energizerRecord(12, 5, JSON.parse(request.body)) } }) as never;
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));
    const patch = writes()[0];
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url).toBe('/api/v1/employees/5/energizers/12');
    expect(JSON.parse(patch?.body ?? '{}')).toMatchObject({
      remove_sheet: true,
      remark: '面談前に受検',
      scores: { accelerator: 8, brake: 4 },
      entry_method: 'manual',
    });
  });

  it('[ASSESSMENT-ENTRY] tells a user who may not change the person that they cannot enter results, and shows no form', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/employees/5/hcis/new');
    expect(await screen.findByText('この社員の結果を登録・編集する権限がありません。')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('[ASSESSMENT-ENTRY] answers the 404 page for a result that does not exist', async () => {
    renderRoutes(routes, '/employees/5/energizers/99/edit');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('[ASSESSMENT-ENTRY] asks before leaving with unsaved changes, and stays when told to', async () => {
    stored = [energizerRecord(12, 5)];
    const { user, router } = await open('/employees/5/energizers/12/edit', 'エナジャイザー');
    // The edit page is loaded again (lazy chunk, then the record): a busy machine needs longer.
    await waitFor(() => expect(input('アクセル').value).toBe('5'));
    // Nothing changed: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'キャンセル' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));
    // The form is gone before the page is opened again, so the next steps see the new one.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'エナジャイザーの結果' })).toBeNull());

    await router.navigate('/employees/5/energizers/12/edit');
    await screen.findByRole('form', { name: 'エナジャイザーの結果' });
    await waitFor(() => expect(input('アクセル').value).toBe('5'));
    await user.clear(input('アクセル'));
    await user.type(input('アクセル'), '9');
    await user.click(screen.getByRole('link', { name: 'キャンセル' }));
    const dialog = await screen.findByRole('dialog', { name: '入力内容が保存されていません' });
    await user.click(within(dialog).getByRole('button', { name: '入力を続ける' }));
    expect(router.state.location.pathname).toBe('/employees/5/energizers/12/edit');
    expect(input('アクセル').value).toBe('9');
    await user.click(await screen.findByRole('link', { name: 'キャンセル' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '入力内容が保存されていません' })).getByRole(
        'button',
        {
          name: '保存せずに移動する',
        },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));
    expect(writes()).toHaveLength(0);
  });
});
