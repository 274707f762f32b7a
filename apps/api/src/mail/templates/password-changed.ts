/** Sent after a company user changed their password from /user/edit. */
import { renderMail } from '../layout.ts';

export function passwordChangedMail(p: { to: string; name: string }) {
  return renderMail({
    template: 'password_changed',
    to: p.to,
    subject: 'パスワード変更のお知らせ',
    greeting: `${p.name} 様`,
    paragraphs: [
      'ログインパスワードが変更されました。この操作を行った端末以外では、ログアウトされています。',
      'お心当たりのない場合は、至急パスワードの再設定を行い、運営事務局までお問い合わせください。',
    ],
  });
}
