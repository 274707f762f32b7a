import { describe, expect, it } from 'vitest';
import { CompanyRole, CompanyStatus } from '../src/enums.ts';
import {
  type CompanyRoleValue,
  can,
  canIssueDiagnosis,
  NO_ACCESS_TOOLTIP,
  PERMISSIONS,
  type Permission,
  SIGN_IN_ALLOWED_COMPANY_STATUSES,
} from '../src/permissions.ts';

const ROLES: CompanyRoleValue[] = ['admin', 'senkou_admin', 'employee_admin', 'worker'];
const ALL_ROLES = ROLES;

/** Spec §6 (and the admin-only routes of §2) as a table: permission → the roles that have it. */
const SPEC_TABLE: Record<Permission, readonly CompanyRoleValue[]> = {
  'account:edit': ALL_ROLES,
  'invoices:view': ALL_ROLES,
  'company:edit': ['admin'],
  'companyAdmins:view': ALL_ROLES,
  'companyAdmins:manage': ['admin'],
  'criteria:view': ALL_ROLES,
  // Decision 0025's reading: admin changes every type, senkou_admin the selection type (canManageCriteria).
  'criteria:manage': ['admin', 'senkou_admin'],
  'customAssessment:manage': ['admin'],
  'guides:view': ALL_ROLES,
  'guides:detailed': ['admin', 'worker'],
  // Issue 4's reading of who manages people (spec §6 is silent beyond the menus).
  'employees:view': ALL_ROLES,
  'employees:create': ALL_ROLES,
  'employees:manage': ['admin', 'employee_admin'],
  'applicants:manage': ['admin', 'senkou_admin'],
  'organizationCharts:view': ALL_ROLES,
  'organizationCharts:manage': ['admin', 'employee_admin'],
  // Issue 5's reading: everyone follows diagnoses; issuing is narrowed by type (canIssueDiagnosis).
  'diagnosis:view': ALL_ROLES,
  'diagnosis:issue': ALL_ROLES,
  // Files (decision 0018): every role uploads and downloads; attaching is checked per record.
  'files:use': ALL_ROLES,
  'notifications:view': ALL_ROLES,
  'inquiries:send': ALL_ROLES,
};

const PERMISSION_NAMES = Object.keys(SPEC_TABLE) as Permission[];

const CASES = ROLES.flatMap((role) =>
  PERMISSION_NAMES.map((permission) => ({
    role,
    permission,
    allowed: SPEC_TABLE[permission].includes(role),
  })),
);

describe('PERMISSIONS', () => {
  it('defines exactly the permissions of the spec §6 table', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('covers the four company roles of the CompanyRole enumeration', () => {
    expect([...CompanyRole.values]).toEqual(ROLES);
  });

  it('lists only known company roles', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(CompanyRole.values).toContain(role);
    }
  });
});

describe('can (roles × permissions, spec §6)', () => {
  it.each(CASES)('$role → $permission is $allowed', ({ role, permission, allowed }) => {
    expect(can(role, permission)).toBe(allowed);
  });
});

describe('spec §6 rules, one by one', () => {
  it('company:edit, customAssessment:manage and companyAdmins:manage are admin-only', () => {
    for (const permission of ['company:edit', 'customAssessment:manage', 'companyAdmins:manage'] as const) {
      expect(
        ROLES.filter((role) => can(role, permission)),
        permission,
      ).toEqual(['admin']);
    }
  });

  it('all four roles see account edit, invoices, admin list, criteria and guides', () => {
    for (const permission of [
      'account:edit',
      'invoices:view',
      'companyAdmins:view',
      'criteria:view',
      'guides:view',
    ] as const) {
      expect(
        ROLES.filter((role) => can(role, permission)),
        permission,
      ).toEqual(ROLES);
    }
  });

  it('guides:detailed is listed only for admin and worker', () => {
    expect(ROLES.filter((role) => can(role, 'guides:detailed'))).toEqual(['admin', 'worker']);
  });

  it('can(undefined, …) and can(null, …) are false for every permission', () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can(undefined, permission), permission).toBe(false);
      expect(can(null, permission), permission).toBe(false);
    }
  });

  it('an unknown role has no permission', () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can('owner' as CompanyRoleValue, permission), permission).toBe(false);
      expect(can('' as CompanyRoleValue, permission), permission).toBe(false);
    }
  });
});

describe('menu and sign-in constants', () => {
  it("shows 'アクセス権がありません' on a disabled menu entry", () => {
    expect(NO_ACCESS_TOOLTIP).toBe('アクセス権がありません');
  });

  it('lets only trial and approved companies sign in', () => {
    expect([...SIGN_IN_ALLOWED_COMPANY_STATUSES]).toEqual(['trial', 'approved']);
    for (const status of SIGN_IN_ALLOWED_COMPANY_STATUSES) expect(CompanyStatus.values).toContain(status);
  });
});

describe('canIssueDiagnosis', () => {
  it.each([
    ['admin', 'senkou', true],
    ['admin', 'employee', true],
    ['worker', 'senkou', true],
    ['worker', 'employee', true],
    ['senkou_admin', 'senkou', true],
    ['senkou_admin', 'employee', false],
    ['employee_admin', 'senkou', false],
    ['employee_admin', 'employee', true],
  ] as const)('%s may issue %s: %s', (role, type, expected) => {
    expect(canIssueDiagnosis(role, type)).toBe(expected);
  });

  it('refuses when there is no role', () => {
    expect(canIssueDiagnosis(null, 'senkou')).toBe(false);
  });
});
