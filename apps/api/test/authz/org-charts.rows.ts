/** Organization charts: every role views; admin and employee_admin change the chart. */
import { schema } from '@mirume/db';
import { type Actor, company, type Fixtures, type Row, VARIANTS } from './table.ts';

/** Only the chart managers (admin, employee_admin) of the demo company, and the other company's admin on its own chart. */
const managers = (ok: number): Record<Actor, number> => ({
  ...company(ok),
  senkou_admin: 404,
  worker: 404,
});
/** A demo-company unit: viewers read it; the other company's admin gets 404. */
const demoViewers = (ok: number): Record<Actor, number> => ({ ...company(ok), other_company_admin: 404 });
/** A demo-company unit: only demo managers change it; everyone else 404. */
const demoManagers = (ok: number): Record<Actor, number> => ({ ...managers(ok), other_company_admin: 404 });
const missing = company(404);

let seq = 0;
/** A fresh unit of the demo company (own) or of the other company. */
async function freshUnit(f: Fixtures, actor: Actor, where: 'own' | 'other') {
  seq += 1;
  const [row] = await f.ctx.database.db
    .insert(schema.organizationCharts)
    .values({
      company_id: where === 'own' ? f.ownCompanyId : f.otherCompanyId,
      name: `権限確認-${where}-${actor}-${seq}`,
      position: 1000 + seq,
    })
    .returning({ id: schema.organizationCharts.id });
  if (!row) throw new Error('expected a unit');
  return row.id;
}

/** The unit each actor's sort row moves: one in the actor's own company. */
const sortTarget = new Map<Actor, number>();

function idRows(
  method: Row['method'],
  suffix: '' | '/duplicate' | '/employees',
  ownExpect: Record<Actor, number>,
  payload?: Row['payload'],
): Row[] {
  // The other company's unit belongs to the other company's admin, who acts on it like on their own.
  const otherExpect = { ...company(404), other_company_admin: ownExpect.admin };
  return VARIANTS.map((variant) => ({
    method,
    route: `/api/v1/organization_charts/:id${suffix}`,
    variant,
    url: async (f: Fixtures, actor: Actor) => {
      const id =
        variant === 'missing id'
          ? f.missingId
          : await freshUnit(f, actor, variant === 'own company' ? 'own' : 'other');
      return `/api/v1/organization_charts/${id}${suffix}`;
    },
    payload,
    expect: variant === 'own company' ? ownExpect : variant === 'missing id' ? missing : otherExpect,
  }));
}

export const ORG_CHART_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/organization_charts', expect: company(200) },
  {
    method: 'GET',
    route: '/api/v1/organization_charts/search',
    url: '/api/v1/organization_charts/search?q=部',
    expect: company(200),
  },
  {
    method: 'POST',
    route: '/api/v1/organization_charts',
    payload: (_f, actor) => ({ name: `新部署-${actor}-${Date.now()}` }),
    expect: managers(201),
  },
  {
    method: 'PUT',
    route: '/api/v1/organization_charts/sort',
    url: async (f, actor) => {
      sortTarget.set(actor, await freshUnit(f, actor, actor === 'other_company_admin' ? 'other' : 'own'));
      return '/api/v1/organization_charts/sort';
    },
    payload: (_f, actor) => ({ items: [{ id: sortTarget.get(actor), parent_id: null, position: 0 }] }),
    expect: managers(200),
  },
  ...idRows('PUT', '', { ...demoManagers(200) }, (_f, actor) => ({ name: `改名-${actor}-${Date.now()}` })),
  ...idRows('DELETE', '', demoManagers(200)),
  ...idRows('POST', '/duplicate', demoManagers(201)),
  ...idRows('GET', '/employees', demoViewers(200)),
  ...idRows('PUT', '/employees', demoManagers(200), { employee_ids: [] }),
];
