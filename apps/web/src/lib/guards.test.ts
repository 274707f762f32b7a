import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import {
  redirectSignedInCompanyUser,
  requireCompanyUser,
  requirePermission,
  requireSystemAdmin,
} from './guards';

const args = (url: string) =>
  ({
    request: new Request(`http://localhost${url}`),
    params: {},
    context: {},
  }) as unknown as LoaderFunctionArgs;

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('[GUARDS]', () => {
  it('redirects a signed-out visitor to /login with the return path', () => {
    const thrown = thrownBy(() => requireCompanyUser(args('/employees/3?tab=hci'))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/login?redirect=%2Femployees%2F3%3Ftab%3Dhci');
  });

  it('redirects a signed-in user away from guest pages', () => {
    signInAs('worker');
    const thrown = thrownBy(() => redirectSignedInCompanyUser()) as Response;
    expect(thrown.headers.get('Location')).toBe('/');
    expect(requireCompanyUser(args('/'))).toBeNull();
  });

  it.each(['worker', 'senkou_admin', 'employee_admin'] as const)(
    'answers 404 to %s on an admin-only route',
    (role) => {
      signInAs(role);
      // `data(…, { status: 404 })`: the router turns it into the 404 error page.
      const thrown = thrownBy(() => requirePermission('company:edit')(args('/company/edit'))) as {
        init?: ResponseInit;
      };
      expect(thrown.init?.status).toBe(404);
    },
  );

  it('lets an admin through an admin-only route', () => {
    signInAs('admin');
    expect(
      requirePermission('customAssessment:manage')(args('/marcopolo_custom_assessment_settings')),
    ).toBeNull();
  });

  it('sends operators without auth_sys.user to /admin/login', () => {
    const thrown = thrownBy(() => requireSystemAdmin(args('/admin'))) as Response;
    expect(thrown.headers.get('Location')).toBe('/admin/login');
    signInAsSystemAdmin();
    expect(requireSystemAdmin(args('/admin'))).toBeNull();
  });

  it('treats a corrupted stored user as signed out', () => {
    window.localStorage.setItem('auth.user', '{"role":"owner"}');
    window.localStorage.setItem('auth.token', 'not json');
    expect((thrownBy(() => requireCompanyUser(args('/'))) as Response).status).toBe(302);
  });
});
