import { type TUndiagnosedItem, tokyoDate } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { addDays } from '@/lib/dates';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { issuedLink, listAnswer, unissuedPerson } from '@/test/records/diagnosis';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { UNDIAGNOSED_CONDITION_KEY } from '../lib/undiagnosed-condition';

let server: TestServer;
let signedIn = signInAs('admin');
let links = [issuedLink(1), issuedLink(2, { status: 'in_progress', started_at: '2026-11-21T02:00:00Z' })];
/** People never issued a diagnosis (未発行), listed after the links. */
let unissued: TUndiagnosedItem[] = [];
/** Holds PATCH answers back until released, to see the check mark change before the server answers. */
let releasePatch: (() => void) | null = null;

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'GET' && url.pathname === '/api/v1/companies/3/undiagnosis_list') {
    const status = url.searchParams.get('status');
    const rows = [...links, ...unissued] as TUndiagnosedItem[];
    return { status: 200, body: listAnswer(rows.filter((l) => !status || l.status === status)) };
  }
  if (
    request.method === 'PATCH' &&
    url.pathname.startsWith('/api/v1/shindan_musashino_senkous/update_checked/')
  ) {
    await new Promise<void>((resolve) => {
      releasePatch = resolve;
    });
    const id = Number(url.pathname.split('/').at(-1));
    const { checked } = JSON.parse(request.body);
    links = links.map((l) => (l.id === id ? { ...l, checked } : l));
    return { status: 200, body: { data: links.find((l) => l.id === id) } };
  }
  if (request.method === 'DELETE' && url.pathname === '/api/v1/shindan_musashino_senkous') {
    const { ids } = JSON.parse(request.body) as { ids: number[] };
    links = links.filter((l) => !ids.includes(l.id));
    return { status: 200, body: { data: { deleted: ids.length } } };
  }
  if (request.method === 'POST' && url.pathname === '/api/v1/companies/3/bulk_upsert_url') {
    return { status: 200, body: { data: { created: 0, resent: 1, links: [] } } };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  links = [issuedLink(1), issuedLink(2, { status: 'in_progress', started_at: '2026-11-21T02:00:00Z' })];
  unissued = [];
  releasePatch = null;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const listCalls = () =>
  server.requests
    .filter((r) => r.method === 'GET' && r.url.includes('/undiagnosis_list'))
    .map((r) => new URL(r.url, 'http://api.test').searchParams);
const sent = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.url.includes(path)).map((r) => JSON.parse(r.body));

