/**
 * Checks an uploaded block before it is stored: the payload's shape (Japanese field errors, never
 * a 500), that it is the block the path names, that every trial is the one the session's
 * schedule presented, and that the questionnaire answers only items that exist. Scoring checks
 * all of this again; checking here keeps a tampered block out of the database.
 */
import {
  BLOCK_COUNT,
  BLOCKS,
  buildSchedule,
  QUESTIONNAIRE_ITEMS,
  type TBlockPayload,
  ZQuestionnairePayload,
  ZReactionBlockPayload,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import { parseJapanese } from './parse.ts';

export const WRONG_BLOCK_MESSAGE = '送信先のブロックと内容が一致しません';
export const STIMULUS_MISMATCH_MESSAGE = '出題内容が一致しません';
export const TRIAL_ORDER_MESSAGE = '試行の順序が正しくありません';
export const UNKNOWN_ITEM_MESSAGE = '存在しない設問への回答です';

const ITEM_IDS = new Set(QUESTIONNAIRE_ITEMS.map((item) => item.id));

function invalid(fieldErrors: Record<string, string[]>): AppError {
  return new AppError('VALIDATION_ERROR', undefined, fieldErrors);
}

/** Parses and checks block `index` of a session with schedule seed `seed`; throws a 400 AppError. */
export function checkBlockPayload(index: number, seed: number, body: unknown): TBlockPayload {
  const schema = index === BLOCK_COUNT - 1 ? ZQuestionnairePayload : ZReactionBlockPayload;
  const payload = parseJapanese(schema, body);
  const spec = BLOCKS[index];
  if (!spec || payload.block_index !== index || payload.block_id !== spec.id) {
    throw invalid({
      ...(payload.block_index !== index ? { block_index: [WRONG_BLOCK_MESSAGE] } : {}),
      ...(payload.block_id !== spec?.id ? { block_id: [WRONG_BLOCK_MESSAGE] } : {}),
    });
  }
  if ('answers' in payload) {
    const unknown = Object.keys(payload.answers).filter((id) => !ITEM_IDS.has(id));
    if (unknown.length > 0) {
      throw invalid(Object.fromEntries(unknown.map((id) => [`answers.${id}`, [UNKNOWN_ITEM_MESSAGE]])));
    }
  }
  if ('trials' in payload) {
    const schedule = buildSchedule(index, seed);
    let previous = -1;
    for (const [i, trial] of payload.trials.entries()) {
      if (trial.n <= previous) throw invalid({ [`trials.${i}.n`]: [TRIAL_ORDER_MESSAGE] });
      previous = trial.n;
      if (schedule[trial.n]?.stim !== trial.stim) {
        throw invalid({ [`trials.${i}.stim`]: [STIMULUS_MISMATCH_MESSAGE] });
      }
    }
  }
  return payload;
}
