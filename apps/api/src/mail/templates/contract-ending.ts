/** The contract-end notice an operator sends to a company's 総合管理者 (send_end_contract_mail). */
import { renderMail } from '../layout.ts';

const ja = (d: string) => `${Number(d.slice(0, 4))}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;

export function contractEndingMail(p: {
  to: string;
  name: string;
  companyName: string;
  endDate: string;
  url: string;
}) {
  return renderMail({
    template: 'contract_ending',
    to: p.to,
    subject: '契約期間満了のお知らせ',
    greeting: `${p.companyName}\n${p.name} 様`,
    paragraphs: [
      `いつもご利用いただきありがとうございます。貴社のご契約は ${ja(p.endDate)} に期間満了を迎えます。`,
      '継続をご希望の場合は、お手数ですが期間満了日までに担当者までご連絡ください。ご連絡がない場合、期間満了日をもってご契約は終了となります。',
    ],
    action: { label: 'ログインする', url: p.url },
  });
}
