import {
  DEADLINE_PAST_MESSAGE,
  NO_EMAIL_MESSAGE,
  NO_TARGET_MESSAGE,
  type TBulkUpsertUrlRequest,
  tokyoDate,
} from '@mirume/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { addDays } from '@/lib/dates';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { issuedLink, listAnswer } from '@/test/records/diagnosis';
import { EMPTY_CHART, listItem } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import {
  apiError,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '@/test/test-server';
import { ISSUED_LINK_CONDITION_KEY } from '../lib/issue-condition';

let server: TestServer;
let signedIn = signInAs('admin');
/** What the next POST bulk_upsert_url answers. */
let upsertReply: Reply | null = null;
const saved: { name: string; size: number }[] = [];

const PEOPLE = [
  listItem(1, { last_name: '鈴木', first_name: '一郎', email: 'suzuki@example.com' }),
  listItem(2, { last_name: '佐藤', first_name: '花子', email: 'sato@example.com' }),
  listItem(3, { last_name: '高橋', first_name: '次郎', email: null }),
];

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  switch (route) {
    case 'GET /api/v1/employees':
      return { status: 200, body: { data: { items: PEOPLE, total: PEOPLE.length, page: 1, per: 50 } } };
    case 'GET /api/v1/employees/2':
      return {
        status: 200,
        body: {
          data: {
            ...PEOPLE[1],
            birthday: null,
            hire_date: null,
            memo: null,
            created_at: '2026-11-01T00:00:00Z',
            updated_at: '2026-11-01T00:00:00Z',
          },
        },
      };
    case 'GET /api/v1/organization_charts':
      return { status: 200, body: EMPTY_CHART };
    case 'GET /api/v1/companies/3/undiagnosis_list':
      return { status: 200, body: listAnswer([issuedLink(9, { employee_id: 2, status: 'in_progress' })]) };
    case 'POST /api/v1/companies/3/bulk_upsert_url':
      return upsertReply ?? { status: 200, body: { data: { created: 1, resent: 0, links: [] } } };
    case 'POST /api/v1/companies/3/bulk_issue_ticket':
      return {
        status: 200,
        body: '%PDF-1.7 sheet',
        headers: {
          'content-type': 'application/pdf',
          'x-ticket-batch-id': '41',
          'content-disposition': 'attachment; filename="diagnosis-tickets-41.pdf"',
        },
      };
    case 'GET /api/v1/ticket_batches':
      return { status: 200, body: { data: { items: [], total: 0, page: 1, per: 10 } } };
    default:
      return fakeApi(fakeApiState({ user: signedIn }))(request);
  }
}

const originalClick = HTMLAnchorElement.prototype.click;

beforeAll(async () => {
  server = await startTestServer(handler);
  // jsdom has no object URLs; record what would have been saved instead.
  URL.createObjectURL = (blob: Blob) => {
    saved.push({ name: 'blob', size: blob.size });
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  };
});
beforeEach(() => {
  server.requests.length = 0;
  saved.length = 0;
  upsertReply = null;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  HTMLAnchorElement.prototype.click = originalClick;
  await server.close();
});

const posted = (path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.url.endsWith(path)).map((r) => JSON.parse(r.body));

