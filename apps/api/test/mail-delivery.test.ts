/**
 * Mail delivery against a real SMTP server started by the test: the background sender hands the
 * outbox's mails to SMTP, retries with backoff while the server is down, and never sends a mail
 * twice, also with two senders on one database.
 */
import { claimDueMails, type Database, enqueueMail, listMails, markMailAttemptFailed } from '@mirume/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/lib/zod-app.ts';
import { appUrl, renderMail } from '../src/mail/layout.ts';
import { backoffDelay, DEFAULT_BACKOFF } from '../src/mail/sender.ts';
import { buildTestApp, type TestContext } from './support/app.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from './support/mail.ts';

/**
 * One app for the file (building one takes a second): the SMTP server listens on a fixed port
 * that the tests close and reopen to play "the server is down". The loop polls only every
 * minute, so a delivery within seconds proves the wake-up on enqueue.
 */
let ctx: TestContext;
let server: TestSmtpServer;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = await startSmtpServer(port);
  ctx = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    APP_URL: 'https://mirume.example.jp',
    MAIL_POLL_MS: '60000',
    MAIL_RETRY_BASE_MS: '300',
    MAIL_RETRY_MAX_MS: '400',
    MAIL_MAX_ATTEMPTS: '3',
  });
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});
beforeEach(() => {
  server.received.length = 0;
  ctx.app.mailer.start();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const passwordMail = (to: string, token: string) =>
  renderMail({
    template: 'company_password_reset',
    to,
    subject: 'パスワード再設定のご案内',
    greeting: '山田 花子 様',
    paragraphs: [
      'パスワード再設定のお申し込みを受け付けました。',
      '下のリンクから新しいパスワードを設定してください。',
    ],
    action: {
      label: 'パスワードを設定する',
      url: appUrl('https://mirume.example.jp', '/password/new', { token }),
      note: 'このリンクの有効期限は 30 分です。',
    },
  });

const mailRow = async (db: Database['db'], to: string) => {
  const [row] = await listMails(db, { to });
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
};

/** The SMTP server has the mail a moment before the sender has marked it sent. */
const sentRow = async (db: Database['db'], to: string) => {
  for (let i = 0; i < 100; i++) {
    const row = await mailRow(db, to);
    if (row.status !== 'pending') return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  return mailRow(db, to);
};

describe('[MAIL] delivery through SMTP', () => {
  it('a mail queued with a change is delivered at once: recipient, Japanese subject, the link, an HTML part', async () => {
    const token = 'tok_AbC-123_xyz';
    // The sender polls only every minute here, so only the wake-up on enqueue can deliver in time.
    await ctx.database.db.transaction(async (tx) => {
      await enqueueMail(tx, passwordMail('hanako@example.jp', token));
    });

    const [got] = await server.waitFor(1, 3000);
    if (!got) throw new Error('no mail arrived');
    expect(got.envelopeTo).toEqual(['hanako@example.jp']);
    expect(got.envelopeFrom).toBe('no-reply@mirume.test');
    expect(got.headers.to).toBe('hanako@example.jp');
    // The subject travels as ASCII (RFC 2047) and decodes to the Japanese text.
    expect(got.headers.subject).toMatch(/^[\x20-\x7e]+$/);
    expect(got.subject).toBe('【ミルメ】パスワード再設定のご案内');
    expect(got.headers.from).toMatch(/^=\?UTF-8\?[BQ]\?.+\?= <no-reply@mirume\.test>$/);
    expect(got.headers['message-id']).toMatch(/^<mail-\d+\.\d+@mirume\.test>$/);

    const link = 'https://mirume.example.jp/password/new?token=tok_AbC-123_xyz';
    expect(got.text).toContain('山田 花子 様');
    expect(got.text).toContain(link);
    expect(got.text).toContain('ミルメ 人材診断サービス');
    const linkInText = /https:\/\/\S+/.exec(got.text)?.[0];
    expect(new URL(linkInText ?? '').searchParams.get('token')).toBe(token);
    expect(got.html).toContain(`href="${link}"`);
    expect(got.html).toContain('パスワードを設定する');

    const row = await sentRow(ctx.database.db, 'hanako@example.jp');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('with the SMTP server down the mail stays queued with the error, and is delivered once when it is back', async () => {
    await server.close();
    await ctx.app.mailer.stop();
    await enqueueMail(ctx.database.db, passwordMail('down@example.jp', 'tok_down'));

    const before = Date.now();
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
    const waiting = await mailRow(ctx.database.db, 'down@example.jp');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sent_at: null, locked_until: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(before);
    // Not due yet: nothing is tried before the backoff has passed.
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 0 });

    server = await startSmtpServer(port);
    ctx.app.mailer.start();
    await sleep(waiting.next_attempt_at.getTime() - Date.now() + 20);
    ctx.app.mailer.wake();
    await server.waitFor(1, 3000);
    // Later rounds find nothing left to send.
    ctx.app.mailer.wake();
    await sleep(200);
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.text).toContain('/password/new?token=tok_down');
    expect(await sentRow(ctx.database.db, 'down@example.jp')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a recipient the server refuses for good is marked failed at once and kept in the outbox', async () => {
    await ctx.app.mailer.stop();
    await enqueueMail(ctx.database.db, passwordMail('reject-me@example.jp', 'tok_r'));
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
    const row = await mailRow(ctx.database.db, 'reject-me@example.jp');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550/);
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(0);
  });

  it('a mail that keeps failing is given up as failed after the last attempt', async () => {
    await ctx.app.mailer.stop();
    await server.close();
    await enqueueMail(ctx.database.db, passwordMail('never@example.jp', 'tok_n'));
    for (let i = 0; i < 3; i++) {
      const row = await mailRow(ctx.database.db, 'never@example.jp');
      await sleep(row.next_attempt_at.getTime() - Date.now() + 20);
      expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
    }
    server = await startSmtpServer(port);
    await sleep(500);
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await mailRow(ctx.database.db, 'never@example.jp')).toMatchObject({
      status: 'failed',
      attempts: 3,
    });
    expect(server.received).toHaveLength(0);
  });

  it('three senders on one database deliver each of many mails exactly once', async () => {
    // Two more apps (API processes) on the same database, each with its own sender loop.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_POLL_MS: '100',
    });
    const others: App[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config, database: ctx.database, logger: false });
        await app.ready();
        others.push(app);
      }
      const count = 25;
      for (let i = 0; i < count; i++) {
        await enqueueMail(ctx.database.db, passwordMail(`user${i}@many.example.jp`, `tok_${i}`));
      }
      // All loops are woken, and extra rounds compete with them for the same mails.
      const senders = [ctx.app, ...others, ctx.app, ...others];
      await Promise.all(senders.map((app) => app.mailer.runOnce()));
      await server.waitFor(count, 5000);
      await sleep(300);

      expect(server.received).toHaveLength(count);
      expect(new Set(server.received.map((m) => m.envelopeTo[0])).size).toBe(count);
      expect(new Set(server.received.map((m) => m.headers['message-id'])).size).toBe(count);
      const many = async () =>
        (await listMails(ctx.database.db, { limit: 200 })).filter((r) =>
          r.to_address.endsWith('@many.example.jp'),
        );
      for (let i = 0; i < 100 && (await many()).some((r) => r.status === 'pending'); i++) await sleep(20);
      const rows = await many();
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      for (const app of others) await app.close();
    }
  });

  it('shutting an app down waits for the mail it is sending, which is then marked sent', async () => {
    await ctx.app.mailer.stop();
    const slow = await startSmtpServer(0, { delayMs: 500 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SMTP_URL: slow.url,
    });
    const app = await buildApp({ config, database: ctx.database, logger: false });
    try {
      await app.ready();
      await enqueueMail(ctx.database.db, passwordMail('inflight@example.jp', 'tok_f'));
      for (let i = 0; i < 100 && slow.receiving === 0; i++) await sleep(20);
      expect(slow.receiving).toBe(1);
      expect(slow.received).toHaveLength(0);
      await app.close();
      expect(slow.received).toHaveLength(1);
      expect(await mailRow(ctx.database.db, 'inflight@example.jp')).toMatchObject({
        status: 'sent',
        attempts: 1,
      });
    } finally {
      await app.close();
      await slow.close();
    }
  });
});

