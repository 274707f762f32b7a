/**
 * The validity checks of one session (docs/scoring.md, 「妥当性チェック」): counts of what went
 * wrong, the Japanese flags the company sees, and which of them void the session. Practice blocks
 * count for the integrity checks (page hidden, focus lost, untrusted events, held keys), not for
 * false starts, which are part of learning the task.
 */
import type { z } from 'zod';
import type { ZValidityReport } from '../../api/diagnosis.ts';
import type { TBlockPayload, TQuestionnairePayload, TReactionBlockPayload } from '../protocol.ts';
import { QUESTIONNAIRE_ITEMS } from '../questionnaire.ts';
import { sd } from './stats.ts';
import type { BlockResult } from './trials.ts';
import { VOID_REASONS, type VoidReasonKey } from './void-reasons.ts';

export type TValidityReport = z.infer<typeof ZValidityReport>;

/** Thresholds (documented in docs/scoring.md). */
export const VALIDITY = {
  /** False starts in the scored blocks that raise the flag. */
  falseStartFlag: 8,
  /** Share of the scored reaction trials that are false starts above which the session is void. */
  falseStartVoidShare: 0.25,
  /** Untrusted (script-generated) events that void the session; one raises the flag. */
  untrustedVoid: 3,
  /** Total time the page was hidden that voids the session (ms). */
  hiddenVoidMs: 60_000,
  /** Constant RTs: SD under this (ms) over at least `constantMinResponses` responses of a block. */
  constantSdMs: 5,
  constantMinResponses: 10,
  /** A scored block needs valid responses on at least this share of its presented trials… */
  minValidShare: 0.5,
  /** Share of the questionnaire items that must be answered; below it the session is void. */
  minAnsweredShare: 0.5,
} as const;

/** …and at least this many valid responses (go hits for gonogo). */
export const MIN_VALID: Record<string, number> = {
  simple: 20,
  choice: 20,
  gonogo: 20,
  pressure: 15,
  simple_final: 10,
};

export const FLAG = {
  falseStarts: 'フライング多数',
  heldKeys: 'キーの押し続けあり',
  untrusted: '不正な入力イベントあり',
  webdriver: '自動操作を検出',
  otherDevice: '別の端末で再開',
  hidden: 'ページ離脱あり',
  blur: 'フォーカス喪失あり',
  voidedTrials: '無効試行あり',
  constant: '反応時間が不自然に一定',
  tooFew: '有効な反応が不足',
  straightLine: 'アンケートが一律の回答',
  unanswered: 'アンケートに未回答あり',
} as const;

const VOID_TEXT = Object.fromEntries(
  Object.entries(VOID_REASONS).map(([key, reason]) => [key, reason.text]),
) as Record<VoidReasonKey, string>;

function hiddenMs(payload: TBlockPayload): number {
  let total = 0;
  let since: number | null = null;
  for (const e of payload.page_events) {
    if (e.type === 'hidden' && since === null) since = e.t;
    else if (e.type === 'visible' && since !== null) {
      total += Math.max(0, e.t - since);
      since = null;
    }
  }
  if (since !== null) total += Math.max(0, payload.t_end - since);
  return total;
}

function validResponses(block: BlockResult): number {
  let n = 0;
  for (const t of block.trials) {
    if (
      t.outcome === 'hit' ||
      t.outcome === 'lapse' ||
      (t.outcome === 'error' && block.spec.kind !== 'gonogo')
    )
      n++;
  }
  return n;
}

/** Denominator of the valid share: presented (non-voided) trials, go trials only for gonogo. */
function expected(block: BlockResult): number {
  let n = 0;
  for (const t of block.trials)
    if (t.outcome !== 'voided' && (block.spec.kind !== 'gonogo' || t.stim === 0)) n++;
  return n;
}

function isConstant(block: BlockResult): boolean {
  const rts: number[] = [];
  for (const t of block.trials)
    if (t.rt !== null && t.outcome !== 'false_start' && t.outcome !== 'voided') rts.push(t.rt);
  if (rts.length < VALIDITY.constantMinResponses) return false;
  return (sd(rts) as number) < VALIDITY.constantSdMs;
}

