/** Sent to the new address of an email change: the link that applies the change. */
import { appUrl, renderMail } from '../layout.ts';

export function emailChangeConfirmationMail(p: { apiUrl: string; to: string; name: string; token: string }) {
  return renderMail({
    template: 'email_change_confirmation',
    to: p.to,
    subject: 'メールアドレス変更のご確認',
    greeting: `${p.name} 様`,
    paragraphs: [
      'ログイン用メールアドレスの変更を受け付けました。',
      '下のボタンを押すと変更が完了し、以後はこのメールアドレスでログインしていただけます。',
    ],
    action: {
      label: 'メールアドレスの変更を確定する',
      url: appUrl(p.apiUrl, '/api/v1/company_admins/account/email_confirmation', { token: p.token }),
      note: 'このリンクの有効期限は24時間です。',
    },
  });
}
