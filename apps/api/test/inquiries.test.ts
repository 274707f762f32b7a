/**
 * Inquiries end to end through the API and a real SMTP server: a signed-out visitor's inquiry is
 * stored, notifies the operators and mails both the operators' inbox and the sender; robots
 * (honeypot, too fast) and floods (per-address limit) are refused; a signed-in user's inquiry is
 * tied to their company; an issue inquiry points at one of the company's links, and the operator
 * re-sends the examinee's mail; the operator handles the inbox and replies by mail.
 */
import { listOperatorNotifications, schema } from '@mirume/db';
import { ZAdminInquiriesResponse, ZAdminInquiryResponse, ZCheckKubunResponse } from '@mirume/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany, signInOperator } from './support/app.ts';
import { createLink } from './support/exam.ts';
import { fileOf, presign } from './support/files.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from './support/mail.ts';
import { buildWorld, createOtherCompany, type World } from './support/world.ts';

let ctx: World;
let smtp: TestSmtpServer;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let admin: Awaited<ReturnType<typeof signInCompany>>;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port);
  ctx = await buildWorld({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    APP_URL: 'https://mirume.example.jp',
    MAIL_POLL_MS: '60000',
    INQUIRY_INBOX_EMAIL: 'inbox@mirume.example.jp',
  });
  ctx.app.mailer.start();
  operator = await signInOperator(ctx.app);
  admin = await signInCompany(ctx.app, DEMO.admin);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

let ipSeq = 10;
const freshIp = () => `203.0.113.${ipSeq++}`;

const visitorForm = (over: Record<string, unknown> = {}) => ({
  kubun: 'service',
  name: '問合 太郎',
  email: 'visitor@example.jp',
  company_name: '株式会社問合せ',
  tel: '',
  subject: '料金について知りたい',
  body: '導入を検討しています。資料をいただけますか。',
  website: '',
  form_shown_at: Date.now() - 10_000,
  ...over,
});

const send = (
  payload: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/general_inquiries',
    payload,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.headers,
  });

