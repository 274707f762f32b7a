import type { TAdminInquirySummary } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;

const inquiry = (id: number, over: Partial<TAdminInquirySummary> = {}): TAdminInquirySummary => ({
  id,
  kind: 'general',
  kubun: 'service',
  status: 'new',
  subject: `お問い合わせ${id}`,
  name: '山田 花子',
  email: 'hanako@example.test',
  company_name: 'デモ株式会社',
  company_id: 1,
  assignee_id: null,
  assignee_name: null,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  ...over,
});

/** 45 inquiries; `q` keeps those whose subject contains it. */
function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (url.pathname === '/api/v1/admin/inquiries') {
    const q = url.searchParams.get('q') ?? '';
    const page = Number(url.searchParams.get('page') ?? '1');
    const per = Number(url.searchParams.get('per') ?? '20');
    const all = Array.from({ length: 45 }, (_, i) => inquiry(i + 1)).filter((i) => i.subject.includes(q));
    return {
      status: 200,
      body: {
        data: { items: all.slice((page - 1) * per, page * per), total: all.length, page, per, new_count: 45 },
      },
    };
  }
  return fakeApi(fakeApiState({}))(request);
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

const listCalls = () => server.requests.filter((r) => r.url.startsWith('/api/v1/admin/inquiries'));

describe('[INQUIRIES] the operator inbox keeps its condition in the URL', () => {
  it('[INQUIRIES] reads status, 区分 and page from the URL and asks the API with them', async () => {
    signInAsSystemAdmin();
    renderRoutes(routes, '/admin/inquiries?status=new&kubun=service&page=2&per=20&assignee=bogus');
    const table = await screen.findByRole('table', { name: 'お問い合わせ一覧' });
    // The header and the 21st to 40th inquiries.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('お問い合わせ21')).toBeTruthy();
    const asked = new URL(listCalls().at(-1)?.url ?? '', 'http://api.test').searchParams;
    expect(asked.get('status')).toBe('new');
    expect(asked.get('kubun')).toBe('service');
    expect(asked.get('page')).toBe('2');
    expect(asked.get('per')).toBe('20');
    // A value the list does not know is ignored rather than sent.
    expect(asked.get('assignee')).toBeNull();
  });

  it('[INQUIRIES] a search waits for typing to pause, goes back to page 1 and says when nothing matched', async () => {
    signInAsSystemAdmin();
    const { router, user } = renderRoutes(routes, '/admin/inquiries?page=2');
    await screen.findByText('45件中 21〜40件');
    await user.type(screen.getByLabelText('件名・本文・氏名・企業名・メールで検索'), 'お問い合わせ4');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%E3%81%8A%E5%95%8F%E3%81%84%E5%90%88%E3%82%8F%E3%81%9B4'),
    );
    expect(await screen.findByText('7件中 1〜7件')).toBeTruthy();
    await user.clear(screen.getByLabelText('件名・本文・氏名・企業名・メールで検索'));
    await user.type(screen.getByLabelText('件名・本文・氏名・企業名・メールで検索'), '該当なし');
    expect(await screen.findByText('条件に合うお問い合わせはありません')).toBeTruthy();
  });

  it('[INQUIRIES] the next page and rows per page change the URL', async () => {
    signInAsSystemAdmin();
    const { router, user } = renderRoutes(routes, '/admin/inquiries');
    await screen.findByText('45件中 1〜20件');
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await screen.findByText('45件中 21〜40件');
    expect(router.state.location.search).toBe('?page=2');
  });
});
