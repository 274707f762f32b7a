/** Invitation of a company user by an admin of the company: a link to set the first password. */
import { CompanyRole, type EnumValue } from '@mirume/shared';
import { appUrl, renderMail } from '../layout.ts';

export function memberInvitationMail(p: {
  appUrl: string;
  to: string;
  name: string;
  companyName: string;
  inviterName: string;
  role: EnumValue<typeof CompanyRole>;
  token: string;
}) {
  return renderMail({
    template: 'member_invitation',
    to: p.to,
    subject: '管理者アカウントへのご招待',
    greeting: `${p.name} 様`,
    paragraphs: [
      `${p.companyName} の ${p.inviterName} 様から、ミルメの管理者アカウント（権限：${CompanyRole.label(p.role)}）に招待されました。`,
      '下のボタンからパスワードを設定すると、ログインしてご利用いただけます。',
    ],
    action: {
      label: 'パスワードを設定する',
      url: appUrl(p.appUrl, '/password/new', { token: p.token }),
      note: 'このリンクの有効期限は72時間です。期限が切れた場合は、招待した管理者に再送を依頼してください。',
    },
  });
}