function straightLined(q: TQuestionnairePayload): boolean {
  const values = Object.values(q.answers);
  return values.length >= 10 && values.every((v) => v === values[0]);
}

export interface ValidityInput {
  webdriver: boolean;
  /** Resumed on a second device: flagged for the company, not voiding (the data are still real). */
  otherDevice?: boolean;
  /** Every reaction block, practice included. */
  reaction: readonly BlockResult[];
  questionnaire: TQuestionnairePayload;
  /** False starts of the scored blocks. */
  falseStarts: number;
}

export function checkValidity(input: ValidityInput): {
  report: TValidityReport;
  voidReasons: string[];
} {
  const { reaction, questionnaire } = input;
  const scored = reaction.filter((b) => !b.spec.practice);
  let held = 0;
  let untrusted = 0;
  let hidden = hiddenMs(questionnaire);
  let blur = questionnaire.page_events.filter((e) => e.type === 'blur').length;
  let voided = 0;
  let scoredTrials = 0;
  for (const block of reaction) {
    const p: TReactionBlockPayload = block.payload;
    held += p.held_keys.length;
    for (const a of p.anticipations) if (!a.trusted) untrusted++;
    for (const trial of p.trials) for (const r of trial.responses) if (!r.trusted) untrusted++;
    hidden += hiddenMs(p);
    for (const e of p.page_events) if (e.type === 'blur') blur++;
    for (const t of block.trials) if (t.outcome === 'voided') voided++;
    if (!block.spec.practice) scoredTrials += block.trials.length;
  }
  const constant = scored.some(isConstant);
  const tooFew = scored.some((b) => {
    const valid = validResponses(b);
    return valid < (MIN_VALID[b.spec.id] ?? 0) || valid < VALIDITY.minValidShare * expected(b);
  });
  const straight = straightLined(questionnaire);
  const answered = QUESTIONNAIRE_ITEMS.filter((item) => questionnaire.answers[item.id] !== undefined).length;

  const flags: string[] = [];
  if (input.falseStarts >= VALIDITY.falseStartFlag) flags.push(FLAG.falseStarts);
  if (held > 0) flags.push(FLAG.heldKeys);
  if (untrusted > 0) flags.push(FLAG.untrusted);
  if (input.webdriver) flags.push(FLAG.webdriver);
  if (input.otherDevice) flags.push(FLAG.otherDevice);
  if (hidden > 0) flags.push(FLAG.hidden);
  if (blur > 0) flags.push(FLAG.blur);
  if (voided > 0) flags.push(FLAG.voidedTrials);
  if (constant) flags.push(FLAG.constant);
  if (tooFew) flags.push(FLAG.tooFew);
  if (straight) flags.push(FLAG.straightLine);
  if (answered < QUESTIONNAIRE_ITEMS.length) flags.push(FLAG.unanswered);

  const voidReasons: string[] = [];
  if (input.webdriver) voidReasons.push(VOID_TEXT.webdriver);
  if (untrusted >= VALIDITY.untrustedVoid) voidReasons.push(VOID_TEXT.untrusted);
  if (constant) voidReasons.push(VOID_TEXT.constant);
  if (tooFew) voidReasons.push(VOID_TEXT.tooFew);
  if (hidden > VALIDITY.hiddenVoidMs) voidReasons.push(VOID_TEXT.hidden);
  if (scoredTrials > 0 && input.falseStarts > VALIDITY.falseStartVoidShare * scoredTrials) {
    voidReasons.push(VOID_TEXT.falseStarts);
  }
  if (answered < VALIDITY.minAnsweredShare * QUESTIONNAIRE_ITEMS.length)
    voidReasons.push(VOID_TEXT.unanswered);

  return {
    report: {
      flags,
      false_starts: input.falseStarts,
      held_keys: held,
      untrusted_events: untrusted,
      webdriver: input.webdriver,
      hidden_ms: Math.round(hidden),
      blur_count: blur,
      voided_trials: voided,
      constant_rt: constant,
      other_device: input.otherDevice === true,
      valid: voidReasons.length === 0,
    },
    voidReasons,
  };
}
