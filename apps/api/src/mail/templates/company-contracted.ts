/** Sent when an operator puts a company on the full contract. */
import { renderMail } from '../layout.ts';

export function companyContractedMail(p: {
  to: string;
  name: string;
  companyName: string;
  loginUrl: string;
}) {
  return renderMail({
    template: 'company_contracted',
    to: p.to,
    subject: '本契約開始のお知らせ',
    greeting: `${p.companyName}\n${p.name} 様`,
    paragraphs: [
      '本契約の手続きが完了しました。引き続き、すべての機能をご利用いただけます。',
      '今後ともどうぞよろしくお願いいたします。',
    ],
    action: { label: 'ログインする', url: p.loginUrl },
  });
}
