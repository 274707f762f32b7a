/** A password-reset link for a company user (valid 30 minutes, single use). */
import { renderMail } from '../layout.ts';

export function passwordResetMail(p: { to: string; name: string; url: string }) {
  return renderMail({
    template: 'password_reset',
    to: p.to,
    subject: 'パスワード再設定のご案内',
    greeting: `${p.name} 様`,
    paragraphs: [
      'パスワード再設定のお手続きを受け付けました。',
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
