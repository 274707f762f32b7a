/**
 * What an operator is told and what an operator did. Operator notifications (spec §7
 * `admin/notifications`) are the operator's to-do list: a company awaiting approval, a trial
 * about to end, a mail that could not be delivered, a new inquiry, a contract about to end. The
 * operator action log records every change an operator makes to a company's data (who, when, which
 * company, what, before/after) so that handling another company's personal data stays accountable
 * (APPI).
 */

/** Kinds of operator notification, with the label shown in the operator's list. */
export const OPERATOR_NOTIFICATION_KINDS = {
  company_pending: '承認待ちの企業',
  trial_ending: 'トライアル終了間近',
  mail_failed: 'メール送信の失敗',
  inquiry: 'お問い合わせ',
  contract_ending: '契約終了間近',
} as const;
export type OperatorNotificationKind = keyof typeof OPERATOR_NOTIFICATION_KINDS;
export const OPERATOR_NOTIFICATION_KIND_VALUES = Object.keys(OPERATOR_NOTIFICATION_KINDS) as [
  OperatorNotificationKind,
  ...OperatorNotificationKind[],
];
