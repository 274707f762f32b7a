import { describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();

describe('[HTTP] errors, headers and health', () => {
  it('answers malformed JSON with 400 and a Japanese message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'リクエストの形式が正しくありません。',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: '送信されたデータが大きすぎます。',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown API path with the JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'お探しのデータは見つかりませんでした。',
    });
    expect(res.json().error.request_id).toBe(res.headers['x-request-id']);
  });

  it('sends security headers with a CSP and no-store on API answers', async () => {
    const headers = await signInCompany(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/validate_token',
      headers,
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /healthz when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI 3.1 document with every API route and a docs page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/company_admins/sign_in',
        '/api/v1/company_admins/sign_out',
        '/api/v1/system_admins/sign_in',
        '/api/v1/maintenance_mode',
        '/api/v1/admin/maintenance_mode',
        '/api/v1/admin/companies',
      ]),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
