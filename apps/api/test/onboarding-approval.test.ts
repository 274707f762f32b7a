import { listMails, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { linkIn, newestMail as newestMailTo } from './support/outbox.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld({ APP_URL: 'https://app.mirume.test' });
const operator: Record<string, string> = signedInOperator(ctx);

let seq = 0;
/** A stranger signs up (and, unless told otherwise, opens the confirmation link). */
async function signedUpCompany({ confirm = true } = {}) {
  seq += 1;
  const email = `owner${seq}@approval.example`;
  const name = `株式会社承認テスト${seq}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/company_admins',
    payload: {
      company_name: name,
      daihyo_name: '代表 太郎',
      last_name: '承認',
      first_name: '太郎',
      kana_last_name: 'ショウニン',
      kana_first_name: 'タロウ',
      email,
      tel: '0312345678',
      password: 'approval-pass1',
      password_confirmation: 'approval-pass1',
      agree_terms: true,
    },
  });
  expect(res.statusCode).toBe(201);
  if (confirm) {
    const link = linkIn((await newestMail(email)).text_body);
    await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  }
  const row = await findInList(name);
  return { email, name, companyId: row.id, adminId: row.first_admin.id };
}

async function findInList(name: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/companies?q=${encodeURIComponent(name)}`,
    headers: operator,
  });
  return res.json().data.items[0];
}

