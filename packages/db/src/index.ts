export * from './client.ts';
export {
  asListRead,
  currentLane,
  DEFAULT_LANE,
  FairShare,
  inLane,
  inListRead,
  type Lane,
  setLane,
} from './fair-share.ts';
export * from './jobs.ts';
export * from './lock.ts';
export * from './notify.ts';
export * from './password.ts';
export * from './queries/account-tokens.ts';
export * from './queries/announcements.ts';
export * from './queries/assessment-ocr.ts';
export * from './queries/assessments.ts';
export * from './queries/billing.ts';
export * from './queries/companies.ts';
export * from './queries/company-profile.ts';
export * from './queries/criteria.ts';
export * from './queries/criteria-reflects.ts';
export * from './queries/custom-assessments.ts';
export * from './queries/diagnosis-links.ts';
export * from './queries/employees.ts';
export * from './queries/exam.ts';
export * from './queries/files.ts';
export * from './queries/inquiries.ts';
export * from './queries/link-tokens.ts';
export * from './queries/list-total.ts';
export * from './queries/mail.ts';
export * from './queries/members.ts';
export * from './queries/notifications/status-notifications.ts';
export * from './queries/onboarding.ts';
export * from './queries/operations.ts';
export * from './queries/organization-charts.ts';
export * from './queries/rate-limits.ts';
export * from './queries/report-jobs.ts';
export * from './queries/reports.ts';
export * from './queries/results/diagnosis-list.ts';
export * from './queries/results/exports.ts';
export * from './queries/results/latest.ts';
export * from './queries/results/list-scores.ts';
export * from './queries/results/pages.ts';
export * from './queries/results/selection.ts';
export * from './queries/results/store.ts';
export * from './queries/results/switch.ts';
export * from './queries/sessions.ts';
export * from './queries/statistics.ts';
export * from './queries/system.ts';
export * from './queries/system-admins.ts';
export * from './queries/tickets.ts';
export * from './queries/tokens.ts';
export * from './queries/undiagnosed-list.ts';
export * as schema from './schema/index.ts';
export * from './seed/demo.ts';
