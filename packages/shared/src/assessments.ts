/**
 * Third-party assessments (spec §1/§3/§7): HCI-AS, EMERGENETICS and the energizer test.
 *
 * This module is the one definition of each instrument's record: every scale with its key, its
 * Japanese label, its range, the group it belongs to, and the smallest difference between two
 * results that exceeds the instrument's measurement noise (the trend pages mark a change only
 * beyond it). The API validates against it, the OCR reads the labels printed here, the entry
 * pages, sections, PDF reports and trend pages draw from it. `docs/assessments.md` explains the
 * model and where the noise figures come from.
 */
export const ASSESSMENT_INSTRUMENTS = ['hci', 'emergenetic', 'energizer'] as const;
export type AssessmentInstrument = (typeof ASSESSMENT_INSTRUMENTS)[number];

/** One scored scale of an instrument. Every value is an integer within [min, max]. */
export interface AssessmentScale {
  key: string;
  label: string;
  min: number;
  max: number;
  /** The group (EMERGENETICS) this scale belongs to. */
  group?: string;
  /**
   * The smallest difference between two results of one person that is a real change: the 95 %
   * reliable-change threshold 1.96·√2·SEM, SEM = SD·√(1 − reliability), rounded up to the scale's
   * unit (Jacobson & Truax 1991). The SD and reliability per scale are in docs/assessments.md.
   */
  change: number;
  /** A short explanation shown as help on the entry page and in the report. */
  description: string;
}

/** A group of scales (EMERGENETICS): its score is the mean of its scales, one decimal. */
export interface AssessmentGroup {
  key: string;
  label: string;
  /** 'personality' (the five personality traits) or 'competency' (the five growth areas). */
  part: 'personality' | 'competency';
  scales: readonly string[];
  change: number;
}

export interface AssessmentInstrumentDef {
  key: AssessmentInstrument;
  /** As shown in headings and menus. */
  label: string;
  /** 受検日's label on the printed sheet and the page. */
  dateLabel: string;
  /** The provider pre-filled on a new record. */
  defaultProvider: string;
  /** The unit of the scales, as printed after a value ("点", "" for none). */
  unit: string;
  scales: readonly AssessmentScale[];
  groups: readonly AssessmentGroup[];
  /** The title printed at the top of the instrument's result sheet; OCR uses it to tell sheets apart. */
  sheetTitle: string;
}

// ---- HCI-AS ------------------------------------------------------------------------------------

/**
 * HCI-AS (適性検査): a screening of work aptitude and stress resilience. Six scales in sten
 * (標準得点 1–10, mean 5.5, SD 2), a total score 0–100, the provider's pass/fail verdict
 * (spec §3: passed / failed) and whether a staff member has checked the result (checked / unchecked).
 */
export const HCI_SCALES: readonly AssessmentScale[] = [
  {
    key: 'stress_tolerance',
    label: 'ストレス耐性',
    min: 1,
    max: 10,
    change: 3,
    description: '負荷のかかる状況でも安定して力を発揮できるか',
  },
  {
    key: 'self_control',
    label: '自己統制',
    min: 1,
    max: 10,
    change: 3,
    description: '感情や衝動を抑えて行動を律することができるか',
  },
  {
    key: 'interpersonal',
    label: '対人関係',
    min: 1,
    max: 10,
    change: 3,
    description: '周囲と良好な関係を築き、協力して仕事を進められるか',
  },
  {
    key: 'integrity',
    label: '誠実性',
    min: 1,
    max: 10,
    change: 3,
    description: 'ルールや約束を守り、責任をもって取り組めるか',
  },
  {
    key: 'motivation',
    label: '意欲',
    min: 1,
    max: 10,
    change: 3,
    description: '仕事への前向きな意欲と粘り強さ',
  },
  {
    key: 'adaptability',
    label: '適応性',
    min: 1,
    max: 10,
    change: 3,
    description: '環境や役割の変化に柔軟に対応できるか',
  },
  {
    key: 'total_score',
    label: '総合得点',
    min: 0,
    max: 100,
    change: 14,
    description: '6つの尺度を総合した得点（0〜100）',
  },
];

