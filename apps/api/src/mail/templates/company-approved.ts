/** Sent when an operator approves a company: it may sign in and use the trial. */
import { renderMail } from '../layout.ts';

export function companyApprovedMail(p: { to: string; name: string; companyName: string; loginUrl: string }) {
  return renderMail({
    template: 'company_approved',
    to: p.to,
    subject: 'ご利用開始のお知らせ（トライアル）',
    greeting: `${p.companyName}\n${p.name} 様`,
    paragraphs: [
      'お申し込みいただいた内容の審査が完了し、トライアルでのご利用を開始いただけるようになりました。',
      'ご登録のメールアドレスとパスワードでログインしてください。',
    ],
    action: { label: 'ログインする', url: p.loginUrl },
  });
}
