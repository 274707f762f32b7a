/**
 * What this browser keeps of a test in localStorage, one entry per link token: every finished
 * block's payload and which of them the server has acknowledged. A payload is written before it
 * is sent, so losing the network, closing the tab or reloading never loses a finished block.
 * Storage may be unavailable (private mode, quota): the test then still runs from memory.
 */
import { BLOCK_COUNT, type TBlockPayload, ZBlockPayload } from '@mirume/shared';

export interface StoredExam {
  /** Finished blocks by block index. */
  payloads: Record<number, TBlockPayload>;
  /** Block indices the server has acknowledged. */
  acked: number[];
}

export const examStorageKey = (token: string) => `mirume.exam.${token}`;

const empty = (): StoredExam => ({ payloads: {}, acked: [] });

/** Reads the stored test; anything unreadable or not a valid payload is dropped. */
export function loadExam(token: string, storage: Storage = window.localStorage): StoredExam {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(examStorageKey(token)) ?? 'null');
  } catch {
    return empty();
  }
  if (!raw || typeof raw !== 'object') return empty();
  const { payloads, acked } = raw as { payloads?: unknown; acked?: unknown };
  const out = empty();
  for (const value of Object.values(payloads && typeof payloads === 'object' ? payloads : {})) {
    const parsed = ZBlockPayload.safeParse(value);
    if (parsed.success) out.payloads[parsed.data.block_index] = parsed.data;
  }
  if (Array.isArray(acked)) {
    out.acked = acked.filter((i): i is number => Number.isInteger(i) && i >= 0 && i < BLOCK_COUNT);
  }
  return out;
}

export function saveExam(token: string, exam: StoredExam, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(examStorageKey(token), JSON.stringify(exam));
  } catch {
    // Storage full or disabled: the queue keeps the payloads in memory for this page's life.
  }
}

export function clearExam(token: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(examStorageKey(token));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
