/**
 * Routes of a signed-in company user: the token headers, then the route's permission from the
 * roles map (spec §6).
 */
import { checkPermission, requireCompanyUser } from '../../../plugins/auth.ts';
import type { Audience } from '../audience.ts';
import { companyAccountRoutes } from './account/account.ts';
import { assessmentOcrRoutes } from './assessment-ocr/assessment-ocr.ts';
import { assessmentReportRoutes } from './assessment-reports/assessment-reports.ts';
import { assessmentRoutes } from './assessments/assessments.ts';
import { companyBillingRoutes } from './billing/billings.ts';
import { companyProfileRoutes } from './company-profile/company-profile.ts';
import { criteriaRoutes } from './criteria/criteria.ts';
import { customAssessmentRoutes } from './custom-assessments/custom-assessments.ts';
import { diagnosisLinkRoutes } from './diagnosis-links/links.ts';
import { employeeBulkRoutes } from './employees/bulk.ts';
import { employeeRoutes } from './employees/employees.ts';
import { companyFileRoutes } from './files/file-attached.ts';
import { issueInquiryRoutes } from './inquiries/issue-inquiries.ts';
import { companyAdminMemberRoutes } from './members/members.ts';
import { mirumeNotificationRoutes } from './notifications/mirume-notifications.ts';
import { shindanStatusNotificationRoutes } from './notifications/shindan-status.ts';
import { organizationChartRoutes } from './organization-charts/organization-charts.ts';
import { resultReportRoutes } from './reports/reports.ts';
import { resultExportRoutes } from './results/exports.ts';
import { diagnosisResultRoutes } from './results/latest-results.ts';
import { resultPageRoutes } from './results/pages.ts';
import { companySessionRoutes } from './sessions/sessions.ts';
import { ticketRoutes } from './tickets/tickets.ts';

export const audience: Audience = {
  access: ['company'],
  onRequest: [requireCompanyUser],
  // Before body validation, so a role without the permission learns nothing from a 400.
  preValidation: [checkPermission],
  routes: [
    companySessionRoutes,
    companyAccountRoutes,
    companyProfileRoutes,
    companyAdminMemberRoutes,
    employeeRoutes,
    employeeBulkRoutes,
    organizationChartRoutes,
    diagnosisLinkRoutes,
    ticketRoutes,
    diagnosisResultRoutes,
    shindanStatusNotificationRoutes,
    mirumeNotificationRoutes,
    issueInquiryRoutes,
    resultReportRoutes,
    resultExportRoutes,
    resultPageRoutes,
    companyFileRoutes,
    criteriaRoutes,
    companyBillingRoutes,
    customAssessmentRoutes,
    assessmentRoutes,
    assessmentReportRoutes,
    assessmentOcrRoutes,
  ],
};
