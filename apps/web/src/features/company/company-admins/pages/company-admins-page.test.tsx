import type { TCompanyAdminMember } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { companyUser, signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

const member = (id: number, overrides: Partial<TCompanyAdminMember>): TCompanyAdminMember => ({
  id,
  email: `user${id}@example.co.jp`,
  role: 'worker',
  last_name: '山田',
  first_name: '花子',
  kana_last_name: 'ヤマダ',
  kana_first_name: 'ハナコ',
  status: 'active',
  invited_at: null,
  created_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

let members: TCompanyAdminMember[] = [];
let server: TestServer;
let signedIn = companyUser();

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'GET' && url.pathname === '/api/v1/company_admins') {
    return { status: 200, body: { data: { items: members, total: members.length, page: 1, per: 50 } } };
  }
  const del = url.pathname.match(/^\/api\/v1\/company_admins\/(\d+)$/);
  if (request.method === 'DELETE' && del) {
    members = members.filter((m) => m.id !== Number(del[1]));
    return { status: 200, body: { success: true } };
  }
  // Everything else (validate_token, maintenance) as the shared fake answers it, for the signed-in user.
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  members = [
    member(7, { role: 'admin', last_name: '山田', first_name: '花子', email: 'yamada@example.co.jp' }),
    member(8, { last_name: '佐藤', first_name: '次郎', kana_last_name: 'サトウ', kana_first_name: 'ジロウ' }),
    member(9, {
      last_name: '新人',
      first_name: '一子',
      status: 'invited',
      invited_at: '2026-11-20T00:00:00Z',
    }),
  ];
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[MEMBERS] the company admins page', () => {
  it('[MEMBERS] the admin sees every user with role and status, and the add, edit, delete and re-invite actions', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/company-admins');
    const table = await screen.findByRole('table', { name: '管理者一覧' });
    expect(await within(table).findByText('佐藤 次郎')).toBeTruthy();
    expect(within(table).getByText('招待中')).toBeTruthy();
    expect(within(table).getAllByText('作業者')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '管理者を追加' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新人 一子さんに招待メールを再送' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '佐藤 次郎さんに招待メールを再送' })).toBeNull();
    // The signed-in admin cannot delete themself.
    expect((screen.getByRole('button', { name: '山田 花子さんを削除' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('[MEMBERS] deleting asks first, naming the person, then shows 削除しました。', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/company-admins');
    await user.click(await screen.findByRole('button', { name: '佐藤 次郎さんを削除' }));
    const dialog = await screen.findByRole('dialog', { name: '管理者の削除' });
    expect(within(dialog).getByText(/佐藤 次郎（user8@example.co.jp）さんを削除します/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/v1/company_admins/8')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText('佐藤 次郎')).toBeNull());
  });

  it('[MEMBERS] a worker sees the list only, without any action', async () => {
    signedIn = signInAs('worker', { id: 8 });
    renderRoutes(routes, '/company-admins');
    expect(await screen.findByText('佐藤 次郎（あなた）')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '管理者を追加' })).toBeNull();
    expect(screen.queryByRole('button', { name: /削除/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
