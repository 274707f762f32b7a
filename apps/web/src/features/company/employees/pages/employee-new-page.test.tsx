import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { EMPTY_CHART, employee } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signedIn = signInAs('admin');

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'POST' && url.pathname === '/api/v1/employees') {
    const body = JSON.parse(request.body);
    if (body.employee_id === 'E001') {
      return apiError(422, 'VALIDATION_ERROR', '入力内容に誤りがあります。', {
        employee_id: ['この社員番号は既に登録されています'],
      });
    }
    return { status: 201, body: { data: employee(41, body) } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/employees/41') {
    return { status: 200, body: { data: employee(41, { last_name: '鈴木', first_name: '一郎' }) } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/organization_charts') {
    return { status: 200, body: EMPTY_CHART };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('[EMPLOYEE-FORM] registering an employee at /employees/new', () => {
  it('[EMPLOYEE-FORM] kana typed in hiragana is refused with 全角カタカナで入力してください and nothing is sent', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/employees/new');
    await screen.findByRole('heading', { name: '社員の登録' });
    await user.type(field(/^セイ/), 'すずき');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('全角カタカナで入力してください')).toBeTruthy();
    expect(field(/^セイ/).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('[EMPLOYEE-FORM] the age follows the birthday, and a future birthday is refused', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/employees/new');
    const birthday = (await screen.findByLabelText('生年月日')) as HTMLInputElement;
    // The picker offers only what the API accepts: 1900-01-01 up to today.
    expect(birthday.min).toBe('1900-01-01');
    expect(birthday.max).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect((screen.getByLabelText('入社日') as HTMLInputElement).max > birthday.max).toBe(true);
    await user.type(birthday, '2999-01-01');
    expect(await screen.findByText('未来の日付は入力できません')).toBeTruthy();
    await user.clear(birthday);
    await user.type(birthday, '2000-01-01');
    await waitFor(() => expect(screen.getByText(/^2\d歳$/)).toBeTruthy());
  });

  it('[EMPLOYEE-FORM] an employee number already taken comes back from the API onto its field', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/employees/new');
    await screen.findByRole('heading', { name: '社員の登録' });
    await user.type(field(/^社員番号/), 'E001');
    await user.type(field(/^姓/), '鈴木');
    await user.type(field(/^名/), '一郎');
    await user.type(field(/^セイ/), 'スズキ');
    await user.type(field(/^メイ/), 'イチロウ');
    await user.click(screen.getByRole('combobox', { name: /雇用形態/ }));
    await user.click(await screen.findByRole('option', { name: '正社員' }));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('この社員番号は既に登録されています')).toBeTruthy();

    await user.clear(field(/^社員番号/));
    await user.type(field(/^社員番号/), 'E002');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '鈴木 一郎（E41）' })).toBeTruthy();
  });

  it('[EMPLOYEE-FORM] a selection admin can only choose 選考中', async () => {
    signedIn = signInAs('senkou_admin');
    const { user } = renderRoutes(routes, '/employees/new');
    const select = await screen.findByRole('combobox', { name: /雇用形態/ });
    expect(select.textContent).toContain('選考中');
    await user.click(select);
    expect((await screen.findByRole('option', { name: '正社員' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('option', { name: '選考中' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});
