import type { TSystemAdminRow } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { SYSTEM_ADMIN, signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

const row = (over: Partial<TSystemAdminRow>): TSystemAdminRow => ({
  ...SYSTEM_ADMIN,
  has_password: true,
  last_sign_in_at: '2026-11-24T00:00:00Z',
  created_at: '2026-01-05T00:00:00Z',
  ...over,
});
let admins: TSystemAdminRow[] = [];
let server: TestServer;

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v1/admin/system_admins') {
    return { status: 200, body: { data: { items: admins, total: admins.length } } };
  }
  const one = url.pathname.match(/^\/api\/v1\/admin\/system_admins\/(\d+)$/);
  if (one) {
    const id = Number(one[1]);
    if (request.method === 'DELETE') {
      admins = admins.filter((a) => a.id !== id);
      return { status: 200, body: { data: { id } } };
    }
    return { status: 200, body: { data: admins.find((a) => a.id === id) } };
  }
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  admins = [
    row({ id: SYSTEM_ADMIN.id }),
    row({
      id: 2,
      email: 'support@mirume.example',
      last_name: '佐々木',
      first_name: '由美',
      has_password: false,
      last_sign_in_at: null,
    }),
  ];
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

describe('[ADMIN] system admins', () => {
  it('lists the admins, marks oneself, and one cannot delete oneself', async () => {
    const { user } = renderRoutes(routes, '/admin/system-admins');
    const table = await screen.findByRole('table', { name: 'システム管理者' });
    const me = within(table).getByRole('link', { name: '運営 太郎' }).closest('tr') as HTMLElement;
    expect(within(me).getByText('あなた')).toBeTruthy();
    expect(within(table).getByText('パスワード未設定')).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: '運営 太郎' }));
    const remove = (await screen.findByRole('button', {
      name: 'このシステム管理者を削除',
    })) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
  });

  it('deletes another admin after a confirmation', async () => {
    const { user, router } = renderRoutes(routes, '/admin/system-admins/2');
    await user.click(await screen.findByRole('button', { name: 'このシステム管理者を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'システム管理者を削除しますか？' });
    expect(within(dialog).getByText(/すぐにログアウトされ/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/system-admins'));
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/v1/admin/system_admins/2');
  });
});