describe('[MAIL] claims on outbox mails', () => {
  it('a claimed mail is invisible to other senders until its lease expires; a sender that lost it cannot touch it', async () => {
    await ctx.app.mailer.stop();
    const db = ctx.database.db;
    const id = await enqueueMail(db, passwordMail('lease@example.jp', 'tok_l'));
    const t0 = new Date(Date.now() + 1000);
    const [first] = await claimDueMails(db, 10, 60_000, t0);
    if (!first) throw new Error('not claimed');
    expect(first.id).toBe(id);
    // Another sender, while the lease runs: nothing to claim.
    expect(await claimDueMails(db, 10, 60_000, new Date(t0.getTime() + 59_000))).toEqual([]);
    // The first sender died; after the lease another sender takes the mail over.
    const [second] = await claimDueMails(db, 10, 60_000, new Date(t0.getTime() + 60_001));
    if (!second) throw new Error('not taken over');
    expect(second.id).toBe(id);
    // The first sender's late report does not overwrite the new claim.
    expect(await markMailAttemptFailed(db, first, 'late', new Date(), 20)).toBeUndefined();
    expect(await mailRow(db, 'lease@example.jp')).toMatchObject({
      attempts: 0,
      last_error: null,
      status: 'pending',
    });
    expect(await markMailAttemptFailed(db, second, 'timeout', new Date(), 20)).toBe('pending');
    expect(await mailRow(db, 'lease@example.jp')).toMatchObject({
      attempts: 1,
      last_error: 'timeout',
      locked_until: null,
    });
  });
});

describe('[MAIL] retry schedule', () => {
  it('waits 30 s after the first failure, doubles each time, never more than an hour, with ±20 % jitter', () => {
    const at = (failures: number, r: number) => backoffDelay(failures, DEFAULT_BACKOFF, () => r);
    expect([1, 2, 3, 4].map((n) => at(n, 0.5))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(at(8, 0.5)).toBe(3_600_000);
    expect(at(20, 0.5)).toBe(3_600_000);
    expect(at(1, 0)).toBe(24_000);
    expect(at(1, 1)).toBe(36_000);
    expect(at(30, 1)).toBe(4_320_000);
  });
});
