import { describe, expect, it } from 'vitest';
import { fillPath, paths, safeRedirectPath } from './paths';

describe('[PATHS]', () => {
  it('fills and encodes route parameters', () => {
    expect(paths.employeeHciEdit.getHref({ id: 3, hciId: 'a/b' })).toBe('/employees/3/hcis/a%2Fb/edit');
    expect(() => fillPath('/employees/:id', {})).toThrow('missing route parameter');
  });

  it('builds the login address with the page to return to', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref('/')).toBe('/login');
    expect(paths.login.getHref('/employees/1?tab=2')).toBe('/login?redirect=%2Femployees%2F1%3Ftab%3D2');
    expect(paths.notifications.getHref('shindan')).toBe('/mirume-notifications?category=shindan');
  });

  it.each([
    ['/employees/1', 'company', '/employees/1'],
    [null, 'company', '/'],
    ['https://evil.example/', 'company', '/'],
    ['//evil.example/', 'company', '/'],
    ['/\\evil.example', 'company', '/'],
    ['/admin', 'company', '/'],
    ['/login', 'company', '/'],
    ['/admin/invoices', 'admin', '/admin/invoices'],
    ['/employees/1', 'admin', '/'],
  ] as const)('accepts %s as a %s return path → %s', (value, area, expected) => {
    expect(safeRedirectPath(value, '/', area)).toBe(expected);
  });
});
