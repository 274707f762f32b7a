import { listMails, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { mailedLink as mailedLinkTo } from './support/outbox.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld({ APP_URL: 'https://app.mirume.test' });

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  company_name: '株式会社はじめて',
  daihyo_name: '代表 一郎',
  last_name: '佐藤',
  first_name: '花子',
  kana_last_name: 'サトウ',
  kana_first_name: 'ハナコ',
  email: 'Hanako@Hajimete.example',
  tel: '03-1234-5678',
  password: 'hajimete-pass1',
  password_confirmation: 'hajimete-pass1',
  agree_terms: true,
  ...overrides,
});

const signUp = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/company_admins', payload: body });

const companiesNamed = (name: string) =>
  ctx.database.db.select().from(schema.companies).where(eq(schema.companies.name, name));

/** The link in the text body of the newest mail to the address. */
const mailedLink = (to: string) => mailedLinkTo(ctx.database, to);

describe('[SIGNUP] a stranger signs up', () => {
  it('creates the company in temp_registration with its first admin and mails a confirmation link; the link moves it to email_authenticated', async () => {
    const res = await signUp(signUpBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: 'hanako@hajimete.example', company_status: 'temp_registration' },
    });

    const [company] = await companiesNamed('株式会社はじめて');
    expect(company).toMatchObject({
      status: 'temp_registration',
      daihyo_name: '代表 一郎',
      tel: '03-1234-5678',
    });

    const { mail, url } = await mailedLink('hanako@hajimete.example');
    expect(mail.subject).toBe('【ミルメ】メールアドレスのご確認');
    expect(mail.text_body).toContain('株式会社はじめて');
    expect(mail.text_body).toContain('有効期限は72時間');
    expect(mail.html_body).toContain('メールアドレスを認証する');
    expect(url.origin).toBe('https://app.mirume.test');
    expect(url.pathname).toBe('/api/v1/company_admins/confirmation');

    // Not yet confirmed: sign-in explains why.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: 'hanako@hajimete.example', password: 'hajimete-pass1' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toContain('メールアドレスの認証が完了していません');

    const confirm = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/signup/wait?confirmed=1');
    const [after] = await companiesNamed('株式会社はじめて');
    expect(after?.status).toBe('email_authenticated');

    // The link is single-use.
    const again = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(again.headers.location).toBe('/signup/wait?error=invalid');

    // Awaiting approval: sign-in says the application is being reviewed.
    const waiting = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: 'hanako@hajimete.example', password: 'hajimete-pass1' },
    });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error.message).toContain('審査');
  });

  it('answers an unknown or missing confirmation token with the invalid-link page, never an error dump', async () => {
    for (const url of [
      '/api/v1/company_admins/confirmation?confirmation_token=nope',
      '/api/v1/company_admins/confirmation',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/signup/wait?error=invalid');
    }
  });

  it('refuses an address that is already registered, with the field error, and writes nothing', async () => {
    const before = await ctx.database.db.select().from(schema.companies);
    const res = await signUp(
      signUpBody({ email: 'ADMIN@demo.mirume.test', company_name: '株式会社にじゅう' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details.fieldErrors).toEqual({
      email: ['このメールアドレスは既に登録されています'],
    });
    expect(await ctx.database.db.select().from(schema.companies)).toHaveLength(before.length);
    expect(await listMails(ctx.database.db, { to: 'admin@demo.mirume.test' })).toHaveLength(0);
  });

  it('answers bad input with the §5 messages on each field and writes nothing', async () => {
    const res = await signUp(
      signUpBody({
        company_name: '',
        kana_last_name: 'さとう',
        email: 'not-an-address',
        tel: '12345',
        password: 'short',
        password_confirmation: 'different',
        agree_terms: false,
      }),
    );
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json().error.details;
    expect(fieldErrors.company_name).toEqual(['入力必須です']);
    expect(fieldErrors.kana_last_name).toEqual(['全角カタカナで入力してください']);
    expect(fieldErrors.email).toEqual(['正しいメールアドレスを入力してください']);
    expect(fieldErrors.tel).toEqual(['正しい電話番号を入力してください']);
    expect(fieldErrors.password).toEqual(['8文字以上で入力してください']);
    expect(fieldErrors.agree_terms).toEqual(['利用規約への同意が必要です']);
    expect(await companiesNamed('')).toHaveLength(0);
  });

  it('answers mismatched passwords with the confirmation error and writes nothing', async () => {
    const res = await signUp(
      signUpBody({ email: 'mismatch@hajimete.example', password_confirmation: 'hajimete-pass2' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      password_confirmation: ['パスワードが一致しません'],
    });
    expect(await listMails(ctx.database.db, { to: 'mismatch@hajimete.example' })).toHaveLength(0);
  });

  it('signs the confirmed admin in once an operator has approved the company', async () => {
    await signUp(signUpBody({ email: 'later@hajimete.example', company_name: '株式会社あとで' }));
    const { url } = await mailedLink('later@hajimete.example');
    await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    await ctx.database.db
      .update(schema.companies)
      .set({ status: 'trial' })
      .where(eq(schema.companies.name, '株式会社あとで'));
    const headers = await signInCompany(ctx.app, 'later@hajimete.example', 'hajimete-pass1');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/validate_token', headers });
    expect(me.json().data.user).toMatchObject({ role: 'admin', company_name: '株式会社あとで' });
  });
});
