/**
 * Criteria: every company role reads; admin changes every type and senkou_admin the selection
 * type (these rows use selection sets, so both may); employee_admin and worker get 404 on a
 * change. Another company's version answers 404 like a missing one. The operator's routes are
 * the operator's alone.
 */
import { schema } from '@mirume/db';
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, company, expectFor, type Fixtures, operatorOnly, type Row, VARIANTS } from './table.ts';

const RULES = DEFAULT_CRITERIA.senkou.rules;

/** Roles that change selection criteria: admin and senkou_admin (and the other company's admin on their own data). */
const managers = (ok: number): Record<Actor, number> => ({
  ...company(ok),
  employee_admin: 404,
  worker: 404,
});
/** On a record of the demo company: its managers `ok`, everyone else 404. */
const demoManagers = (ok: number): Record<Actor, number> => ({ ...managers(ok), other_company_admin: 404 });

let seq = 0;
/** A fresh, never used selection version of the company (own: the demo company), or of the service (null). */
async function freshVersion(f: Fixtures, where: 'own' | 'other' | 'service') {
  seq += 1;
  const [row] = await f.ctx.database.db
    .insert(schema.musashinoCriteria)
    .values({
      company_id: where === 'own' ? f.ownCompanyId : where === 'other' ? f.otherCompanyId : null,
      diagnosis_type: 'senkou',
      version: 1000 + seq,
      name: `権限確認-${where}-${seq}`,
      rules: RULES,
      created_by_kind: 'system_admin',
      created_by_name: '権限確認',
    })
    .returning({ id: schema.musashinoCriteria.id });
  if (!row) throw new Error('expected a version');
  return row.id;
}

/** The oldest default selection version (never deleted by these rows). */
async function defaultVersion(f: Fixtures) {
  const [row] = await f.ctx.database.db
    .select({ id: schema.musashinoCriteria.id })
    .from(schema.musashinoCriteria)
    .where(
      and(isNull(schema.musashinoCriteria.company_id), eq(schema.musashinoCriteria.diagnosis_type, 'senkou')),
    )
    .orderBy(schema.musashinoCriteria.id)
    .limit(1);
  if (row) return row.id;
  return freshVersion(f, 'service');
}

/** A finished reflect of the demo company. */
async function freshReflect(f: Fixtures) {
  const criteriaId = await freshVersion(f, 'own');
  const [row] = await f.ctx.database.db
    .insert(schema.criteriaReflects)
    .values({
      company_id: f.ownCompanyId,
      criteria_id: criteriaId,
      diagnosis_type: 'senkou',
      status: 'done',
      total: 0,
      started_by_name: '権限確認',
    })
    .returning({ id: schema.criteriaReflects.id });
  if (!row) throw new Error('expected a reflect');
  return row.id;
}

/** Demo people with a result, for the recommendation rows (set by the row's url before its payload). */
let group: number[] = [];
async function demoGroup(f: Fixtures) {
  const rows = await f.ctx.database.db
    .selectDistinct({ id: schema.mirumevitalResults.employee_id })
    .from(schema.mirumevitalResults)
    .where(eq(schema.mirumevitalResults.company_id, f.ownCompanyId))
    .limit(20);
  group = rows.map((r) => r.id);
}

/** The version each actor's reflect row reflects: one of the demo company. */
const reflectTarget = new Map<Actor, number>();

function idRows(
  method: Row['method'],
  suffix: '' | '/new' | '/remark' | '/senkous',
  base: '/api/v1/musashino_criteria' | '/api/v1/company_criteria',
  ok: number,
  who: 'viewers' | 'managers',
  payload?: Row['payload'],
): Row[] {
  return VARIANTS.map((variant) => ({
    method,
    route: `${base}/:id${suffix}`,
    variant,
    url: async (f: Fixtures) => {
      const id =
        variant === 'missing id'
          ? f.missingId
          : await freshVersion(f, variant === 'own company' ? 'own' : 'other');
      return `${base}/${id}${suffix}`;
    },
    payload,
    expect:
      who === 'viewers'
        ? expectFor(variant, ok)
        : variant === 'own company'
          ? demoManagers(ok)
          : variant === 'missing id'
            ? company(404)
            : { ...company(404), other_company_admin: ok },
  }));
}

const newSet = (_f: Fixtures, actor: Actor) => ({ name: `新しい基準-${actor}`, rules: RULES });

