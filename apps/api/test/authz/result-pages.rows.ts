/**
 * The result pages: every company role reads a person's results, one result, the trend, the
 * selection decision and the diagnosis list (diagnosis:view). Recording a selection decision needs
 * the right to manage applicants: admin, employee_admin and senkou_admin; worker gets 404 like the
 * other manage calls. Another company's person, result or company id is 404 like a missing one.
 */
import { createPerson, storeResult } from '../support/results.ts';
import { type Actor, company, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

const expectFor = (v: Variant, ok: Record<Actor, number>): Record<Actor, number> =>
  v === 'own company'
    ? { ...ok, other_company_admin: 404 }
    : v === "another company's"
      ? { ...company(404), other_company_admin: ok.admin as number }
      : company(404);

/** Applicants may be recorded on by admin, employee_admin and senkou_admin, not by worker. */
const manageApplicants = (ok: number): Record<Actor, number> => ({ ...company(ok), worker: 404 });

/** One applicant with one stored result per company, shared by the rows. */
const applicants = new Map<number, Promise<{ employeeId: number; resultId: number }>>();
function applicant(f: Fixtures, v: Variant) {
  const companyId = v === 'own company' ? f.ownCompanyId : f.otherCompanyId;
  if (!applicants.has(companyId)) {
    applicants.set(
      companyId,
      (async () => {
        const employeeId = await createPerson(f.ctx.database, companyId);
        const { resultId } = await storeResult(f.ctx.database, companyId, employeeId);
        return { employeeId, resultId };
      })(),
    );
  }
  return applicants.get(companyId) as Promise<{ employeeId: number; resultId: number }>;
}

const personPath = async (f: Fixtures, v: Variant) =>
  v === 'missing id' ? f.missingId : (await applicant(f, v)).employeeId;

const personRows: Row[] = (
  ['mirumevital_results', 'mirumevital_trend', 'selection_decision'] as const
).flatMap((path) =>
  VARIANTS.map((variant) => ({
    method: 'GET' as const,
    route: `/api/v1/employees/:id/${path}`,
    variant,
    url: async (f: Fixtures) => `/api/v1/employees/${await personPath(f, variant)}/${path}`,
    expect: expectFor(variant, company(200)),
  })),
);

const oneResultRows: Row[] = VARIANTS.map((variant) => ({
  method: 'GET' as const,
  route: '/api/v1/employees/:id/mirumevital_results/:result_id',
  variant,
  url: async (f: Fixtures) => {
    if (variant === 'missing id')
      return `/api/v1/employees/${f.missingId}/mirumevital_results/${f.missingId}`;
    const { employeeId, resultId } = await applicant(f, variant);
    return `/api/v1/employees/${employeeId}/mirumevital_results/${resultId}`;
  },
  expect: expectFor(variant, company(200)),
}));

const decisionRows: Row[] = VARIANTS.map((variant) => ({
  method: 'PUT' as const,
  route: '/api/v1/employees/:id/selection_decision',
  variant,
  url: async (f: Fixtures) => `/api/v1/employees/${await personPath(f, variant)}/selection_decision`,
  payload: { decision: 'unsettled', note: '権限の確認' },
  expect: expectFor(variant, manageApplicants(200)),
}));

const listRows: Row[] = [
  {
    method: 'GET',
    route: '/api/v1/companies/:id/diagnosis_list',
    variant: 'own company',
    url: (f) => `/api/v1/companies/${f.ownCompanyId}/diagnosis_list`,
    expect: { ...company(200), other_company_admin: 404 },
  },
  {
    method: 'GET',
    route: '/api/v1/companies/:id/diagnosis_list',
    variant: "another company's",
    url: (f) => `/api/v1/companies/${f.otherCompanyId}/diagnosis_list`,
    expect: { ...company(404), other_company_admin: 200 },
  },
];

export const RESULT_PAGE_ROWS: Row[] = [...personRows, ...oneResultRows, ...decisionRows, ...listRows];
