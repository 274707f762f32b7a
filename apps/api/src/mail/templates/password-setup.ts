/** The first password of a company user registered by someone else (an operator or an admin). */
import { SERVICE_NAME } from '@mirume/shared';
import { renderMail } from '../layout.ts';

export function passwordSetupMail(p: { to: string; name: string; companyName: string; url: string }) {
  return renderMail({
    template: 'password_setup',
    to: p.to,
    subject: 'パスワード設定のご案内',
    greeting: `${p.companyName}\n${p.name} 様`,
    paragraphs: [
      `${SERVICE_NAME}の管理者として登録されました。`,
      '下のボタンからパスワードを設定すると、ログインしてご利用いただけます。',
    ],
    action: {
      label: 'パスワードを設定する',
      url: p.url,
      note: 'このリンクの有効期限は72時間です。期限が切れた場合は、登録した担当者に再送を依頼してください。',
    },
  });
}
