/** Sign-up, confirmation, approval, company registration by an operator, passwords of both areas, system-admin registration. */
import { insertCompanyWithFirstAdmin } from '@mirume/db';
import { type Actor, everyone, type Fixtures, operatorOnly, type Row } from './table.ts';

const signUp = (actor: Actor) => ({
  company_name: `株式会社認可${actor}`,
  daihyo_name: '代表 太郎',
  last_name: '認可',
  first_name: '花子',
  kana_last_name: 'ニンカ',
  kana_first_name: 'ハナコ',
  email: `authz-signup-${actor}@example.test`,
  tel: '0312345678',
  password: 'signup-pass-1',
  password_confirmation: 'signup-pass-1',
  agree_terms: true,
});

const companyByOperator = (actor: Actor) => ({
  company_name: `株式会社運営登録${actor}`,
  daihyo_name: '代表 次郎',
  last_name: '運営',
  first_name: '登録',
  kana_last_name: 'ウンエイ',
  kana_first_name: 'トウロク',
  email: `authz-register-${actor}@example.test`,
});

const systemAdmin = (actor: Actor) => ({
  email: `authz-sysadmin-${actor}@example.test`,
  last_name: '追加',
  first_name: '太郎',
  kana_last_name: 'ツイカ',
  kana_first_name: 'タロウ',
  role: 'admin',
});

/** A fresh company awaiting approval (its admin signed up and confirmed, or has no password yet). */
async function freshCompany(f: Fixtures, actor: Actor, withPassword: boolean) {
  const { company, admin } = await insertCompanyWithFirstAdmin(f.ctx.database.db, {
    company: { name: `株式会社審査${actor}`, daihyo_name: '代表', status: 'email_authenticated' },
    admin: {
      email: `authz-approval-${actor}-${Math.random().toString(36).slice(2)}@example.test`,
      last_name: '審査',
      first_name: '一郎',
      kana_last_name: 'シンサ',
      kana_first_name: 'イチロウ',
      password_hash: withPassword ? 'not-a-real-hash' : null,
    },
  });
  return { companyId: company.id, adminId: admin.id };
}

const ACTION_ROUTE = (action: string) =>
  `/api/v1/admin/companies/:id/company_admins/:company_admin_id/${action}`;

function actionRows(action: 'approve' | 'contract' | 'reissue'): Row[] {
  const route = ACTION_ROUTE(action);
  const at = (companyId: number, adminId: number) =>
    `/api/v1/admin/companies/${companyId}/company_admins/${adminId}/${action}`;
  return [
    {
      method: 'POST',
      route,
      variant: 'a company awaiting the step',
      url: async (f, actor) => {
        const { companyId, adminId } = await freshCompany(f, actor, action !== 'reissue');
        return at(companyId, adminId);
      },
      expect: operatorOnly(200),
    },
    {
      method: 'POST',
      route,
      variant: "another company's admin under this company",
      url: (f) => at(f.ownCompanyId, f.otherCompanyAdminId),
      expect: operatorOnly(404),
    },
    {
      method: 'POST',
      route,
      variant: 'missing id',
      url: (f) => at(f.missingId, f.missingId),
      expect: operatorOnly(404),
    },
  ];
}

const BOGUS = 'bogus-token-that-was-never-issued';

export const ONBOARDING_ROWS: Row[] = [
  {
    method: 'POST',
    route: '/api/v1/company_admins',
    payload: (_f, actor) => signUp(actor),
    expect: everyone(201),
  },
  {
    method: 'GET',
    route: '/api/v1/company_admins/confirmation',
    url: `/api/v1/company_admins/confirmation?confirmation_token=${BOGUS}`,
    expect: everyone(302),
  },
  {
    method: 'POST',
    route: '/api/v1/company_admins/password',
    // One address per actor: the per-address limit of reset requests is not what this row checks.
    payload: (_f, actor) => ({ email: `nobody-${actor}@example.test`, redirect_url: '/password/new' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/v1/company_admins/password/token',
    url: `/api/v1/company_admins/password/token?token=${BOGUS}`,
    expect: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/v1/company_admins/password',
    payload: { password: 'new-pass-123', password_confirmation: 'new-pass-123', token: BOGUS },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/v1/system_admins/change_password',
    payload: { password: 'new-pass-123', password_confirmation: 'new-pass-123', confirmation_token: BOGUS },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/v1/system_admins/password',
    payload: (_f, actor) => ({ email: `nobody-${actor}@example.test` }),
    expect: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/v1/system_admins/password',
    payload: { password: 'new-pass-123', password_confirmation: 'new-pass-123', token: BOGUS },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/v1/system_admins',
    payload: (_f, actor) => systemAdmin(actor),
    expect: operatorOnly(201),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/companies',
    payload: (_f, actor) => companyByOperator(actor),
    expect: operatorOnly(201),
  },
  ...actionRows('approve'),
  ...actionRows('contract'),
  ...actionRows('reissue'),
];
