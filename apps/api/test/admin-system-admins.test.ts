/**
 * System admins: the list, one admin, the edit, and removal — never oneself, and a removed
 * admin's open session ends at once.
 */
import { SYSTEM_ADMIN_MESSAGES } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { signInOperator } from './support/app.ts';
import { mailedLink } from './support/outbox.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);

const call = (
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  headers = operator,
) => ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('[ADMIN] system admins', () => {
  it('lists the admins with whether they set a password and when they last signed in', async () => {
    const res = await call('GET', '/admin/system_admins');
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    const me = items.find((a: { email: string }) => a.email === 'operator@mirume.test');
    expect(me).toMatchObject({ has_password: true, role: 'admin' });
    expect(me.last_sign_in_at).not.toBeNull();
    expect(items.find((a: { email: string }) => a.email === 'support@mirume.test')).toMatchObject({
      has_password: false,
      last_sign_in_at: null,
    });
    expect(items[0]).not.toHaveProperty('password_hash');
  });

  it('adds an admin who signs in, is edited, and is removed: their session ends at once', async () => {
    const added = await call('POST', '/system_admins', {
      email: 'newcomer@mirume.test',
      last_name: '新人',
      first_name: '一郎',
      kana_last_name: 'シンジン',
      kana_first_name: 'イチロウ',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id;
    const { url } = await mailedLink(ctx.database, 'newcomer@mirume.test');
    const set = await call('POST', '/system_admins/change_password', {
      password: 'newcomer-pass-1',
      password_confirmation: 'newcomer-pass-1',
      confirmation_token: url.searchParams.get('confirmation_token'),
    });
    expect(set.statusCode).toBe(200);
    const theirs = await signInOperator(ctx.app, 'newcomer@mirume.test', 'newcomer-pass-1');
    const me = () => call('GET', '/system_admins/validate_token', undefined, theirs);
    expect((await me()).statusCode).toBe(200);

    const edit = await call('PATCH', `/admin/system_admins/${id}`, {
      last_name: '新人',
      first_name: '二郎',
      kana_last_name: 'シンジン',
      kana_first_name: 'ジロウ',
      role: 'admin',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.first_name).toBe('二郎');
    expect((await me()).json().data.first_name).toBe('二郎');

    const removed = await call('DELETE', `/admin/system_admins/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await call('GET', `/admin/system_admins/${id}`)).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/sign_in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'newcomer@mirume.test', password: 'newcomer-pass-1' }).toString(),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses to remove oneself, and with one admin left nobody can remove the last one', async () => {
    const list = (await call('GET', '/admin/system_admins')).json().data.items;
    const me = list.find((a: { email: string }) => a.email === 'operator@mirume.test');
    const self = await call('DELETE', `/admin/system_admins/${me.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(SYSTEM_ADMIN_MESSAGES.selfDelete);
    for (const other of list.filter((a: { id: number }) => a.id !== me.id)) {
      expect((await call('DELETE', `/admin/system_admins/${other.id}`)).statusCode).toBe(200);
    }
    expect((await call('GET', '/admin/system_admins')).json().data.total).toBe(1);
    expect((await call('DELETE', `/admin/system_admins/${me.id}`)).statusCode).toBe(409);
  });

  it('answers bad input with Japanese field errors', async () => {
    const list = (await call('GET', '/admin/system_admins')).json().data.items;
    const res = await call('PATCH', `/admin/system_admins/${list[0].id}`, {
      last_name: '',
      first_name: '太郎',
      kana_last_name: 'やまだ',
      kana_first_name: 'タロウ',
      role: 'owner',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.details.fieldErrors;
    expect(errors.last_name).toEqual(['入力必須です']);
    expect(errors.kana_last_name).toEqual(['全角カタカナで入力してください']);
    expect(errors.role).toEqual(['無効な選択肢です']);
  });
});