describe('[DIAGNOSIS] /diagnosis/undiagnosed-list', () => {
  it('[DIAGNOSIS] search and filters become the query string and are kept in sessionStorage', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/undiagnosed-list');
    const table = await screen.findByRole('table', { name: '未受検一覧' });
    expect(within(table).getByRole('link', { name: '山田 太郎1' }).getAttribute('href')).toBe(
      '/employees/101',
    );
    expect(within(table).getByText('受検中')).toBeTruthy();
    expect(listCalls()[0]?.get('per')).toBe('50');

    await user.click(screen.getByRole('combobox', { name: '状態' }));
    await user.click(await screen.findByRole('option', { name: '受検中' }));
    await user.type(screen.getByLabelText('氏名・フリガナ・社員番号・メールアドレスで検索'), 'ヤマダ');
    await waitFor(() => expect(listCalls().some((p) => p.get('q') === 'ヤマダ')).toBe(true));
    const last = listCalls().at(-1);
    expect(last?.get('status')).toBe('in_progress');
    expect(last?.get('sort')).toBe('created_at');
    expect(last?.get('order')).toBe('desc');
    expect(JSON.parse(window.sessionStorage.getItem(UNDIAGNOSED_CONDITION_KEY) ?? '{}')).toMatchObject({
      status: 'in_progress',
      q: 'ヤマダ',
      page: 1,
    });

    await user.click(within(table).getByRole('button', { name: '受検期限' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('deadline'));
    expect(listCalls().at(-1)?.get('order')).toBe('asc');
  });

  it('[DIAGNOSIS] the dashboard’s links open the list already filtered', async () => {
    signedIn = signInAs('admin');
    renderRoutes(
      routes,
      '/diagnosis/undiagnosed-list?status=issued&issued_from=2026-11-01&issued_to=2026-11-30',
    );
    await screen.findByRole('table', { name: '未受検一覧' });
    const first = listCalls()[0];
    expect(first?.get('status')).toBe('issued');
    expect(first?.get('issued_from')).toBe('2026-11-01');
    expect(first?.get('issued_to')).toBe('2026-11-30');
  });

  it('[DIAGNOSIS] a check mark changes at once, before the server answers', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/undiagnosed-list');
    const table = await screen.findByRole('table', { name: '未受検一覧' });
    const toggle = within(table).getByRole('switch', { name: '山田 太郎1のチェック' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(releasePatch).not.toBeNull());
    expect(toggle.checked).toBe(true);
    releasePatch?.();
    await waitFor(() => expect(sent('PATCH', '/update_checked/1')).toEqual([{ checked: true }]));
  });

  it('[DIAGNOSIS] deleting asks first, names how many, and leaves started links alone', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/undiagnosed-list');
    const table = await screen.findByRole('table', { name: '未受検一覧' });
    await user.click(within(table).getByRole('checkbox', { name: 'このページをすべて選択' }));
    expect(screen.getByText(/2件を選択中/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: '診断リンクの削除' });
    expect(dialog.textContent).toContain('1件の診断リンクを削除します。');
    expect(dialog.textContent).toContain('受検を開始している1件は削除されません');
    expect(sent('DELETE', '/shindan_musashino_senkous')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));

    expect(await screen.findByText('削除しました。')).toBeTruthy();
    expect(sent('DELETE', '/shindan_musashino_senkous')).toEqual([{ ids: [1] }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: '山田 太郎1' })).toBeNull());
  });

  it('[DIAGNOSIS] re-sending asks for the new deadline and mails the link again', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/undiagnosed-list');
    const table = await screen.findByRole('table', { name: '未受検一覧' });
    await user.click(within(table).getByRole('button', { name: '山田 太郎1の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: 'メールを再送信' }));
    const dialog = await screen.findByRole('dialog', { name: '診断メールの再送信' });
    expect(within(dialog).getByText('1名に診断メールを再送信します。よろしいですか？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '再送信する' }));

    expect(await screen.findByText('メールを送信しました')).toBeTruthy();
    expect(sent('POST', '/bulk_upsert_url')).toEqual([
      { diagnosis_type: 'employee', deadline: addDays(tokyoDate(new Date()), 14), link_ids: [1] },
    ]);
  });

  it('[DIAGNOSIS] with nothing open, the list says so and offers the issue page', async () => {
    signedIn = signInAs('admin');
    links = [];
    renderRoutes(routes, '/diagnosis/undiagnosed-list');
    expect(await screen.findByText('未発行・未受検の社員はいません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '診断リンクを発行する' }).getAttribute('href')).toBe(
      '/diagnosis/link_issue',
    );
  });

  it('[DIAGNOSIS] people never issued a diagnosis are listed as 未発行, with a 未発行 filter, and cannot be selected', async () => {
    signedIn = signInAs('admin');
    unissued = [unissuedPerson(300)];
    const { user } = renderRoutes(routes, '/diagnosis/undiagnosed-list');
    const table = await screen.findByRole('table', { name: '未受検一覧' });
    const row = within(table).getByRole('link', { name: '山田 次郎300' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('未発行')).toBeTruthy();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('switch')).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: 'このページをすべて選択' }));
    expect(screen.getByText(/2件を選択中/)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: '状態' }));
    await user.click(await screen.findByRole('option', { name: '未発行' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('unissued'));
    await waitFor(() => expect(within(table).queryByRole('link', { name: '山田 太郎1' })).toBeNull());
    expect(within(table).getByRole('link', { name: '山田 次郎300' })).toBeTruthy();
  });
});
