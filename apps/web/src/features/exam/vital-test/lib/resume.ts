/**
 * Where a test continues after a reload or a second visit: the server's received blocks and the
 * blocks finished in this browser together are done; the first block after them that is not done
 * is next (a block that was running when the page went away starts again from its instructions).
 * Blocks finished here that the server lacks are sent again.
 */
import { BLOCK_COUNT, type TExamSessionState } from '@mirume/shared';
import type { StoredExam } from './exam-store';

export interface ResumePlan {
  /** The block to show next (BLOCK_COUNT: all done, only the submission is left). */
  next: number;
  /** Blocks finished in this browser that the server does not have. */
  resend: number[];
  finished: number[];
}

export function planResume(session: TExamSessionState | null, stored: StoredExam): ResumePlan {
  const received = new Set(session?.received_blocks ?? []);
  const local = Object.keys(stored.payloads).map(Number);
  const finished = new Set([...received, ...local]);
  return {
    next: nextBlock(-1, finished),
    resend: local.filter((i) => !received.has(i)).sort((a, b) => a - b),
    finished: [...finished].sort((a, b) => a - b),
  };
}

/** The first block after `after` that is not finished, or BLOCK_COUNT. */
export function nextBlock(after: number, finished: ReadonlySet<number>): number {
  for (let i = after + 1; i < BLOCK_COUNT; i++) if (!finished.has(i)) return i;
  return BLOCK_COUNT;
}
