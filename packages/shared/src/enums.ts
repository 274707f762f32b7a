/** Every enumeration of spec §3, with the Japanese label the screens show. */
import { defineEnum } from './enum.ts';

export const Gender = defineEnum({ male: '男性', female: '女性' });

/** 雇用形態. `senkou` (選考) is an applicant in a selection process, not yet employed. */
export const EmploymentType = defineEnum({
  full_time: '正社員',
  part_time: 'パート・アルバイト',
  dispatch: '派遣社員',
  senkou: '選考中',
  other: 'その他',
});

/** Theme colour per employment type (chips and list markers); contrast ≥ 4.5:1 on white text. */
export const EMPLOYMENT_TYPE_THEME_COLORS = {
  senkou: '#B35C00',
  full_time: '#1E6BD6',
  part_time: '#2E7D32',
  dispatch: '#7B1FA2',
  other: '#5F6B7A',
} as const satisfies Record<(typeof EmploymentType.values)[number], string>;

export const CompanyStatus = defineEnum({
  temp_registration: '仮登録（メール認証待ち）',
  email_authenticated: '承認待ち',
  trial: 'トライアル',
  approved: '本契約',
});

export const ContractDateFilter = defineEnum({
  date_start_contract: '契約開始日',
  date_end_contract: '契約終了日',
});

/** 受検 (taking a test), never 受診 (a medical visit): the same words as LinkStatus. */
export const DiagnosisStatus = defineEnum({
  undiagnosed: '未受検',
  in_progress: '受検中',
  diagnosed: '受検済み',
});

/** 選考結果 as recorded by the company. */
export const SelectionResult = defineEnum({
  employ: '採用',
  unemploy: '不採用',
  unsettled: '検討中',
});

/** The same decision as shown on applicant results. */
export const ApplicantSelectionLabel = defineEnum({
  PASS: '合格',
  CONSIDERING: '検討',
  FAIL: '不合格',
});

export const HciResult = defineEnum({ passed: '合格', failed: '不合格' });
export const CheckState = defineEnum({ checked: 'チェック済み', unchecked: '未チェック' });

export const Device = defineEnum({ pc: 'パソコン', tab: 'タブレット', sp: 'スマートフォン' });
export const OperatingSystem = defineEnum({
  windows: 'Windows',
  mac: 'macOS',
  android: 'Android',
  ios: 'iOS',
  other_os: 'その他のOS',
});
export const Browser = defineEnum({
  chrome: 'Google Chrome',
  fire_fox: 'Firefox',
  microsoft_edge: 'Microsoft Edge',
  safari: 'Safari',
  other_browser: 'その他のブラウザ',
});

/** PC操作評価. `-` means not evaluated (e.g. the session was taken on a phone). */
export const PcEvaluation = defineEnum({
  omission: '要注意',
  ordinary: '普通',
  best: '良好',
  excellence: '優秀',
  very_excellence: '非常に優秀',
  '-': '-',
});

export const ApplicantRank = defineEnum({
  OK: 'OK',
  A_RANK: 'Aランク',
  B_RANK: 'Bランク',
  C_RANK: 'Cランク',
  NG: 'NG',
});

export const EmployeeRank = defineEnum({ OK: 'OK', CONSIDERING: '検討', NG: 'NG' });

export const NotificationCategory = defineEnum({
  notice: 'お知らせ',
  release: 'リリース',
  incident: '障害情報',
  shindan: '診断状況',
});

/** Company roles (spec §6). */
export const CompanyRole = defineEnum({
  admin: '総合管理者',
  senkou_admin: '選考管理者',
  employee_admin: '社員管理者',
  worker: '作業者',
});

/** Operator roles. The spec names only `admin`. */
export const SystemAdminRole = defineEnum({ admin: 'システム管理者' });

/** The two product-type constants of spec §3. */
export const ProductType = defineEnum({
  mirumevital: 'ミルメバイタル',
  user_company: '利用企業',
});

/** 受検者（応募者）の指標 — applicant metrics of the vital test. */
export const ApplicantMetric = defineEnum({
  simple_react: '単純反応',
  hukugo: '複合反応',
  simple_miss: '単純反応ミス',
  miss_ave: '平均ミス率',
  performance: 'パフォーマンス',
  init_fatigue: '初期疲労',
  concentration: '集中力',
  stress_tolerance: 'ストレス耐性',
  potential: 'ポテンシャル',
  trouble_risk: 'トラブルリスク',
  responsibility: '責任感',
  aspiration: '向上心',
  work_motivation: '働く意欲',
});

/** 職種適性 — the 14 job aptitudes computed for employees. */
export const AptitudeType = defineEnum({
  tobikomi: '飛び込み営業',
  route_eigyo: 'ルート営業',
  tellapo: 'テレアポ',
  jimu: '事務',
  soume: '総務',
  keiri: '経理',
  planning: '企画',
  purchasing: '購買',
  manufactoring: '製造',
  engineer: 'エンジニア',
  system_dev: 'システム開発',
  recruiter: '採用',
  shinki_jigyo: '新規事業',
  manager: 'マネージャー',
});

export const EmployeeMetric = defineEnum({
  highest_hukugo_answer: '複合反応 最高正答数',
  management_personnel_leadership: 'リーダーシップ',
  management_personnel_management: 'マネジメント',
  accelerator: 'アクセル',
  brake: 'ブレーキ',
  achievement: '達成動機',
  affinity: '親和動機',
  power: 'パワー動機',
  avoidance: '回避動機',
});

/** 診断の種類: senkou for selection (applicants), employee for staff. */
export const DiagnosisType = defineEnum({ senkou: '選考用診断', employee: '社員診断' });

/** State of an issued diagnosis link as the company sees it (expired is derived from the deadline). */
export const DiagnosisLinkStatus = defineEnum({
  issued: '未受検',
  in_progress: '受検中',
  completed: '受検済み',
  expired: '期限切れ',
});

/**
 * A row's state on the undiagnosed list (未発行・未受検一覧): a person never issued a diagnosis,
 * or an open link in the link's own words.
 */
export const UndiagnosedStatus = defineEnum({
  unissued: '未発行',
  issued: DiagnosisLinkStatus.label('issued'),
  in_progress: DiagnosisLinkStatus.label('in_progress'),
  expired: DiagnosisLinkStatus.label('expired'),
});

/** State of a ticket code (expired is derived from the deadline). */
export const TicketStatus = defineEnum({
  unused: '未使用',
  in_use: '使用中',
  used: '使用済み',
  expired: '期限切れ',
});

/** How a link reached the examinee. */
export const DiagnosisLinkSource = defineEnum({ mail: 'メール', ticket: 'チケット' });

/** A diagnosis status notification: the test finished, or could not be completed. */
export const ShindanStatus = defineEnum({ success: '完了', failure: '未完了' });

/** カスタムアセスメントの種類 (marcopolo): 数値（範囲と小数桁）、ランク（選択肢）、合否、自由記述. */
export const CustomAssessmentKind = defineEnum({
  number: '数値',
  rank: 'ランク',
  pass_fail: '合否',
  text: '自由記述',
});
