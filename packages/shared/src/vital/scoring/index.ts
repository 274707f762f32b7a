/**
 * The mirumevital scoring engine: pure (no I/O), deterministic, and the only place a score is
 * computed. It turns the raw block payloads of one session into every §3 metric with its T-score,
 * the PC evaluation, the validity report and a rank with the rule that decided it
 * (docs/scoring.md). Import by subpath: `@mirume/shared/vital/scoring/index`.
 */
import { type CriteriaRules, evaluateCriteria, rankLabel, type TRankDecision } from '../criteria.ts';
import {
  BLOCK_COUNT,
  BLOCKS,
  type TBlockPayload,
  type TQuestionnairePayload,
  type TReactionBlockPayload,
  ZBlockPayload,
} from '../protocol.ts';
import { QUESTIONNAIRE_ITEMS } from '../questionnaire.ts';
import { computeMeasures, computeScores, falseStartsOf, type Score, type ScoredBlocks } from './metrics.ts';
import { LAPSE_MS } from './norms.ts';
import { analyseBlock, type BlockResult, ScoringInputError } from './trials.ts';
import { checkValidity, type TValidityReport } from './validity.ts';

export { ASSUMED_RELIABILITY, changeBetween, realChangeThreshold } from './change.ts';
export { ScoringInputError } from './trials.ts';
export type { TValidityReport } from './validity.ts';

/**
 * The scoring model's version, stored with every result. Any change to a formula, norm, weight or
 * threshold gets a new version; stored results are never re-scored in place (docs/scoring.md).
 */
export const SCORING_VERSION = 'mv1-s1';

export type PcEvaluationValue = 'omission' | 'ordinary' | 'best' | 'excellence' | 'very_excellence' | '-';

export interface ScoreInput {
  diagnosisType: 'senkou' | 'employee';
  device: 'pc' | 'tab' | 'sp';
  /** The session seed: trials are checked against buildSchedule(index, seed). */
  seed: number;
  webdriver: boolean;
  /** The session was resumed on a second device (validity flag). */
  otherDevice?: boolean;
  /** All BLOCK_COUNT payloads, in any order. */
  blocks: TBlockPayload[];
  criteria: CriteriaRules;
}

export interface ScoredSession {
  scoring_version: string;
  metrics: Record<string, Score>;
  aptitudes: Record<string, Score>;
  pc_evaluation: PcEvaluationValue;
  rank: string;
  rank_rule: TRankDecision;
  validity: TValidityReport;
  voided: boolean;
  void_reason: string | null;
}

/** PC evaluation bands on the mean T of 複合反応 and 平均ミス率 (docs/scoring.md). */
export const PC_BANDS: readonly (readonly [number, PcEvaluationValue])[] = [
  [64, 'very_excellence'],
  [57, 'excellence'],
  [50, 'best'],
  [40, 'ordinary'],
  [Number.NEGATIVE_INFINITY, 'omission'],
];

function pcEvaluation(
  device: ScoreInput['device'],
  choice: TReactionBlockPayload,
  metrics: Record<string, Score>,
): PcEvaluationValue {
  if (device !== 'pc' || (choice.input !== 'keyboard' && choice.input !== 'mouse')) return '-';
  const a = metrics.hukugo?.t;
  const b = metrics.miss_ave?.t;
  if (a == null || b == null) return '-';
  const score = (a + b) / 2;
  for (const [min, grade] of PC_BANDS) if (score >= min) return grade;
  return 'omission';
}

/** Parses and orders the payloads: exactly one per block index, each valid against the protocol. */
function orderBlocks(blocks: readonly TBlockPayload[]): TBlockPayload[] {
  const byIndex: (TBlockPayload | undefined)[] = new Array(BLOCK_COUNT);
  for (const raw of blocks) {
    const parsed = ZBlockPayload.safeParse(raw);
    if (!parsed.success) throw new ScoringInputError('受検データの形式が正しくありません');
    const p = parsed.data;
    if (byIndex[p.block_index]) throw new ScoringInputError('同じブロックのデータが重複しています');
    byIndex[p.block_index] = p;
  }
  // a for loop, not .some(): .some() skips the holes of a sparse array
  for (let i = 0; i < BLOCK_COUNT; i++) {
    if (!byIndex[i]) throw new ScoringInputError('すべてのブロックのデータがそろっていません');
  }
  return byIndex as TBlockPayload[];
}

export function scoreSession(input: ScoreInput): ScoredSession {
  const payloads = orderBlocks(input.blocks);
  const lapseMs = LAPSE_MS[input.device];
  const reaction: BlockResult[] = [];
  const byId: Record<string, BlockResult> = {};
  let questionnaire: TQuestionnairePayload | null = null;
  for (const spec of BLOCKS) {
    const payload = payloads[spec.index] as TBlockPayload;
    if (spec.kind === 'questionnaire') {
      if (!('answers' in payload)) throw new ScoringInputError('アンケートのデータが正しくありません');
      questionnaire = payload;
      continue;
    }
    if ('answers' in payload)
      throw new ScoringInputError(`ブロック「${spec.title}」のデータが正しくありません`);
    const result = analyseBlock(spec, payload, input.seed, lapseMs);
    reaction.push(result);
    byId[spec.id] = result;
  }
  if (!questionnaire) throw new ScoringInputError('アンケートのデータがありません');
  const known = new Set(QUESTIONNAIRE_ITEMS.map((i) => i.id));
  for (const id of Object.keys(questionnaire.answers)) {
    if (!known.has(id)) throw new ScoringInputError('アンケートに存在しない設問への回答があります');
  }

  const scored = byId as unknown as ScoredBlocks;
  const measures = computeMeasures(scored, questionnaire.answers);
  const { metrics, aptitudes } = computeScores(measures, input.device, input.diagnosisType);
  const falseStarts = reaction.filter((b) => !b.spec.practice).reduce((n, b) => n + falseStartsOf(b), 0);
  const { report, voidReasons } = checkValidity({
    webdriver: input.webdriver,
    otherDevice: input.otherDevice,
    reaction,
    questionnaire,
    falseStarts,
  });
  const voided = voidReasons.length > 0;
  const voidReason = voided ? `${voidReasons.join('。')}。` : null;

  let rankRule: TRankDecision;
  if (voided) {
    rankRule = {
      rank: 'NG',
      text: `受検結果が無効と判定されたため ${rankLabel(input.diagnosisType, 'NG')}（${voidReason}）`,
      rule_index: null,
      metric: null,
      op: null,
      threshold: null,
      value: null,
    };
  } else {
    const tScores: Record<string, number | null> = {};
    for (const [key, score] of Object.entries(metrics)) tScores[key] = score.t;
    rankRule = evaluateCriteria(input.criteria, tScores);
  }

  return {
    scoring_version: SCORING_VERSION,
    metrics,
    aptitudes,
    pc_evaluation: voided ? '-' : pcEvaluation(input.device, scored.choice.payload, metrics),
    rank: rankRule.rank,
    rank_rule: rankRule,
    validity: report,
    voided,
    void_reason: voidReason,
  };
}
