import type { TAdminCompanyRow, TCompanyAdminAction } from '@mirume/shared';

export interface OnboardingAction {
  action: TCompanyAdminAction;
  label: string;
  /** The confirmation dialog. */
  title: string;
  description: string;
  confirmLabel: string;
  primary?: boolean;
}

const APPROVE: OnboardingAction = {
  action: 'approve',
  label: '承認する',
  title: 'トライアルでの利用を承認しますか？',
  description: '企業のステータスが「トライアル」になり、担当者にご利用開始のメールが送信されます。',
  confirmLabel: '承認する',
  primary: true,
};
const CONTRACT: OnboardingAction = {
  action: 'contract',
  label: '本契約にする',
  title: '本契約に切り替えますか？',
  description: '企業のステータスが「本契約」になり、担当者に本契約開始のメールが送信されます。',
  confirmLabel: '本契約にする',
};
const REISSUE_CONFIRMATION: OnboardingAction = {
  action: 'reissue',
  label: '認証メールを再送',
  title: '認証メールを再送しますか？',
  description: '新しい認証リンク（有効期限72時間）を送信します。以前のリンクは使えなくなります。',
  confirmLabel: '再送する',
};
const REISSUE_SETUP: OnboardingAction = {
  action: 'reissue',
  label: 'パスワード設定メールを再送',
  title: 'パスワード設定メールを再送しますか？',
  description: '新しいパスワード設定リンク（有効期限72時間）を送信します。以前のリンクは使えなくなります。',
  confirmLabel: '再送する',
};

/** What the operator can do next for a company, from its status and its first admin's state. */
export function onboardingActionsFor(row: TAdminCompanyRow): OnboardingAction[] {
  const admin = row.first_admin;
  if (!admin) return [];
  const reissue = !admin.has_password ? [REISSUE_SETUP] : !admin.confirmed ? [REISSUE_CONFIRMATION] : [];
  switch (row.status) {
    case 'temp_registration':
      return reissue;
    case 'email_authenticated':
      return [APPROVE, CONTRACT, ...reissue];
    case 'trial':
      return [CONTRACT, ...reissue];
    default:
      return reissue;
  }
}
