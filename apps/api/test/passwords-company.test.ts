import { createAccountToken, listMails, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInCompany } from './support/app.ts';
import { mailedLink } from './support/outbox.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld({ APP_URL: 'https://app.mirume.test' });

const requestReset = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/company_admins/password', payload, remoteAddress: ip });

const setPassword = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/company_admins/password', payload });

const validate = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/validate_token', headers });

const resetLink = (to: string) => mailedLink(ctx.database, to);

async function passwordHashOf(email: string) {
  const [row] = await ctx.database.db
    .select({ h: schema.companyAdmins.password_hash, id: schema.companyAdmins.id })
    .from(schema.companyAdmins)
    .where(eq(schema.companyAdmins.email, email));
  if (!row) throw new Error(`no company user ${email}`);
  return row;
}

describe('[PASSWORD] a company user resets a forgotten password', () => {
  it('mails a 30-minute link to /password/new; the new password works, the old does not, and every other client is signed out', async () => {
    const otherDevice = await signInCompany(ctx.app, DEMO.senkou_admin);
    expect((await validate(otherDevice)).statusCode).toBe(200);

    const res = await requestReset({ email: 'Senkou@Demo.Mirume.test', redirect_url: '/password/new' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);

    const { mail, url } = await resetLink(DEMO.senkou_admin);
    expect(mail.subject).toBe('【ミルメ】パスワード再設定のご案内');
    expect(mail.text_body).toContain('有効期限は30分');
    expect(`${url.origin}${url.pathname}`).toBe('https://app.mirume.test/password/new');
    const token = url.searchParams.get('token') ?? '';

    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/company_admins/password/token?token=${token}`,
    });
    expect(check.json()).toEqual({ data: { valid: true, purpose: 'password_reset' } });

    const set = await setPassword({
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
      token,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, purpose: 'password_reset' });

    expect((await validate(otherDevice)).statusCode).toBe(401);
    await signInCompany(ctx.app, DEMO.senkou_admin, 'brand-new-pass');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: DEMO.senkou_admin, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);

    // Single use: the same link again is refused and changes nothing.
    const before = await passwordHashOf(DEMO.senkou_admin);
    const reuse = await setPassword({
      password: 'another-pass-1',
      password_confirmation: 'another-pass-1',
      token,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toContain('このリンクは無効か、有効期限が切れています');
    expect(reuse.json().error.details.fieldErrors.token).toBeTruthy();
    expect((await passwordHashOf(DEMO.senkou_admin)).h).toBe(before.h);
    const recheck = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/company_admins/password/token?token=${token}`,
    });
    expect(recheck.json()).toEqual({ data: { valid: false, purpose: null } });
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const known = await requestReset({ email: DEMO.employee_admin });
    const unknown = await requestReset({ email: 'nobody-here@demo.mirume.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await listMails(ctx.database.db, { to: 'nobody-here@demo.mirume.test' })).toHaveLength(0);
  });

  it('refuses a redirect_url outside this site (no open redirect) and mails nothing', async () => {
    for (const redirect_url of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://app.mirume.test/password/new',
    ]) {
      const res = await requestReset({ email: DEMO.worker, redirect_url }, '10.0.0.2');
      expect(res.statusCode, redirect_url).toBe(400);
      expect(res.json().error.details.fieldErrors).toEqual({
        redirect_url: ['このサイト内のURLを指定してください'],
      });
    }
    expect(await listMails(ctx.database.db, { to: DEMO.worker })).toHaveLength(0);
    const sameOrigin = await requestReset(
      { email: DEMO.worker, redirect_url: 'https://app.mirume.test/password/new' },
      '10.0.0.2',
    );
    expect(sameOrigin.statusCode).toBe(200);
    expect(await listMails(ctx.database.db, { to: DEMO.worker })).toHaveLength(1);
  });

  it('refuses an expired link with the clear message and changes nothing', async () => {
    const { id, h } = await passwordHashOf(DEMO.admin);
    const { token } = await createAccountToken(ctx.database.db, {
      purpose: 'password_reset',
      owner: { type: 'company_admin', id },
      now: new Date(Date.now() - 31 * 60 * 1000),
    });
    const res = await setPassword({
      password: 'expired-pass-1',
      password_confirmation: 'expired-pass-1',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。',
    );
    expect((await passwordHashOf(DEMO.admin)).h).toBe(h);
  });

  it('answers mismatched or weak passwords with the §5 messages and keeps the link usable', async () => {
    await requestReset({ email: DEMO.employee_admin }, '10.0.0.3');
    const token = (await resetLink(DEMO.employee_admin)).url.searchParams.get('token') ?? '';
    const mismatch = await setPassword({ password: 'abcdefgh1', password_confirmation: 'abcdefgh2', token });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.fieldErrors).toEqual({
      password_confirmation: ['パスワードが一致しません'],
    });
    const spaces = await setPassword({
      password: 'has space 1',
      password_confirmation: 'has space 1',
      token,
    });
    expect(spaces.json().error.details.fieldErrors.password).toEqual([
      '半角英数字・記号で入力してください（空白は使えません）',
    ]);
    const ok = await setPassword({ password: 'finally-ok-1', password_confirmation: 'finally-ok-1', token });
    expect(ok.statusCode).toBe(200);
  });

  it('limits reset requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestReset({ email: 'flood@demo.mirume.test' }, `10.1.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await requestReset({ email: 'flood@demo.mirume.test' }, '10.1.0.99');
    expect(res.json().error.message).toContain('上限に達しました');
  });

  it('limits reset requests per client address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/company_admins/password',
        payload: { email: `probe${i}@example.test` },
        remoteAddress: '10.2.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
