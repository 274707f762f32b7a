import { schema } from '@mirume/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInCompany } from './support/app.ts';
import { createOtherCompany, useWorld } from './support/world.ts';

const ctx = useWorld();

const signIn = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/company_admins/sign_in', payload, headers });

describe('[AUTH] company sign-in', () => {
  it('answers data.user and data.token and the devise_token_auth headers', async () => {
    const res = await signIn({ email: DEMO.admin, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({
      email: DEMO.admin,
      role: 'admin',
      company_name: 'デモ株式会社',
      company_status: 'trial',
      last_name: '山田',
      kana_first_name: 'ハナコ',
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    for (const h of ['access-token', 'client', 'uid', 'token-type', 'expiry'])
      expect(res.headers[h]).toBeTruthy();
    expect(res.headers['token-type']).toBe('Bearer');
    expect(body.data.token['access-token']).toBe(res.headers['access-token']);
    const expiry = Number(res.headers.expiry) * 1000;
    expect(expiry - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(14 * 24 * 3600 * 1000);
  });

  it('accepts a form-encoded body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(DEMO.worker)}&password=${PASSWORD}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('worker');
  });

  it('is case-insensitive on the email address', async () => {
    const res = await signIn({ email: '  Admin@Demo.Mirume.Test ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email exactly the same', async () => {
    const wrong = await signIn({ email: DEMO.senkou_admin, password: 'not-the-password' });
    const unknown = await signIn({ email: 'nobody@demo.mirume.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (b: { error: Record<string, unknown> }) => ({ ...b.error, request_id: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    });
  });

  it('answers empty fields with Japanese field errors', async () => {
    const res = await signIn({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.fieldErrors).toEqual({
      email: ['入力必須です'],
      password: ['入力必須です'],
    });
  });

  it('refuses companies that are not in trial or approved, telling why', async () => {
    const pending = await createOtherCompany(ctx.database, { status: 'email_authenticated' });
    const res = await signIn({ email: pending.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('COMPANY_NOT_ACTIVE');
    expect(res.json().error.message).toContain('審査');

    const unconfirmed = await createOtherCompany(ctx.database, { status: 'temp_registration' });
    const res2 = await signIn({ email: unconfirmed.email, password: PASSWORD });
    expect(res2.statusCode).toBe(403);
    expect(res2.json().error.message).toContain('メールアドレスの認証');
  });

  it('refuses a discarded company', async () => {
    const gone = await createOtherCompany(ctx.database);
    await ctx.database.db
      .update(schema.companies)
      .set({ discarded_at: new Date() })
      .where(eq(schema.companies.id, gone.company.id));
    const res = await signIn({ email: gone.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('COMPANY_NOT_ACTIVE');
  });
});

describe('[AUTH] company tokens', () => {
  const validate = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/validate_token', headers });

  it('authenticates later calls with the headers and returns the current user', async () => {
    const headers = await signInCompany(ctx.app, DEMO.employee_admin);
    const res = await validate(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: DEMO.employee_admin, role: 'employee_admin' });
  });

  it('answers 401 without headers, with a wrong token, or with another user’s uid', async () => {
    const headers = await signInCompany(ctx.app, DEMO.admin);
    expect((await validate({})).statusCode).toBe(401);
    expect((await validate({ ...headers, 'access-token': 'x'.repeat(22) })).statusCode).toBe(401);
    const res = await validate({ ...headers, uid: DEMO.worker });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(res.json().error.message).toMatch(/ログイン/);
  });

  it('answers 401 once the token has expired', async () => {
    const headers = await signInCompany(ctx.app, DEMO.admin);
    await ctx.database.db
      .update(schema.authTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.authTokens.client_id, headers.client));
    expect((await validate(headers)).statusCode).toBe(401);
  });

  it('revokes the client on sign-out, leaving other clients signed in', async () => {
    const a = await signInCompany(ctx.app, DEMO.worker);
    const b = await signInCompany(ctx.app, DEMO.worker);
    const out = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/company_admins/sign_out',
      headers: a,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await validate(a)).statusCode).toBe(401);
    expect((await validate(b)).statusCode).toBe(200);
  });

  it('keeps at most 10 clients per user: the 11th sign-in ends the oldest', async () => {
    const user = await createOtherCompany(ctx.database);
    const sessions = [];
    for (let i = 0; i < 11; i++) sessions.push(await signInCompany(ctx.app, user.email));
    expect((await validate(sessions[0]!)).statusCode).toBe(401);
    for (const s of sessions.slice(1)) expect((await validate(s)).statusCode).toBe(200);
  });

  it('stops working when the company is discarded', async () => {
    const user = await createOtherCompany(ctx.database);
    const headers = await signInCompany(ctx.app, user.email);
    await ctx.database.db
      .update(schema.companies)
      .set({ discarded_at: new Date() })
      .where(eq(schema.companies.id, user.company.id));
    expect((await validate(headers)).statusCode).toBe(401);
  });
});

describe('[AUTH] session cache', () => {
  it('a signed-out client is refused at once even right after it was verified', async () => {
    const headers = await signInCompany(ctx.app, DEMO.admin);
    const validate = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/validate_token', headers });
    expect((await validate()).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/api/v1/company_admins/sign_out', headers });
    expect((await validate()).statusCode).toBe(401);
  });

  it('answers a cached client only for the exact token that was verified', async () => {
    const headers = await signInCompany(ctx.app, DEMO.admin);
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/validate_token', headers });
    expect(ok.statusCode).toBe(200);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/validate_token',
      headers: { ...headers, 'access-token': 'A'.repeat(22) },
    });
    expect(forged.statusCode).toBe(401);
  });
});
