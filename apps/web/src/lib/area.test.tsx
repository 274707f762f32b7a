import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signInAsSystemAdmin, TOKEN } from '@/test/fixtures';
import { startTestServer, type TestServer } from '@/test/test-server';
import { configureApiClient } from './api-client';
import { type Area, AreaProvider, adminArea, companyArea, useArea, useAreaCan } from './area';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 200, body: { success: true } }));
  configureApiClient({ baseUrl: server.origin, navigate: vi.fn() });
});

afterEach(async () => {
  await server.close();
});

const inArea = (area: Area) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AreaProvider area={area}>{children}</AreaProvider>;
  };

describe('[AREA] the seam between the company and the operator area', () => {
  it('gives a page the area its layout provides, and refuses to guess without one', () => {
    expect(renderHook(() => useArea(), { wrapper: inArea(adminArea) }).result.current.id).toBe('admin');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useArea())).toThrow(/AreaProvider/);
    vi.restoreAllMocks();
  });

  it("sends each area's credentials", async () => {
    signInAs('worker');
    await companyArea.request('/employees');
    await adminArea.request(`${adminArea.apiPrefix}/companies`);
    const [company, admin] = server.requests;
    expect(company?.url).toBe('/api/v1/employees');
    expect(company?.headers['access-token']).toBe(TOKEN['access-token']);
    expect(company?.headers['x-requested-with']).toBeUndefined();
    expect(admin?.url).toBe('/api/v1/admin/companies');
    expect(admin?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(admin?.headers['access-token']).toBeUndefined();
  });

  it('names the same pages by role in both areas', () => {
    expect(companyArea.paths.login.getHref()).toBe('/login');
    expect(adminArea.paths.login.getHref()).toBe('/admin/login');
    expect(companyArea.paths.passwordResetLink.getHref()).toBe('/password/new');
    expect(adminArea.paths.passwordResetLink.getHref()).toBe('/admin/password/password');
    expect(adminArea.paths.signup).toBeNull();
  });

  it('checks permissions with the roles map for companies and lets a signed-in operator do everything', () => {
    signInAs('worker');
    expect(companyArea.can('employees:view')).toBe(true);
    expect(companyArea.can('company:edit')).toBe(false);
    expect(adminArea.can('company:edit')).toBe(false);
    signInAsSystemAdmin();
    expect(adminArea.can('company:edit')).toBe(true);
    expect(renderHook(() => useAreaCan('company:edit'), { wrapper: inArea(adminArea) }).result.current).toBe(
      true,
    );
  });
});
