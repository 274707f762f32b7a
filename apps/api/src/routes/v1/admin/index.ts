/**
 * Routes of a signed-in operator: the session cookies, then (for state-changing calls) the CSRF
 * header; authentication first, so an anonymous caller gets 401 rather than 403 (decision 0004).
 */
import { requireCsrfHeader, requireSystemAdmin } from '../../../plugins/auth.ts';
import type { Audience } from '../audience.ts';
import { adminMirumeNotificationRoutes } from './announcements/mirume-notifications.ts';
import { adminBillingRoutes } from './billing/billings.ts';
import { adminContractRoutes } from './billing/contracts.ts';
import { adminCompanyApprovalRoutes } from './companies/approval.ts';
import { adminCompanyRoutes } from './companies/companies.ts';
import { adminDiscardedCompanyRoutes } from './companies/discarded.ts';
import { adminCompanyDataRoutes } from './company-data/company-data.ts';
import { adminCompanyCriteriaRoutes } from './criteria/company-criteria.ts';
import { adminCriteriaRoutes } from './criteria/criteria.ts';
import { adminEmployeeRoutes } from './employees/employees.ts';
import { adminFileRoutes } from './files/file-attached.ts';
import { adminInquiryRoutes } from './inquiries/inquiries.ts';
import { maintenanceAdminRoutes } from './maintenance/maintenance-mode.ts';
import { adminNotificationRoutes } from './notifications/notifications.ts';
import { operatorSessionRoutes } from './sessions/sessions.ts';
import { adminStatisticsRoutes } from './statistics/statistics.ts';
import { operatorRegistrationRoutes } from './system-admins/system-admins.ts';

export const audience: Audience = {
  access: ['operator'],
  onRequest: [requireSystemAdmin, requireCsrfHeader],
  routes: [
    operatorSessionRoutes,
    maintenanceAdminRoutes,
    adminCompanyRoutes,
    adminCompanyApprovalRoutes,
    adminDiscardedCompanyRoutes,
    adminStatisticsRoutes,
    adminNotificationRoutes,
    adminCompanyDataRoutes,
    adminEmployeeRoutes,
    operatorRegistrationRoutes,
    adminFileRoutes,
    adminCriteriaRoutes,
    adminCompanyCriteriaRoutes,
    adminBillingRoutes,
    adminContractRoutes,
    adminMirumeNotificationRoutes,
    adminInquiryRoutes,
  ],
};
