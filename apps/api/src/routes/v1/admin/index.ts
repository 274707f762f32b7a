/**
 * Routes of a signed-in operator: the session cookies, then (for state-changing calls) the CSRF
 * header; authentication first, so an anonymous caller gets 401 rather than 403 (decision 0004).
 */
import { requireCsrfHeader, requireSystemAdmin } from '../../../plugins/auth.ts';
import type { Audience } from '../audience.ts';
import { adminCompanyApprovalRoutes } from './companies/approval.ts';
import { adminCompanyRoutes } from './companies/companies.ts';
import { adminCompanyDataRoutes } from './company-data/company-data.ts';
import { adminEmployeeRoutes } from './employees/employees.ts';
import { adminFileRoutes } from './files/file-attached.ts';
import { maintenanceAdminRoutes } from './maintenance/maintenance-mode.ts';
import { operatorSessionRoutes } from './sessions/sessions.ts';
import { operatorRegistrationRoutes } from './system-admins/system-admins.ts';

export const audience: Audience = {
  access: ['operator'],
  onRequest: [requireSystemAdmin, requireCsrfHeader],
  routes: [
    operatorSessionRoutes,
    maintenanceAdminRoutes,
    adminCompanyRoutes,
    adminCompanyApprovalRoutes,
    adminCompanyDataRoutes,
    adminEmployeeRoutes,
    operatorRegistrationRoutes,
    adminFileRoutes,
  ],
};
