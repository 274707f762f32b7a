import { useSyncExternalStore } from 'react';
import type { QueueState, SubmissionQueue } from './submission-queue';

const IDLE: QueueState = { pending: [], acked: [], offline: false, maintenance: false, failure: null };

/** The submission queue's state as React state (null queue: nothing to send yet). */
export function useQueueState(queue: SubmissionQueue | null): QueueState {
  return useSyncExternalStore(
    (onChange) => (queue ? queue.subscribe(onChange) : () => {}),
    () => (queue ? snapshot(queue) : IDLE),
  );
}

// getState() builds a new object each call; keep one per distinct content so React sees no change.
const last = new WeakMap<SubmissionQueue, { key: string; state: QueueState }>();
function snapshot(queue: SubmissionQueue): QueueState {
  const state = queue.getState();
  const key = JSON.stringify([
    state.pending,
    state.acked,
    state.offline,
    state.maintenance,
    state.failure?.status ?? null,
  ]);
  const cached = last.get(queue);
  if (cached && cached.key === key) return cached.state;
  last.set(queue, { key, state });
  return state;
}
