import { listMails, schema } from '@mirume/db';
import { describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInCompany } from './support/app.ts';
import { must } from './support/must.ts';
import { linkIn } from './support/outbox.ts';
import { companyAdminRow, useWorld } from './support/world.ts';

const ctx = useWorld({ APP_URL: 'http://mirume.test' });

const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const userRow = (email: string) => companyAdminRow(ctx.database, email);

describe('[ACCOUNT] my account', () => {
  it('[ACCOUNT] a worker sees their own name, kana, email, role and company', async () => {
    const headers = await signInCompany(ctx.app, DEMO.worker);
    const res = await call('GET', '/api/v1/company_admins/account', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: DEMO.worker,
      role: 'worker',
      company_name: 'デモ株式会社',
      unconfirmed_email: null,
    });
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('[ACCOUNT] edits name and kana, and the next validate_token shows the new name', async () => {
    const headers = await signInCompany(ctx.app, DEMO.senkou_admin);
    await call('GET', '/api/v1/company_admins/validate_token', headers); // warm the session cache
    const names = {
      last_name: '佐藤',
      first_name: '次郎',
      kana_last_name: 'サトウ',
      kana_first_name: 'ジロウ',
    };
    const res = await call('PUT', '/api/v1/company_admins/account', headers, names);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(names);
    const me = await call('GET', '/api/v1/company_admins/validate_token', headers);
    expect(me.json().data.user).toMatchObject(names);
  });

  it('[ACCOUNT] refuses hiragana kana and an emoji name with the §5 messages and changes nothing', async () => {
    const headers = await signInCompany(ctx.app, DEMO.employee_admin);
    const before = await userRow(DEMO.employee_admin);
    const res = await call('PUT', '/api/v1/company_admins/account', headers, {
      last_name: '😀',
      first_name: '',
      kana_last_name: 'やまだ',
      kana_first_name: 'ハナコ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      last_name: ['使用できない文字が含まれています'],
      first_name: ['入力必須です'],
      kana_last_name: ['全角カタカナで入力してください'],
    });
    const after = await userRow(DEMO.employee_admin);
    expect(must(after).last_name).toBe(must(before).last_name);
  });
});

describe('[ACCOUNT] email change', () => {
  it('[ACCOUNT] a user changes their email: the link goes to the new address, the old one is told, sign-in then uses the new one', async () => {
    const headers = await signInCompany(ctx.app, DEMO.worker);
    const newEmail = 'Worker.New@demo.mirume.test';
    const res = await call('PUT', '/api/v1/company_admins/account/email', headers, {
      email: newEmail,
      current_password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: DEMO.worker,
      unconfirmed_email: 'worker.new@demo.mirume.test',
    });

    const [notice] = await listMails(ctx.database.db, { to: DEMO.worker });
    expect(must(notice).subject).toBe('【ミルメ】メールアドレス変更手続きのお知らせ');
    expect(must(notice).text_body).toContain('worker.new@demo.mirume.test');
    const [confirmation] = await listMails(ctx.database.db, { to: 'worker.new@demo.mirume.test' });
    expect(must(confirmation).subject).toBe('【ミルメ】メールアドレス変更のご確認');
    const link = linkIn(must(confirmation).text_body);
    expect(link.origin).toBe('http://mirume.test');

    const open = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/user?email_changed=1');
    expect(await userRow(DEMO.worker)).toBeUndefined();
    expect(must(await userRow('worker.new@demo.mirume.test')).unconfirmed_email).toBeNull();

    // The old sessions used the old address as uid: they end.
    const old = await call('GET', '/api/v1/company_admins/account', headers);
    expect(old.statusCode).toBe(401);
    const fresh = await signInCompany(ctx.app, 'worker.new@demo.mirume.test');
    expect((await call('GET', '/api/v1/company_admins/account', fresh)).json().data.email).toBe(
      'worker.new@demo.mirume.test',
    );

    // The link is single-use.
    const again = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/user?email_change=invalid');
  });

  it('[ACCOUNT] refuses a wrong current password, a taken address and a malformed one, changing nothing', async () => {
    const headers = await signInCompany(ctx.app, DEMO.employee_admin);
    const before = await listMails(ctx.database.db);
    const wrong = await call('PUT', '/api/v1/company_admins/account/email', headers, {
      email: 'somewhere@demo.mirume.test',
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fieldErrors).toEqual({
      current_password: ['現在のパスワードが正しくありません'],
    });
    const taken = await call('PUT', '/api/v1/company_admins/account/email', headers, {
      email: DEMO.admin,
      current_password: PASSWORD,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details.fieldErrors).toEqual({
      email: ['このメールアドレスは既に登録されています'],
    });
    const bad = await call('PUT', '/api/v1/company_admins/account/email', headers, {
      email: 'not-an-address',
      current_password: PASSWORD,
    });
    expect(bad.json().error.details.fieldErrors).toEqual({
      email: ['正しいメールアドレスを入力してください'],
    });
    expect(must(await userRow(DEMO.employee_admin)).unconfirmed_email).toBeNull();
    expect(await listMails(ctx.database.db)).toHaveLength(before.length);
  });

  it('[ACCOUNT] an address taken after the request makes the link fail without changing anything', async () => {
    const headers = await signInCompany(ctx.app, DEMO.employee_admin);
    const target = 'race@demo.mirume.test';
    await call('PUT', '/api/v1/company_admins/account/email', headers, {
      email: target,
      current_password: PASSWORD,
    });
    const [mail] = await listMails(ctx.database.db, { to: target });
    await ctx.database.db.insert(schema.companyAdmins).values({
      company_id: must(await userRow(DEMO.employee_admin)).company_id,
      role: 'worker',
      email: target,
      last_name: '先取',
      first_name: '花子',
      kana_last_name: 'サキドリ',
      kana_first_name: 'ハナコ',
    });
    const link = linkIn(must(mail).text_body);
    const open = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(open.headers.location).toBe('/user?email_change=invalid');
    expect(must(await userRow(DEMO.employee_admin)).email).toBe(DEMO.employee_admin);
  });
});

describe('[ACCOUNT] password change', () => {
  it('[ACCOUNT] a user changes their password: other clients are signed out, this one keeps working', async () => {
    const other = await signInCompany(ctx.app, DEMO.admin);
    const mine = await signInCompany(ctx.app, DEMO.admin);
    await call('GET', '/api/v1/company_admins/account', other); // cached session must be dropped too
    const res = await call('PUT', '/api/v1/company_admins/account/password', mine, {
      current_password: PASSWORD,
      password: 'new-Passw0rd!',
      password_confirmation: 'new-Passw0rd!',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/company_admins/account', mine)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/company_admins/account', other)).statusCode).toBe(401);
    await expect(signInCompany(ctx.app, DEMO.admin)).rejects.toThrow();
    await signInCompany(ctx.app, DEMO.admin, 'new-Passw0rd!');
    const [mail] = await listMails(ctx.database.db, { to: DEMO.admin });
    expect(must(mail).subject).toBe('【ミルメ】パスワード変更のお知らせ');
    // Put it back for the other tests.
    await call('PUT', '/api/v1/company_admins/account/password', mine, {
      current_password: 'new-Passw0rd!',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
  });

  it('[ACCOUNT] refuses a wrong current password, a mismatch and a password with spaces', async () => {
    const headers = await signInCompany(ctx.app, DEMO.senkou_admin);
    const wrong = await call('PUT', '/api/v1/company_admins/account/password', headers, {
      current_password: 'wrong-one',
      password: 'another-pass1',
      password_confirmation: 'another-pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fieldErrors).toEqual({
      current_password: ['現在のパスワードが正しくありません'],
    });
    const mismatch = await call('PUT', '/api/v1/company_admins/account/password', headers, {
      current_password: PASSWORD,
      password: 'another-pass1',
      password_confirmation: 'another-pass2',
    });
    expect(mismatch.json().error.details.fieldErrors).toEqual({
      password_confirmation: ['パスワードが一致しません'],
    });
    const spaces = await call('PUT', '/api/v1/company_admins/account/password', headers, {
      current_password: PASSWORD,
      password: 'with space 1',
      password_confirmation: 'with space 1',
    });
    expect(spaces.json().error.details.fieldErrors).toEqual({
      password: ['半角英数字・記号で入力してください（空白は使えません）'],
    });
    await signInCompany(ctx.app, DEMO.senkou_admin, PASSWORD);
  });
});
