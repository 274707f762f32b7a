/**
 * The mails of an inquiry: the notice to the operators' inbox, the acknowledgement to the sender,
 * and an operator's reply. The sender's own text is quoted, never interpreted.
 */
import { InquiryKubun, type InquiryKubunValue } from '@mirume/shared';
import { appUrl, renderMail } from '../layout.ts';

interface InquiryFacts {
  id: number;
  kubun: InquiryKubunValue;
  name: string;
  email: string;
  companyName: string | null;
  tel: string | null;
  subject: string;
  body: string;
}

const facts = (p: InquiryFacts) =>
  [
    `区分：${InquiryKubun.label(p.kubun)}`,
    `件名：${p.subject}`,
    `お名前：${p.name}`,
    ...(p.companyName ? [`企業名：${p.companyName}`] : []),
    `メールアドレス：${p.email}`,
    ...(p.tel ? [`電話番号：${p.tel}`] : []),
  ].join('\n');

export function inquiryInboxMail(p: InquiryFacts & { to: string; appUrl: string; extra?: string[] }) {
  return renderMail({
    template: 'inquiry_received',
    to: p.to,
    subject: `お問い合わせ（No.${p.id}）${p.subject}`,
    greeting: '運営担当者 各位',
    paragraphs: ['新しいお問い合わせが届きました。', facts(p), ...(p.extra ?? []), `【本文】\n${p.body}`],
    action: { label: '受信箱で確認する', url: appUrl(p.appUrl, `/admin/inquiries/${p.id}`) },
  });
}

export function inquiryAcknowledgementMail(p: InquiryFacts) {
  return renderMail({
    template: 'inquiry_acknowledgement',
    to: p.email,
    subject: 'お問い合わせを受け付けました',
    greeting: `${p.name} 様`,
    paragraphs: [
      'ミルメへお問い合わせいただき、ありがとうございます。以下の内容で受け付けました。',
      '担当者より、通常 2 営業日以内にご連絡いたします。',
      `受付番号：No.${p.id}\n${facts(p)}`,
      `【お問い合わせ内容】\n${p.body}`,
    ],
  });
}

export function inquiryReplyMail(p: {
  id: number;
  to: string;
  name: string;
  subject: string;
  body: string;
  quoted: string;
}) {
  return renderMail({
    template: 'inquiry_reply',
    to: p.to,
    subject: `Re: ${p.subject}（お問い合わせ No.${p.id}）`,
    greeting: `${p.name} 様`,
    paragraphs: [p.body, `――― お問い合わせ内容 ―――\n${p.quoted}`],
    after: ['このメールへのご返信ではなく、お問い合わせフォームから再度ご連絡ください。'],
  });
}