export const HCI: AssessmentInstrumentDef = {
  key: 'hci',
  label: 'HCI-AS',
  dateLabel: '受検日',
  defaultProvider: 'HCI-AS',
  unit: '',
  scales: HCI_SCALES,
  groups: [],
  sheetTitle: 'HCI-AS 結果票',
};

/** Printed labels of the HCI verdict and check state (spec §3 enumerations). */
export const HCI_RESULT_LABEL = '判定';
export const HCI_CHECK_STATE_LABEL = '確認状況';

// ---- EMERGENETICS ------------------------------------------------------------------------------

const EMERGENETIC_GROUP_DEFS: readonly {
  key: string;
  label: string;
  part: 'personality' | 'competency';
  items: readonly [string, string, string][];
}[] = [
  {
    key: 'extrovert',
    label: '外向性',
    part: 'personality',
    items: [
      ['sociability', '社交性', '人と関わることを好み、初対面でも打ち解けやすい'],
      ['assertiveness', '主張性', '自分の考えをはっきり伝えられる'],
      ['activity', '活動性', 'エネルギッシュに動き、テンポよく物事を進める'],
    ],
  },
  {
    key: 'cooperative',
    label: '協調性',
    part: 'personality',
    items: [
      ['empathy', '共感性', '相手の気持ちや立場を汲み取れる'],
      ['altruism', '利他性', '周囲のために進んで手を貸す'],
      ['modesty', '謙虚さ', '自分を誇示せず、他者の意見を尊重する'],
    ],
  },
  {
    key: 'thoughtful',
    label: '思慮深さ',
    part: 'personality',
    items: [
      ['orderliness', '計画性', '段取りを立て、順序立てて進める'],
      ['dutifulness', '責任感', '任されたことを最後までやり遂げる'],
      ['deliberation', '慎重さ', 'よく考えてから判断し、行動する'],
    ],
  },
  {
    key: 'emotional_stability',
    label: '情緒安定性',
    part: 'personality',
    items: [
      ['calmness', '冷静さ', '想定外の事態でも落ち着いて対処できる'],
      ['resilience', '回復力', '失敗や落ち込みから早く立ち直る'],
      ['self_confidence', '自信', '自分の判断や能力を信頼できる'],
    ],
  },
  {
    key: 'intellectually_curious',
    label: '知的好奇心',
    part: 'personality',
    items: [
      ['inquisitiveness', '探究心', '物事の仕組みや理由を深く知ろうとする'],
      ['imagination', '想像力', 'まだ無いものを思い描くことができる'],
      ['openness_to_change', '変化への開放性', '新しいやり方や考え方を受け入れる'],
    ],
  },
  {
    key: 'creativity',
    label: '創造性',
    part: 'competency',
    items: [
      ['idea_generation', '発想力', '多くのアイデアを生み出せる'],
      ['originality', '独自性', '人と違う切り口で考えられる'],
      ['elaboration', '具体化力', 'アイデアを形にし、実行できる案にまとめる'],
    ],
  },
  {
    key: 'different_culture',
    label: '異文化適応',
    part: 'competency',
    items: [
      ['diversity_acceptance', '多様性の受容', '価値観や背景の異なる人を受け入れる'],
      ['cross_communication', '異文化コミュニケーション', '前提の違う相手とも意思疎通を図れる'],
      ['ambiguity_tolerance', '曖昧さへの耐性', '不確かな状況でも判断し、前に進める'],
    ],
  },
  {
    key: 'stress_adaptation',
    label: 'ストレス適応',
    part: 'competency',
    items: [
      ['stress_awareness', 'ストレスへの気づき', '自分の負荷の兆しに早く気づける'],
      ['coping', '対処力', 'ストレスの原因に適切に対処できる'],
      ['recovery', '立ち直り', '負荷のあとに調子を取り戻せる'],
    ],
  },
  {
    key: 'self_actualization',
    label: '自己実現',
    part: 'competency',
    items: [
      ['goal_orientation', '目標志向', '自ら目標を定めて取り組む'],
      ['growth_drive', '成長意欲', '学び続け、できることを広げようとする'],
      ['autonomy', '自律性', '指示を待たずに自分で考えて動く'],
    ],
  },
  {
    key: 'social_success',
    label: '社会的成功',
    part: 'competency',
    items: [
      ['influence', '影響力', '周囲を動かし、物事を前に進める'],
      ['achievement_drive', '達成志向', '高い成果を求めて努力する'],
      ['recognition', '承認志向', '成果が認められることを原動力にする'],
    ],
  },
];

