import { BLOCK_COUNT, type TExamLink, ZDeviceFacts } from '@mirume/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { blockPayload } from '@/test/records/exam-payloads';
import { renderRoutes } from '@/test/render';
import {
  apiError,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '@/test/test-server';
import { deviceKeyStorageKey } from '../lib/device-key';
import { examStorageKey, saveExam } from '../lib/exam-store';
import { maintenancePoll } from '../lib/use-maintenance-end';

const TOKEN = 'T'.repeat(43);
const LINK_URL = `/api/v1/exam/links/${TOKEN}`;

let server: TestServer;
let link: Reply;
let received: Set<number>;
let completeReply: Reply | null;
let maintenance: boolean;
/** The device key the test was started with on the server (null: not started with a key). */
let startedKey: string | null;
const THIS_DEVICE = 'this-device-key-0001';
let sessionReply: Reply | null;

function examLink(overrides: Partial<TExamLink> = {}): TExamLink {
  return {
    state: 'ready',
    company_name: '株式会社サンプル商事',
    diagnosis_type: 'senkou',
    last_name: '山田',
    first_name: '太郎',
    deadline: '2026-12-01T14:59:00.000Z',
    message: '選考へのご応募ありがとうございます。',
    estimated_minutes: 10,
    session: null,
    ...overrides,
  };
}

const sessionState = (blocks: number[]) => ({
  seed: 12345,
  protocol_version: 'mv1',
  received_blocks: blocks,
  next_block_index: blocks.length,
  status: 'in_progress' as const,
  other_device: false,
});

function handle(request: RecordedRequest): Reply {
  const { method, url } = request;
  if (method === 'GET' && url === '/api/v1/maintenance_mode') {
    return { status: 200, body: { maintenance_flag: maintenance } };
  }
  if (maintenance)
    return apiError(450, 'MAINTENANCE', 'ただいまメンテナンス中です。しばらくお待ちください。');
  if (method === 'GET' && url === LINK_URL) return link;
  if (method === 'POST' && url === `${LINK_URL}/session` && sessionReply) return sessionReply;
  if (method === 'POST' && url === `${LINK_URL}/session`) {
    const key = (JSON.parse(request.body ?? '{}') as { device_key?: string }).device_key;
    const state = { ...sessionState([...received]), other_device: Boolean(startedKey && key !== startedKey) };
    return { status: 201, body: { data: state } };
  }
  const put = url.match(/\/blocks\/(\d+)$/);
  if (method === 'PUT' && put) {
    received.add(Number(put[1]));
    return {
      status: 200,
      body: { data: { received_blocks: [...received], next_block_index: received.size } },
    };
  }
  if (method === 'POST' && url === `${LINK_URL}/complete`) {
    return completeReply ?? { status: 200, body: { data: { status: 'completed' } } };
  }
  return apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
}

beforeAll(async () => {
  server = await startTestServer(handle);
});
beforeEach(() => {
  server.requests.length = 0;
  received = new Set();
  completeReply = null;
  maintenance = false;
  sessionReply = null;
  maintenancePoll.ms = 50;
  startedKey = null;
  // This browser has taken part before: resuming here is no second device.
  window.localStorage.setItem(deviceKeyStorageKey(TOKEN), THIS_DEVICE);
  link = { status: 200, body: { data: examLink() } };
  configureApiClient({ baseUrl: server.origin });
});
afterAll(() => server.close());

const open = () => renderRoutes(routes, `/exam/${TOKEN}`);

describe('[EXAM] the entry page answers every state of a link in plain Japanese', () => {
  it('an unknown link', async () => {
    link = apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
    open();
    expect(await screen.findByRole('heading', { name: 'この診断リンクは無効です' })).toBeTruthy();
    expect(screen.getByText(/URLをご確認いただくか/)).toBeTruthy();
  });

  it('an expired or used link', async () => {
    link = apiError(
      410,
      'GONE',
      'この診断リンクは受検期限を過ぎています。発行元の企業にお問い合わせください。',
    );
    open();
    expect(await screen.findByRole('heading', { name: 'この診断リンクはご利用いただけません' })).toBeTruthy();
    expect(screen.getByText(/受検期限を過ぎています/)).toBeTruthy();
    expect(screen.getByText(/企業の担当者さまへご連絡ください/)).toBeTruthy();
  });

  it('a test already taken', async () => {
    link = { status: 200, body: { data: examLink({ state: 'completed' }) } };
    open();
    expect(await screen.findByRole('heading', { name: '受検済みです' })).toBeTruthy();
  });

  it('a failed connection offers a retry that loads the test', async () => {
    const gone = await startTestServer(() => ({ status: 200 }));
    await gone.close();
    configureApiClient({ baseUrl: gone.origin });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: '接続できませんでした' })).toBeTruthy();
    configureApiClient({ baseUrl: server.origin });
    await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
    expect(await screen.findByText('山田 太郎 様')).toBeTruthy();
  });
});

