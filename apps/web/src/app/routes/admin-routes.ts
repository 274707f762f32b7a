/**
 * The operator area's routes (spec §2), all under /admin. Every page has a breadcrumb that starts
 * at the operator dashboard.
 */
import { type RouteObject, redirect } from 'react-router';
import { OperatorCompanyRoute, OperatorEmployeeRoute } from '@/app/layouts/operator-company-routes';
import { paths } from '@/lib/paths';
import { page } from './define-route';
import { lazyComponent } from './lazy-page';

/** Admin layout, signed-in operators only. */
export const adminPrivateRoutes: RouteObject[] = [
  page('adminDashboard', 'ダッシュボード', {
    lazy: lazyComponent(
      () => import('@/features/admin/dashboard/pages/dashboard-page'),
      'AdminDashboardPage',
    ),
  }),
  page('adminSignup', 'システム管理者の追加', {
    parent: 'adminSystemAdmins',
    lazy: lazyComponent(
      () => import('@/features/admin/system-admins/pages/signup-page'),
      'SystemAdminSignupPage',
    ),
  }),
  page('adminCompanyRegister', '企業の登録', {
    parent: 'adminCompanies',
    lazy: lazyComponent(
      () => import('@/features/admin/companies/pages/company-register-page'),
      'CompanyRegisterPage',
    ),
  }),
  page('adminCompanies', '企業一覧', {
    lazy: lazyComponent(() => import('@/features/admin/companies/pages/companies-page'), 'CompaniesPage'),
  }),
  page('adminDiscarded', '削除済み企業', {
    parent: 'adminCompanies',
    lazy: lazyComponent(
      () => import('@/features/admin/companies/pages/discarded-companies-page'),
      'DiscardedCompaniesPage',
    ),
  }),
  page('adminOperatorNotifications', '運営への通知', {
    lazy: lazyComponent(
      () => import('@/features/admin/operator-notifications/pages/operator-notifications-page'),
      'OperatorNotificationsPage',
    ),
  }),
  page('adminBillingYears', '契約期限通知', {
    lazy: lazyComponent(
      () => import('@/features/admin/billing/pages/billing-years-page'),
      'BillingYearsPage',
    ),
  }),
  // the service's default criteria: the company's criteria pages in the operator area (decision 0016)
  page('adminCriteria', '現在の基準', {
    lazy: lazyComponent(() => import('@/features/company/criteria/pages/criteria-page'), 'CriteriaPage'),
  }),
  page('adminCriteriaList', '基準一覧', {
    parent: 'adminCriteria',
    lazy: lazyComponent(
      () => import('@/features/company/criteria/pages/criteria-list-page'),
      'CriteriaListPage',
    ),
  }),
  page('adminCriteriaNew', '基準の変更', {
    parent: 'adminCriteria',
    lazy: lazyComponent(
      () => import('@/features/company/criteria/pages/criteria-new-page'),
      'CriteriaNewPage',
    ),
  }),
  page('adminCriterion', '基準詳細', {
    parent: 'adminCriteriaList',
    lazy: lazyComponent(() => import('@/features/company/criteria/pages/criterion-page'), 'CriterionPage'),
  }),
  page('adminInvoices', '請求書', {
    lazy: lazyComponent(() => import('@/features/admin/billing/pages/all-invoices-page'), 'AllInvoicesPage'),
  }),
  page('adminInvoice', '請求書詳細', {
    parent: 'adminInvoices',
    lazy: lazyComponent(
      () => import('@/features/admin/billing/pages/invoice-review-page'),
      'InvoiceReviewPage',
    ),
  }),
  page('adminSystemAdmins', 'システム管理者', {
    lazy: lazyComponent(
      () => import('@/features/admin/system-admins/pages/system-admins-page'),
      'SystemAdminsPage',
    ),
  }),
  page('adminSystemAdmin', 'システム管理者詳細', {
    parent: 'adminSystemAdmins',
    lazy: lazyComponent(
      () => import('@/features/admin/system-admins/pages/system-admin-page'),
      'SystemAdminPage',
    ),
  }),
  page('adminNotifications', 'お知らせ', {
    lazy: lazyComponent(
      () => import('@/features/admin/announcements/pages/announcements-page'),
      'AnnouncementsPage',
    ),
  }),
  page('adminNotificationNew', 'お知らせの作成', {
    parent: 'adminNotifications',
    lazy: lazyComponent(
      () => import('@/features/admin/announcements/pages/announcement-form-page'),
      'AnnouncementFormPage',
    ),
  }),
  page('adminNotification', 'お知らせ詳細', {
    parent: 'adminNotifications',
    lazy: lazyComponent(
      () => import('@/features/admin/announcements/pages/announcement-page'),
      'AnnouncementPage',
    ),
  }),
  page('adminNotificationEdit', 'お知らせの編集', {
    parent: 'adminNotification',
    lazy: lazyComponent(
      () => import('@/features/admin/announcements/pages/announcement-form-page'),
      'AnnouncementFormPage',
    ),
  }),

  page('adminInquiries', 'お問い合わせ', {
    lazy: lazyComponent(() => import('@/features/admin/inquiries/pages/inquiries-page'), 'InquiriesPage'),
  }),
  page('adminInquiry', 'お問い合わせ詳細', {
    parent: 'adminInquiries',
    lazy: lazyComponent(() => import('@/features/admin/inquiries/pages/inquiry-page'), 'InquiryPage'),
  }),

  // a company and what an operator does for it
  page('adminCompany', '企業詳細', {
    parent: 'adminCompanies',
    lazy: lazyComponent(() => import('@/features/admin/companies/pages/company-page'), 'CompanyPage'),
  }),
  page('adminCompanyEdit', '企業情報の編集', {
    parent: 'adminCompany',
    lazy: lazyComponent(
      () => import('@/features/admin/companies/pages/company-edit-page'),
      'CompanyEditPage',
    ),
  }),
  page('adminCompanyContract', '契約と料金', {
    parent: 'adminCompany',
    lazy: lazyComponent(
      () => import('@/features/admin/billing/pages/company-contract-page'),
      'CompanyContractPage',
    ),
  }),
  // a company's criteria: the company's pages, the company id from the route (decision 0016)
  page('adminCompanyCriteria', '企業の基準', {
    parent: 'adminCompany',
    lazy: lazyComponent(() => import('@/features/company/criteria/pages/criteria-page'), 'CriteriaPage'),
  }),
  page('adminCompanyCriteriaList', '基準一覧', {
    parent: 'adminCompanyCriteria',
    lazy: lazyComponent(
      () => import('@/features/company/criteria/pages/criteria-list-page'),
      'CriteriaListPage',
    ),
  }),
  page('adminCompanyCriteriaNew', '基準の変更', {
    parent: 'adminCompanyCriteria',
    lazy: lazyComponent(
      () => import('@/features/company/criteria/pages/criteria-new-page'),
      'CriteriaNewPage',
    ),
  }),
  page('adminCompanyCriterion', '基準詳細', {
    parent: 'adminCompanyCriteriaList',
    lazy: lazyComponent(() => import('@/features/company/criteria/pages/criterion-page'), 'CriterionPage'),
  }),
  // The company's own screens, inside the company of the URL (decision 0028).
  {
    Component: OperatorCompanyRoute,
    children: [
      // The company's people are listed with their latest results on its 診断履歴.
      page('adminCompanyEmployees', '社員一覧', {
        parent: 'adminCompany',
        loader: ({ params }) => {
          throw redirect(paths.adminCompanyDiagnosisList.getHref({ companyId: params.companyId ?? '' }));
        },
      }),
      page('adminCompanyDiagnosisList', '診断履歴', {
        parent: 'adminCompany',
        lazy: lazyComponent(
          () => import('@/features/company/diagnosis-list/pages/diagnosis-list-page'),
          'DiagnosisListPage',
        ),
      }),
      page('adminCompanyAddEmployee', '社員の登録', {
        parent: 'adminCompanyDiagnosisList',
        lazy: lazyComponent(
          () => import('@/features/company/employees/pages/employee-new-page'),
          'EmployeeNewPage',
        ),
      }),
      page('adminCompanyEmployeeImport', '社員の一括登録', {
        parent: 'adminCompanyDiagnosisList',
        lazy: lazyComponent(
          () => import('@/features/company/employee-import/pages/employee-bulk-page'),
          'EmployeeBulkPage',
        ),
      }),
      page('adminCompanyLinkIssue', '診断リンクの発行', {
        parent: 'adminCompanyDiagnosisList',
        lazy: lazyComponent(
          () => import('@/features/company/diagnosis/pages/link-issue-page'),
          'LinkIssuePage',
        ),
      }),
      page('adminCompanyUndiagnosedList', '未発行・未受検一覧', {
        parent: 'adminCompanyDiagnosisList',
        lazy: lazyComponent(
          () => import('@/features/company/diagnosis/pages/undiagnosed-list-page'),
          'UndiagnosedListPage',
        ),
      }),
      page('adminCompanyAdmins', '管理者一覧', {
        parent: 'adminCompany',
        lazy: lazyComponent(
          () => import('@/features/company/company-admins/pages/company-admins-page'),
          'CompanyAdminsPage',
        ),
      }),
      page('adminCompanyAdminAdd', '管理者の追加', {
        parent: 'adminCompanyAdmins',
        lazy: lazyComponent(
          () => import('@/features/company/company-admins/pages/company-admin-new-page'),
          'CompanyAdminNewPage',
        ),
      }),
      page('adminCompanyAdminEdit', '管理者の編集', {
        parent: 'adminCompanyAdmins',
        lazy: lazyComponent(
          () => import('@/features/company/company-admins/pages/company-admin-edit-page'),
          'CompanyAdminEditPage',
        ),
      }),
      page('adminCompanyOrganizationCharts', '組織図', {
        parent: 'adminCompany',
        lazy: lazyComponent(
          () => import('@/features/company/organization-charts/pages/organization-charts-page'),
          'OrganizationChartsPage',
        ),
      }),
      page('adminCompanyCustomAssessmentSettings', 'カスタムアセスメント設定', {
        parent: 'adminCompany',
        lazy: lazyComponent(
          () => import('@/features/company/custom-assessments/pages/custom-assessment-settings-page'),
          'CustomAssessmentSettingsPage',
        ),
      }),
    ],
  },

  // a person, inside the person's company (decision 0028)
  {
    Component: OperatorEmployeeRoute,
    children: [
      page('adminEmployee', '社員詳細', {
        lazy: lazyComponent(() => import('@/features/company/employees/pages/employee-page'), 'EmployeePage'),
      }),
      page('adminEmployeeEdit', '社員情報の編集', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/employees/pages/employee-edit-page'),
          'EmployeeEditPage',
        ),
      }),
      page('adminEmployeeHistory', '受検履歴', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/results/pages/employee-history-page'),
          'EmployeeHistoryPage',
        ),
      }),
      page('adminEmployeeHistoryMirumevital', 'ミルメバイタルの推移', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/results/pages/employee-trend-page'),
          'EmployeeTrendPage',
        ),
      }),
      page('adminEmployeeEmergeneticNew', 'EMERGENETICS結果の登録', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessments/pages/assessment-entry-page'),
          'EmergeneticEntryPage',
        ),
      }),
      page('adminEmployeeEmergeneticEdit', 'EMERGENETICS結果の編集', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessments/pages/assessment-entry-page'),
          'EmergeneticEntryPage',
        ),
      }),
      page('adminEmployeeEnergizerNew', 'エナジャイザー結果の登録', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessments/pages/assessment-entry-page'),
          'EnergizerEntryPage',
        ),
      }),
      page('adminEmployeeEnergizerEdit', 'エナジャイザー結果の編集', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessments/pages/assessment-entry-page'),
          'EnergizerEntryPage',
        ),
      }),
      page('adminEmployeeHciNew', 'HCI-AS結果の登録', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessments/pages/assessment-entry-page'),
          'HciEntryPage',
        ),
      }),
      page('adminEmployeeHciEdit', 'HCI-AS結果の編集', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessments/pages/assessment-entry-page'),
          'HciEntryPage',
        ),
      }),
      page('adminEmployeeHistoryEmergenetic', 'EMERGENETICSの推移', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessment-results/pages/assessment-trend-page'),
          'EmergeneticTrendPage',
        ),
      }),
      page('adminEmployeeHistoryEnergizer', 'エナジャイザーの推移', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessment-results/pages/assessment-trend-page'),
          'EnergizerTrendPage',
        ),
      }),
      page('adminEmployeeHistoryHci', 'HCI-ASの推移', {
        parent: 'adminEmployee',
        lazy: lazyComponent(
          () => import('@/features/company/assessment-results/pages/assessment-trend-page'),
          'HciTrendPage',
        ),
      }),
    ],
  },
];

/** Operator sign-in (the login page, in the operator area): a signed-in operator goes to /admin. */
export const adminGuestRoutes: RouteObject[] = [
  page('adminLogin', '運営管理ログイン', {
    breadcrumb: false,
    lazy: lazyComponent(() => import('@/features/public/sign-in/pages/login-page'), 'LoginPage'),
  }),
];

/**
 * Operator password pages, reached from e-mailed links: open to everyone. They are the company's
 * password pages, shown in the operator area (its empty layout provides it).
 */
export const adminOpenRoutes: RouteObject[] = [
  page('adminPasswordReset', 'パスワードの再設定', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-reset-page'),
      'PasswordResetPage',
    ),
  }),
  page('adminPasswordNew', 'パスワードの設定', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-new-page'),
      'PasswordNewPage',
    ),
  }),
  page('adminPasswordPassword', 'パスワードの変更', {
    breadcrumb: false,
    lazy: lazyComponent(
      () => import('@/features/public/password/pages/password-new-page'),
      'PasswordResetLinkPage',
    ),
  }),
];
