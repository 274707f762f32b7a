/**
 * The first password of an account registered by someone else: a company user registered by an
 * operator or an admin (greeted with the company's name), or a system admin added by an operator.
 */
import { SERVICE_NAME } from '@mirume/shared';
import { renderMail } from '../layout.ts';

type Recipient =
  | { account: 'company'; to: string; name: string; companyName: string; url: string }
  | { account: 'operator'; to: string; name: string; url: string };

export function passwordSetupMail(p: Recipient) {
  const texts =
    p.account === 'company'
      ? {
          template: 'password_setup',
          subject: 'パスワード設定のご案内',
          greeting: `${p.companyName}\n${p.name} 様`,
          paragraphs: [
            `${SERVICE_NAME}の管理者として登録されました。`,
            '下のボタンからパスワードを設定すると、ログインしてご利用いただけます。',
          ],
          note: 'このリンクの有効期限は72時間です。期限が切れた場合は、登録した担当者に再送を依頼してください。',
        }
      : {
          template: 'system_admin_invitation',
          subject: 'システム管理者アカウントのご案内',
          greeting: `${p.name} 様`,
          paragraphs: [
            `${SERVICE_NAME}の運営管理画面のシステム管理者として登録されました。`,
            '下のボタンからパスワードを設定してください。設定後、運営管理画面にログインできます。',
          ],
          note: 'このリンクの有効期限は72時間です。',
        };
  return renderMail({
    template: texts.template,
    to: p.to,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: texts.paragraphs,
    action: { label: 'パスワードを設定する', url: p.url, note: texts.note },
  });
}
