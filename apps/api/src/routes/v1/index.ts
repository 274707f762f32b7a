/**
 * The /api/v1 route tree, grouped by who may call: public, company users (token headers, then
 * the route's permission from the roles map), operators (cookies + CSRF header).
 */
import type { App } from '../../lib/zod-app.ts';
import {
  checkPermission,
  requireCompanyUser,
  requireCsrfHeader,
  requireSystemAdmin,
} from '../../plugins/auth.ts';
import { adminCompanyRoutes } from './admin/companies.ts';
import { adminCompanyApprovalRoutes } from './admin/company-approval.ts';
import { companyProfileRoutes } from './companies/index.ts';
import { companyAccountRoutes } from './company-admins/account.ts';
import { companyAccountPublicRoutes } from './company-admins/account-public.ts';
import { companyAdminMemberRoutes } from './company-admins/members.ts';
import { companyPasswordRoutes } from './company-admins/password.ts';
import { companyRegistrationRoutes } from './company-admins/registration.ts';
import { companySessionRoutes, companySignInRoute } from './company-admins/session.ts';
import { devMailboxRoutes } from './dev/mailbox.ts';
import { diagnosisLinkRoutes } from './diagnosis/links.ts';
import { diagnosisResultRoutes } from './diagnosis/results.ts';
import { ticketRoutes } from './diagnosis/tickets.ts';
import { employeeBulkRoutes } from './employees/bulk.ts';
import { employeeRoutes } from './employees/index.ts';
import { examRoutes } from './exam/index.ts';
import { maintenanceAdminRoutes, maintenanceReadRoute } from './maintenance.ts';
import { shindanStatusNotificationRoutes } from './notifications/shindan-status.ts';
import { organizationChartRoutes } from './organization-charts/index.ts';
import { resultExportRoutes } from './results/exports.ts';
import { resultPageRoutes } from './results/pages.ts';
import { resultReportRoutes } from './results/reports.ts';
import { operatorPasswordRoutes } from './system-admins/password.ts';
import { operatorRegistrationRoutes } from './system-admins/registration.ts';
import { operatorSessionRoutes, operatorSignInRoute } from './system-admins/session.ts';

export default async function v1(app: App) {
  await app.register(async function publicRoutes(scope: App) {
    await scope.register(maintenanceReadRoute);
    await scope.register(companySignInRoute);
    await scope.register(operatorSignInRoute);
    await scope.register(companyRegistrationRoutes);
    await scope.register(companyPasswordRoutes);
    await scope.register(companyAccountPublicRoutes);
    await scope.register(operatorPasswordRoutes);
    // The examinee's test: the link token in the path is the credential.
    await scope.register(examRoutes);
  });

  // The development mailbox (mails kept in the outbox); disabled in production.
  await app.register(devMailboxRoutes);

  await app.register(async function companyRoutes(scope: App) {
    scope.addHook('onRequest', requireCompanyUser);
    // Before body validation, so a role without the permission learns nothing from a 400.
    scope.addHook('preValidation', checkPermission);
    await scope.register(companySessionRoutes);
    await scope.register(companyAccountRoutes);
    await scope.register(companyProfileRoutes);
    await scope.register(companyAdminMemberRoutes);
    await scope.register(employeeRoutes);
    await scope.register(employeeBulkRoutes);
    await scope.register(organizationChartRoutes);
    await scope.register(diagnosisLinkRoutes);
    await scope.register(ticketRoutes);
    await scope.register(diagnosisResultRoutes);
    await scope.register(shindanStatusNotificationRoutes);
    await scope.register(resultReportRoutes);
    await scope.register(resultExportRoutes);
    await scope.register(resultPageRoutes);
  });

  await app.register(async function operatorRoutes(scope: App) {
    scope.addHook('onRequest', requireSystemAdmin);
    scope.addHook('onRequest', requireCsrfHeader);
    await scope.register(operatorSessionRoutes);
    await scope.register(maintenanceAdminRoutes);
    await scope.register(adminCompanyRoutes);
    await scope.register(adminCompanyApprovalRoutes);
    await scope.register(operatorRegistrationRoutes);
  });
}
