/**
 * Custom assessments (marcopolo): the settings and the results import are the admin's (other roles
 * 404; another company's admin acts on their own company's settings); every role reads the list
 * columns and a person's results; deleting a result needs a role that manages the person.
 */

import { schema } from '@mirume/db';
import { CUSTOM_SETTINGS_CSV_HEADERS } from '@mirume/shared';
import { and, eq } from 'drizzle-orm';
import { createPerson } from '../support/results.ts';
import { type Actor, company, companyAdminOnly, type Fixtures, type Row, VARIANTS } from './table.ts';

let seq = 0;

/** An assessment of the company (created once per company) and a fresh person with one result of it. */
const assessmentOf = new Map<number, Promise<number>>();
function assessment(f: Fixtures, companyId: number) {
  if (!assessmentOf.has(companyId))
    assessmentOf.set(
      companyId,
      (async () => {
        const [row] = await f.ctx.database.db
          .insert(schema.customAssessments)
          .values({ company_id: companyId, name: `権限確認の評価-${companyId}`, kind: 'text', position: 100 })
          .returning({ id: schema.customAssessments.id });
        return row?.id as number;
      })(),
    );
  return assessmentOf.get(companyId) as Promise<number>;
}

async function personWithResult(f: Fixtures, companyId: number) {
  seq++;
  const employeeId = await createPerson(f.ctx.database, companyId, {
    employee_id: `AZ-MP-${companyId}-${seq}-${Date.now() % 1e7}`,
    last_name: '権限',
    first_name: '確認',
    kana_last_name: 'ケンゲン',
    kana_first_name: 'カクニン',
    email: null,
    employment_type: 'full_time',
    department: null,
  });
  const [row] = await f.ctx.database.db
    .insert(schema.customAssessmentResults)
    .values({
      company_id: companyId,
      employee_id: employeeId,
      assessment_id: await assessment(f, companyId),
      assessed_on: '2026-01-01',
      value_text: '確認',
      source: 'authz.csv',
    })
    .returning({ id: schema.customAssessmentResults.id });
  return { employeeId, resultId: row?.id as number };
}

/** A demo person's number, for an import that the demo admin may make. */
async function demoNumber(f: Fixtures) {
  const [row] = await f.ctx.database.db
    .select({ n: schema.employees.employee_id })
    .from(schema.employees)
    .where(and(eq(schema.employees.company_id, f.ownCompanyId)))
    .limit(1);
  return row?.n ?? '';
}
let number = '';

const own = (ok: number): Record<Actor, number> => ({ ...company(ok), other_company_admin: 404 });
const other = (ok: number): Record<Actor, number> => ({ ...company(404), other_company_admin: ok });
const missing = company(404);
/** Deleting a full-time person's result: admin and employee_admin. */
const manageOwn = (ok: number): Record<Actor, number> => ({ ...company(404), admin: ok, employee_admin: ok });

const importBody = (_f: Fixtures, actor: Actor) => ({
  mode: 'replace',
  file_name: 'authz.csv',
  header: ['社員番号', '実施日', '面接評価'],
  rows: [[number, '2026-01-02', actor === 'admin' ? '3.0' : '3.5']],
});
/** The other company has no assessment named so: its admin is answered 400 about the column. */
const importAccess: Record<Actor, number> = { ...companyAdminOnly(200), other_company_admin: 400 };

export const CUSTOM_ASSESSMENT_ROWS: Row[] = [
  { method: 'GET', route: '/api/v1/marcopolo_custom_assessment_settings', expect: companyAdminOnly(200) },
  {
    method: 'PATCH',
    route: '/api/v1/marcopolo_custom_assessment_settings/handle',
    // Leaving out every assessment: the demo's have results, so the demo admin is refused (409);
    // the other company has none with results and saves an empty list.
    payload: { assessments: [] },
    expect: { ...companyAdminOnly(200), admin: 409 },
  },
  {
    method: 'POST',
    route: '/api/v1/marcopolo_custom_assessment_settings/csv_import',
    payload: (_f, actor) => ({
      records: [
        [...CUSTOM_SETTINGS_CSV_HEADERS],
        [`権限確認-${actor}-${++seq}`, '自由記述', '', '', '', '', '', 'しない', 'する'],
      ],
    }),
    expect: companyAdminOnly(200),
  },
  { method: 'GET', route: '/api/v1/marcopolo_custom_assessment_columns', expect: company(200) },
  {
    method: 'POST',
    route: '/api/v1/marcopolo',
    url: async (f) => {
      number ||= await demoNumber(f);
      return '/api/v1/marcopolo';
    },
    payload: importBody,
    expect: importAccess,
  },
  {
    method: 'POST',
    route: '/api/v1/marcopolo/validate',
    url: async (f) => {
      number ||= await demoNumber(f);
      return '/api/v1/marcopolo/validate';
    },
    payload: importBody,
    expect: importAccess,
  },
  ...VARIANTS.flatMap((variant): Row[] => [
    {
      method: 'GET',
      route: '/api/v1/employees/:id/marcopolo',
      variant,
      url: async (f) => {
        if (variant === 'missing id') return `/api/v1/employees/${f.missingId}/marcopolo`;
        const { employeeId } = await personWithResult(
          f,
          variant === 'own company' ? f.ownCompanyId : f.otherCompanyId,
        );
        return `/api/v1/employees/${employeeId}/marcopolo`;
      },
      expect: variant === 'own company' ? own(200) : variant === 'missing id' ? missing : other(200),
    },
    {
      method: 'DELETE',
      route: '/api/v1/employees/:id/marcopolos/:result_id',
      variant,
      url: async (f) => {
        if (variant === 'missing id') return `/api/v1/employees/${f.missingId}/marcopolos/${f.missingId}`;
        const { employeeId, resultId } = await personWithResult(
          f,
          variant === 'own company' ? f.ownCompanyId : f.otherCompanyId,
        );
        return `/api/v1/employees/${employeeId}/marcopolos/${resultId}`;
      },
      expect: variant === 'own company' ? manageOwn(200) : variant === 'missing id' ? missing : other(200),
    },
  ]),
];
