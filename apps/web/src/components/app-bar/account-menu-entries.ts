import { GUIDE_PDF_PATHS, type Permission } from '@mirume/shared';
import { paths } from '@/lib/paths';

export interface AccountMenuEntry {
  label: string;
  /** Omitted: every signed-in user may use it. */
  permission?: Permission;
  /** In-app page. */
  to?: string;
  /** A file opened in a new tab (the guide PDFs). */
  href?: string;
  /** Not listed at all without the permission (instead of shown disabled). */
  hideWithoutPermission?: boolean;
}

/** The account menu of spec §2, in order; logout follows them. */
export const ACCOUNT_MENU_ENTRIES: readonly AccountMenuEntry[] = [
  { label: 'アカウント情報', permission: 'account:edit', to: paths.user.getHref() },
  { label: '請求書', permission: 'invoices:view', to: paths.invoices.getHref() },
  { label: '企業情報編集', permission: 'company:edit', to: paths.companyEdit.getHref() },
  { label: '管理者一覧', permission: 'companyAdmins:view', to: paths.companyAdmins.getHref() },
  { label: '基準', permission: 'criteria:view', to: paths.criteria.getHref() },
  {
    label: 'カスタムアセスメント設定',
    permission: 'customAssessment:manage',
    to: paths.customAssessmentSettings.getHref(),
  },
  { label: 'ガイド', permission: 'guides:view', to: paths.guide.getHref() },
  {
    label: '詳細ガイド',
    permission: 'guides:detailed',
    href: GUIDE_PDF_PATHS.detailedGuide,
    hideWithoutPermission: true,
  },
];
