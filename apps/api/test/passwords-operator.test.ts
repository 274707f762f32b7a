import { createAccountToken, listMails, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInOperator } from './support/app.ts';
import { mailedLink } from './support/outbox.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld({ APP_URL: 'https://app.mirume.test' });
const operator: Record<string, string> = signedInOperator(ctx);

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  email: 'New.Ops@mirume.test',
  last_name: '新人',
  first_name: '運営',
  kana_last_name: 'シンジン',
  kana_first_name: 'ウンエイ',
  role: 'admin',
  ...overrides,
});

const addSystemAdmin = (payload: Record<string, unknown>, headers = operator) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/system_admins', headers, payload });

const linkIn = (to: string) => mailedLink(ctx.database, to);

const operatorSignIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/system_admins/sign_in', payload: { email, password } });

describe('[OPERATOR PASSWORD] an operator adds a system admin who sets a password', () => {
  it('creates the admin without a password, mails /admin/password/new?confirmation_token=…, and change_password lets them sign in', async () => {
    const res = await addSystemAdmin(newAdmin());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'new.ops@mirume.test', role: 'admin', last_name: '新人' });
    expect(res.json().data.password_hash).toBeUndefined();
    expect((await operatorSignIn('new.ops@mirume.test', 'any-password-1')).statusCode).toBe(401);

    const { mail, url } = await linkIn('new.ops@mirume.test');
    expect(mail.subject).toBe('【ミルメ】システム管理者アカウントのご案内');
    expect(`${url.origin}${url.pathname}`).toBe('https://app.mirume.test/admin/password/new');
    const confirmation_token = url.searchParams.get('confirmation_token') ?? '';

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/change_password',
      payload: { password: 'ops-pass-001', password_confirmation: 'ops-pass-002', confirmation_token },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.fieldErrors).toEqual({
      password_confirmation: ['パスワードが一致しません'],
    });

    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/change_password',
      payload: { password: 'ops-pass-001', password_confirmation: 'ops-pass-001', confirmation_token },
    });
    expect(set.statusCode).toBe(200);
    expect((await operatorSignIn('new.ops@mirume.test', 'ops-pass-001')).statusCode).toBe(200);

    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/change_password',
      payload: { password: 'ops-pass-009', password_confirmation: 'ops-pass-009', confirmation_token },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toContain('このリンクは無効か、有効期限が切れています');
  });

  it('refuses a duplicate address and invalid kana with field errors, writing nothing', async () => {
    const before = (await ctx.database.db.select().from(schema.systemAdmins)).length;
    const dup = await addSystemAdmin(newAdmin({ email: DEMO.operator }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.details.fieldErrors).toEqual({
      email: ['このメールアドレスは既に登録されています'],
    });
    const bad = await addSystemAdmin(
      newAdmin({ email: 'kana@mirume.test', kana_last_name: 'しんじん', role: 'root' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.kana_last_name).toEqual(['全角カタカナで入力してください']);
    expect(bad.json().error.details.fieldErrors.role).toEqual(['無効な選択肢です']);
    expect((await ctx.database.db.select().from(schema.systemAdmins)).length).toBe(before);
  });

  it('is for signed-in operators only, with the CSRF header', async () => {
    expect((await addSystemAdmin(newAdmin({ email: 'x1@mirume.test' }), {})).statusCode).toBe(401);
    expect(
      (await addSystemAdmin(newAdmin({ email: 'x2@mirume.test' }), { cookie: operator.cookie ?? '' }))
        .statusCode,
    ).toBe(403);
    expect(await listMails(ctx.database.db, { to: 'x2@mirume.test' })).toHaveLength(0);
  });
});

describe('[OPERATOR PASSWORD] a system admin resets a forgotten password', () => {
  it('mails a link to /admin/password/password; the new password works and the old session is revoked', async () => {
    const session = await signInOperator(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/password',
      payload: { email: DEMO.operator, redirect_url: '/admin/password/password' },
    });
    expect(res.statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/password',
      payload: { email: 'ghost@mirume.test' },
    });
    expect(unknown.json()).toEqual(res.json());

    const { mail, url } = await linkIn(DEMO.operator);
    expect(mail.subject).toBe('【ミルメ】パスワード再設定のご案内（運営管理画面）');
    expect(`${url.origin}${url.pathname}`).toBe('https://app.mirume.test/admin/password/password');
    const token = url.searchParams.get('token') ?? '';
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/system_admins/password',
      payload: { password: 'ops-reset-01', password_confirmation: 'ops-reset-01', token },
    });
    expect(set.statusCode).toBe(200);

    const validate = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/system_admins/validate_token',
      headers: session,
    });
    expect(validate.statusCode).toBe(401);
    expect((await operatorSignIn(DEMO.operator, PASSWORD)).statusCode).toBe(401);
    expect((await operatorSignIn(DEMO.operator, 'ops-reset-01')).statusCode).toBe(200);
  });

  it('refuses an expired reset link, a setup link used as a reset link, and an off-site redirect_url', async () => {
    const [ops] = await ctx.database.db
      .select()
      .from(schema.systemAdmins)
      .where(eq(schema.systemAdmins.email, DEMO.operator));
    if (!ops) throw new Error('the demo operator is missing');
    const expired = await createAccountToken(ctx.database.db, {
      purpose: 'password_reset',
      owner: { type: 'system_admin', id: ops.id },
      now: new Date(Date.now() - 60 * 60 * 1000),
    });
    const setup = await createAccountToken(ctx.database.db, {
      purpose: 'password_setup',
      owner: { type: 'system_admin', id: ops.id },
    });
    for (const token of [expired.token, setup.token]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/system_admins/password',
        payload: { password: 'ops-never-01', password_confirmation: 'ops-never-01', token },
      });
      expect(res.statusCode).toBe(400);
    }
    const [after] = await ctx.database.db
      .select()
      .from(schema.systemAdmins)
      .where(eq(schema.systemAdmins.email, DEMO.operator));
    expect(after?.password_hash).toBe(ops.password_hash);

    const offsite = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/password',
      payload: { email: DEMO.operator, redirect_url: 'https://evil.example/admin/password/password' },
    });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().error.details.fieldErrors.redirect_url).toEqual([
      'このサイト内のURLを指定してください',
    ]);
  });
});
