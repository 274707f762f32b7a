/** Sent to the old address when an email change was requested, so a hijack does not go unnoticed. */
import { renderMail } from '../layout.ts';

export function emailChangeNoticeMail(p: { to: string; name: string; newEmail: string }) {
  return renderMail({
    template: 'email_change_notice',
    to: p.to,
    subject: 'メールアドレス変更手続きのお知らせ',
    greeting: `${p.name} 様`,
    paragraphs: [
      `ログイン用メールアドレスを ${p.newEmail} に変更する手続きが行われました。新しいメールアドレスに届く確認メールのリンクを開くと、変更が完了します。`,
      'お心当たりのない場合は、第三者がログインしている可能性があります。至急パスワードを変更し、運営事務局までお問い合わせください。',
    ],
  });
}
