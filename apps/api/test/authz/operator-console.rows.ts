/**
 * The operator console: a company's page, edit, discard, restore, destruction and action log,
 * the discarded list, statistics, system admins and the operator's notifications. Company users
 * get 401 on every admin call (they have no operator session); a missing company answers 404.
 */
import { hashPassword, insertCompanyWithFirstAdmin, insertSystemAdmin, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { type Actor, type Fixtures, operatorOnly, type Row } from './table.ts';

const db = (f: Fixtures) => f.ctx.database.db;

/** A fresh company per actor, live or already discarded. */
async function freshCompany(f: Fixtures, actor: Actor, discarded: boolean) {
  const { company } = await insertCompanyWithFirstAdmin(db(f), {
    company: { name: `株式会社運営画面${actor}`, daihyo_name: '代表', status: 'trial' },
    admin: {
      email: `authz-console-${actor}-${Math.random().toString(36).slice(2)}@example.test`,
      last_name: '運営',
      first_name: '画面',
      kana_last_name: 'ウンエイ',
      kana_first_name: 'ガメン',
      password_hash: null,
    },
  });
  if (discarded) {
    await db(f)
      .update(schema.companies)
      .set({ discarded_at: new Date() })
      .where(eq(schema.companies.id, company.id));
  }
  return company;
}

async function freshSystemAdmin(f: Fixtures, actor: Actor) {
  const admin = await insertSystemAdmin(db(f), {
    email: `authz-sys-${actor}-${Math.random().toString(36).slice(2)}@example.test`,
    role: 'admin',
    last_name: '削除',
    first_name: '対象',
    kana_last_name: 'サクジョ',
    kana_first_name: 'タイショウ',
  });
  await db(f)
    .update(schema.systemAdmins)
    .set({ password_hash: await hashPassword('unused-pass-1') })
    .where(eq(schema.systemAdmins.id, admin.id));
  return admin;
}

const companyUpdate = (actor: Actor) => ({ name: `株式会社運営変更${actor}` });
const sysAdminUpdate = {
  last_name: '変更',
  first_name: '太郎',
  kana_last_name: 'ヘンコウ',
  kana_first_name: 'タロウ',
  role: 'admin',
};

export const OPERATOR_CONSOLE_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/admin/statistics', expect: operatorOnly(200) },
  { method: 'GET', route: '/api/v1/admin/companies', expect: operatorOnly(200) },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id',
    variant: 'a company',
    url: (f) => `/api/v1/admin/companies/${f.ownCompanyId}`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}`,
    expect: operatorOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/companies/:id',
    variant: 'a company',
    url: async (f, actor) => `/api/v1/admin/companies/${(await freshCompany(f, actor, false)).id}`,
    payload: (_f, actor) => companyUpdate(actor),
    expect: operatorOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/companies/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}`,
    payload: (_f, actor) => companyUpdate(actor),
    expect: operatorOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/companies/:id',
    variant: 'a live company',
    url: async (f, actor) => `/api/v1/admin/companies/${(await freshCompany(f, actor, false)).id}`,
    expect: operatorOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/companies/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}`,
    expect: operatorOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/companies/:id/destroy_physical',
    variant: 'a discarded company, its name typed',
    url: async (f, actor) =>
      `/api/v1/admin/companies/${(await freshCompany(f, actor, true)).id}/destroy_physical`,
    payload: (_f, actor) => ({ company_name: `株式会社運営画面${actor}` }),
    expect: operatorOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/companies/:id/destroy_physical',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}/destroy_physical`,
    payload: { company_name: '株式会社どこにもない' },
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id/operator_actions',
    variant: 'a company',
    url: (f) => `/api/v1/admin/companies/${f.ownCompanyId}/operator_actions`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:id/operator_actions',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}/operator_actions`,
    expect: operatorOnly(404),
  },
  { method: 'GET', route: '/api/v1/admin/company/discarded_index', expect: operatorOnly(200) },
  {
    method: 'PATCH',
    route: '/api/v1/admin/company/restore/:id',
    variant: 'a discarded company',
    url: async (f, actor) => `/api/v1/admin/company/restore/${(await freshCompany(f, actor, true)).id}`,
    expect: operatorOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/company/restore/:id',
    variant: 'a live company (nothing to restore)',
    url: (f) => `/api/v1/admin/company/restore/${f.ownCompanyId}`,
    expect: operatorOnly(404),
  },
  { method: 'GET', route: '/api/v1/admin/system_admins', expect: operatorOnly(200) },
  {
    method: 'GET',
    route: '/api/v1/admin/system_admins/:id',
    variant: 'another admin',
    url: async (f, actor) => `/api/v1/admin/system_admins/${(await freshSystemAdmin(f, actor)).id}`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/system_admins/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/system_admins/${f.missingId}`,
    expect: operatorOnly(404),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/system_admins/:id',
    variant: 'another admin',
    url: async (f, actor) => `/api/v1/admin/system_admins/${(await freshSystemAdmin(f, actor)).id}`,
    payload: sysAdminUpdate,
    expect: operatorOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/system_admins/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/system_admins/${f.missingId}`,
    payload: sysAdminUpdate,
    expect: operatorOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/system_admins/:id',
    variant: 'another admin',
    url: async (f, actor) => `/api/v1/admin/system_admins/${(await freshSystemAdmin(f, actor)).id}`,
    expect: operatorOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/system_admins/:id',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/system_admins/${f.missingId}`,
    expect: operatorOnly(404),
  },
  { method: 'GET', route: '/api/v1/admin/notifications', expect: operatorOnly(200) },
  {
    method: 'PATCH',
    route: '/api/v1/admin/notifications',
    payload: { all: true },
    expect: operatorOnly(200),
  },
];
