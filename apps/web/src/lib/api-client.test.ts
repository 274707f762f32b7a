import { COMPANY_SESSION_KEYS, STORAGE_KEYS, ZMaintenanceMode } from '@mirume/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signInAsSystemAdmin, TOKEN } from '@/test/fixtures';
import { apiError, type Handler, startTestServer, type TestServer } from '@/test/test-server';
import { ApiError, apiRequest, configureApiClient } from './api-client';
import { isUnderMaintenance } from './maintenance-store';

let server: TestServer;
let reply: Handler;
const navigate = vi.fn<(to: string) => void>();

beforeEach(async () => {
  reply = () => ({ status: 200, body: { maintenance_flag: false } });
  server = await startTestServer((request) => reply(request));
  navigate.mockReset();
  configureApiClient({ baseUrl: server.origin, navigate });
});

afterEach(async () => {
  await server.close();
});

function fillSessionStorage() {
  for (const key of COMPANY_SESSION_KEYS) window.sessionStorage.setItem(key, '{"page":2}');
  window.sessionStorage.setItem('unrelated', 'kept');
}

describe('[API CLIENT] company calls', () => {
  it('sends the stored token headers under /api/v1', async () => {
    signInAs('worker');
    await apiRequest('/employees', { area: 'company', query: { page: 2, q: '', status: undefined } });
    const [request] = server.requests;
    expect(request?.url).toBe('/api/v1/employees?page=2');
    expect(request?.headers['access-token']).toBe(TOKEN['access-token']);
    expect(request?.headers.client).toBe(TOKEN.client);
    expect(request?.headers.uid).toBe(TOKEN.uid);
    expect(request?.headers['token-type']).toBe('Bearer');
  });

  it('on 401 clears auth.token, auth.user and the company session keys, then goes to /login', async () => {
    signInAs('admin');
    fillSessionStorage();
    reply = () => apiError(401, 'UNAUTHORIZED', 'ログインの有効期限が切れました。再度ログインしてください。');

    await expect(apiRequest('/employees', { area: 'company' })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'ログインの有効期限が切れました。再度ログインしてください。',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.companyToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.companyUser)).toBeNull();
    for (const key of COMPANY_SESSION_KEYS) expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('remembers the page to come back to after signing in again', async () => {
    signInAs('admin');
    window.history.pushState({}, '', '/employees/12?tab=hci');
    reply = () => apiError(401, 'UNAUTHORIZED', 'x');
    await expect(apiRequest('/employees/12', { area: 'company' })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/employees/12?tab=hci')}`);
    window.history.pushState({}, '', '/');
  });

  it('on 450 goes to /maintenance and marks maintenance for the header', async () => {
    signInAs('admin');
    reply = () => apiError(450, 'MAINTENANCE', 'ただいまメンテナンス中です。しばらくお待ちください。');
    await expect(apiRequest('/employees', { area: 'company' })).rejects.toMatchObject({ status: 450 });
    expect(navigate).toHaveBeenCalledWith('/maintenance');
    expect(isUnderMaintenance()).toBe(true);
    // The session survives maintenance.
    expect(window.localStorage.getItem(STORAGE_KEYS.companyUser)).not.toBeNull();
  });

  it('leaves a 401 to calls that handle it themselves (sign-in: wrong password)', async () => {
    reply = () => apiError(401, 'INVALID_CREDENTIALS', 'メールアドレスまたはパスワードが正しくありません。');
    await expect(
      apiRequest('/company_admins/sign_in', {
        area: 'company',
        method: 'POST',
        body: {},
        handleUnauthorized: false,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('[API CLIENT] operator calls', () => {
  it('send X-Requested-With on every call and no company token', async () => {
    signInAs('admin');
    signInAsSystemAdmin();
    await apiRequest('/admin/companies', { area: 'admin' });
    await apiRequest('/admin/maintenance_mode', {
      area: 'admin',
      method: 'PATCH',
      body: { maintenance_flag: true },
    });
    for (const request of server.requests) {
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(request.headers['access-token']).toBeUndefined();
    }
    expect(server.requests[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ maintenance_flag: true });
  });

  it('on 401 clear auth_sys.user and all session storage, then go to /admin/login', async () => {
    signInAsSystemAdmin();
    fillSessionStorage();
    reply = () => apiError(401, 'UNAUTHORIZED', 'ログインの有効期限が切れました。再度ログインしてください。');
    await expect(apiRequest('/admin/companies', { area: 'admin' })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(STORAGE_KEYS.systemAdminUser)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('a 401 of the operator sign-in itself changes nothing', async () => {
    window.sessionStorage.setItem('unrelated', 'kept');
    reply = () => apiError(401, 'INVALID_CREDENTIALS', 'メールアドレスまたはパスワードが正しくありません。');
    await expect(
      apiRequest('/system_admins/sign_in', {
        area: 'admin',
        method: 'POST',
        body: {},
        handleUnauthorized: false,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('[API CLIENT] answers and errors', () => {
  it('validates answers with the shared schema', async () => {
    await expect(
      apiRequest('/maintenance_mode', { area: 'public', schema: ZMaintenanceMode }),
    ).resolves.toEqual({
      maintenance_flag: false,
    });
    reply = () => ({ status: 200, body: { maintenance_flag: 'yes' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      apiRequest('/maintenance_mode', { area: 'public', schema: ZMaintenanceMode }),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('carries the field errors of a validation error', async () => {
    reply = () =>
      apiError(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。', {
        email: ['正しいメールアドレスを入力してください'],
      });
    const error: unknown = await apiRequest('/company_admins', {
      area: 'company',
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['正しいメールアドレスを入力してください'] });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives a Japanese message when the body is not the error shape', async () => {
    reply = () => ({ status: 502, body: undefined });
    await expect(apiRequest('/employees', { area: 'company' })).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
    });
  });

  it('turns an unreachable server into a network error', async () => {
    const gone = await startTestServer(() => ({ status: 200 }));
    await gone.close();
    configureApiClient({ baseUrl: gone.origin });
    await expect(apiRequest('/employees', { area: 'company' })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
