import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { blockPayload } from '@/test/records/exam-payloads';
import { type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { examStorageKey, loadExam } from './exam-store';
import { createSubmissionQueue, type SubmissionQueue } from './submission-queue';

const TOKEN = 'a'.repeat(43);
let server: TestServer;
let replies: Reply[];
let received: Set<number>;
let queue: SubmissionQueue | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const next = replies.shift();
    if (next) return next;
    const index = Number(request.url.split('/').pop());
    received.add(index);
    return { status: 200, body: { data: { received_blocks: [...received], next_block_index: index + 1 } } };
  });
});
beforeEach(() => {
  server.requests.length = 0;
  replies = [];
  received = new Set();
  configureApiClient({ baseUrl: server.origin });
});
afterEach(() => queue?.dispose());
afterAll(() => server.close());

/** An origin nothing listens on: fetch fails as it does offline. */
async function deadOrigin() {
  const gone = await startTestServer(() => ({ status: 200 }));
  await gone.close();
  return gone.origin;
}

const puts = () =>
  server.requests.filter((r) => r.method === 'PUT').map((r) => Number(r.url.split('/').pop()));

describe('[EXAM] the submission queue', () => {
  it('saves each block locally before sending and sends blocks in order', async () => {
    queue = createSubmissionQueue({ token: TOKEN });
    queue.add(blockPayload(0));
    queue.add(blockPayload(1));
    expect(Object.keys(loadExam(TOKEN).payloads)).toEqual(['0', '1']);
    await queue.drained();
    expect(puts()).toEqual([0, 1]);
    expect(server.requests[0]?.url).toBe(`/api/v1/exam/links/${TOKEN}/blocks/0`);
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual(blockPayload(0));
    expect(server.requests[0]?.headers['access-token']).toBeUndefined();
    expect(loadExam(TOKEN).acked).toEqual([0, 1]);
  });

  it('keeps blocks while offline and sends them when the browser is back online', async () => {
    configureApiClient({ baseUrl: await deadOrigin() });
    queue = createSubmissionQueue({ token: TOKEN, retryDelay: () => 60_000 });
    const states: boolean[] = [];
    queue.subscribe((s) => states.push(s.offline));
    queue.add(blockPayload(0));
    await expect.poll(() => queue?.getState().offline).toBe(true);
    queue.add(blockPayload(1));
    expect(queue.getState().pending).toEqual([0, 1]);
    expect(loadExam(TOKEN).acked).toEqual([]);

    configureApiClient({ baseUrl: server.origin });
    window.dispatchEvent(new Event('online'));
    await queue.drained();
    expect(puts()).toEqual([0, 1]);
    expect(queue.getState()).toMatchObject({ pending: [], acked: [0, 1], offline: false, failure: null });
  });

  it('retries server errors with backoff until the block is acknowledged', async () => {
    replies = [
      { status: 503, body: { error: { code: 'INTERNAL', message: '混み合っています' } } },
      { status: 500, body: { error: { code: 'INTERNAL', message: 'サーバーエラー' } } },
    ];
    const delays: number[] = [];
    queue = createSubmissionQueue({
      token: TOKEN,
      retryDelay: (attempt) => {
        delays.push(attempt);
        return 5;
      },
    });
    queue.add(blockPayload(3));
    await queue.drained();
    expect(puts()).toEqual([3, 3, 3]);
    expect(delays).toEqual([1, 2]);
  });

  it('waits out maintenance (450) and sends the block when the service is back', async () => {
    replies = [
      { status: 450, body: { error: { code: 'MAINTENANCE', message: 'ただいまメンテナンス中です。' } } },
    ];
    queue = createSubmissionQueue({ token: TOKEN, retryDelay: () => 5 });
    queue.add(blockPayload(2));
    await queue.drained();
    expect(puts()).toEqual([2, 2]);
    expect(received.has(2)).toBe(true);
  });

  it('does not send acknowledged blocks again, also after a reload', async () => {
    queue = createSubmissionQueue({ token: TOKEN });
    queue.add(blockPayload(0));
    await queue.drained();
    queue.dispose();

    queue = createSubmissionQueue({ token: TOKEN });
    queue.markReceived([1]);
    queue.flush();
    await queue.drained();
    expect(puts()).toEqual([0]);
  });

  it('resends after a reload what was saved but never acknowledged', async () => {
    configureApiClient({ baseUrl: await deadOrigin() });
    queue = createSubmissionQueue({ token: TOKEN, retryDelay: () => 60_000 });
    queue.add(blockPayload(2));
    await expect.poll(() => queue?.getState().offline).toBe(true);
    queue.dispose();

    configureApiClient({ baseUrl: server.origin });
    queue = createSubmissionQueue({ token: TOKEN });
    expect(queue.getState().pending).toEqual([2]);
    queue.flush();
    await queue.drained();
    expect(puts()).toEqual([2]);
  });

  it('stops on a refusal retrying cannot fix and reports it', async () => {
    replies = [{ status: 410, body: { error: { code: 'GONE', message: '受検期限を過ぎています' } } }];
    queue = createSubmissionQueue({ token: TOKEN, retryDelay: () => 5 });
    queue.add(blockPayload(0));
    await expect.poll(() => queue?.getState().failure?.status).toBe(410);
    await new Promise((r) => setTimeout(r, 30));
    expect(puts()).toEqual([0]);
    expect(queue.getState().pending).toEqual([0]);
  });

  it('drops stored data that is not a valid payload', () => {
    window.localStorage.setItem(
      examStorageKey(TOKEN),
      JSON.stringify({
        payloads: { 0: blockPayload(0), 1: { block_index: 1, scores: 99 } },
        acked: [0, 'x'],
      }),
    );
    expect(loadExam(TOKEN)).toEqual({ payloads: { 0: blockPayload(0) }, acked: [0] });
  });
});
