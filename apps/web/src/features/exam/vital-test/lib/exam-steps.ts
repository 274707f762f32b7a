/**
 * The steps of the examinee's test and where each stands in the progress indicator:
 * はじめに → 動作環境の確認 → every block of the protocol in order → 送信.
 */
import { BLOCK_COUNT, BLOCKS } from '@mirume/shared';
import type { ExamProgress } from '../components/exam-shell';

export type ExamStep =
  | { kind: 'confirm' }
  /** `resumeAt`: a test started elsewhere, resumed on this device after the check. */
  | { kind: 'device'; resumeAt?: number }
  | { kind: 'resume'; next: number }
  | { kind: 'intro'; index: number }
  | { kind: 'run'; index: number }
  | { kind: 'rest'; index: number }
  | { kind: 'questionnaire' }
  | { kind: 'submit' }
  | { kind: 'done' };

const QUESTIONNAIRE_INDEX = BLOCKS.findIndex((b) => b.kind === 'questionnaire');
export const STEP_TOTAL = BLOCK_COUNT + 3;

/** The step that shows block `index` (BLOCK_COUNT: everything is done, submit). */
export function stepForBlock(index: number): ExamStep {
  if (index >= BLOCK_COUNT) return { kind: 'submit' };
  if (index === QUESTIONNAIRE_INDEX) return { kind: 'questionnaire' };
  return { kind: 'intro', index };
}

function blockProgress(index: number): ExamProgress {
  return { step: index + 3, total: STEP_TOTAL, label: BLOCKS[index]?.title ?? '' };
}

export function progressOf(step: ExamStep): ExamProgress {
  switch (step.kind) {
    case 'confirm':
      return { step: 1, total: STEP_TOTAL, label: 'はじめに' };
    case 'device':
      return { step: 2, total: STEP_TOTAL, label: '動作環境の確認' };
    case 'resume':
      return blockProgress(Math.min(step.next, BLOCK_COUNT - 1));
    case 'intro':
    case 'run':
    case 'rest':
      return blockProgress(step.index);
    case 'questionnaire':
      return blockProgress(QUESTIONNAIRE_INDEX);
    case 'submit':
      return { step: STEP_TOTAL, total: STEP_TOTAL, label: '送信' };
    case 'done':
      return { step: STEP_TOTAL + 1, total: STEP_TOTAL, label: '完了' };
  }
}
