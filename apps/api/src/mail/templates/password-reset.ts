/** A password-reset link (valid 30 minutes, single use) for a company user or a system admin. */
import { renderMail } from '../layout.ts';

/** What differs between the two kinds of account; the rest of the mail is the same. */
const RESET = {
  company: {
    template: 'password_reset',
    subject: 'パスワード再設定のご案内',
    received: 'パスワード再設定のお手続きを受け付けました。',
  },
  operator: {
    template: 'system_admin_password_reset',
    subject: 'パスワード再設定のご案内（運営管理画面）',
    received: '運営管理画面のパスワード再設定のお手続きを受け付けました。',
  },
} as const;

export function passwordResetMail(p: { account: keyof typeof RESET; to: string; name: string; url: string }) {
  const texts = RESET[p.account];
  return renderMail({
    template: texts.template,
    to: p.to,
    subject: texts.subject,
    greeting: `${p.name} 様`,
    paragraphs: [texts.received, '下のボタンから新しいパスワードを設定してください。'],
    action: {
      label: 'パスワードを再設定する',
      url: p.url,
      note: 'このリンクの有効期限は30分です。一度使うと無効になります。',
    },
    after: ['お手続きに心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。'],
  });
}
