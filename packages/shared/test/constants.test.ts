import { describe, expect, it } from 'vitest';
import {
  badgeText,
  CHUNK_RELOAD_GUARD_MS,
  COMPANY_SESSION_KEYS,
  FETCH_MIN_DELAY_MS,
  GUIDE_PDF_PATHS,
  MAINTENANCE_STATUS,
  MAX_CLIENTS_PER_USER,
  NOTIFICATION_BADGE_MAX,
  NOTIFICATION_PANEL,
  OPERATOR_COOKIES,
  PRIVACY_POLICY_URL,
  SERVICE_NAME,
  SERVICE_TITLE,
  SNACKBAR_TIMEOUT_MS,
  STORAGE_KEYS,
  THEME_PRIMARY,
  TOKEN_LIFESPAN_MS,
  TREND_RECENT_COUNT,
} from '../src/constants.ts';

describe('spec §9 business constants', () => {
  it('closes the snackbar after 3000 ms by default', () => {
    expect(SNACKBAR_TIMEOUT_MS).toBe(3000);
  });

  it('caps the notification badge at 10', () => {
    expect(NOTIFICATION_BADGE_MAX).toBe(10);
  });

  it('sizes the notification panel 260 wide, at most 400 high (240 when empty)', () => {
    expect(NOTIFICATION_PANEL).toEqual({ width: 260, maxHeight: 400, emptyMaxHeight: 240 });
  });

  it('reloads after a chunk failure at most once per 60000 ms', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60000);
  });

  it('delays fetches by at least 200 ms', () => {
    expect(FETCH_MIN_DELAY_MS).toBe(200);
  });

  it('shows the recent 3 results on trend screens', () => {
    expect(TREND_RECENT_COUNT).toBe(3);
  });

  it('uses #418BFB as the theme primary colour', () => {
    expect(THEME_PRIMARY).toBe('#418BFB');
  });

  it('answers 450 while maintenance is on (spec §8)', () => {
    expect(MAINTENANCE_STATUS).toBe(450);
  });
});

describe('session and cookie keys', () => {
  it('clears the four keys of spec §9 and the chosen 診断履歴 columns at company logout', () => {
    expect([...COMPANY_SESSION_KEYS]).toEqual([
      'employeeCondition',
      'undiagnosedCondition',
      'issuedLinkCondition',
      'searchAllEmployees',
      'diagnosisListColumns',
    ]);
  });

  it('keeps the operator session in the cookies access-token, client, uid and role', () => {
    expect([...OPERATOR_COOKIES]).toEqual(['access-token', 'client', 'uid', 'role']);
  });

  it('persists client state under auth.token, auth.user and auth_sys.user (spec §3)', () => {
    expect(STORAGE_KEYS).toEqual({
      companyToken: 'auth.token',
      companyUser: 'auth.user',
      systemAdminUser: 'auth_sys.user',
    });
  });
});

describe('badgeText', () => {
  it.each([
    { count: 0, text: '' },
    { count: -1, text: '' },
    { count: 1, text: '1' },
    { count: 3, text: '3' },
    { count: 9, text: '9' },
    { count: 10, text: '10' },
    { count: 11, text: '10+' },
    { count: 250, text: '10+' },
  ])("shows $count unread as '$text'", ({ count, text }) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('product constants', () => {
  it('names the service ミルメ and titles pages with the diagnosis-service name', () => {
    expect(SERVICE_NAME).toBe('ミルメ');
    expect(SERVICE_TITLE).toContain(SERVICE_NAME);
    expect(SERVICE_TITLE).toContain('診断');
  });

  it('lets a company token live 14 days, for at most 10 clients per user', () => {
    expect(TOKEN_LIFESPAN_MS).toBe(14 * 24 * 60 * 60 * 1000);
    expect(MAX_CLIENTS_PER_USER).toBe(10);
  });

  it('links the external privacy policy over https and the guide PDFs from the site root', () => {
    expect(PRIVACY_POLICY_URL).toMatch(/^https:\/\//);
    for (const path of Object.values(GUIDE_PDF_PATHS)) expect(path).toMatch(/^\/.+\.pdf$/);
    expect(Object.keys(GUIDE_PDF_PATHS)).toEqual(['diagnosisDetails', 'userManual', 'detailedGuide']);
  });
});
