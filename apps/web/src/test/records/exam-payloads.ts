/** Minimal valid block payloads for tests of the submission and resume logic. */
import { BLOCK_COUNT, BLOCKS, PROTOCOL_VERSION, type TBlockPayload } from '@mirume/shared';

export function blockPayload(index: number): TBlockPayload {
  const base = {
    protocol_version: PROTOCOL_VERSION as typeof PROTOCOL_VERSION,
    started_at: '2026-11-22T01:00:00.000Z',
    t_start: 1000,
    t_end: 9000,
  };
  if (index === BLOCK_COUNT - 1) {
    return {
      ...base,
      block_index: BLOCK_COUNT - 1,
      block_id: 'questionnaire',
      answers: { q01: 4 },
      page_events: [],
    };
  }
  return {
    ...base,
    block_index: index,
    block_id: BLOCKS[index]?.id as string,
    input: 'keyboard',
    trials: [{ n: 0, stim: 0, onset: 2000, window: 1500, responses: [], voided: false }],
    anticipations: [],
    held_keys: [],
    repeats_blocked: 0,
    page_events: [],
  };
}
