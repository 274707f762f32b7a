import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'POST' && url.pathname === '/api/v1/check_kubun') {
    const { kubun } = JSON.parse(request.body ?? '{}') as { kubun: string };
    const contract = kubun === 'contract';
    return {
      status: 200,
      body: {
        data: {
          kubun,
          label: kubun,
          issue: false,
          signed_in_only: false,
          fields: {
            company_name: contract ? 'required' : 'optional',
            tel: contract ? 'required' : 'optional',
            target: 'hidden',
          },
          note: contract ? 'ご契約内容を確認するため、企業名と電話番号を入力してください。' : '',
        },
      },
    };
  }
  if (request.method === 'POST' && url.pathname === '/api/v1/general_inquiries') {
    return { status: 201, body: { data: { id: 42, message: 'お問い合わせを受け付けました。' } } };
  }
  return fakeApi(fakeApiState({ user: null }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  window.localStorage.clear();
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[INQUIRY] the form signed out', () => {
  it('offers no issue 区分, asks for what ご契約 needs, hides the honeypot, and sends with the time it was shown', async () => {
    const { user, router } = renderRoutes(routes, '/inquiry/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeTruthy();
    await user.click(screen.getByLabelText(/お問い合わせの区分/));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain('受検のトラブル（診断リンク・チケット）');
    await user.click(screen.getByRole('option', { name: 'ご契約・料金について' }));
    expect(
      await screen.findByText('ご契約内容を確認するため、企業名と電話番号を入力してください。'),
    ).toBeTruthy();
    // The honeypot is not a field people or screen readers meet.
    expect(screen.queryByRole('textbox', { name: 'ウェブサイト' })).toBeNull();

    await user.type(screen.getByLabelText(/お名前/), '来訪 花子');
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.type(screen.getByLabelText(/件名/), '料金');
    await user.type(screen.getByLabelText(/お問い合わせ内容/), '年間契約の料金を教えてください。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findAllByText('入力必須です')).toHaveLength(2);
    expect(server.requests.some((r) => r.url === '/api/v1/general_inquiries')).toBe(false);

    await user.type(screen.getByLabelText(/企業名/), '株式会社来訪');
    await user.type(screen.getByLabelText(/電話番号/), '0311112222');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiry/done'));
    expect(await screen.findByText('受付番号：No.42')).toBeTruthy();
    const sent = server.requests.find((r) => r.url === '/api/v1/general_inquiries');
    const body = JSON.parse(sent?.body ?? '{}');
    expect(body).toMatchObject({ kubun: 'contract', company_name: '株式会社来訪', website: '' });
    expect(typeof body.form_shown_at).toBe('number');
    expect(sent?.headers['access-token']).toBeUndefined();
  });
});