describe('[EXAM] maintenance (450) during the test', () => {
  it('shows the maintenance notice, not a connection failure, and opens the test when it ends', async () => {
    maintenance = true;
    open();
    expect(await screen.findByRole('heading', { name: 'ただいまメンテナンス中です' })).toBeTruthy();
    expect(screen.getByText(/自動で受検を再開します/)).toBeTruthy();
    expect(screen.queryByText(/通信環境をご確認/)).toBeNull();
    maintenance = false;
    expect(await screen.findByText('山田 太郎 様')).toBeTruthy();
  });
});

describe('[EXAM] confirm before start', () => {
  it('shows who and what, and requires consent before anything is recorded', async () => {
    const { user } = open();
    expect(
      await screen.findByRole('heading', { name: /株式会社サンプル商事から適性診断のご案内/ }),
    ).toBeTruthy();
    expect(screen.getByText('山田 太郎 様')).toBeTruthy();
    expect(screen.getByText('選考へのご応募ありがとうございます。')).toBeTruthy();
    expect(screen.getByText('所要時間は約10分です')).toBeTruthy();
    expect(screen.getByText(/2026年12月1日\(火\) 23:59/)).toBeTruthy();
    expect(screen.getByText(/株式会社サンプル商事の採用選考の参考として利用されます/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '利用規約' }).getAttribute('target')).toBe('_blank');

    const next = screen.getByRole('button', { name: '同意して次へ' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: '上記の利用目的に同意します' }));
    expect(next.disabled).toBe(false);
    await user.click(next);

    expect(await screen.findByRole('heading', { name: '練習（単純反応）' })).toBeTruthy();
    const post = server.requests.find((r) => r.url === `${LINK_URL}/session`);
    const body = JSON.parse(post?.body ?? '{}');
    expect(body.consent).toBe(true);
    expect(ZDeviceFacts.safeParse(body).success).toBe(true);
    expect(post?.headers['access-token']).toBeUndefined();
    expect(screen.getByText('ステップ 3 / 11')).toBeTruthy();
    expect(screen.getByRole('button', { name: '練習を始める' })).toBeTruthy();
  });
});

describe('[EXAM] a network change mid-test', () => {
  it('does not reload the link or move the examinee', async () => {
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState([0, 1, 2]) }) },
    };
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: '再開する' }));
    expect(await screen.findByRole('heading', { name: '選択反応' })).toBeTruthy();
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState([0, 1, 2, 3]) }) },
    };
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('heading', { name: '選択反応' })).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });
});

