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

/**
 * The items, in the order shown. Scales are interleaved so that neighbouring items rarely measure
 * the same thing; about one item in four is reverse-keyed to catch straight-line answering.
 */
export const QUESTIONNAIRE_ITEMS: readonly QuestionnaireItem[] = [
  { id: 'q01', text: '難しい目標ほど、やる気がわいてくる', scale: 'achievement', reverse: false },
  { id: 'q02', text: '仲間と協力して進める仕事が好きだ', scale: 'affinity', reverse: false },
  { id: 'q03', text: '周りの人に影響を与える立場に立ちたい', scale: 'power', reverse: false },
  { id: 'q04', text: '失敗しそうなことには、なるべく手を出さない', scale: 'avoidance', reverse: false },
  { id: 'q05', text: '引き受けた仕事は、期限までに必ず仕上げる', scale: 'responsibility', reverse: false },
  { id: 'q06', text: '仕事に役立つことは、自分から進んで学んでいる', scale: 'aspiration', reverse: false },
  { id: 'q07', text: '仕事を通じて、誰かの役に立ちたい', scale: 'work_motivation', reverse: false },
  { id: 'q08', text: '人の前に立って話すのは苦手だ', scale: 'leadership', reverse: true },
  { id: 'q09', text: '仕事の段取りを考えて、計画的に進めるのが得意だ', scale: 'management', reverse: false },
  { id: 'q10', text: '思い立ったら、すぐに行動に移す', scale: 'accelerator', reverse: false },
  { id: 'q11', text: '勢いで決めて、あとで困ることがある', scale: 'brake', reverse: true },
  { id: 'q12', text: 'そこそこの出来で満足することが多い', scale: 'achievement', reverse: true },
  { id: 'q13', text: '職場の人とは、仕事以外の話もしたい', scale: 'affinity', reverse: false },
  { id: 'q14', text: '物事を決めるのは、ほかの人に任せたいほうだ', scale: 'power', reverse: true },
  { id: 'q15', text: '人から注意されることが、とても気になる', scale: 'avoidance', reverse: false },
  { id: 'q16', text: '忙しいときは、頼まれたことを後回しにしがちだ', scale: 'responsibility', reverse: true },
  { id: 'q17', text: '今の自分より、一段上の力を身につけたい', scale: 'aspiration', reverse: false },
  { id: 'q18', text: '仕事は生活のためと割り切っている', scale: 'work_motivation', reverse: true },
  { id: 'q19', text: 'グループでは、自然とまとめ役になることが多い', scale: 'leadership', reverse: false },
  { id: 'q20', text: '周りの進み具合を確かめ、遅れがあれば手を打つ', scale: 'management', reverse: false },
  { id: 'q21', text: '決める前に、時間をかけて考え込むほうだ', scale: 'accelerator', reverse: true },
  { id: 'q22', text: '行動する前に、うまくいかない場合を考えておく', scale: 'brake', reverse: false },
  { id: 'q23', text: '一度決めた目標は、最後までやり遂げたい', scale: 'achievement', reverse: false },
  { id: 'q24', text: '困っている人を見ると、声をかけたくなる', scale: 'affinity', reverse: false },
  { id: 'q25', text: '話し合いでは、自分の意見で流れを決めたい', scale: 'power', reverse: false },
  { id: 'q26', text: '慣れないことを頼まれると、不安が先に立つ', scale: 'avoidance', reverse: false },
  { id: 'q27', text: '自分のミスに気づいたら、すぐに報告する', scale: 'responsibility', reverse: false },
  { id: 'q28', text: '人からの指摘は、成長のきっかけだと思う', scale: 'aspiration', reverse: false },
  {
    id: 'q29',
    text: '仕事に向かうときは、前向きな気持ちでいられる',
    scale: 'work_motivation',
    reverse: false,
  },
  { id: 'q30', text: '意見が分かれたときは、自分から方向を示す', scale: 'leadership', reverse: false },
  { id: 'q31', text: '予定は立てず、その場の流れで進めることが多い', scale: 'management', reverse: true },
  { id: 'q32', text: '多少の危険があっても、チャンスには飛び込む', scale: 'accelerator', reverse: false },
  { id: 'q33', text: '急いでいるときでも、決まった手順は守る', scale: 'brake', reverse: false },
  { id: 'q34', text: '成果がはっきり数字で見える仕事にひかれる', scale: 'achievement', reverse: false },
  { id: 'q35', text: '人と関わるより、一人で作業するほうが気が楽だ', scale: 'affinity', reverse: true },
  { id: 'q36', text: '人から頼られ、任される存在でいたい', scale: 'power', reverse: false },
  { id: 'q37', text: '新しいことに挑むとき、失敗はあまり気にならない', scale: 'avoidance', reverse: true },
  {
    id: 'q38',
    text: '約束の時間には、少し早めに着くようにしている',
    scale: 'responsibility',
    reverse: false,
  },
  { id: 'q39', text: '今のやり方で困らなければ、変える必要はないと思う', scale: 'aspiration', reverse: true },
  { id: 'q40', text: '仕事に打ち込んでいる時間は充実している', scale: 'work_motivation', reverse: false },
];
