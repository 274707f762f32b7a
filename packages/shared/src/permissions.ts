/**
 * Roles → permissions (spec §6), as data. The API checks these in one preHandler and the web app
 * uses the same map to enable or disable menu entries and guard routes.
 */
import { CompanyRole, type EmploymentType } from './enums.ts';

export type CompanyRoleValue = (typeof CompanyRole.values)[number];

const ALL: readonly CompanyRoleValue[] = CompanyRole.values;

export const PERMISSIONS = {
  /** アカウント情報の閲覧・編集 (/user) */
  'account:edit': ALL,
  /** 請求書 (/invoices) */
  'invoices:view': ALL,
  /** 企業情報編集 (/company/edit, route name company-update) */
  'company:edit': ['admin'],
  /** 管理者一覧 (/company-admins) */
  'companyAdmins:view': ALL,
  /** 管理者の追加・編集・削除 (company-account-add-company-admin, company-account-id-edit) */
  'companyAdmins:manage': ['admin'],
  /** 基準 (/criteria, /criteria/list, /criteria/list/{id}): every role reads the criteria. */
  'criteria:view': ALL,
  /*
   * Changing the criteria (our reading, decision 0025): admin changes every diagnosis type;
   * senkou_admin the selection (senkou) criteria only, which is the part of the work they own
   * (checked in the service, see canManageCriteria). Creating a version, its remark, deleting an
   * unused one, the preview, the recommendation and reflecting a version onto past results.
   */
  /** 基準の変更 (/criteria/new)・反映・推奨基準 */
  'criteria:manage': ['admin', 'senkou_admin'],
  /** カスタムアセスメント設定 (/marcopolo_custom_assessment_settings) */
  'customAssessment:manage': ['admin'],
  /** 各種ガイド (/guide) */
  'guides:view': ALL,
  /** 詳細ガイド（2冊目）: listed for admin and worker only */
  'guides:detailed': ['admin', 'worker'],
  /** 組織図の閲覧 (/organization-charts) */
  'organizationCharts:view': ALL,
  /** 組織図の部署の作成・編集・並べ替え・複製・削除と社員の割り当て */
  'organizationCharts:manage': ['admin', 'employee_admin'],
  /*
   * Employees and applicants (spec §6 names only the menus; this is our reading): every role sees
   * the people list and records; admin and employee_admin manage (edit, delete, bulk-import) people
   * of every employment type; senkou_admin manages applicants only (employment_type = senkou);
   * worker registers people one by one and views, but neither edits nor deletes nor bulk-imports.
   * A record the role may not manage answers 404, like a missing one.
   */
  /** 社員一覧・社員詳細の閲覧 (/diagnosis/history, /employees/{id}) */
  'employees:view': ALL,
  /** 社員の登録 (/employees/new): worker too; senkou_admin only for applicants (checked in the service). */
  'employees:create': ALL,
  /** 社員の編集・削除・一括登録: every employment type. */
  'employees:manage': ['admin', 'employee_admin'],
  /** 応募者（雇用形態: 選考中）の編集・削除・一括登録. */
  'applicants:manage': ['admin', 'senkou_admin'],
  /*
   * Diagnosis (診断). Every role follows the undiagnosed list, the dashboard counts, results and
   * status notifications. Issuing, re-sending, checking and deleting links and tickets: admin and
   * worker for both diagnosis types; senkou_admin the selection diagnosis (senkou) only;
   * employee_admin the staff diagnosis (employee) only (checked in the service, see
   * canIssueDiagnosis).
   */
  /** 未受検一覧・ダッシュボードの集計・診断結果・診断状況のお知らせ */
  'diagnosis:view': ALL,
  /** 診断リンク・チケットの発行・再送・チェック・削除 */
  'diagnosis:issue': ALL,
  /*
   * Files (file_attached): every role uploads, removes its company's unattached files and
   * downloads its company's files; attaching a file to a record is checked against that record
   * (e.g. an employee only by a role that may edit the person).
   */
  /** ファイルのアップロード・削除・添付・ダウンロード */
  'files:use': ALL,
  /** お知らせ（運営からのお知らせ・診断状況）の閲覧と既読 */
  'notifications:view': ALL,
  /** 受検トラブルのお問い合わせ（診断リンク・チケットについて運営へ） */
  'inquiries:send': ALL,
} as const satisfies Record<string, readonly CompanyRoleValue[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: CompanyRoleValue | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly CompanyRoleValue[]).includes(role);
}

/** The tooltip on a menu entry the role may not use. */
export const NO_ACCESS_TOOLTIP = 'アクセス権がありません';

/** Company sign-in is open only to companies in these statuses. */
export const SIGN_IN_ALLOWED_COMPANY_STATUSES = ['trial', 'approved'] as const;

type EmploymentTypeValue = (typeof EmploymentType.values)[number];

/**
 * May this role edit or delete (and bulk-import) a person of this employment type? admin and
 * employee_admin: everyone; senkou_admin: applicants (`senkou`) only; worker: nobody.
 */
export function canManageEmployee(
  role: CompanyRoleValue | null | undefined,
  employmentType: EmploymentTypeValue,
): boolean {
  if (can(role, 'employees:manage')) return true;
  return employmentType === 'senkou' && can(role, 'applicants:manage');
}

/** May this role register a person of this employment type one by one? Worker may register anyone. */
export function canCreateEmployee(
  role: CompanyRoleValue | null | undefined,
  employmentType: EmploymentTypeValue,
): boolean {
  if (role === 'worker') return true;
  return canManageEmployee(role, employmentType);
}

/** May this role use the bulk import at all (rows are then checked with canManageEmployee)? */
export function canBulkImportEmployees(role: CompanyRoleValue | null | undefined): boolean {
  return can(role, 'employees:manage') || can(role, 'applicants:manage');
}

/** May this role issue (re-send, check, delete) links and tickets of this diagnosis type? */
export function canIssueDiagnosis(
  role: CompanyRoleValue | null | undefined,
  diagnosisType: 'senkou' | 'employee',
): boolean {
  if (!can(role, 'diagnosis:issue')) return false;
  if (role === 'senkou_admin') return diagnosisType === 'senkou';
  if (role === 'employee_admin') return diagnosisType === 'employee';
  return true;
}

/** May this role change (create, reflect, delete) the criteria of this diagnosis type? */
export function canManageCriteria(
  role: CompanyRoleValue | null | undefined,
  diagnosisType: 'senkou' | 'employee',
): boolean {
  if (!can(role, 'criteria:manage')) return false;
  if (role === 'senkou_admin') return diagnosisType === 'senkou';
  return true;
}
