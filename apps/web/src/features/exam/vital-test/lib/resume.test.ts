import { BLOCK_COUNT, type TExamSessionState } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { blockPayload } from '@/test/records/exam-payloads';
import { planResume } from './resume';

const session = (received: number[]): TExamSessionState => ({
  seed: 7,
  protocol_version: 'mv1',
  received_blocks: received,
  next_block_index: received.length,
  status: 'in_progress',
  other_device: false,
});

const stored = (indices: number[], acked: number[] = []) => ({
  payloads: Object.fromEntries(indices.map((i) => [i, blockPayload(i)])),
  acked,
});

describe('[EXAM] resuming a test', () => {
  it('starts at the first block for a new session', () => {
    expect(planResume(session([]), stored([]))).toEqual({ next: 0, resend: [], finished: [] });
  });

  it('continues after the blocks the server holds', () => {
    expect(planResume(session([0, 1, 2]), stored([]))).toMatchObject({ next: 3, resend: [] });
  });

  it('counts blocks finished offline and sends them again', () => {
    expect(planResume(session([0, 1]), stored([0, 1, 2, 3], [0, 1]))).toEqual({
      next: 4,
      resend: [2, 3],
      finished: [0, 1, 2, 3],
    });
  });

  it('fills a gap before going on', () => {
    expect(planResume(session([0, 1, 3]), stored([]))).toMatchObject({ next: 2 });
  });

  it('leaves only the submission when every block is done', () => {
    const all = Array.from({ length: BLOCK_COUNT }, (_, i) => i);
    expect(planResume(session(all.slice(0, 5)), stored(all))).toEqual({
      next: BLOCK_COUNT,
      resend: all.slice(5),
      finished: all,
    });
  });
});
