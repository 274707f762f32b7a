/**
 * Every URL of the web app, once (spec §2). Route definitions use `path`; links use `getHref`.
 * Pattern parameters are written `:name` and filled by `fillPath`.
 */

type Params = Record<string, string | number>;

/** Fills `:name` segments of a route pattern; a missing parameter throws. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number | undefined>>) {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

function route(path: string) {
  return { path, getHref: (params: Params = {}) => fillPath(path, params) };
}

/** Appends `?redirect=` only when the return path is a real page (not the top page). */
function withRedirect(base: string, redirectTo?: string, home = '/') {
  if (!redirectTo || redirectTo === home) return base;
  return `${base}?${new URLSearchParams({ redirect: redirectTo }).toString()}`;
}

export const paths = {
  // ---- company area -------------------------------------------------------------------------
  dashboard: route('/'),
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => withRedirect('/login', redirectTo),
  },
  signup: route('/signup'),
  signupWait: route('/signup/wait'),
  passwordNew: route('/password/new'),
  passwordNewDone: route('/password/new/done'),
  passwordReset: route('/password/reset'),
  passwordResetDone: route('/password/reset/done'),
  user: route('/user'),
  userEdit: route('/user/edit'),
  invoices: route('/invoices'),
  invoice: route('/invoices/:id'),
  companyEdit: route('/company/edit'),
  companyAdmins: route('/company-admins'),
  companyAdminNew: route('/company-admins/new'),
  companyAdminEdit: route('/company-admins/:id/edit'),
  criteria: route('/criteria'),
  criteriaList: route('/criteria/list'),
  criteriaNew: route('/criteria/new'),
  criterion: route('/criteria/list/:musashinoCriterionId'),
  customAssessmentSettings: route('/marcopolo_custom_assessment_settings'),
  faqs: route('/faqs'),
  guide: route('/guide'),
  terms: route('/terms'),
  maintenance: route('/maintenance'),
  devMailbox: route('/dev/mailbox'),
  organizationCharts: route('/organization-charts'),
  notifications: {
    path: '/mirume-notifications',
    getHref: (category?: 'notice' | 'release' | 'incident' | 'shindan') =>
      category
        ? `/mirume-notifications?${new URLSearchParams({ category }).toString()}`
        : '/mirume-notifications',
  },
  notification: route('/mirume-notifications/:id'),
  shindanStatusNotification: route('/shindan-status-notifications/:id'),
  inquiryNew: route('/inquiry/new'),
  inquiryDone: route('/inquiry/done'),
  error404: route('/error/404'),

  // diagnosis (診断)
  diagnosisHistory: route('/diagnosis/history'),
  diagnosisLinkIssue: route('/diagnosis/link_issue'),
  diagnosisUndiagnosedList: route('/diagnosis/undiagnosed-list'),

  // the examinee's test (public, no account)
  examTicket: route('/exam/ticket'),
  exam: route('/exam/:token'),

  // employees (社員) and their results
  employeeNew: route('/employees/new'),
  employeeNewBulk: route('/employees/new-bulk'),
  employee: route('/employees/:id'),
  employeeEdit: route('/employees/:id/edit'),
  employeeHistory: route('/employees/:id/history'),
  employeeHistoryEmergenetic: route('/employees/:id/history-emergenetic'),
  employeeHistoryEnergizer: route('/employees/:id/history-energizer'),
  employeeHistoryHci: route('/employees/:id/history-hci'),
  employeeHistoryMirumevital: route('/employees/:id/history-mirumevital'),
  employeeEmergeneticNew: route('/employees/:id/emergenetics/new'),
  employeeEmergeneticEdit: route('/employees/:id/emergenetics/:emergeneticId/edit'),
  employeeEnergizerNew: route('/employees/:id/energizers/new'),
  employeeEnergizerEdit: route('/employees/:id/energizers/:energizerId/edit'),
  employeeHciNew: route('/employees/:id/hcis/new'),
  employeeHciEdit: route('/employees/:id/hcis/:hciId/edit'),

  // ---- operator area (/admin) ---------------------------------------------------------------
  adminDashboard: route('/admin'),
  adminLogin: {
    path: '/admin/login',
    getHref: (redirectTo?: string) => withRedirect('/admin/login', redirectTo, '/admin'),
  },
  adminSignup: route('/admin/signup'),
  adminPasswordNew: route('/admin/password/new'),
  adminPasswordPassword: route('/admin/password/password'),
  adminPasswordReset: route('/admin/password/reset'),
  adminCompanyRegister: route('/admin/company-register'),
  adminDiscarded: route('/admin/discarded'),
  adminCompanies: route('/admin/companies'),
  /** The operator's own notifications (what needs an operator); announcements are mirume-notifications. */
  adminOperatorNotifications: route('/admin/notifications'),
  adminBillingYears: route('/admin/billing-years'),
  adminCriteria: route('/admin/criteria'),
  adminCriteriaList: route('/admin/criteria/list'),
  adminCriteriaNew: route('/admin/criteria/new'),
  adminCriterion: route('/admin/criteria/list/:id'),
  adminInvoices: route('/admin/invoices'),
  adminInvoice: route('/admin/invoices/:id'),
  adminSystemAdmins: route('/admin/system-admins'),
  adminSystemAdmin: route('/admin/system-admins/:id'),
  adminNotifications: route('/admin/mirume-notifications'),
  adminNotificationNew: route('/admin/mirume-notifications/new'),
  adminNotification: route('/admin/mirume-notifications/:id'),
  adminNotificationEdit: route('/admin/mirume-notifications/:id/edit'),
  adminInquiries: route('/admin/inquiries'),
  adminInquiry: route('/admin/inquiries/:id'),
  adminCompany: route('/admin/companies/:companyId'),
  adminCompanyEdit: route('/admin/companies/:companyId/edit'),
  // Spec §2 lists these relative to a company page; they are nested under /admin/companies/:companyId.
  adminCompanyAddEmployee: route('/admin/companies/:companyId/add-employee'),
  adminCompanyContract: route('/admin/companies/:companyId/contract'),
  adminCompanyEmployees: route('/admin/companies/:companyId/employees'),
  adminCompanyEmployeeImport: route('/admin/companies/:companyId/employees/import'),
  adminCompanyDiagnosisList: route('/admin/companies/:companyId/diagnosis-list'),
  adminCompanyLinkIssue: route('/admin/companies/:companyId/diagnosis/link-issue'),
  adminCompanyUndiagnosedList: route('/admin/companies/:companyId/diagnosis/undiagnosed-list'),
  adminCompanyAdmins: route('/admin/companies/:companyId/company-admins'),
  adminCompanyCriteria: route('/admin/companies/:companyId/criteria'),
  adminCompanyCriteriaList: route('/admin/companies/:companyId/criteria/list'),
  adminCompanyCriteriaNew: route('/admin/companies/:companyId/criteria/new'),
  adminCompanyCriterion: route('/admin/companies/:companyId/criteria/list/:musashinoCriterionId'),
  adminCompanyOrganizationCharts: route('/admin/companies/:companyId/organization-charts'),
  adminCompanyAdminAdd: route('/admin/companies/:companyId/company-admins/add'),
  adminCompanyAdminEdit: route('/admin/companies/:companyId/company-admins/:companyAdminId/edit'),
  adminCompanyCustomAssessmentSettings: route(
    '/admin/companies/:companyId/marcopolo_custom_assessment_settings',
  ),
  adminEmployee: route('/admin/employees/:id'),
  adminEmployeeEdit: route('/admin/employees/:id/edit'),
  adminEmployeeHistory: route('/admin/employees/:id/history'),
  adminEmployeeHistoryEmergenetic: route('/admin/employees/:id/history-emergenetic'),
  adminEmployeeHistoryEnergizer: route('/admin/employees/:id/history-energizer'),
  adminEmployeeHistoryHci: route('/admin/employees/:id/history-hci'),
  adminEmployeeHistoryMirumevital: route('/admin/employees/:id/history-mirumevital'),
  adminEmployeeEmergeneticNew: route('/admin/employees/:id/emergenetics/new'),
  adminEmployeeEmergeneticEdit: route('/admin/employees/:id/emergenetics/:emergeneticId/edit'),
  adminEmployeeEnergizerNew: route('/admin/employees/:id/energizers/new'),
  adminEmployeeEnergizerEdit: route('/admin/employees/:id/energizers/:energizerId/edit'),
  adminEmployeeHciNew: route('/admin/employees/:id/hcis/new'),
  adminEmployeeHciEdit: route('/admin/employees/:id/hcis/:hciId/edit'),
} as const;

export type PathKey = keyof typeof paths;

/**
 * A return path taken from `?redirect=` is used only when it is a path of this app
 * (`/…`, not `//host` or `/\host`), so the login page cannot be turned into an open redirect.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback: string,
  area: 'company' | 'admin',
) {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const isAdmin = value === '/admin' || value.startsWith('/admin/') || value.startsWith('/admin?');
  if (area === 'admin' ? !isAdmin : isAdmin) return fallback;
  const pathname = value.split(/[?#]/)[0];
  if (pathname === paths.login.path || pathname === paths.adminLogin.path) return fallback;
  return value;
}
