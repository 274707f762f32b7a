/**
 * The questionnaire of the mirumevital test (block `questionnaire`): original Likert items, five
 * points each (1 全くあてはまらない … 5 とてもあてはまる). Which scale an item feeds and whether it
 * is reverse-keyed is documented in docs/scoring.md; the server scores it, the browser only shows it.
 */

/** The scales the questionnaire measures. */
export const QUESTIONNAIRE_SCALES = [
  'achievement',
  'affinity',
  'power',
  'avoidance',
  'responsibility',
  'aspiration',
  'work_motivation',
  'leadership',
  'management',
  'accelerator',
  'brake',
] as const;
export type QuestionnaireScale = (typeof QUESTIONNAIRE_SCALES)[number];

export interface QuestionnaireItem {
  /** Stable id, e.g. 'q01'. */
  id: string;
  /** The statement, in natural Japanese, written for this product. */
  text: string;
  scale: QuestionnaireScale;
  /** Reverse-keyed: the score is 6 − answer. */
  reverse: boolean;
}

export const LIKERT_LABELS = [
  '全くあてはまらない',
  'あまりあてはまらない',
  'どちらともいえない',
  'ややあてはまる',
  'とてもあてはまる',
] as const;

export const QUESTIONNAIRE_ITEMS: readonly QuestionnaireItem[] = [];
