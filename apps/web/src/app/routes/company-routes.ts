/**
 * The company area's routes (spec §2). Titles double as breadcrumb labels; `parent` names the
 * breadcrumb parent where it is not the dashboard. Pages without `lazy` are built later.
 */
import type { RouteObject } from 'react-router';
import { requirePermission } from '@/lib/guards';
import { page } from './define-route';
import { lazyComponent } from './lazy-page';

/** Default layout, signed-in users only. */
export const companyPrivateRoutes: RouteObject[] = [
  page('dashboard', 'ダッシュボード', {
    lazy: lazyComponent(() => import('@/features/company/dashboard/pages/dashboard-page'), 'DashboardPage'),
  }),

  // account and company
  page('user', 'アカウント情報', {
    lazy: lazyComponent(() => import('@/features/company/account/pages/account-page'), 'AccountPage'),
  }),
  page('userEdit', 'アカウント情報編集', {
    parent: 'user',
    lazy: lazyComponent(
      () => import('@/features/company/account/pages/account-edit-page'),
      'AccountEditPage',
    ),
  }),
  page('invoices', '請求書', {
    loader: requirePermission('invoices:view'),
    lazy: lazyComponent(() => import('@/features/company/invoices/pages/invoices-page'), 'InvoicesPage'),
  }),
  page('invoice', '請求書詳細', {
    parent: 'invoices',
    loader: requirePermission('invoices:view'),
    lazy: lazyComponent(() => import('@/features/company/invoices/pages/invoice-page'), 'InvoicePage'),
  }),
  page('companyEdit', '企業情報編集', {
    loader: requirePermission('company:edit'),
    lazy: lazyComponent(
      () => import('@/features/company/company-profile/pages/company-edit-page'),
      'CompanyEditPage',
    ),
  }),
  page('companyAdmins', '管理者一覧', {
    lazy: lazyComponent(
      () => import('@/features/company/company-admins/pages/company-admins-page'),
      'CompanyAdminsPage',
    ),
  }),
  page('companyAdminNew', '管理者の追加', {
    parent: 'companyAdmins',
    loader: requirePermission('companyAdmins:manage'),
    lazy: lazyComponent(
      () => import('@/features/company/company-admins/pages/company-admin-new-page'),
      'CompanyAdminNewPage',
    ),
  }),
  page('companyAdminEdit', '管理者の編集', {
    parent: 'companyAdmins',
    loader: requirePermission('companyAdmins:manage'),
    lazy: lazyComponent(
      () => import('@/features/company/company-admins/pages/company-admin-edit-page'),
      'CompanyAdminEditPage',
    ),
  }),

  // criteria (基準)
  page('criteria', '現在の基準', {
    lazy: lazyComponent(() => import('@/features/company/criteria/pages/criteria-page'), 'CriteriaPage'),
  }),
  page('criteriaNew', '基準の変更', {
    parent: 'criteria',
    loader: requirePermission('criteria:manage'),
    lazy: lazyComponent(
      () => import('@/features/company/criteria/pages/criteria-new-page'),
      'CriteriaNewPage',
    ),
  }),
  page('criteriaList', '基準一覧', {
    parent: 'criteria',
    lazy: lazyComponent(
      () => import('@/features/company/criteria/pages/criteria-list-page'),
      'CriteriaListPage',
    ),
  }),
  page('criterion', '基準詳細', {
    parent: 'criteriaList',
    lazy: lazyComponent(() => import('@/features/company/criteria/pages/criterion-page'), 'CriterionPage'),
  }),

  page('customAssessmentSettings', 'カスタムアセスメント設定', {
    loader: requirePermission('customAssessment:manage'),
    lazy: lazyComponent(
      () => import('@/features/company/custom-assessments/pages/custom-assessment-settings-page'),
      'CustomAssessmentSettingsPage',
    ),
  }),
  page('faqs', 'よくあるご質問', {
    lazy: lazyComponent(() => import('@/features/company/help/pages/faqs-page'), 'FaqsPage'),
  }),
  page('guide', 'ガイド', {
    breadcrumb: false,
    loader: requirePermission('guides:view'),
    lazy: lazyComponent(() => import('@/features/company/help/pages/guide-page'), 'GuidePage'),
  }),
  page('organizationCharts', '組織図', {
    lazy: lazyComponent(
      () => import('@/features/company/organization-charts/pages/organization-charts-page'),
      'OrganizationChartsPage',
    ),
  }),

  // notifications
  page('notifications', 'お知らせ', {
    lazy: lazyComponent(
      () => import('@/features/company/notifications/pages/notifications-page'),
      'NotificationsPage',
    ),
  }),
  page('notification', 'お知らせ詳細', {
    parent: 'notifications',
    lazy: lazyComponent(
      () => import('@/features/company/notifications/pages/notification-page'),
      'NotificationPage',
    ),
  }),
  page('shindanStatusNotification', '診断結果のお知らせ', {
    parent: 'notifications',
    lazy: lazyComponent(
      () => import('@/features/company/notifications/pages/shindan-status-notification-page'),
      'ShindanStatusNotificationPage',
    ),
  }),

  // diagnosis (診断)
  page('diagnosisHistory', '診断履歴', {
    lazy: lazyComponent(
      () => import('@/features/company/diagnosis-list/pages/diagnosis-list-page'),
      'DiagnosisListPage',
    ),
  }),
  page('diagnosisLinkIssue', '診断リンクの発行', {
    lazy: lazyComponent(() => import('@/features/company/diagnosis/pages/link-issue-page'), 'LinkIssuePage'),
  }),
  page('diagnosisUndiagnosedList', '未発行・未受検一覧', {
    lazy: lazyComponent(
      () => import('@/features/company/diagnosis/pages/undiagnosed-list-page'),
      'UndiagnosedListPage',
    ),
  }),

  // employees (社員); an employee's page hangs under the diagnosis history it is reached from
  page('employeeNew', '社員の登録', {
    parent: 'diagnosisHistory',
    lazy: lazyComponent(
      () => import('@/features/company/employees/pages/employee-new-page'),
      'EmployeeNewPage',
    ),
  }),
  page('employeeNewBulk', '社員の一括登録', {
    parent: 'diagnosisHistory',
    lazy: lazyComponent(
      () => import('@/features/company/employee-import/pages/employee-bulk-page'),
      'EmployeeBulkPage',
    ),
  }),
  page('employee', '社員詳細', {
    parent: 'diagnosisHistory',
    lazy: lazyComponent(() => import('@/features/company/employees/pages/employee-page'), 'EmployeePage'),
  }),
  page('employeeEdit', '社員情報の編集', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/employees/pages/employee-edit-page'),
      'EmployeeEditPage',
    ),
  }),
  page('employeeHistory', '受検履歴', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/results/pages/employee-history-page'),
      'EmployeeHistoryPage',
    ),
  }),
  page('employeeHistoryEmergenetic', 'EMERGENETICSの推移', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessment-results/pages/assessment-trend-page'),
      'EmergeneticTrendPage',
    ),
  }),
  page('employeeHistoryEnergizer', 'エナジャイザーの推移', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessment-results/pages/assessment-trend-page'),
      'EnergizerTrendPage',
    ),
  }),
  page('employeeHistoryHci', 'HCI-ASの推移', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessment-results/pages/assessment-trend-page'),
      'HciTrendPage',
    ),
  }),
  page('employeeHistoryMirumevital', 'ミルメバイタルの推移', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/results/pages/employee-trend-page'),
      'EmployeeTrendPage',
    ),
  }),
  page('employeeEmergeneticNew', 'EMERGENETICS結果の登録', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessments/pages/assessment-entry-page'),
      'EmergeneticEntryPage',
    ),
  }),
  page('employeeEmergeneticEdit', 'EMERGENETICS結果の編集', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessments/pages/assessment-entry-page'),
      'EmergeneticEntryPage',
    ),
  }),
  page('employeeEnergizerNew', 'エナジャイザー結果の登録', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessments/pages/assessment-entry-page'),
      'EnergizerEntryPage',
    ),
  }),
  page('employeeEnergizerEdit', 'エナジャイザー結果の編集', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessments/pages/assessment-entry-page'),
      'EnergizerEntryPage',
    ),
  }),
  page('employeeHciNew', 'HCI-AS結果の登録', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessments/pages/assessment-entry-page'),
      'HciEntryPage',
    ),
  }),
  page('employeeHciEdit', 'HCI-AS結果の編集', {
    parent: 'employee',
    lazy: lazyComponent(
      () => import('@/features/company/assessments/pages/assessment-entry-page'),
      'HciEntryPage',
    ),
  }),
];

