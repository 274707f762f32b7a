/**
 * The development mailbox: without SMTP_URL mails stay in the outbox and can be read through
 * /api/v1/dev/mails, from this machine only; in production these URLs do not exist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enqueueMail, listMails } from '@mirume/db';
import { describe, expect, it } from 'vitest';
import { appUrl, renderMail } from '../src/mail/layout.ts';
import { buildTestApp } from './support/app.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();

const confirmation = (to: string) =>
  renderMail({
    template: 'company_confirmation',
    to,
    subject: 'メールアドレスのご確認',
    greeting: 'テスト株式会社 ご担当者 様',
    paragraphs: ['ミルメへのお申し込みありがとうございます。'],
    action: {
      label: 'メールアドレスを確認する',
      url: appUrl('http://localhost:3000', '/api/v1/company_admins/confirmation', {
        confirmation_token: 'abc',
      }),
    },
  });

describe('[MAIL] development mailbox', () => {
  it('without SMTP a queued mail stays pending and a developer reads it, newest first, with its body', async () => {
    expect(ctx.app.mailer.enabled).toBe(false);
    const older = await enqueueMail(ctx.database.db, confirmation('first@example.jp'));
    const newer = await enqueueMail(ctx.database.db, confirmation('Second@Example.jp'));
    expect(await ctx.app.mailer.runOnce()).toEqual({ sent: 0, failed: 0 });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/mails' });
    expect(list.statusCode).toBe(200);
    const items = list.json().data.items as { id: number }[];
    expect(items.map((m) => m.id).slice(0, 2)).toEqual([newer, older]);
    expect(items[0]).toEqual({
      id: newer,
      to: 'Second@Example.jp',
      subject: '【ミルメ】メールアドレスのご確認',
      template: 'company_confirmation',
      status: 'pending',
      attempts: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sent_at: null,
    });

    const filtered = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/mails?to=second@example.jp' });
    expect(filtered.json().data.items.map((m: { id: number }) => m.id)).toEqual([newer]);
    // Tests of other features find mails the same way, whatever the case of the address.
    expect((await listMails(ctx.database.db, { to: 'SECOND@example.jp' })).map((m) => m.id)).toEqual([newer]);

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/mails/${newer}` });
    expect(detail.statusCode).toBe(200);
    const mail = detail.json().data;
    expect(mail.text).toContain(
      'http://localhost:3000/api/v1/company_admins/confirmation?confirmation_token=abc',
    );
    expect(mail.html).toContain('メールアドレスを確認する');
    expect(mail).toMatchObject({ status: 'pending', last_error: null });
  });

  it('answers 404 with the Japanese message for a mail that does not exist, 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/mails/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/mails/abc' });
    expect(malformed.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const id = await enqueueMail(prod.database.db, confirmation('prod@example.jp'));
      for (const url of ['/api/v1/dev/mails', `/api/v1/dev/mails/${id}`]) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('prod@example.jp');
      }
      expect(prod.app.routeTable.some((r) => r.url.startsWith('/api/v1/dev/'))).toBe(false);
    } finally {
      await prod.close();
    }
  });

  it('answers loopback clients only: another address, or a proxy on this machine, gets a 404', async () => {
    const id = await enqueueMail(ctx.database.db, confirmation('loopback@example.jp'));
    const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress, headers });
    for (const url of ['/api/v1/dev/mails', `/api/v1/dev/mails/${id}`]) {
      expect((await get(url, '127.0.0.1')).statusCode, url).toBe(200);
      expect((await get(url, '::1')).statusCode, url).toBe(200);
      for (const remote of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20']) {
        const res = await get(url, remote);
        expect(res.statusCode, `${url} from ${remote}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
        expect(res.body).not.toContain('loopback@example.jp');
      }
      // A reverse proxy on this machine forwards someone else's request (TRUST_PROXY unset).
      expect((await get(url, '127.0.0.1', { 'x-forwarded-for': '192.168.1.20' })).statusCode).toBe(404);
    }
  });

  // Two apps, each on a database of its own: more than the default 30 s on a loaded machine.
  it('serves the mailbox page to loopback clients only, and not in production', {
    timeout: 90_000,
  }, async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-devpage-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ミルメ</title>');
    const dev = await buildTestApp({ WEB_DIST_DIR: dist });
    const prod = await buildTestApp({ WEB_DIST_DIR: dist, NODE_ENV: 'production' });
    try {
      const page = (app: typeof dev.app, url: string, remoteAddress: string) =>
        app.inject({ method: 'GET', url, remoteAddress });
      expect((await page(dev.app, '/dev/mailbox', '127.0.0.1')).statusCode).toBe(200);
      expect((await page(dev.app, '/dev/mailbox', '192.168.1.20')).statusCode).toBe(404);
      expect((await page(prod.app, '/dev/mailbox', '127.0.0.1')).statusCode).toBe(404);
      // Other pages are served to everyone.
      expect((await page(dev.app, '/login', '192.168.1.20')).statusCode).toBe(200);
    } finally {
      await dev.close();
      await prod.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
