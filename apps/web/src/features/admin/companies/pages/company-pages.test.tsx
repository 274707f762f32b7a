import type { TAdminCompanyDetail, TDiscardedCompany } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

const COMPANY: TAdminCompanyDetail = {
  id: 7,
  name: '株式会社みなと商会',
  name_kana: 'ミナトショウカイ',
  status: 'trial',
  postcode: '1050011',
  address: '東京都港区芝公園1-1-1',
  tel: '0312345678',
  url: null,
  daihyo_name: '港 一郎',
  date_start_contract: '2026-11-01',
  date_end_contract: '2026-12-01',
  created_at: '2026-10-30T01:00:00Z',
  discarded_at: null,
  admins: [
    {
      id: 70,
      role: 'admin',
      name: '港 花子',
      email: 'hanako@minato.example',
      confirmed: true,
      has_password: true,
      last_sign_in_at: '2026-11-20T00:00:00Z',
    },
  ],
  history: [
    {
      id: 1,
      event: 'status',
      from_status: 'email_authenticated',
      to_status: 'trial',
      actor_name: '運営 太郎',
      created_at: '2026-11-01T00:00:00Z',
    },
  ],
  usage: {
    employees: 12,
    diagnoses_issued: 30,
    diagnoses_completed: 21,
    last_sign_in_at: '2026-11-20T00:00:00Z',
  },
};

const DISCARDED: TDiscardedCompany = {
  id: 9,
  name: '株式会社あおば物流',
  name_kana: 'アオバブツリュウ',
  status: 'approved',
  discarded_at: '2026-10-01T00:00:00Z',
  discarded_by: '運営 太郎',
  employees: 40,
};

let server: TestServer;

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v1/admin/companies/7') return { status: 200, body: { data: COMPANY } };
  if (route === 'GET /api/v1/admin/companies/7/operator_actions') {
    return {
      status: 200,
      body: {
        data: {
          items: [
            {
              id: 3,
              system_admin_name: '運営 太郎',
              action: 'company.update',
              target_type: 'company',
              target_id: '7',
              summary: '企業「株式会社みなと商会」の情報を変更しました',
              changes: { tel: { before: '0300000000', after: '0312345678' } },
              created_at: '2026-11-10T00:00:00Z',
            },
          ],
          total: 1,
          page: 1,
          per: 10,
        },
      },
    };
  }
  if (route === 'DELETE /api/v1/admin/companies/7') {
    return {
      status: 200,
      body: { data: { id: 7, name: COMPANY.name, discarded_at: '2026-11-24T00:00:00Z' } },
    };
  }
  if (route === 'GET /api/v1/admin/company/discarded_index') {
    return { status: 200, body: { data: { items: [DISCARDED], total: 1, page: 1, per: 50 } } };
  }
  if (route === 'DELETE /api/v1/admin/companies/9/destroy_physical') {
    return { status: 200, body: { data: { id: 9, name: DISCARDED.name, files_removed: 2 } } };
  }
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

describe('[ADMIN] a company page', () => {
  it('shows the contract period, usage, admins, history and the action log with before and after', async () => {
    renderRoutes(routes, '/admin/companies/7');
    expect(await screen.findByRole('heading', { level: 1, name: '株式会社みなと商会' })).toBeTruthy();
    const contract = screen.getByRole('region', { name: '契約期間' });
    expect(within(contract).getByText('トライアル終了日')).toBeTruthy();
    expect(within(contract).getByText('2026年12月1日')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '利用状況' })).getByText('21件')).toBeTruthy();
    expect(screen.getByRole('button', { name: '本契約にする（港 花子）' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'ステータス履歴' })).getByText('承認待ち → トライアル'),
    ).toBeTruthy();
    const log = await screen.findByRole('list', { name: '運営の操作履歴' });
    expect(within(log).getByText('電話番号')).toBeTruthy();
    expect(within(log).getByText('0312345678')).toBeTruthy();
    expect(screen.getByRole('link', { name: '社員一覧' }).getAttribute('href')).toBe(
      '/admin/companies/7/employees',
    );
    expect(screen.getByRole('link', { name: '契約と料金' }).getAttribute('href')).toBe(
      '/admin/companies/7/contract',
    );
  });

  it('discards after a confirmation that names what stops working', async () => {
    const { user, router } = renderRoutes(routes, '/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: '企業を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'この企業を削除しますか？' });
    expect(within(dialog).getByText(/管理者は全員ログインできなくなり/)).toBeTruthy();
    expect(within(dialog).getByText(/受検者には利用停止の案内が表示されます/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies'));
    const del = server.requests.find((r) => r.method === 'DELETE');
    expect(del?.url).toBe('/api/v1/admin/companies/7');
    expect(del?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });
});

describe('[ADMIN] 削除済み企業', () => {
  it('destroys a company only once its name is typed in full', async () => {
    const { user } = renderRoutes(routes, '/admin/discarded');
    const table = await screen.findByRole('table', { name: '削除済み企業' });
    expect(within(table).getByText('運営 太郎')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: '完全に削除（株式会社あおば物流）' }));
    const dialog = await screen.findByRole('dialog', { name: '企業を完全に削除しますか？' });
    const confirm = within(dialog).getByRole('button', { name: '完全に削除する' }) as HTMLButtonElement;
    const name = within(dialog).getByRole('textbox', { name: '企業名' });
    await user.type(name, '株式会社あおば');
    expect(confirm.disabled).toBe(true);
    await user.type(name, '物流');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText('「株式会社あおば物流」を完全に削除しました。')).toBeTruthy();
    const del = server.requests.find((r) => r.method === 'DELETE');
    expect(del?.url).toBe('/api/v1/admin/companies/9/destroy_physical');
    expect(JSON.parse(del?.body ?? '{}')).toEqual({ company_name: '株式会社あおば物流' });
  });
});