describe('[EXAM] the same link on a second device', () => {
  it('tells the examinee the test was started elsewhere, then resumes where it stopped', async () => {
    window.localStorage.removeItem(deviceKeyStorageKey(TOKEN));
    startedKey = 'first-device-key-0001';
    received = new Set([0, 1, 2]);
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState([0, 1, 2]) }) },
    };
    const { user } = open();
    expect(await screen.findByRole('heading', { name: '前回の続きから再開します' })).toBeTruthy();
    expect(screen.getByText(/別の端末で開始されています/)).toBeTruthy();
    const start = server.requests.find((r) => r.method === 'POST' && r.url.endsWith('/session'));
    const sentKey = (JSON.parse(start?.body ?? '{}') as { device_key?: string }).device_key;
    expect(sentKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sentKey).toBe(window.localStorage.getItem(deviceKeyStorageKey(TOKEN)));
    await user.click(screen.getByRole('button', { name: '再開する' }));
    expect(await screen.findByRole('heading', { name: '選択反応' })).toBeTruthy();
  });

  it('says nothing on the device that started the test', async () => {
    startedKey = THIS_DEVICE;
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState([0, 1, 2]) }) },
    };
    open();
    expect(await screen.findByRole('heading', { name: '前回の続きから再開します' })).toBeTruthy();
    expect(screen.queryByText(/別の端末で開始されています/)).toBeNull();
  });
});

describe('[EXAM] resuming after a reload', () => {
  it('continues at the first block the server does not have, from its instructions', async () => {
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState([0, 1, 2]) }) },
    };
    const { user } = open();
    expect(await screen.findByRole('heading', { name: '前回の続きから再開します' })).toBeTruthy();
    expect(screen.getByText(/「選択反応」から再開します/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '再開する' }));
    expect(await screen.findByRole('heading', { name: '選択反応' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '始める' })).toBeTruthy();
  });

  it('resends blocks finished here that the server lacks, and skips them', async () => {
    received = new Set([0, 1, 2]);
    saveExam(TOKEN, { payloads: { 2: blockPayload(2), 3: blockPayload(3) }, acked: [2] });
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState([0, 1, 2]) }) },
    };
    open();
    expect(await screen.findByText(/「抑制課題」から再開します/)).toBeTruthy();
    await waitFor(() => expect(received.has(3)).toBe(true));
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.url)).toEqual([
      `${LINK_URL}/blocks/3`,
    ]);
  });

  it('forgets what this browser stored when the link was never started', async () => {
    saveExam(TOKEN, { payloads: { 0: blockPayload(0) }, acked: [] });
    open();
    expect(await screen.findByText('山田 太郎 様')).toBeTruthy();
    expect(window.localStorage.getItem(examStorageKey(TOKEN))).toBeNull();
  });
});

describe('[EXAM] submission', () => {
  it('sends what is left, completes once and thanks the examinee without showing scores', async () => {
    const all = Array.from({ length: BLOCK_COUNT }, (_, i) => i);
    received = new Set(all.slice(0, -1));
    saveExam(TOKEN, { payloads: { [BLOCK_COUNT - 1]: blockPayload(BLOCK_COUNT - 1) }, acked: [] });
    link = {
      status: 200,
      body: { data: examLink({ state: 'in_progress', session: sessionState(all.slice(0, -1)) }) },
    };
    open();
    expect(await screen.findByRole('heading', { name: '受検が完了しました' })).toBeTruthy();
    const calls = server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(calls).toEqual([`PUT ${LINK_URL}/blocks/${BLOCK_COUNT - 1}`, `POST ${LINK_URL}/complete`]);
    expect(screen.getByText(/株式会社サンプル商事へ送信されました/)).toBeTruthy();
    expect(window.localStorage.getItem(examStorageKey(TOKEN))).toBeNull();
  });

  it('shows the expired page when the server refuses the results as gone', async () => {
    const all = Array.from({ length: BLOCK_COUNT }, (_, i) => i);
    completeReply = apiError(
      410,
      'GONE',
      'この診断リンクは受検期限を過ぎています。発行元の企業にお問い合わせください。',
    );
    link = { status: 200, body: { data: examLink({ state: 'in_progress', session: sessionState(all) }) } };
    open();
    expect(await screen.findByRole('heading', { name: 'この診断リンクはご利用いただけません' })).toBeTruthy();
  });
});