export const CRITERIA_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/criterions', expect: company(200) },
  { method: 'GET', route: '/api/v1/musashino_criteria/latest', expect: company(200) },
  { method: 'GET', route: '/api/v1/musashino_criteria/list', expect: company(200) },
  { method: 'GET', route: '/api/v1/company_criteria', expect: company(200) },
  { method: 'POST', route: '/api/v1/musashino_criteria', payload: newSet, expect: managers(201) },
  {
    method: 'POST',
    route: '/api/v1/musashino_criteria/preview',
    payload: { rules: RULES },
    expect: managers(200),
  },
  {
    method: 'POST',
    route: '/api/v1/musashino_criteria/reflect_criteria',
    url: async (f, actor) => {
      reflectTarget.set(actor, await freshVersion(f, 'own'));
      return '/api/v1/musashino_criteria/reflect_criteria';
    },
    payload: (_f, actor) => ({ criteria_id: reflectTarget.get(actor) }),
    expect: demoManagers(200),
  },
  {
    method: 'POST',
    route: '/api/v1/musashino_criteria/recommended_detail',
    url: async (f) => {
      await demoGroup(f);
      return '/api/v1/musashino_criteria/recommended_detail';
    },
    payload: () => ({ diagnosis_type: 'senkou', employee_ids: group }),
    // The other company's admin names people who are not theirs: an empty group (400), nothing learnt.
    expect: { ...managers(200), other_company_admin: 400 },
  },
  {
    method: 'GET',
    route: '/api/v1/musashino_criteria/reflects/:id',
    url: async (f) => `/api/v1/musashino_criteria/reflects/${await freshReflect(f)}`,
    expect: { ...company(200), other_company_admin: 404 },
  },
  {
    method: 'GET',
    route: '/api/v1/musashino_criteria/reflects/:id',
    variant: 'missing id',
    url: '/api/v1/musashino_criteria/reflects/00000000-0000-4000-8000-000000000000',
    expect: company(404),
  },
  ...idRows('GET', '/new', '/api/v1/musashino_criteria', 200, 'managers'),
  ...idRows('DELETE', '', '/api/v1/musashino_criteria', 200, 'managers'),
  ...idRows('PATCH', '/remark', '/api/v1/musashino_criteria', 200, 'managers', { remark: '権限確認' }),
  ...idRows('GET', '', '/api/v1/company_criteria', 200, 'viewers'),
  ...idRows('GET', '/senkous', '/api/v1/company_criteria', 200, 'viewers'),

  // the operator
  { method: 'GET', route: '/api/v1/admin/criterions', expect: operatorOnly(200) },
  { method: 'GET', route: '/api/v1/admin/musashino_criteria/latest', expect: operatorOnly(200) },
  { method: 'GET', route: '/api/v1/admin/musashino_criteria/list', expect: operatorOnly(200) },
  {
    method: 'GET',
    route: '/api/v1/admin/musashino_criteria/:id',
    url: async (f) => `/api/v1/admin/musashino_criteria/${await defaultVersion(f)}`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/musashino_criteria/:id/new',
    url: async (f) => `/api/v1/admin/musashino_criteria/${await defaultVersion(f)}/new`,
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/musashino_criteria/create',
    payload: { name: DEFAULT_CRITERIA.senkou.name, rules: RULES },
    expect: operatorOnly(201),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/musashino_criteria/preview',
    payload: { rules: RULES },
    expect: operatorOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/musashino_criteria/:id',
    url: async (f) => `/api/v1/admin/musashino_criteria/${await freshVersion(f, 'service')}`,
    expect: operatorOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/musashino_criteria/:id/remark',
    url: async (f) => `/api/v1/admin/musashino_criteria/${await defaultVersion(f)}/remark`,
    payload: { remark: 'ミルメの標準の判定基準です。' },
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/musashino_criteria/create_company_criteria',
    payload: (f) => ({ company_id: f.ownCompanyId, name: '運営が作成', rules: RULES }),
    expect: operatorOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/v1/admin/musashino_criteria/:id/destroy_company_criteria',
    url: async (f) =>
      `/api/v1/admin/musashino_criteria/${await freshVersion(f, 'own')}/destroy_company_criteria`,
    expect: operatorOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/v1/admin/musashino_criteria/:id/company_remark',
    url: async (f) => `/api/v1/admin/musashino_criteria/${await freshVersion(f, 'own')}/company_remark`,
    payload: { remark: '運営の備考' },
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/musashino_criteria/recommended_detail',
    url: async (f) => {
      await demoGroup(f);
      return '/api/v1/admin/musashino_criteria/recommended_detail';
    },
    payload: (f) => ({ company_id: f.ownCompanyId, diagnosis_type: 'senkou', employee_ids: group }),
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/criteria',
    url: (f) => `/api/v1/admin/companies/${f.ownCompanyId}/criteria`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/criteria',
    variant: 'missing id',
    url: (f) => `/api/v1/admin/companies/${f.missingId}/criteria`,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/company_criteria',
    url: (f) => `/api/v1/admin/companies/${f.ownCompanyId}/company_criteria`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/company_criteria/:id',
    url: async (f) =>
      `/api/v1/admin/companies/${f.ownCompanyId}/company_criteria/${await freshVersion(f, 'own')}`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/company_criteria/:id',
    variant: "another company's",
    url: async (f) =>
      `/api/v1/admin/companies/${f.ownCompanyId}/company_criteria/${await freshVersion(f, 'other')}`,
    expect: operatorOnly(404),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/company_criteria/:id/senkous',
    url: async (f) =>
      `/api/v1/admin/companies/${f.ownCompanyId}/company_criteria/${await freshVersion(f, 'own')}/senkous`,
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/company_criteria/:id/new',
    url: async (f) =>
      `/api/v1/admin/companies/${f.ownCompanyId}/company_criteria/${await freshVersion(f, 'own')}/new`,
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/companies/:company_id/company_criteria/preview',
    url: (f) => `/api/v1/admin/companies/${f.ownCompanyId}/company_criteria/preview`,
    payload: { rules: RULES },
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    route: '/api/v1/admin/companies/:company_id/reflect_criteria',
    url: async (f) => {
      reflectTarget.set('operator', await freshVersion(f, 'own'));
      return `/api/v1/admin/companies/${f.ownCompanyId}/reflect_criteria`;
    },
    payload: () => ({ criteria_id: reflectTarget.get('operator') }),
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    route: '/api/v1/admin/companies/:company_id/criteria_reflects/:id',
    url: async (f) => `/api/v1/admin/companies/${f.ownCompanyId}/criteria_reflects/${await freshReflect(f)}`,
    expect: operatorOnly(200),
  },
];
