/**
 * The diagnosis invitation: the company asks a person (employee or applicant) to take the
 * mirumevital test through a personal link. Sent on issue and again on every re-send (each with a
 * new link; the previous one stops working).
 */
import { ESTIMATED_MINUTES, formatDateTimeJa, stripTrailingUuid } from '@mirume/shared';
import { appUrl, renderMail } from '../layout.ts';

/** `2026年11月30日(月) 23:59まで` */
export function deadlineLabel(deadline: Date): string {
  return `${formatDateTimeJa(deadline)}まで`;
}

export function diagnosisLinkMail(p: {
  appUrl: string;
  to: string;
  lastName: string;
  firstName: string;
  companyName: string;
  token: string;
  deadline: Date;
  message: string | null;
}) {
  const name = stripTrailingUuid(`${p.lastName} ${p.firstName}`);
  return renderMail({
    template: 'diagnosis_link',
    to: p.to,
    subject: `${p.companyName}より適性診断のご案内`,
    greeting: `${name} 様`,
    paragraphs: [
      `${p.companyName}より、ミルメ適性診断の受検のご案内です。`,
      ...(p.message ? [`【${p.companyName}からのメッセージ】\n${p.message}`] : []),
      `受検期限：${deadlineLabel(p.deadline)}`,
      [
        `所要時間は約${ESTIMATED_MINUTES}分です。途中で中断せずに受けられるよう、静かな場所でお時間に余裕のあるときに受検してください。`,
        'スマートフォン・タブレット・パソコンのいずれからでも受検できます。',
      ].join('\n'),
    ],
    action: {
      label: '診断を受検する',
      url: appUrl(p.appUrl, `/exam/${p.token}`),
      note: 'このリンクはあなた専用です。ほかの方に転送しないでください。',
    },
    after: [
      '受検期限を過ぎるとリンクは無効になります。期限が過ぎた場合は、発行元の企業にお問い合わせください。',
    ],
  });
}