const act = (companyId: number, adminId: number, action: string, headers = operator) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/companies/${companyId}/company_admins/${adminId}/${action}`,
    headers,
  });

const newestMail = (to: string) => newestMailTo(ctx.database, to);

async function statusOf(companyId: number) {
  const [company] = await ctx.database.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return company?.status;
}

describe('[APPROVAL] the operator reviews a company that signed up', () => {
  it('lists the company with its first admin, approves it into trial, and the admin is mailed and can sign in', async () => {
    const c = await signedUpCompany();
    const row = await findInList(c.name);
    expect(row).toMatchObject({
      status: 'email_authenticated',
      first_admin: { email: c.email, name: '承認 太郎', confirmed: true, has_password: true },
    });

    const res = await act(c.companyId, c.adminId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ company_status: 'trial', mail: 'company_approved' });
    expect(await statusOf(c.companyId)).toBe('trial');
    const mail = await newestMail(c.email);
    expect(mail.subject).toBe('【ミルメ】ご利用開始のお知らせ（トライアル）');
    expect(mail.text_body).toContain('https://app.mirume.test/login');

    const headers = await signInCompany(ctx.app, c.email, 'approval-pass1');
    expect(headers['access-token']).toBeTruthy();

    // Approving twice is refused and changes nothing.
    const twice = await act(c.companyId, c.adminId, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('この企業はすでにトライアル中です。');
    expect(await listMails(ctx.database.db, { to: c.email })).toHaveLength(2);
  });

  it('puts a company in trial on the full contract with the contract mail', async () => {
    const c = await signedUpCompany();
    await act(c.companyId, c.adminId, 'approve');
    const res = await act(c.companyId, c.adminId, 'contract');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company_status).toBe('approved');
    expect(await statusOf(c.companyId)).toBe('approved');
    expect((await newestMail(c.email)).subject).toBe('【ミルメ】本契約開始のお知らせ');

    const again = await act(c.companyId, c.adminId, 'contract');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('この企業はすでに本契約です。');
  });

  it('refuses to approve or contract a company whose address is not confirmed yet, and reissues its confirmation link instead', async () => {
    const c = await signedUpCompany({ confirm: false });
    for (const action of ['approve', 'contract']) {
      const res = await act(c.companyId, c.adminId, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('メールアドレスの認証が完了していない');
    }
    expect(await statusOf(c.companyId)).toBe('temp_registration');
    expect(await listMails(ctx.database.db, { to: c.email })).toHaveLength(1);

    const old = linkIn((await newestMail(c.email)).text_body);
    const res = await act(c.companyId, c.adminId, 'reissue');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      mail: 'company_confirmation',
      company_status: 'temp_registration',
    });
    const mails = await listMails(ctx.database.db, { to: c.email });
    expect(mails).toHaveLength(2);
    // Only the newest link works.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${old.pathname}${old.search}` })).headers.location,
    ).toBe('/signup/wait?error=invalid');
    const fresh = linkIn((await newestMail(c.email)).text_body);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${fresh.pathname}${fresh.search}` })).headers.location,
    ).toBe('/signup/wait?confirmed=1');
    expect(await statusOf(c.companyId)).toBe('email_authenticated');
  });

  it('has nothing to reissue for an admin who confirmed and has a password', async () => {
    const c = await signedUpCompany();
    const res = await act(c.companyId, c.adminId, 'reissue');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('再送するメールはありません');
  });

  it("answers 404 for another company's admin under a company id, and for missing ids", async () => {
    const a = await signedUpCompany();
    const b = await signedUpCompany();
    expect((await act(a.companyId, b.adminId, 'approve')).statusCode).toBe(404);
    expect((await act(999_999, a.adminId, 'approve')).statusCode).toBe(404);
    expect((await act(a.companyId, 999_999, 'contract')).statusCode).toBe(404);
    expect((await act(a.companyId, a.adminId, 'nonsense')).statusCode).toBe(404);
    expect(await statusOf(a.companyId)).toBe('email_authenticated');
    expect(await statusOf(b.companyId)).toBe('email_authenticated');
  });

  it('requires the CSRF header on the actions', async () => {
    const c = await signedUpCompany();
    const res = await act(c.companyId, c.adminId, 'approve', { cookie: operator.cookie ?? '' });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(c.companyId)).toBe('email_authenticated');
  });
});

describe('[APPROVAL] an operator registers a company directly', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    company_name: '株式会社ちょくせつ',
    company_name_kana: 'チョクセツ',
    daihyo_name: '代表 花子',
    last_name: '直接',
    first_name: '登録',
    kana_last_name: 'チョクセツ',
    kana_first_name: 'トウロク',
    email: 'direct@chokusetsu.example',
    ...overrides,
  });
  const register = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/admin/companies', headers: operator, payload });

  it('creates the company in trial; its admin sets a password from the mail and signs in', async () => {
    const res = await register(body());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: '株式会社ちょくせつ',
      status: 'trial',
      first_admin: { email: 'direct@chokusetsu.example', confirmed: false, has_password: false },
    });
    const [admin] = await ctx.database.db
      .select()
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.email, 'direct@chokusetsu.example'));
    expect(admin?.invited_at).toBeTruthy();

    const mail = await newestMail('direct@chokusetsu.example');
    expect(mail.subject).toBe('【ミルメ】パスワード設定のご案内');
    const link = linkIn(mail.text_body);
    expect(`${link.origin}${link.pathname}`).toBe('https://app.mirume.test/password/new');

    // The operator can reissue the password-setting link while no password is set.
    const reissue = await act(data.id, data.first_admin.id, 'reissue');
    expect(reissue.json().data.mail).toBe('password_setup');
    const newest = linkIn((await newestMail('direct@chokusetsu.example')).text_body);

    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/company_admins/password',
      payload: {
        password: 'direct-pass-1',
        password_confirmation: 'direct-pass-1',
        token: newest.searchParams.get('token'),
      },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, purpose: 'password_setup' });
    await signInCompany(ctx.app, 'direct@chokusetsu.example', 'direct-pass-1');
    const row = await findInList('株式会社ちょくせつ');
    expect(row.first_admin).toMatchObject({ confirmed: true, has_password: true });
  });

  it('starts the company on the full contract when the operator picks it', async () => {
    const res = await register(
      body({ email: 'full@chokusetsu.example', company_name: '株式会社ほんけいやく', status: 'approved' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('approved');
  });

  it('refuses a duplicate address and bad input with Japanese field errors, writing nothing', async () => {
    const before = (await ctx.database.db.select().from(schema.companies)).length;
    const dup = await register(body({ email: 'worker@demo.mirume.test', company_name: '株式会社だぶり' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.details.fieldErrors.email).toEqual(['このメールアドレスは既に登録されています']);

    const bad = await register(
      body({ email: 'bad@x', kana_first_name: 'tourok', company_name_kana: 'ちょく', tel: '99' }),
    );
    expect(bad.statusCode).toBe(400);
    const { fieldErrors } = bad.json().error.details;
    expect(fieldErrors.email).toEqual(['正しいメールアドレスを入力してください']);
    expect(fieldErrors.kana_first_name).toEqual(['全角カタカナで入力してください']);
    expect(fieldErrors.company_name_kana).toEqual(['全角カタカナで入力してください']);
    expect(fieldErrors.tel).toEqual(['正しい電話番号を入力してください']);
    expect((await ctx.database.db.select().from(schema.companies)).length).toBe(before);
  });
});
