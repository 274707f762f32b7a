/** Sent to a company's 総合管理者 when an invoice (or a credit note) is issued. */
import { billingMonthLabel, formatYen } from '@mirume/shared';
import { renderMail } from '../layout.ts';

export function invoiceIssuedMail(p: {
  to: string;
  name: string;
  companyName: string;
  kind: 'invoice' | 'credit_note';
  invoiceNumber: string;
  month: string;
  total: number;
  dueDate: string;
  url: string;
}) {
  const what = p.kind === 'invoice' ? '請求書' : '返還請求書（請求の取消）';
  return renderMail({
    template: p.kind === 'invoice' ? 'invoice_issued' : 'credit_note_issued',
    to: p.to,
    subject: `${billingMonthLabel(p.month)}の${what}を発行しました`,
    greeting: `${p.companyName}\n${p.name} 様`,
    paragraphs: [
      `${billingMonthLabel(p.month)}のご利用分の${what}を発行しました。`,
      `${what}番号: ${p.invoiceNumber}\n金額（税込）: ${formatYen(p.total)}${
        p.kind === 'invoice' ? `\nお支払期限: ${p.dueDate.replaceAll('-', '/')}` : ''
      }`,
      '明細とPDFは管理画面の「請求書」からご確認いただけます。',
    ],
    action: { label: '請求書を確認する', url: p.url },
  });
}
