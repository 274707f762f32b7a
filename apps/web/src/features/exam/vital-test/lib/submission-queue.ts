/**
 * Sends finished blocks to the server, one at a time in block order, and keeps trying until each
 * is acknowledged: network failures and server errors (5xx, 408, 429) and maintenance (450) are retried with
 * exponential backoff and at once when the browser reports `online`. The examinee goes on with
 * the next block meanwhile. Every payload is in localStorage before its first attempt, and the
 * PUT is idempotent on the server, so a resend after a lost answer does no harm.
 * Other 4xx answers (the link expired, the payload was refused) are not retried: the page shows
 * them.
 */
import { MAINTENANCE_STATUS, type TBlockPayload } from '@mirume/shared';
import { ApiError } from '@/lib/api-client';
import { putExamBlock } from '../api/put-exam-block';
import { loadExam, type StoredExam, saveExam } from './exam-store';

export interface QueueState {
  /** Blocks saved here and not yet acknowledged, in order. */
  pending: number[];
  acked: number[];
  /** The last attempt failed for want of a network. */
  offline: boolean;
  /** The last attempt was answered 450: the service is under maintenance and will come back. */
  maintenance: boolean;
  /** A refusal that retrying will not fix. */
  failure: ApiError | null;
}

export interface SubmissionQueue {
  /** Saves a finished block and sends it. Adding a block again replaces the unsent copy. */
  add(payload: TBlockPayload): void;
  /** Records blocks the server already holds (from GET link on resume). */
  markReceived(indices: readonly number[]): void;
  /** Tries the pending blocks now. */
  flush(): void;
  getState(): QueueState;
  subscribe(listener: (state: QueueState) => void): () => void;
  /** Resolves when nothing is pending. */
  drained(): Promise<void>;
  dispose(): void;
}

export interface SubmissionQueueOptions {
  token: string;
  send?: (token: string, payload: TBlockPayload) => Promise<unknown>;
  storage?: Storage;
  /** Wait before retry number `attempt` (1-based). */
  retryDelay?: (attempt: number) => number;
}

export const defaultRetryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/**
 * Worth trying again: no answer (offline), server errors, timeouts, rate limits and maintenance
 * (450: the service comes back, and the examinee's work must survive it).
 */
export function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 429 || status === MAINTENANCE_STATUS;
}

export function createSubmissionQueue(options: SubmissionQueueOptions): SubmissionQueue {
  const { token, send = putExamBlock, retryDelay = defaultRetryDelay } = options;
  const storage = options.storage ?? window.localStorage;
  const exam: StoredExam = loadExam(token, storage);
  const listeners = new Set<(state: QueueState) => void>();
  const waiters: Array<() => void> = [];
  let offline = false;
  let maintenance = false;
  let failure: ApiError | null = null;
  let sending = false;
  /** A flush was asked for while a send was in flight (e.g. `online` during a doomed attempt). */
  let flushAgain = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const pending = () =>
    Object.keys(exam.payloads)
      .map(Number)
      .filter((i) => !exam.acked.includes(i))
      .sort((a, b) => a - b);

  const getState = (): QueueState => ({
    pending: pending(),
    acked: [...exam.acked],
    offline,
    maintenance,
    failure,
  });

  const notify = () => {
    const state = getState();
    for (const listener of listeners) listener(state);
    if (state.pending.length === 0) for (const resolve of waiters.splice(0)) resolve();
  };

  const ack = (indices: readonly number[]) => {
    for (const i of indices) if (!exam.acked.includes(i)) exam.acked.push(i);
    exam.acked.sort((a, b) => a - b);
  };

  const flush = () => {
    if (disposed || failure) return;
    if (sending) {
      flushAgain = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    const index = pending()[0];
    if (index === undefined) {
      notify();
      return;
    }
    const payload = exam.payloads[index] as TBlockPayload;
    sending = true;
    flushAgain = false;
    send(token, payload).then(
      () => {
        sending = false;
        attempt = 0;
        offline = false;
        maintenance = false;
        // A 2xx answer to the PUT means the server holds the block (a repeat is answered the same).
        ack([index]);
        saveExam(token, exam, storage);
        notify();
        flush();
      },
      (error: unknown) => {
        sending = false;
        if (disposed) return;
        if (!retryable(error)) {
          failure = error instanceof ApiError ? error : null;
          notify();
          return;
        }
        offline = error instanceof ApiError && error.status === 0;
        maintenance = error instanceof ApiError && error.status === MAINTENANCE_STATUS;
        attempt += 1;
        timer = setTimeout(flush, flushAgain ? 0 : retryDelay(attempt));
        notify();
      },
    );
  };

  const onOnline = () => flush();
  window.addEventListener('online', onOnline);

  return {
    add(payload) {
      exam.payloads[payload.block_index] = payload;
      exam.acked = exam.acked.filter((i) => i !== payload.block_index);
      saveExam(token, exam, storage);
      notify();
      flush();
    },
    markReceived(indices) {
      ack(indices);
      saveExam(token, exam, storage);
      notify();
    },
    flush,
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drained() {
      if (pending().length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      listeners.clear();
    },
  };
}