describe('[DIAGNOSIS] /diagnosis/link_issue', () => {
  it('[DIAGNOSIS] chosen people get the mail after the confirmation; the snackbar says so and the list opens', async () => {
    signedIn = signInAs('admin');
    const { user, router } = renderRoutes(routes, '/diagnosis/link_issue');
    const table = await screen.findByRole('table', { name: '発行対象の社員' });

    // Someone without email cannot be chosen and says why; someone with an open link is marked.
    expect(within(table).getByRole('checkbox', { name: '高橋 次郎を選択' })).toHaveProperty('disabled', true);
    expect(within(table).getByText(NO_EMAIL_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('発行済み（受検中）')).toBeTruthy());

    await user.click(screen.getByRole('combobox', { name: /診断の種類/ }));
    await user.click(await screen.findByRole('option', { name: '社員診断' }));
    await user.click(within(table).getByRole('checkbox', { name: '鈴木 一郎を選択' }));
    await user.click(within(table).getByRole('checkbox', { name: '佐藤 花子を選択' }));
    expect(screen.getByText('2名を選択中')).toBeTruthy();
    await user.click(screen.getByLabelText('メッセージ（任意）'));
    await user.paste('期限内の受検をお願いします。');
    expect(screen.getByText('14 / 1,000文字')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '診断メールを送信する' }));
    const dialog = await screen.findByRole('dialog', { name: '診断メールの送信' });
    expect(within(dialog).getByText('2名に診断メールを送信します。よろしいですか？')).toBeTruthy();
    expect(within(dialog).getByText('鈴木 一郎、佐藤 花子')).toBeTruthy();
    expect(within(dialog).getByText('社員診断')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));

    expect(await screen.findByText('診断メールを発行しました')).toBeTruthy();
    const body = posted('/bulk_upsert_url')[0] as TBulkUpsertUrlRequest;
    expect(body).toEqual({
      diagnosis_type: 'employee',
      deadline: addDays(tokyoDate(new Date()), 14),
      message: '期限内の受検をお願いします。',
      employee_ids: [1, 2],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/undiagnosed-list'));
    // The settings stay for the next batch; the chosen people do not.
    const kept = JSON.parse(window.sessionStorage.getItem(ISSUED_LINK_CONDITION_KEY) ?? '{}');
    expect(kept).toMatchObject({ diagnosis_type: 'employee', picked: [] });
    // The first test also compiles the lazy page and the people list it reuses.
  });

  it('[DIAGNOSIS] nothing chosen or a past deadline is refused at the fields, without calling the API', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/link_issue');
    await screen.findByRole('table', { name: '発行対象の社員' });
    fireEvent.change(screen.getByLabelText(/受検期限/), { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: '診断メールを送信する' }));
    expect(await screen.findByText(NO_TARGET_MESSAGE)).toBeTruthy();
    expect(screen.getByText(DEADLINE_PAST_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted('/bulk_upsert_url')).toHaveLength(0);
  });

  it('[DIAGNOSIS] applicants typed or pasted from Excel are sent, and the API’s row errors come back to their rows', async () => {
    signedIn = signInAs('senkou_admin');
    upsertReply = apiError(422, 'VALIDATION_ERROR', '入力内容を確認してください。', {
      'applicants.1.email': ['このメールアドレスは既に登録されています'],
    });
    const { user } = renderRoutes(routes, '/diagnosis/link_issue');
    await user.click(await screen.findByRole('tab', { name: '応募者を入力' }));
    // A selection-only role is offered the selection diagnosis only.
    await user.click(screen.getByRole('combobox', { name: /診断の種類/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['選考用診断']);
    await user.keyboard('{Escape}');

    const first = screen.getByLabelText('1行目の姓');
    await user.click(first);
    await user.paste(
      '田中\t美咲\tタナカ\tミサキ\ttanaka@example.com\n伊藤\t健\tイトウ\tケン\tito@example.com',
    );
    expect((screen.getByLabelText('2行目のメールアドレス') as HTMLInputElement).value).toBe(
      'ito@example.com',
    );
    expect(screen.getByText('入力済み 2名')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '診断メールを送信する' }));
    const dialog = await screen.findByRole('dialog', { name: '診断メールの送信' });
    expect(within(dialog).getByText('2名に診断メールを送信します。よろしいですか？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));

    expect(await screen.findByText('このメールアドレスは既に登録されています')).toBeTruthy();
    expect(screen.getByLabelText('2行目のメールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(posted('/bulk_upsert_url')[0]).toMatchObject({
      diagnosis_type: 'senkou',
      applicants: [
        {
          last_name: '田中',
          first_name: '美咲',
          kana_last_name: 'タナカ',
          kana_first_name: 'ミサキ',
          email: 'tanaka@example.com',
        },
        {
          last_name: '伊藤',
          first_name: '健',
          kana_last_name: 'イトウ',
          kana_first_name: 'ケン',
          email: 'ito@example.com',
        },
      ],
    });
  });

  it('[DIAGNOSIS] a row with a wrong kana is marked before anything is sent', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/link_issue');
    await user.click(await screen.findByRole('tab', { name: '応募者を入力' }));
    const cells = {
      姓: '田中',
      名: '美咲',
      セイ: 'たなか',
      メイ: 'ミサキ',
      メールアドレス: 'tanaka@example.com',
    };
    for (const [label, value] of Object.entries(cells)) {
      await user.click(screen.getByLabelText(`1行目の${label}`));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: '診断メールを送信する' }));
    await waitFor(() =>
      expect(screen.getByLabelText('1行目のセイ').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[DIAGNOSIS] a person’s page links here with ?employee_id= and that person is already chosen', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/diagnosis/link_issue?employee_id=2');
    const table = await screen.findByRole('table', { name: '発行対象の社員' });
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: '佐藤 花子を選択' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(screen.getByText('1名を選択中')).toBeTruthy();
  });

  it('[DIAGNOSIS] tickets: the quantity is confirmed, the PDF sheet is saved, the snackbar says so', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/diagnosis/link_issue');
    await user.click(await screen.findByRole('tab', { name: 'チケットを発行' }));
    expect(await screen.findByText('まだチケットは発行されていません。')).toBeTruthy();
    const quantity = screen.getByLabelText(/発行枚数/);
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(screen.getByRole('button', { name: 'チケットを発行する' }));
    const dialog = await screen.findByRole('dialog', { name: 'チケットの発行' });
    expect(within(dialog).getByText('25枚の診断チケットを発行します。よろしいですか？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '発行する' }));

    expect(await screen.findByText('診断チケットを発行しました')).toBeTruthy();
    expect(posted('/bulk_issue_ticket')[0]).toMatchObject({ diagnosis_type: 'senkou', quantity: 25 });
    expect(saved).toEqual([{ name: 'diagnosis-tickets-41.pdf', size: '"%PDF-1.7 sheet"'.length }]);
  });
});
