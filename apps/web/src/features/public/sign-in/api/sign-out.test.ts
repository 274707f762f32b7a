import { COMPANY_SESSION_KEYS, STORAGE_KEYS } from '@mirume/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { companyArea } from '@/lib/area';
import { signInAs, TOKEN } from '@/test/fixtures';
import { apiError, type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { logout } from './sign-out';

const logoutCompany = () => logout(companyArea);

let server: TestServer;
let reply: Reply;
const navigate = vi.fn();

beforeEach(async () => {
  server = await startTestServer(() => reply);
  configureApiClient({ baseUrl: server.origin, navigate });
  signInAs('admin');
  for (const key of COMPANY_SESSION_KEYS) window.sessionStorage.setItem(key, '{"page":3}');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  navigate.mockReset();
  await server.close();
});

function expectSignedOut() {
  expect(window.localStorage.getItem(STORAGE_KEYS.companyToken)).toBeNull();
  expect(window.localStorage.getItem(STORAGE_KEYS.companyUser)).toBeNull();
  for (const key of COMPANY_SESSION_KEYS) expect(window.sessionStorage.getItem(key)).toBeNull();
}

describe('[LOGOUT] company', () => {
  it('calls sign_out with the token and clears the session', async () => {
    reply = { status: 200, body: { success: true } };
    await logoutCompany();
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(server.requests[0]?.url).toBe('/api/v1/company_admins/sign_out');
    expect(server.requests[0]?.headers['access-token']).toBe(TOKEN['access-token']);
    expectSignedOut();
  });

  it.each([
    ['a server error', apiError(500, 'INTERNAL', 'サーバーでエラーが発生しました。')],
    ['an expired token', apiError(401, 'UNAUTHORIZED', 'ログインの有効期限が切れました。')],
    ['maintenance', apiError(450, 'MAINTENANCE', 'ただいまメンテナンス中です。')],
  ])('clears the session even after %s, without a detour', async (_, answer) => {
    reply = answer;
    await expect(logoutCompany()).resolves.toBeUndefined();
    expectSignedOut();
    // The logout itself decides where to go (/login), not the 401/450 rules of the api-client.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session when the server cannot be reached', async () => {
    const gone = await startTestServer(() => ({ status: 200 }));
    await gone.close();
    configureApiClient({ baseUrl: gone.origin });
    await logoutCompany();
    expectSignedOut();
  });
});
