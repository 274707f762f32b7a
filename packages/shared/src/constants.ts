/** Business constants and limits of spec §9, plus the product's own fixed values. */

export const SERVICE_NAME = 'ミルメ';
/** The page title: the product's diagnosis-service name. */
export const SERVICE_TITLE = 'ミルメ 人材診断サービス';
export const THEME_PRIMARY = '#418BFB';

export const SNACKBAR_TIMEOUT_MS = 3000;
export const NOTIFICATION_BADGE_MAX = 10;
export const NOTIFICATION_PANEL = { width: 260, maxHeight: 400, emptyMaxHeight: 240 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const FETCH_MIN_DELAY_MS = 200;
export const TREND_RECENT_COUNT = 3;

/** HTTP status the API answers while maintenance is on. */
export const MAINTENANCE_STATUS = 450;

/** Company API tokens (devise_token_auth compatible). */
export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
export const MAX_CLIENTS_PER_USER = 10;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  companyToken: 'auth.token',
  companyUser: 'auth.user',
  systemAdminUser: 'auth_sys.user',
} as const;

/** Session-storage keys cleared at company logout (spec §9). */
export const COMPANY_SESSION_KEYS = [
  'employeeCondition',
  'undiagnosedCondition',
  'issuedLinkCondition',
  'searchAllEmployees',
  // Not in spec §9: the columns chosen on 診断履歴 (decision 0024), kept and cleared like the rest.
  'diagnosisListColumns',
] as const;

/** Operator session cookies (spec §9). */
export const OPERATOR_COOKIES = ['access-token', 'client', 'uid', 'role'] as const;

/** The badge text for a count of unread notifications ('10+' past the cap). */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

export const PRIVACY_POLICY_URL = 'https://mirume.jp/privacy-policy';
export const GUIDE_PDF_PATHS = {
  diagnosisDetails: '/guides/mirume-diagnosis-details.pdf',
  userManual: '/guides/mirume-user-manual.pdf',
  detailedGuide: '/guides/mirume-detailed-guide.pdf',
} as const;
