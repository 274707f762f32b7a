/**
 * Why a session was voided, in two registers: `text` is what HR staff read (plain Japanese, no
 * browser terms), `detail` is the technical evidence for whoever checks the judgement. Only
 * `text` is stored in results and notifications; the detail is looked up again when shown, so
 * wording can improve without rewriting stored rows. `legacy` is the wording stored before
 * staff and technical texts were separated, still found in older results.
 */
export const VOID_REASONS = {
  webdriver: {
    text: '自動操作ツールによる受検の可能性があります',
    legacy: '自動操作（navigator.webdriver）が検出されました',
    detail: 'ブラウザーが自動操作中であると申告しました（navigator.webdriver が true）。',
  },
  untrusted: {
    text: '受検者本人の操作ではない入力が記録されました',
    legacy: 'プログラムが発生させた入力イベントが検出されました',
    detail: 'スクリプトが発生させた入力イベント（isTrusted が false）が3件以上記録されました。',
  },
  constant: {
    text: '反応の速さが不自然に一定で、人の反応とは考えにくい記録です',
    legacy: '反応時間が不自然に一定で、人の反応とは考えにくい記録です',
    detail: 'ある課題で10回以上の反応時間の標準偏差が5ミリ秒未満でした。',
  },
  tooFew: {
    text: '正しく答えられた回数が少なく、測定できなかった課題があります',
    legacy: '有効な反応が少なすぎるため、測定できなかった課題があります',
    detail: 'ある課題の有効な反応が最低数（課題ごとに10〜20回）または提示した試行の半数に届きませんでした。',
  },
  hidden: {
    text: '受検中に別の画面を見ていた時間が長すぎます',
    legacy: '受検中にページを離れていた時間が長すぎます',
    detail: 'ページが非表示だった時間（visibilitychange）の合計が60秒を超えました。',
  },
  falseStarts: {
    text: '合図より先に押した回数が多すぎます',
    legacy: 'フライング（刺激より早い反応）が多すぎます',
    detail: '刺激より早い反応（フライング）が採点対象の試行の25%を超えました。',
  },
  unanswered: {
    text: 'アンケートの未回答が多すぎます',
    legacy: 'アンケートの未回答が多すぎます',
    detail: 'アンケートの回答が設問の半数に届きませんでした。',
  },
} as const;

export type VoidReasonKey = keyof typeof VOID_REASONS;

export interface ExplainedVoidReason {
  /** The stored text with any legacy technical wording replaced by the staff wording. */
  text: string;
  /** Technical detail of each reason found in the text, for a disclosure. */
  details: string[];
}

/**
 * Turns a stored reason (a notification's reason, or a rank text that quotes it) into what staff
 * read plus the technical details behind it. Unknown text passes through with no details.
 */
export function explainVoidReason(stored: string): ExplainedVoidReason {
  let text = stored;
  const details: string[] = [];
  for (const reason of Object.values(VOID_REASONS)) {
    if (text.includes(reason.legacy)) text = text.split(reason.legacy).join(reason.text);
    if (text.includes(reason.text)) details.push(reason.detail);
  }
  return { text, details };
}
