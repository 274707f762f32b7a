/**
 * Roles → permissions (spec §6), as data. The API checks these in one preHandler and the web app
 * uses the same map to enable or disable menu entries and guard routes.
 */
import { CompanyRole } from './enums.ts';

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
  /** 基準 (/criteria) */
  'criteria:view': ALL,
  /** カスタムアセスメント設定 (/marcopolo_custom_assessment_settings) */
  'customAssessment:manage': ['admin'],
  /** 各種ガイド (/guide) */
  'guides:view': ALL,
  /** 詳細ガイド（2冊目）: listed for admin and worker only */
  'guides:detailed': ['admin', 'worker'],
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
