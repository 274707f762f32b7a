/**
 * The area a page is shown in: the company area (company staff, token headers) or the operator
 * area (system admins under /admin, cookies + `X-Requested-With`). A page that exists in both
 * areas is written once and takes what differs — API credentials, its URLs, who may do what —
 * from `useArea()`; the layouts and route elements say which area they are (decision 0016).
 */
import { can, type Permission } from '@mirume/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { type ApiRequestOptions, apiRequest } from './api-client';
import {
  clearCompanySession,
  clearSystemAdminSession,
  getCompanyUser,
  getSystemAdmin,
  useCompanyUser,
  useSystemAdmin,
} from './auth-store';
import { paths } from './paths';

export type AreaId = 'company' | 'admin';

/** A page without parameters. */
interface AreaPage {
  readonly path: string;
  getHref(): string;
}

/** The login page; `redirectTo` comes back after signing in. */
interface AreaLoginPage {
  readonly path: string;
  getHref(redirectTo?: string): string;
}

/** The pages every area has, by their role; `null` where the area has no such page. */
export interface AreaPaths {
  dashboard: AreaPage;
  login: AreaLoginPage;
  /** Where a password reset link is asked for. */
  passwordReset: AreaPage;
  /** The confirmation after asking; `null`: the asking page confirms in place. */
  passwordResetDone: AreaPage | null;
  /** The page an invitation mail opens (the first password). */
  passwordNew: AreaPage;
  /** The page a reset mail opens. */
  passwordResetLink: AreaPage;
  /** The confirmation after a new password; `null`: back to the login with a message. */
  passwordNewDone: AreaPage | null;
  /** Self sign-up; `null` where accounts are only made by others. */
  signup: AreaPage | null;
}

export interface Area {
  id: AreaId;
  /**
   * Prefix of this area's API paths for what both areas reach (`/employees/1` for a company user is
   * `/admin/employees/1` for an operator).
   */
  apiPrefix: '' | '/admin';
  /** API path of the signed-in account itself: sign_in, sign_out, validate_token, password. */
  accountApi: '/company_admins' | '/system_admins';
  /** An API call with this area's credentials and its 401 / maintenance rules (lib/api-client). */
  request<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'area'>): Promise<T>;
  paths: AreaPaths;
  /** Whether the user signed in to this area may do `permission` (read from the store now). */
  can(permission: Permission): boolean;
  /** Forgets the signed-in user of this area on this device (logout, 401, new password). */
  clearSession(): void;
  /**
   * The company an operator works inside (decision 0028), set by the route element of
   * `/admin/companies/:companyId/…` and `/admin/employees/:id/…`; undefined elsewhere. Company
   * screens read it through `useAreaCompany()` (lib/area-company.tsx), never directly.
   */
  companyId?: number;
}

export const companyArea: Area = {
  id: 'company',
  apiPrefix: '',
  accountApi: '/company_admins',
  request: (path, options = {}) => apiRequest(path, { ...options, area: 'company' }),
  paths: {
    dashboard: paths.dashboard,
    login: paths.login,
    passwordReset: paths.passwordReset,
    passwordResetDone: paths.passwordResetDone,
    // One page for both mails: it asks the server which of the two the link is.
    passwordNew: paths.passwordNew,
    passwordResetLink: paths.passwordNew,
    passwordNewDone: paths.passwordNewDone,
    signup: paths.signup,
  },
  // The roles → permissions map of spec §6, shared with the API.
  can: (permission) => can(getCompanyUser()?.role, permission),
  clearSession: clearCompanySession,
};

export const adminArea: Area = {
  id: 'admin',
  apiPrefix: '/admin',
  accountApi: '/system_admins',
  request: (path, options = {}) => apiRequest(path, { ...options, area: 'admin' }),
  paths: {
    dashboard: paths.adminDashboard,
    login: paths.adminLogin,
    passwordReset: paths.adminPasswordReset,
    passwordResetDone: null,
    passwordNew: paths.adminPasswordNew,
    passwordResetLink: paths.adminPasswordPassword,
    passwordNewDone: null,
    signup: null,
  },
  // Operators have one role (spec §6: system admin), which manages everything of every company.
  can: () => getSystemAdmin() !== null,
  clearSession: clearSystemAdminSession,
};

const AreaContext = createContext<Area | null>(null);

export function AreaProvider({ area, children }: { area: Area; children: ReactNode }) {
  return <AreaContext value={area}>{children}</AreaContext>;
}

/**
 * The area of the current page. Outside a provider this throws rather than guessing: a page
 * guessed into the wrong area would call the other area's API with the wrong credentials.
 */
export function useArea(): Area {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() needs an <AreaProvider> (the layout or route element provides it).');
  return area;
}

/** `area.can` that re-renders when the signed-in user changes (role, sign-out in another tab). */
export function useAreaCan(permission: Permission): boolean {
  const area = useArea();
  // Both stores are read on every render so the hooks run in the same order in either area.
  useCompanyUser();
  useSystemAdmin();
  return area.can(permission);
}
