/** A password-reset link for a system admin (valid 30 minutes, single use). */
import { renderMail } from '../layout.ts';

export function systemAdminPasswordResetMail(p: { to: string; name: string; url: string }) {
  return renderMail({
    template: 'system_admin_password_reset',
    to: p.to,
    subject: 'パスワード再設定のご案内（運営管理画面）',
    greeting: `${p.name} 様`,
    paragraphs: [
      '運営管理画面のパスワード再設定のお手続きを受け付けました。',
      '下のボタンから新しいパスワードを設定してください。',
    ],
    action: {
      label: 'パスワードを再設定する',
      url: p.url,
      note: 'このリンクの有効期限は30分です。一度使うと無効になります。',
    },
    after: ['お手続きに心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。'],
  });
}
