import type { TCompanyProfile } from '@mirume/shared';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { companyUser, signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

const COMPANY: TCompanyProfile = {
  id: 3,
  name: '株式会社サンプル商事',
  name_kana: 'サンプルショウジ',
  status: 'approved',
  postcode: '1040061',
  address: '東京都中央区銀座1-1-1',
  tel: '03-1234-5678',
  url: null,
  daihyo_name: '代表 太郎',
};

let server: TestServer;
let signedIn = companyUser();

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v1/companies/3/edit') return { status: 200, body: { data: COMPANY } };
  if (route === 'GET /api/v1/postcodes/1000001') {
    return {
      status: 200,
      body: { data: { postcode: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' } },
    };
  }
  if (route === 'PUT /api/v1/companies/3')
    return { status: 200, body: { data: { ...COMPANY, ...JSON.parse(request.body) } } };
  // Everything else (validate_token, maintenance) as the shared fake answers it, for the signed-in user.
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

describe('[COMPANY] the company settings page', () => {
  it('[COMPANY] a 7-digit postcode fills the address, a 6-digit one shows the §5 message, and saving shows 編集しました。', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/company/edit');
    const postcode = await screen.findByRole('textbox', { name: /^郵便番号/ });
    await user.clear(postcode);
    await user.type(postcode, '100000');
    expect(await screen.findByText('正しい郵便番号を入力してください（ハイフンなし7桁）')).toBeTruthy();
    await user.type(postcode, '1');
    const address = screen.getByRole('textbox', { name: /^住所/ }) as HTMLInputElement;
    await screen.findByText(/郵便番号から住所を入力しました/);
    expect(address.value).toBe('東京都千代田区千代田');
    await user.type(address, '1-1');
    await user.click(screen.getByRole('button', { name: '企業情報を保存' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      postcode: '1000001',
      address: '東京都千代田区千代田1-1',
    });
  });

  it('[COMPANY] a worker opening /company/edit gets the 404 page', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/company/edit');
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(server.requests.some((r) => r.url.startsWith('/api/v1/companies'))).toBe(false);
  });
});
