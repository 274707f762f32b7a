import { listMails, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { must } from './support/must.ts';
import { companyAdminRow, createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld({ APP_URL: 'http://mirume.test' });
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);

const invite = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/company_admins/user', headers, payload });
const newcomer = {
  email: 'Newcomer@demo.mirume.test',
  last_name: '新人',
  first_name: '一子',
  kana_last_name: 'シンジン',
  kana_first_name: 'カズコ',
  role: 'worker',
};

const userByEmail = (email: string) => companyAdminRow(ctx.database, email);
async function idOf(email: string) {
  return must(await userByEmail(email)).id;
}

describe('[MEMBERS] list', () => {
  it('[MEMBERS] every role sees the company users with role and status, and can search', async () => {
    const worker = await signInCompany(ctx.app, DEMO.worker);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins', headers: worker });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(4);
    expect(data.items.map((m: { email: string }) => m.email)).toContain(DEMO.senkou_admin);
    expect(data.items.every((m: { status: string }) => m.status === 'active')).toBe(true);
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins?q=senkou',
      headers: worker,
    });
    expect(found.json().data.items.map((m: { email: string }) => m.email)).toEqual([DEMO.senkou_admin]);
  });
});

describe('[MEMBERS] invitation', () => {
  it('[MEMBERS] the admin invites a worker: 招待中 in the list and a password-setting mail with a 72-hour link', async () => {
    const res = await invite(newcomer);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'newcomer@demo.mirume.test',
      role: 'worker',
      status: 'invited',
    });
    const [mail] = await listMails(ctx.database.db, { to: 'newcomer@demo.mirume.test' });
    expect(must(mail).subject).toBe('【ミルメ】管理者アカウントへのご招待');
    expect(must(mail).text_body).toContain('作業者');
    const link = new URL(must(must(mail).text_body.match(/https?:\/\/\S+/))[0]);
    expect(link.origin + link.pathname).toBe('http://mirume.test/password/new');
    const token = must(link.searchParams.get('token'));
    const [stored] = await ctx.database.db
      .select()
      .from(schema.accountTokens)
      .where(eq(schema.accountTokens.owner_id, res.json().data.id));
    expect(stored).toMatchObject({ purpose: 'password_setup', used_at: null });
    expect(must(stored).expires_at.getTime() - must(stored).created_at.getTime()).toBe(72 * 3600 * 1000);
    expect(token.length).toBeGreaterThan(30);
  });

  it('[MEMBERS] an invited worker sets a password from the mail link, becomes 有効 and signs in', async () => {
    const res = await invite({ ...newcomer, email: 'journey@demo.mirume.test' });
    const [mail] = await listMails(ctx.database.db, { to: 'journey@demo.mirume.test' });
    const token = must(
      new URL(must(must(mail).text_body.match(/https?:\/\/\S+/))[0]).searchParams.get('token'),
    );
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/company_admins/password',
      payload: { token, password: 'journey-pass1', password_confirmation: 'journey-pass1' },
    });
    expect(set.statusCode).toBe(200);
    const worker = await signInCompany(ctx.app, 'journey@demo.mirume.test', 'journey-pass1');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/account',
      headers: worker,
    });
    expect(me.json().data).toMatchObject({ role: 'worker', email: 'journey@demo.mirume.test' });
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/company_admins/${res.json().data.id}`,
      headers: admin,
    });
    expect(one.json().data.status).toBe('active');
    // The link was single-use.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/company_admins/password',
      payload: { token, password: 'journey-pass2', password_confirmation: 'journey-pass2' },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('[MEMBERS] re-sending the invitation voids the old link and mails a new one', async () => {
    const id = await idOf('newcomer@demo.mirume.test');
    const before = (await listMails(ctx.database.db, { to: 'newcomer@demo.mirume.test' })).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/company_admins/${id}/reinvite`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await listMails(ctx.database.db, { to: 'newcomer@demo.mirume.test' })).toHaveLength(before + 1);
    const tokens = await ctx.database.db
      .select()
      .from(schema.accountTokens)
      .where(eq(schema.accountTokens.owner_id, id));
    expect(tokens.filter((t) => t.used_at === null)).toHaveLength(1);
  });

  it('[MEMBERS] an active user cannot be re-invited (409)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/company_admins/${await idOf(DEMO.worker)}/reinvite`,
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'この管理者は既にパスワードを設定済みのため、招待メールは再送できません。',
    );
  });

  it('[MEMBERS] a duplicate email, bad kana and an unknown role answer 400 and invite nobody', async () => {
    const mails = (await listMails(ctx.database.db)).length;
    const dup = await invite({ ...newcomer, email: DEMO.worker.toUpperCase() });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.details.fieldErrors).toEqual({
      email: ['このメールアドレスは既に登録されています'],
    });
    const bad = await invite({
      ...newcomer,
      email: 'fresh@demo.mirume.test',
      kana_first_name: 'kazuko',
      role: 'owner',
    });
    expect(bad.json().error.details.fieldErrors).toEqual({
      kana_first_name: ['全角カタカナで入力してください'],
      role: ['無効な選択肢です'],
    });
    expect(await userByEmail('fresh@demo.mirume.test')).toBeUndefined();
    expect(await listMails(ctx.database.db)).toHaveLength(mails);
  });

  it('[MEMBERS] a worker cannot invite (404)', async () => {
    const worker = await signInCompany(ctx.app, DEMO.worker);
    const res = await invite({ ...newcomer, email: 'by-worker@demo.mirume.test' }, worker);
    expect(res.statusCode).toBe(404);
    expect(await userByEmail('by-worker@demo.mirume.test')).toBeUndefined();
  });
});