/** Default layout, open to everyone (the signup form and signed-out visitors link to them). */
export const companyPublicRoutes: RouteObject[] = [
  page('terms', '利用規約', {
    lazy: lazyComponent(() => import('@/features/public/terms/pages/terms-page'), 'TermsPage'),
  }),
  page('inquiryNew', 'お問い合わせ', {
    lazy: lazyComponent(() => import('@/features/public/inquiry/pages/inquiry-new-page'), 'InquiryNewPage'),
  }),
  page('inquiryDone', 'お問い合わせ完了', {
    parent: 'inquiryNew',
    lazy: lazyComponent(() => import('@/features/public/inquiry/pages/inquiry-done-page'), 'InquiryDonePage'),
  }),
  page('error404', 'ページが見つかりません', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/components/errors/not-found-page'), 'NotFoundPage'),
  }),
];

/** Empty layout, signed-out users only: signed-in users go to the dashboard (spec §6). */
export const companyGuestRoutes: RouteObject[] = [
  page('login', 'ログイン', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/features/public/sign-in/pages/login-page'), 'LoginPage'),
  }),
  page('signup', '新規登録', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/features/public/signup/pages/signup-page'), 'SignupPage'),
  }),
  page('passwordReset', 'パスワードの再設定', {
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-reset-page'),
      'PasswordResetPage',
    ),
  }),
];

/** Empty layout, open to everyone. */
export const companyEmptyRoutes: RouteObject[] = [
  page('signupWait', '仮登録完了', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/features/public/signup/pages/signup-wait-page'), 'SignupWaitPage'),
  }),
  page('passwordNew', 'パスワードの設定', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-new-page'),
      'PasswordNewPage',
    ),
  }),
  page('passwordNewDone', 'パスワード設定完了', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-new-done-page'),
      'PasswordNewDonePage',
    ),
  }),
  page('passwordResetDone', 'パスワード再設定メール送信完了', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-reset-done-page'),
      'PasswordResetDonePage',
    ),
  }),
  page('maintenance', 'メンテナンス中', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/maintenance/pages/maintenance-page'),
      'MaintenancePage',
    ),
  }),
  page('devMailbox', '開発用メールボックス', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/dev-mailbox/pages/dev-mailbox-page'),
      'DevMailboxPage',
    ),
  }),
];