const mailsTo = (to: string) => smtp.received.filter((m) => m.envelopeTo.includes(to));
async function waitForMail(to: string, count = 1) {
  for (let i = 0; i < 250; i++) {
    if (mailsTo(to).length >= count) return mailsTo(to);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

const detail = async (id: number) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/inquiries/${id}`,
    headers: operator,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminInquiryResponse.parse(res.json()).data;
};

describe('[INQUIRY] a signed-out visitor', () => {
  let id: number;
  it('sends an inquiry: stored, an operator notification, the inbox mail and the acknowledgement', async () => {
    const res = await send(visitorForm());
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;

    const notes = await listOperatorNotifications(ctx.database.db, 1, {
      kind: 'inquiry',
      limit: 10,
      offset: 0,
    });
    expect(notes.rows.some((n) => n.link === `/admin/inquiries/${id}`)).toBe(true);

    const [inbox] = await waitForMail('inbox@mirume.example.jp');
    expect(inbox?.subject).toContain('料金について知りたい');
    expect(inbox?.text).toContain('導入を検討しています。');
    expect(inbox?.text).toContain(`https://mirume.example.jp/admin/inquiries/${id}`);
    const [ack] = await waitForMail('visitor@example.jp');
    expect(ack?.subject).toContain('お問い合わせを受け付けました');
    expect(ack?.text).toContain(`No.${id}`);
  });

  it('the operator sees it in the inbox, takes it, replies by mail; the reply is on the thread', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/inquiries?status=new',
      headers: operator,
    });
    const list = ZAdminInquiriesResponse.parse(res.json()).data;
    expect(list.items.map((i) => i.id)).toContain(id);
    expect(list.new_count).toBeGreaterThanOrEqual(1);

    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/inquiries/${id}/reply`,
      headers: operator,
      payload: { body: 'お問い合わせありがとうございます。資料をお送りします。' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = ZAdminInquiryResponse.parse(reply.json()).data;
    expect(after.status).toBe('in_progress');
    expect(after.assignee_name).not.toBeNull();
    expect(after.messages).toMatchObject([
      { direction: 'outbound', body: 'お問い合わせありがとうございます。資料をお送りします。' },
    ]);

    const mails = await waitForMail('visitor@example.jp', 2);
    const replyMail = mails.find((m) => m.subject.includes('Re:'));
    expect(replyMail?.text).toContain('資料をお送りします。');
    expect(replyMail?.text).toContain('導入を検討しています。');

    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/inquiries/${id}`,
      headers: operator,
      payload: { status: 'done', assignee_id: null },
    });
    expect(done.json().data).toMatchObject({ status: 'done', assignee_id: null });
  });

  it('robots are refused: a filled honeypot, a form sent too fast', async () => {
    const honeypot = await send(visitorForm({ website: 'http://spam.example' }));
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().error.message).toContain('送信できませんでした');
    const fast = await send(visitorForm({ form_shown_at: Date.now() - 500 }));
    expect(fast.statusCode).toBe(400);
  });

  it('one address is limited to five inquiries an hour (429 after), others are not', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(visitorForm(), { ip })).statusCode).toBe(201);
    const sixth = await send(visitorForm(), { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toContain('上限');
    expect((await send(visitorForm(), { ip: freshIp() })).statusCode).toBe(201);
  });

  it('the fields a 区分 needs are checked, with Japanese messages', async () => {
    const contract = await send(visitorForm({ kubun: 'contract', company_name: '', tel: '' }));
    expect(contract.statusCode).toBe(400);
    expect(contract.json().error.details.fieldErrors).toMatchObject({
      company_name: ['入力必須です'],
      tel: ['入力必須です'],
    });
    const issue = await send(visitorForm({ kubun: 'diagnosis_issue' }));
    expect(issue.json().error.details.fieldErrors.kubun[0]).toContain('ログインしてから');
    const badMail = await send(visitorForm({ email: 'not-an-address' }));
    expect(badMail.json().error.details.fieldErrors.email).toEqual([
      '正しいメールアドレスを入力してください',
    ]);
  });

  it('check_kubun answers the fields of a 区分 and refuses an unknown one', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check_kubun',
      payload: { kubun: 'contract' },
    });
    expect(ZCheckKubunResponse.parse(res.json()).data).toMatchObject({
      issue: false,
      fields: { company_name: 'required', tel: 'required', target: 'hidden' },
    });
    const issue = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check_kubun',
      payload: { kubun: 'diagnosis_issue' },
    });
    expect(issue.json().data).toMatchObject({ issue: true, signed_in_only: true });
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/check_kubun', payload: { kubun: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('[INQUIRY] a signed-in company user', () => {
  it('sends through the same call: tied to the company, name and address from the account, no spam checks', async () => {
    const res = await send(
      visitorForm({ name: '偽名', email: 'someone-else@example.jp', form_shown_at: Date.now() }),
      { headers: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    const one = await detail(res.json().data.id);
    expect(one).toMatchObject({ company_id: ctx.companyId, email: DEMO.admin, signed_in: true });
    expect(one.name).not.toBe('偽名');
  });

  it('an issue inquiry about an own link: the operator re-sends the examinee mail, logged as an operator action', async () => {
    const link = await createLink(ctx.database, ctx.companyId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/issue_inquiries',
      headers: admin,
      payload: {
        subject: '受検者がメールを受け取れない',
        body: '迷惑メールにも届いていないそうです。',
        link_id: link.linkId,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect((await detail(id)).link).toMatchObject({ id: link.linkId, email: 'examinee@example.jp' });

    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/issue_inquiries/send_mails',
      headers: operator,
      payload: { id },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data.link.sent_count).toBe(1);
    expect(resend.json().data.messages[0].body).toContain('再送しました');
    const [mail] = await waitForMail('examinee@example.jp');
    expect(mail?.subject).toContain('適性診断のご案内');
    // The old link stops working (a new token was mailed).
    const old = await ctx.app.inject({ method: 'GET', url: `/api/v1/exam/links/${link.token}` });
    expect(old.statusCode).toBe(404);

    const actions = await ctx.database.db
      .select()
      .from(schema.operatorActions)
      .where(
        and(
          eq(schema.operatorActions.company_id, ctx.companyId),
          eq(schema.operatorActions.action, 'diagnosis_link.resend'),
        ),
      );
    expect(actions).toHaveLength(1);
  });

  it("another company's link is not found, like a missing one; no target at all is refused", async () => {
    const other = await createOtherCompany(ctx.database);
    const theirs = await createLink(ctx.database, other.company.id);
    const payload = { subject: '件名', body: '本文', link_id: theirs.linkId };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/issue_inquiries',
      headers: admin,
      payload,
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/issue_inquiries',
      headers: admin,
      payload: { ...payload, link_id: 999_999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(missing.json().error.details);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/issue_inquiries',
      headers: admin,
      payload: { subject: '件名', body: '本文' },
    });
    expect(none.json().error.details.fieldErrors.link_id[0]).toContain('診断リンクまたはチケットコード');
  });
});

describe('[INQUIRY] an attachment', () => {
  it('the sender attaches a file to their inquiry; the operator sees it; nobody else may attach to it', async () => {
    const res = await send(visitorForm({ subject: '画面のエラーについて', kubun: 'bug' }), {
      headers: admin,
    });
    const id = res.json().data.id as number;
    const bytes = fileOf('png', 2000);
    const upload = await presign(ctx.app, admin, {
      purpose: 'inquiry_attachment',
      file_name: 'エラー画面.png',
      content_type: 'image/png',
      size: bytes.length,
    });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: upload.url,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBe(200);

    const worker = await signInCompany(ctx.app, DEMO.worker);
    const attach = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/file_attached/update_obj',
        headers,
        payload: { key: upload.key, record_type: 'inquiry', record_id: id },
      });
    // A colleague of the same company did not send it: not found, like a missing inquiry.
    expect((await attach(worker)).statusCode).toBe(404);
    const ok = await attach(admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(id)).attachment).toMatchObject({
      key: upload.key,
      file_name: 'エラー画面.png',
      size_bytes: 2000,
    });
  });
});
