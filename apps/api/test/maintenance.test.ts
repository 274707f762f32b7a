import { describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, signInCompany, signInOperator } from './support/app.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();

describe('[MAINTENANCE] maintenance mode', () => {
  it('answers 450 to company calls while on, lets the operator work and switch it off', async () => {
    const company = await signInCompany(ctx.app, DEMO.admin);
    const operator = await signInOperator(ctx.app);
    const flag = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/maintenance_mode' })).json();
    expect(await flag()).toEqual({ maintenance_flag: false });

    const on = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/maintenance_mode',
      headers: operator,
      payload: { maintenance_flag: true },
    });
    expect(on.json()).toEqual({ maintenance_flag: true });
    expect(await flag()).toEqual({ maintenance_flag: true });

    const during = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/validate_token',
      headers: company,
    });
    expect(during.statusCode).toBe(450);
    expect(during.json().error).toMatchObject({
      code: 'MAINTENANCE',
      message: 'ただいまメンテナンス中です。しばらくお待ちください。',
    });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: DEMO.worker, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(450);

    const operatorList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/companies',
      headers: operator,
    });
    expect(operatorList.statusCode).toBe(200);
    const operatorAgain = await signInOperator(ctx.app);
    expect(operatorAgain.cookie).toContain('access-token=');

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/maintenance_mode',
      headers: operator,
      payload: { maintenance_flag: false },
    });
    expect(off.json()).toEqual({ maintenance_flag: false });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/validate_token',
      headers: company,
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses a body that is not a boolean flag with a field error', async () => {
    const operator = await signInOperator(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/maintenance_mode',
      headers: operator,
      payload: { maintenance_flag: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fieldErrors)).toEqual(['maintenance_flag']);
  });

  it('cannot be switched by anyone but an operator', async () => {
    const company = await signInCompany(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/maintenance_mode',
      headers: { ...company, 'x-requested-with': 'XMLHttpRequest' },
      payload: { maintenance_flag: true },
    });
    expect(res.statusCode).toBe(401);
    const flag = await ctx.app.inject({ method: 'GET', url: '/api/v1/maintenance_mode' });
    expect(flag.json()).toEqual({ maintenance_flag: false });
  });
});