describe('[MEMBERS] role change and deletion', () => {
  it('[MEMBERS] promoting the worker to admin applies to their very next call', async () => {
    const worker = await signInCompany(ctx.app, DEMO.worker);
    const id = await idOf(DEMO.worker);
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/v1/companies/1/edit', headers: worker });
    expect(denied.statusCode).toBe(404);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/account', headers: worker })
    ).json();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/company_admins/${id}`,
      headers: admin,
      payload: { ...newcomer, last_name: '作業', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'admin', last_name: '作業', email: DEMO.worker });
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${me.data.company_id}/edit`,
      headers: worker,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('[MEMBERS] an admin cannot demote or delete themself', async () => {
    const id = await idOf(DEMO.admin);
    const demote = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/company_admins/${id}`,
      headers: admin,
      payload: { ...newcomer, role: 'worker' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error.details.fieldErrors).toEqual({ role: ['ご自身の権限は変更できません。'] });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/company_admins/${id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('ご自身のアカウントは削除できません。');
    expect(must(await userByEmail(DEMO.admin)).role).toBe('admin');
  });

  it('[MEMBERS] the last admin of a company cannot be demoted or deleted', async () => {
    const other = await createOtherCompany(ctx.database);
    const otherAdminId = await idOf(other.email);
    const [helper] = await ctx.database.db
      .insert(schema.companyAdmins)
      .values({
        company_id: other.company.id,
        role: 'admin',
        email: `second-${other.company.id}@other.mirume.test`,
        last_name: '二番',
        first_name: '手',
        kana_last_name: 'ニバン',
        kana_first_name: 'テ',
        password_hash: must(await userByEmail(other.email)).password_hash,
      })
      .returning();
    const second = await signInCompany(ctx.app, must(helper).email);
    // The second admin demotes the first, leaving themself the only admin.
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/company_admins/${otherAdminId}`,
      headers: second,
      payload: { ...newcomer, role: 'worker' },
    });
    expect(ok.statusCode).toBe(200);
    const first = await signInCompany(ctx.app, other.email).catch(() => null);
    expect(first).not.toBeNull();
    // Now the last admin cannot remove themself, and the demoted first admin (a worker) may not manage.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/company_admins/${must(helper).id}`,
      headers: second,
    });
    expect(del.statusCode).toBe(409);
    const byWorker = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/company_admins/${must(helper).id}`,
      headers: must(first),
    });
    expect(byWorker.statusCode).toBe(404);
    expect(must(await userByEmail(must(helper).email)).role).toBe('admin');
  });

  it('[MEMBERS] deleting a user signs them out at once and removes them from the list', async () => {
    const senkou = await signInCompany(ctx.app, DEMO.senkou_admin);
    await ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/account', headers: senkou });
    const id = await idOf(DEMO.senkou_admin);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/company_admins/${id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/account',
      headers: senkou,
    });
    expect(after.statusCode).toBe(401);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins', headers: admin });
    expect(list.json().data.items.map((m: { id: number }) => m.id)).not.toContain(id);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/company_admins/${id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it("[MEMBERS] another company's user answers 404 like a missing id", async () => {
    const other = await createOtherCompany(ctx.database);
    const id = await idOf(other.email);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/v1/company_admins/${id}`,
        headers: admin,
        ...(method === 'PATCH' ? { payload: { ...newcomer, role: 'worker' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    expect(must(await userByEmail(other.email)).role).toBe('admin');
  });
});
