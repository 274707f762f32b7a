/**
 * The operator's notifications: what needs an operator arrives from the events themselves (a
 * company confirming its address, a trial ending within 7 days, a mail given up for good), each
 * once, and every operator keeps their own read marks.
 */
import { enqueueMail, hashPassword, insertSystemAdmin, schema } from '@mirume/db';
import { tokyoDate } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MailSender } from '../src/mail/sender.ts';
import { createSmtpTransport } from '../src/mail/transport.ts';
import { remindTrialsEnding } from '../src/services/companies/trial-reminders.ts';
import { signInOperator } from './support/app.ts';
import { freePort } from './support/mail.ts';
import { mailedLink } from './support/outbox.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);

const list = (query = '', headers: Record<string, string> = operator) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin/notifications${query}`, headers });
const patch = (payload: object, headers: Record<string, string> = operator) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/admin/notifications', headers, payload });

describe('[ADMIN] operator notifications', () => {
  it("lists the demo world's notifications newest first with the unread count, and marks them read per operator", async () => {
    const first = (await list()).json().data;
    // The demo world's two new inquiries, then the seeded operations notices.
    expect(first.items.map((n: { kind: string }) => n.kind)).toEqual([
      'inquiry',
      'inquiry',
      'company_pending',
      'trial_ending',
      'mail_failed',
    ]);
    expect(first.unread).toBe(5);

    const read = await patch({ ids: [first.items[0].id] });
    expect(read.json().data.unread).toBe(4);
    const unreadOnly = (await list('?unread=true')).json().data;
    expect(unreadOnly.items.map((n: { kind: string }) => n.kind)).toEqual([
      'inquiry',
      'company_pending',
      'trial_ending',
      'mail_failed',
    ]);

    // Another operator has their own marks.
    const other = await insertSystemAdmin(ctx.database.db, {
      email: 'second@mirume.test',
      role: 'admin',
      last_name: '二番',
      first_name: '花子',
      kana_last_name: 'ニバン',
      kana_first_name: 'ハナコ',
    });
    await ctx.database.db
      .update(schema.systemAdmins)
      .set({ password_hash: await hashPassword('second-pass-1') })
      .where(eq(schema.systemAdmins.id, other.id));
    const second = await signInOperator(ctx.app, 'second@mirume.test', 'second-pass-1');
    expect((await list('', second)).json().data.unread).toBe(5);

    expect((await patch({ all: true })).json().data.unread).toBe(0);
    expect((await patch({ ids: [first.items[1].id], read: false })).json().data.unread).toBe(1);
    const bad = await patch({});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.ids).toEqual(['入力必須です']);
    expect((await list('?kind=unknown')).statusCode).toBe(400);
  });

  it('a company confirming its address notifies the operators once', async () => {
    const email = 'pending@notify.mirume.test';
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins',
      payload: {
        company_name: '株式会社通知テスト',
        daihyo_name: '通知 太郎',
        last_name: '通知',
        first_name: '太郎',
        kana_last_name: 'ツウチ',
        kana_first_name: 'タロウ',
        email,
        tel: '0312345678',
        password: 'notify-pass-1',
        password_confirmation: 'notify-pass-1',
        agree_terms: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const { url } = await mailedLink(ctx.database, email);
    await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const items = (await list('?kind=company_pending')).json().data.items;
    expect(items[0]).toMatchObject({
      title: '「株式会社通知テスト」が承認待ちになりました',
      read_at: null,
    });
    expect(items[0].link).toMatch(/^\/admin\/companies\/\d+$/);
  });

  it('the daily job tells of trials ending within 7 days, once per end date', async () => {
    const [trial] = await ctx.database.db
      .insert(schema.companies)
      .values({
        name: '株式会社まもなく終了',
        status: 'trial',
        date_start_contract: tokyoDate(new Date(Date.now() - 20 * 86_400_000)),
        date_end_contract: tokyoDate(new Date(Date.now() + 3 * 86_400_000)),
      })
      .returning();
    await ctx.database.db.insert(schema.companies).values({
      name: '株式会社まだ先',
      status: 'trial',
      date_end_contract: tokyoDate(new Date(Date.now() + 20 * 86_400_000)),
    });
    expect(await remindTrialsEnding(ctx.database.db)).toBe(1);
    expect(await remindTrialsEnding(ctx.database.db)).toBe(0);
    const items = (await list('?kind=trial_ending')).json().data.items;
    const titles = items.map((n: { title: string }) => n.title);
    expect(titles.some((t: string) => t.startsWith('「株式会社まもなく終了」のトライアルが'))).toBe(true);
    expect(titles.some((t: string) => t.includes('まだ先'))).toBe(false);
    expect(items.find((n: { company_id: number }) => n.company_id === trial!.id).link).toBe(
      `/admin/companies/${trial!.id}`,
    );
  });

  it('a mail the sender gives up on for good becomes a mail_failed notification', async () => {
    // Nothing listens on the port: every attempt fails, and with one attempt allowed the mail is given up.
    const port = await freePort();
    const sender = new MailSender({
      db: ctx.database.db,
      createTransport: () => createSmtpTransport(`smtp://127.0.0.1:${port}`),
      from: 'no-reply@mirume.test',
      log: ctx.app.log,
      pollMs: 60_000,
      maxAttempts: 1,
    });
    await enqueueMail(ctx.database.db, {
      to: 'nobody@unreachable.mirume.test',
      subject: '届かないメール',
      text: '本文',
      template: 'test_undeliverable',
    });
    const result = await sender.runOnce();
    await sender.stop();
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const items = (await list('?kind=mail_failed&per=200')).json().data.items;
    const notice = items.find(
      (n: { title: string }) => n.title === 'メール「届かないメール」を送信できませんでした',
    );
    expect(notice.body).toContain('nobody@unreachable.mirume.test');
  });
});
