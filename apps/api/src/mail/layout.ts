/**
 * The frame of every mail: a plain-text body and an HTML body with the service name, a greeting,
 * the message, an optional action link (also written out in full, for mail clients that strip
 * links) and the footer. Templates in ./templates build an `OutgoingMail` with it.
 */
import type { OutgoingMail } from '@mirume/db';
import { SERVICE_NAME, SERVICE_TITLE } from '@mirume/shared';

export interface MailContent {
  template: string;
  to: string;
  /** Without the service-name prefix; it is added. */
  subject: string;
  /** e.g. '山田 花子 様' or 'デモ株式会社 ご担当者 様' */
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action?: { label: string; url: string; note?: string };
  /** Extra paragraphs after the action. */
  after?: string[];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const FOOTER = [
  'このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。',
  'お心当たりのない場合は、このメールを破棄してください。',
];

export function renderMail(c: MailContent): OutgoingMail {
  const subject = `【${SERVICE_NAME}】${c.subject}`;
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`▼ ${c.action.label}`, c.action.url, ...(c.action.note ? [c.action.note] : []), ''] : []),
    ...(c.after ?? []).flatMap((p) => [p, '']),
    '――――――――――――――――――――',
    SERVICE_TITLE,
    ...FOOTER,
  ].join('\n');

  const p = (t: string) =>
    `<p style="margin:0 0 16px;line-height:1.8">${escapeHtml(t).replaceAll('\n', '<br>')}</p>`;
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f9;font-family:'Hiragino Sans','Noto Sans JP','Yu Gothic',Meiryo,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<div style="font-size:20px;font-weight:700;color:#1A5FCC;margin-bottom:24px">${escapeHtml(SERVICE_TITLE)}</div>
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
${
  c.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#1A5FCC;color:#fff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:8px">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#4b5563;word-break:break-all">ボタンが押せない場合は、次の URL をブラウザに貼り付けてください。<br>${escapeHtml(c.action.url)}</p>${c.action.note ? p(c.action.note) : ''}`
    : ''
}
${(c.after ?? []).map(p).join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
${FOOTER.map((f) => `<p style="margin:0 0 8px;font-size:12px;color:#4b5563">${escapeHtml(f)}</p>`).join('\n')}
</div></body></html>`;
  return { to: c.to, subject, text, html, template: c.template };
}

/** An absolute link into the web app, e.g. appUrl(config.APP_URL, '/password/new', { token }). */
export function appUrl(base: string, pathname: string, query: Record<string, string> = {}): string {
  const url = new URL(pathname, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