/** The 30 sub-items, each 0–100 (percentile against the provider's norm). */
export const EMERGENETIC_SCALES: readonly AssessmentScale[] = EMERGENETIC_GROUP_DEFS.flatMap((g) =>
  g.items.map(([key, label, description]) => ({
    key,
    label,
    min: 0,
    max: 100,
    group: g.key,
    change: 28,
    description,
  })),
);

export const EMERGENETIC_GROUPS: readonly AssessmentGroup[] = EMERGENETIC_GROUP_DEFS.map((g) => ({
  key: g.key,
  label: g.label,
  part: g.part,
  scales: g.items.map(([key]) => key),
  change: 22,
}));

export const EMERGENETIC_PART_LABELS = {
  personality: 'パーソナリティ',
  competency: '成長領域',
} as const;

export const EMERGENETIC: AssessmentInstrumentDef = {
  key: 'emergenetic',
  label: 'EMERGENETICS',
  dateLabel: '受検日',
  defaultProvider: 'EMERGENETICS',
  unit: '',
  scales: EMERGENETIC_SCALES,
  groups: EMERGENETIC_GROUPS,
  sheetTitle: 'EMERGENETICS 結果票',
};

// ---- energizer ---------------------------------------------------------------------------------

/**
 * The energizer test (エナジャイザー): what raises and what lowers a person's energy at work.
 * Six scales in sten (1–10): the overall accelerator and brake, and the four motives (spec §3:
 * achievement, affinity, power, avoidance). The same six come from the person's mirumevital
 * questionnaire as the "musashino energizer" (its T-scores converted to sten), shown beside an
 * entered result.
 */
export const ENERGIZER_SCALES: readonly AssessmentScale[] = [
  {
    key: 'accelerator',
    label: 'アクセル',
    min: 1,
    max: 10,
    change: 3,
    description: '意欲を高める要因がどれだけ強く働くか',
  },
  {
    key: 'brake',
    label: 'ブレーキ',
    min: 1,
    max: 10,
    change: 3,
    description: '意欲を下げる要因がどれだけ強く働くか（高いほどブレーキが強い）',
  },
  {
    key: 'achievement',
    label: '達成動機',
    min: 1,
    max: 10,
    change: 3,
    description: '高い目標を達成することから得るエネルギー',
  },
  {
    key: 'affinity',
    label: '親和動機',
    min: 1,
    max: 10,
    change: 3,
    description: '人とのつながりや協力から得るエネルギー',
  },
  {
    key: 'power',
    label: 'パワー動機',
    min: 1,
    max: 10,
    change: 3,
    description: '周囲に影響を与え、主導することから得るエネルギー',
  },
  {
    key: 'avoidance',
    label: '回避動機',
    min: 1,
    max: 10,
    change: 3,
    description: '失敗や対立を避けようとする傾向（高いほど慎重）',
  },
];

export const ENERGIZER: AssessmentInstrumentDef = {
  key: 'energizer',
  label: 'エナジャイザー',
  dateLabel: '受検日',
  defaultProvider: 'エナジャイザー',
  unit: '',
  scales: ENERGIZER_SCALES,
  groups: [],
  sheetTitle: 'エナジャイザー 結果票',
};

export const ASSESSMENT_DEFS: Record<AssessmentInstrument, AssessmentInstrumentDef> = {
  hci: HCI,
  emergenetic: EMERGENETIC,
  energizer: ENERGIZER,
};

/** T-score (50 ± 10) to sten (5.5 ± 2), clamped to 1–10: the musashino energizer's conversion. */
export function tScoreToSten(t: number): number {
  return Math.min(10, Math.max(1, Math.round((t - 50) / 5 + 5.5)));
}

