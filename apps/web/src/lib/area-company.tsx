/**
 * The company a company screen works on, in either area (decision 0028). A company user works in
 * their own company; an operator works inside the company the route element names
 * (`/admin/companies/:companyId/…`, or the person's company for `/admin/employees/:id/…`). The
 * screens are written once against `useAreaCompany()`:
 *
 * - `request` / `file` / `upload` take the COMPANY call path (`/employees/3`,
 *   `/companies/5/diagnosis_list`); in the operator area it becomes the operator's mirror of that
 *   call (`operatorCompanyPath` of @mirume/shared, the same rule the API registers its mirrors
 *   with) and is sent with the operator's credentials;
 * - `paths` are the company pages of this area (the people list, a person, the link issue page…);
 * - `role` is the user's rights inside the company: the company role, or the general admin's for
 *   an operator (spec §6: an operator manages everything of every company).
 *
 * The operator's route element also gives each company its own query cache, so one company's
 * lists never show under another's URL.
 */
import { type CompanyRoleValue, operatorCompanyPath } from '@mirume/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import {
  type ApiRequestOptions,
  apiFileRequest,
  apiRequest,
  apiUploadRequest,
  type FileAnswer,
  type UploadProgress,
} from './api-client';
import { type Area, type AreaId, AreaProvider, adminArea, useArea } from './area';
import { useCompanyUser } from './auth-store';
import { paths } from './paths';
import { createQueryClient } from './query-client';

type RequestOptions<T> = Omit<ApiRequestOptions<T>, 'area'>;

/** The company pages of an area, by their role. */
export interface AreaCompanyPaths {
  /** The people with their latest results (company: 診断履歴). */
  diagnosisList: string;
  /** The people list (company: 診断履歴, where people are listed). */
  employees: string;
  employeeNew: string;
  employeeImport: string;
  employee(id: number): string;
  employeeEdit(id: number): string;
  employeeHistory(id: number): string;
  employeeHistoryMirumevital(id: number): string;
  linkIssue: string;
  undiagnosedList: string;
  companyAdmins: string;
  companyAdminNew: string;
  companyAdminEdit(id: number): string;
  organizationCharts: string;
}

export interface AreaCompany {
  areaId: AreaId;
  /** The company's id (0 while a company user's session is not known). */
  id: number;
  role: CompanyRoleValue | undefined;
  paths: AreaCompanyPaths;
  request<T = unknown>(companyPath: string, options?: RequestOptions<T>): Promise<T>;
  file(companyPath: string, options?: Omit<RequestOptions<unknown>, 'schema'>): Promise<FileAnswer>;
  upload<T>(
    companyPath: string,
    options: RequestOptions<T> & {
      onUploadProgress?: (progress: UploadProgress) => void;
      onUploaded?: () => void;
    },
  ): Promise<T>;
}

const companyPaths: AreaCompanyPaths = {
  diagnosisList: paths.diagnosisHistory.getHref(),
  employees: paths.diagnosisHistory.getHref(),
  employeeNew: paths.employeeNew.getHref(),
  employeeImport: paths.employeeNewBulk.getHref(),
  employee: (id) => paths.employee.getHref({ id }),
  employeeEdit: (id) => paths.employeeEdit.getHref({ id }),
  employeeHistory: (id) => paths.employeeHistory.getHref({ id }),
  employeeHistoryMirumevital: (id) => paths.employeeHistoryMirumevital.getHref({ id }),
  linkIssue: paths.diagnosisLinkIssue.getHref(),
  undiagnosedList: paths.diagnosisUndiagnosedList.getHref(),
  companyAdmins: paths.companyAdmins.getHref(),
  companyAdminNew: paths.companyAdminNew.getHref(),
  companyAdminEdit: (id) => paths.companyAdminEdit.getHref({ id }),
  organizationCharts: paths.organizationCharts.getHref(),
};

