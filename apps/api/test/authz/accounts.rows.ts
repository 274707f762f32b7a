/** My account, company settings, company admins (members). */
import { schema } from '@mirume/db';
import { PASSWORD } from '../support/app.ts';
import { must } from '../support/must.ts';
import {
  type Actor,
  company,
  companyAdminOnly,
  everyone,
  type Fixtures,
  type Row,
  VARIANTS,
  type Variant,
} from './table.ts';

/** Only the demo company's admin may (admin-only routes on a demo-company record). */
const demoAdminOnly = (ok: number): Record<Actor, number> => ({
  ...companyAdminOnly(ok),
  other_company_admin: 404,
});
/** Every demo-company role may read; the other company's admin gets 404. */
const demoCompanyOnly = (ok: number): Record<Actor, number> => ({ ...company(ok), other_company_admin: 404 });
/** Only the other company's admin may (a record of the other company). */
const otherAdminOnly = (ok: number): Record<Actor, number> => ({
  ...company(404),
  other_company_admin: ok,
});
const missing = company(404);

let seq = 0;
/** A fresh invited (password-less) user in the demo company or the other company. */
async function freshMember(f: Fixtures, actor: Actor, where: 'own' | 'other') {
  seq += 1;
  const [row] = await f.ctx.database.db
    .insert(schema.companyAdmins)
    .values({
      company_id: where === 'own' ? f.ownCompanyId : f.otherCompanyId,
      role: 'worker',
      email: `authz-${where}-${actor}-${seq}@members.mirume.test`,
      last_name: '試験',
      first_name: '太郎',
      kana_last_name: 'シケン',
      kana_first_name: 'タロウ',
      invited_at: new Date(),
    })
    .returning({ id: schema.companyAdmins.id });
  return must(row).id;
}

const names = { last_name: '山田', first_name: '花子', kana_last_name: 'ヤマダ', kana_first_name: 'ハナコ' };
const companyBody = {
  name: 'デモ株式会社',
  name_kana: 'デモカブシキガイシャ',
  postcode: '1040061',
  address: '東京都中央区銀座1-1-1',
  tel: '03-1234-5678',
  url: 'https://demo.example.jp',
};
const workerUpdate = { ...names, role: 'worker' };

/** The three rows of a /companies/:id route: the demo company, the other company, a missing id. */
function companyIdRows(
  method: Row['method'],
  suffix: '' | '/edit' | '/update_daihyo',
  ok: number,
  expectOwn: (n: number) => Record<Actor, number>,
  payload?: Row['payload'],
): Row[] {
  const idOf = (f: Fixtures, v: Variant) =>
    v === 'own company' ? f.ownCompanyId : v === 'missing id' ? f.missingId : f.otherCompanyId;
  return VARIANTS.map((variant) => ({
    method,
    route: `/api/v1/companies/:id${suffix}`,
    variant,
    url: (f: Fixtures) => `/api/v1/companies/${idOf(f, variant)}${suffix}`,
    payload,
    expect:
      variant === 'own company' ? expectOwn(ok) : variant === 'missing id' ? missing : otherAdminOnly(ok),
  }));
}

const COMPANY_ROWS: Row[] = [
  ...companyIdRows('GET', '', 200, demoCompanyOnly),
  ...companyIdRows('GET', '/edit', 200, demoAdminOnly),
  ...companyIdRows('PUT', '', 200, demoAdminOnly, companyBody),
  ...companyIdRows('PATCH', '/update_daihyo', 200, demoAdminOnly, { daihyo_name: '代表 太郎' }),
  { method: 'GET', route: '/api/v1/postcodes/:code', url: '/api/v1/postcodes/1040061', expect: company(200) },
];

const ACCOUNT_OWN_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/company_admins/account', expect: company(200) },
  { method: 'PUT', route: '/api/v1/company_admins/account', payload: names, expect: company(200) },
  {
    method: 'PUT',
    route: '/api/v1/company_admins/account/email',
    payload: (_f, actor) => ({ email: `changed-${actor}@members.mirume.test`, current_password: PASSWORD }),
    expect: company(200),
  },
  {
    // The password is "changed" to itself so that later rows can still sign in.
    method: 'PUT',
    route: '/api/v1/company_admins/account/password',
    payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
    expect: company(200),
  },
  {
    // Public: an unknown link redirects to /user with the "invalid" notice, for anyone.
    method: 'GET',
    route: '/api/v1/company_admins/account/email_confirmation',
    url: '/api/v1/company_admins/account/email_confirmation?token=unknown-token',
    expect: everyone(302),
  },
];

const memberUrl = (suffix = '') => ({
  own: (f: Fixtures) => `/api/v1/company_admins/${f.ownWorkerId}${suffix}`,
  other: (f: Fixtures) => `/api/v1/company_admins/${f.otherCompanyAdminId}${suffix}`,
  missing: (f: Fixtures) => `/api/v1/company_admins/${f.missingId}${suffix}`,
});

const MEMBER_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/company_admins', expect: company(200) },
  {
    method: 'POST',
    route: '/api/v1/company_admins/user',
    payload: (_f, actor) => ({
      ...names,
      email: `invited-by-${actor}-${Date.now()}@members.mirume.test`,
      role: 'worker',
    }),
    expect: companyAdminOnly(201),
  },
  ...(['own', 'other', 'missing'] as const).flatMap((v): Row[] => {
    const variant = v === 'own' ? 'own company' : v === 'other' ? "another company's" : 'missing id';
    return [
      {
        method: 'GET',
        route: '/api/v1/company_admins/:id',
        variant,
        url: memberUrl()[v],
        expect: v === 'own' ? demoCompanyOnly(200) : v === 'other' ? otherAdminOnly(200) : missing,
      },
      {
        // The other company's admin edits themself without changing their role: allowed.
        method: 'PATCH',
        route: '/api/v1/company_admins/:id',
        variant,
        url: memberUrl()[v],
        payload: (_f) => (v === 'other' ? { ...workerUpdate, role: 'admin' } : workerUpdate),
        expect: v === 'own' ? demoAdminOnly(200) : v === 'other' ? otherAdminOnly(200) : missing,
      },
      {
        method: 'DELETE',
        route: '/api/v1/company_admins/:id',
        variant,
        url:
          v === 'missing'
            ? memberUrl().missing
            : async (f, actor) => `/api/v1/company_admins/${await freshMember(f, actor, v)}`,
        expect: v === 'own' ? demoAdminOnly(200) : v === 'other' ? otherAdminOnly(200) : missing,
      },
      {
        method: 'POST',
        route: '/api/v1/company_admins/:id/reinvite',
        variant,
        url:
          v === 'missing'
            ? memberUrl('/reinvite').missing
            : async (f, actor) => `/api/v1/company_admins/${await freshMember(f, actor, v)}/reinvite`,
        expect: v === 'own' ? demoAdminOnly(200) : v === 'other' ? otherAdminOnly(200) : missing,
      },
    ];
  }),
];

export const ACCOUNT_ROWS: Row[] = [...ACCOUNT_OWN_ROWS, ...COMPANY_ROWS, ...MEMBER_ROWS];
