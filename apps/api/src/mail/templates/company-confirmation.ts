/** The link a company that signed up opens to confirm its address (valid 72 hours). */
import { SERVICE_NAME } from '@mirume/shared';
import { renderMail } from '../layout.ts';

export function companyConfirmationMail(p: { to: string; name: string; companyName: string; url: string }) {
  return renderMail({
    template: 'company_confirmation',
    to: p.to,
    subject: 'メールアドレスのご確認',
    greeting: `${p.companyName}\n${p.name} 様`,
    paragraphs: [
      `このたびは${SERVICE_NAME}にお申し込みいただき、誠にありがとうございます。`,
      '下のボタンからメールアドレスの認証を完了してください。認証後、運営事務局にてお申し込み内容を審査し、ご利用開始のご連絡をメールでお送りします。',
    ],
    action: {
      label: 'メールアドレスを認証する',
      url: p.url,
      note: 'このリンクの有効期限は72時間です。',
    },
  });
}