/** A group's score: the mean of its scales, one decimal; null when any scale is missing. */
export function groupScore(
  group: AssessmentGroup,
  scores: Record<string, number | null | undefined>,
): number | null {
  let sum = 0;
  for (const key of group.scales) {
    const v = scores[key];
    if (v === null || v === undefined) return null;
    sum += v;
  }
  return Math.round((sum / group.scales.length) * 10) / 10;
}

export type ChangeDirection = 'up' | 'down' | 'same';

/**
 * How a value moved between an older and a newer result: `up`/`down` only when the difference
 * reaches the scale's noise threshold, otherwise `same` (a difference within the noise).
 */
export function changeBetween(
  threshold: number,
  older: number | null,
  newer: number | null,
): ChangeDirection {
  if (older === null || newer === null) return 'same';
  const d = newer - older;
  if (Math.abs(d) >= threshold) return d > 0 ? 'up' : 'down';
  return 'same';
}

/**
 * The assumptions behind each `change` threshold (docs/assessments.md, 「変化の判定」): the scale's
 * standard deviation in its own unit and its test–retest reliability. Published norms of the
 * providers are not available to us; these are the conventional figures of each kind of scale,
 * to be re-estimated from people who take an instrument twice.
 */
export const ASSESSMENT_NOISE = {
  /** Sten scales (HCI-AS's six, the energizer's six): SD 2 by construction, r .80. */
  sten: { sd: 2, reliability: 0.8 },
  /** HCI-AS 総合得点 (0–100): SD 15, r .90 (a sum of six scales is more reliable than one). */
  hciTotal: { sd: 15, reliability: 0.9 },
  /** An EMERGENETICS sub-item (percentile 0–100): SD about 20, r .75 (three questions each). */
  emergeneticItem: { sd: 20, reliability: 0.75 },
  /** An EMERGENETICS group (mean of three sub-items, same 0–100 metric): SD 20, r .85. */
  emergeneticGroup: { sd: 20, reliability: 0.85 },
} as const;

/** z of the two-sided 95 % interval of the reliable-change index. */
export const ASSESSMENT_CHANGE_Z = 1.96;

/**
 * The reliable-change threshold 1.96·√2·SD·√(1 − r), rounded up to a multiple of `unit`
 * (Jacobson & Truax 1991). The raw figure is answered too, for the documentation.
 */
export function reliableChange(
  sd: number,
  reliability: number,
  unit = 1,
): { raw: number; threshold: number } {
  const raw = ASSESSMENT_CHANGE_Z * Math.SQRT2 * sd * Math.sqrt(1 - reliability);
  return { raw, threshold: Math.ceil(raw / unit - 1e-9) * unit };
}

/** How many results a trend page compares (spec §9: the recent 3). */
export const ASSESSMENT_TREND_COUNT = 3;

/** Below this OCR confidence (0–1) a field is highlighted for the user to confirm. */
export const OCR_CONFIRM_BELOW = 0.85;

export const ASSESSMENT_LIMITS = {
  providerMax: 100,
  remarkMax: 1000,
  /** The earliest 受検日 accepted. */
  earliestTakenOn: '2000-01-01',
} as const;

export const ASSESSMENT_MESSAGES = {
  notFound: '結果が見つかりません',
  duplicateDate: '同じ受検日の結果が登録済みです',
  future: '受検日に未来の日付は指定できません',
  tooOld: '受検日は2000年1月1日以降の日付を入力してください',
  integer: '整数で入力してください',
  range: (min: number, max: number) => `${min}〜${max}の範囲で入力してください`,
  sheetMissing: '結果シートが添付されていません',
  ocrNotReady: '読み取りがまだ終わっていません',
  ocrFailed: '結果シートを読み取れませんでした。画像が鮮明か確認するか、値を手入力してください。',
  ocrWrongSheet: (label: string) => `${label}の結果シートではないようです。シートの種類を確認してください。`,
  ocrPages: 'PDFは5ページまで読み取れます',
  ocrBusy: '読み取り中の処理が多すぎます。しばらく待ってから再度お試しください。',
} as const;
