/** A new system admin sets their first password from this link. */
import { SERVICE_NAME } from '@mirume/shared';
import { renderMail } from '../layout.ts';

export function systemAdminInvitationMail(p: { to: string; name: string; url: string }) {
  return renderMail({
    template: 'system_admin_invitation',
    to: p.to,
    subject: 'システム管理者アカウントのご案内',
    greeting: `${p.name} 様`,
    paragraphs: [
      `${SERVICE_NAME}の運営管理画面のシステム管理者として登録されました。`,
      '下のボタンからパスワードを設定してください。設定後、運営管理画面にログインできます。',
    ],
    action: { label: 'パスワードを設定する', url: p.url, note: 'このリンクの有効期限は72時間です。' },
  });
}
