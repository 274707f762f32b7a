import { describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, PASSWORD, signInCompany, signInOperator } from './support/app.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('[AUTH] operator sign-in', () => {
  it('answers the token headers, data with role and user fields, and HttpOnly SameSite cookies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/sign_in',
      ...form({ email: DEMO.operator, password: PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ role: 'admin', email: DEMO.operator, last_name: '運営' });
    for (const hidden of ['password', 'password_hash', 'discarded_at', 'allow_password_change']) {
      expect(data).not.toHaveProperty(hidden);
    }
    for (const h of ['access-token', 'client', 'uid']) expect(res.headers[h]).toBeTruthy();
    const names = res.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['access-token', 'client', 'role', 'uid']);
    for (const c of res.cookies) {
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Strict');
      expect(c.secure).toBeFalsy();
    }
  });

  it('sets Secure cookies when configured for production', async () => {
    const prod = await buildTestApp({ COOKIE_SECURE: 'true' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/v1/system_admins/sign_in',
        ...form({ email: DEMO.operator, password: PASSWORD }),
      });
      expect(res.cookies.every((c) => c.secure === true)).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('answers a wrong password like an unknown email', async () => {
    const a = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/sign_in',
      ...form({ email: DEMO.operator, password: 'wrong-password' }),
    });
    const b = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/system_admins/sign_in',
      ...form({ email: 'ghost@mirume.test', password: 'wrong-password' }),
    });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().error.message).toBe(b.json().error.message);
    expect(a.cookies).toHaveLength(0);
  });

  it('does not let a company user into operator calls, nor an operator into company calls', async () => {
    const company = await signInCompany(ctx.app, DEMO.admin);
    const asCompany = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/companies',
      headers: company,
    });
    expect(asCompany.statusCode).toBe(401);
    const operator = await signInOperator(ctx.app);
    const asOperator = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/validate_token',
      headers: operator,
    });
    expect(asOperator.statusCode).toBe(401);
  });

  it('requires the non-simple X-Requested-With header on state-changing calls (CSRF)', async () => {
    const { cookie } = await signInOperator(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/maintenance_mode',
      headers: { cookie },
      payload: { maintenance_flag: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF');
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/maintenance_mode',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { maintenance_flag: false },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('signs out: clears the cookies and the session stops working', async () => {
    const headers = await signInOperator(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/system_admins/validate_token', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(DEMO.operator);
    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/system_admins/sign_out', headers });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.filter(
      (c) => c.value === '' || (c.expires && c.expires.getTime() < Date.now()),
    );
    expect(cleared.map((c) => c.name).sort()).toEqual(['access-token', 'client', 'role', 'uid']);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/system_admins/validate_token',
      headers,
    });
    expect(again.statusCode).toBe(401);
  });
});