function operatorPaths(companyId: number): AreaCompanyPaths {
  const c = { companyId };
  return {
    diagnosisList: paths.adminCompanyDiagnosisList.getHref(c),
    employees: paths.adminCompanyEmployees.getHref(c),
    employeeNew: paths.adminCompanyAddEmployee.getHref(c),
    employeeImport: paths.adminCompanyEmployeeImport.getHref(c),
    employee: (id) => paths.adminEmployee.getHref({ id }),
    employeeEdit: (id) => paths.adminEmployeeEdit.getHref({ id }),
    employeeHistory: (id) => paths.adminEmployeeHistory.getHref({ id }),
    employeeHistoryMirumevital: (id) => paths.adminEmployeeHistoryMirumevital.getHref({ id }),
    linkIssue: paths.adminCompanyLinkIssue.getHref(c),
    undiagnosedList: paths.adminCompanyUndiagnosedList.getHref(c),
    companyAdmins: paths.adminCompanyAdmins.getHref(c),
    companyAdminNew: paths.adminCompanyAdminAdd.getHref(c),
    companyAdminEdit: (id) => paths.adminCompanyAdminEdit.getHref({ ...c, companyAdminId: id }),
    organizationCharts: paths.adminCompanyOrganizationCharts.getHref(c),
  };
}

const companyCalls: Pick<AreaCompany, 'request' | 'file' | 'upload'> = {
  request: (path, options = {}) => apiRequest(path, { ...options, area: 'company' }),
  file: (path, options = {}) => apiFileRequest(path, { ...options, area: 'company' }),
  upload: (path, options) => apiUploadRequest(path, { ...options, area: 'company' }),
};

function operatorCalls(companyId: number): Pick<AreaCompany, 'request' | 'file' | 'upload'> {
  const to = (path: string) => operatorCompanyPath(path, companyId);
  return {
    request: (path, options = {}) => apiRequest(to(path), { ...options, area: 'admin' }),
    file: (path, options = {}) => apiFileRequest(to(path), { ...options, area: 'admin' }),
    upload: (path, options) => apiUploadRequest(to(path), { ...options, area: 'admin' }),
  };
}

const operatorCompanies = new Map<number, AreaCompany>();

/** The company an operator works inside: one stable object per company. */
function operatorCompany(companyId: number): AreaCompany {
  let company = operatorCompanies.get(companyId);
  if (!company) {
    company = {
      areaId: 'admin',
      id: companyId,
      role: 'admin',
      paths: operatorPaths(companyId),
      ...operatorCalls(companyId),
    };
    operatorCompanies.set(companyId, company);
  }
  return company;
}

/**
 * The company of the current page. In the company area it is the signed-in user's company; in the
 * operator area the page must sit under an operator company route, otherwise this throws (a
 * company screen guessed into no company would call the wrong API).
 */
export function useAreaCompany(): AreaCompany {
  const area = useArea();
  const user = useCompanyUser();
  const companyId = user?.company_id ?? 0;
  const role = user?.role;
  // One object while the user's company and role stay the same (screens list it in effect deps).
  const own = useMemo<AreaCompany>(
    () => ({ areaId: 'company', id: companyId, role, paths: companyPaths, ...companyCalls }),
    [companyId, role],
  );
  if (area.id === 'company') return own;
  if (area.companyId === undefined) {
    throw new Error('useAreaCompany() in the operator area needs an operator company route around the page.');
  }
  return operatorCompany(area.companyId);
}

const operatorAreas = new Map<number, { area: Area; queryClient: ReturnType<typeof createQueryClient> }>();

function scopeOf(companyId: number) {
  let scope = operatorAreas.get(companyId);
  if (!scope) {
    scope = { area: { ...adminArea, companyId }, queryClient: createQueryClient() };
    operatorAreas.set(companyId, scope);
  }
  return scope;
}

/** Everything inside works in `companyId` as an operator, with that company's own query cache. */
export function OperatorCompanyScope({ companyId, children }: { companyId: number; children: ReactNode }) {
  const scope = scopeOf(companyId);
  return (
    <AreaProvider area={scope.area}>
      <QueryClientProvider client={scope.queryClient}>{children}</QueryClientProvider>
    </AreaProvider>
  );
}

/** A positive record id from a route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The calls of a company screen (what API helpers take when they are not hooks themselves). */
export type CompanyApi = Pick<AreaCompany, 'request' | 'file' | 'upload'>;
