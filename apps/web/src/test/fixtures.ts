import { STORAGE_KEYS, type TAuthToken, type TCompanyUser, type TSystemAdmin } from '@mirume/shared';

type Role = TCompanyUser['role'];

export function companyUser(overrides: Partial<TCompanyUser> = {}): TCompanyUser {
  return {
    id: 7,
    email: 'yamada@example.co.jp',
    role: 'admin',
    last_name: '山田',
    first_name: '花子',
    kana_last_name: 'ヤマダ',
    kana_first_name: 'ハナコ',
    company_id: 3,
    company_name: '株式会社サンプル商事',
    company_status: 'approved',
    ...overrides,
  };
}

export const TOKEN: TAuthToken = {
  'access-token': 'tok-abc',
  client: 'client-1',
  uid: 'yamada@example.co.jp',
  'token-type': 'Bearer',
  expiry: '1893456000',
};

export const SYSTEM_ADMIN: TSystemAdmin = {
  id: 1,
  email: 'ops@mirume.example',
  role: 'admin',
  last_name: '運営',
  first_name: '太郎',
  kana_last_name: 'ウンエイ',
  kana_first_name: 'タロウ',
};

/** Puts a signed-in company user into localStorage, as a real sign-in would. */
export function signInAs(role: Role = 'admin', overrides: Partial<TCompanyUser> = {}) {
  const user = companyUser({ role, ...overrides });
  window.localStorage.setItem(STORAGE_KEYS.companyToken, JSON.stringify(TOKEN));
  window.localStorage.setItem(STORAGE_KEYS.companyUser, JSON.stringify(user));
  return user;
}

export function signInAsSystemAdmin() {
  window.localStorage.setItem(STORAGE_KEYS.systemAdminUser, JSON.stringify(SYSTEM_ADMIN));
}
