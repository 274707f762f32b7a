/**
 * Switching a result's interpretation and the result CSVs. Every company role exports
 * (diagnosis:view); a switch needs the right to issue the target type (canIssueDiagnosis:
 * senkou_admin only to senkou, employee_admin only to employee), else 404. Another company's
 * person, result or company id is 404 like a missing one.
 */

import { createPerson, storeResult } from '../support/results.ts';
import { type Actor, company, expectFor, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

type Type = 'senkou' | 'employee';
const TYPES: Type[] = ['senkou', 'employee'];

const companyOf = (f: Fixtures, v: Variant) => (v === 'own company' ? f.ownCompanyId : f.otherCompanyId);

/** A switch is refused (404) to the role that may not issue the target type. */
const switchExpect = (target: Type, v: Variant): Record<Actor, number> => {
  const expected = expectFor(v, 201);
  if (v === 'own company') {
    if (target === 'senkou') expected.employee_admin = 404;
    else expected.senkou_admin = 404;
  }
  return expected;
};

const shared = new Map<string, Promise<{ person: number; resultId: number }>>();
/** One person with one result of the type per company, shared by the read rows. */
function sharedResult(f: Fixtures, v: Variant, type: Type) {
  const companyId = companyOf(f, v);
  const key = `${companyId}-${type}`;
  if (!shared.has(key)) {
    shared.set(
      key,
      (async () => {
        const person = await createPerson(f.ctx.database, companyId);
        const { resultId } = await storeResult(f.ctx.database, companyId, person, { type });
        return { person, resultId };
      })(),
    );
  }
  return shared.get(key) as Promise<{ person: number; resultId: number }>;
}

/** The result a switch row sends, per row and actor (the url function creates it first). */
const switchTargets = new Map<string, number>();

const switchRows: Row[] = TYPES.flatMap((target) =>
  VARIANTS.map((variant) => {
    const key = (actor: Actor) => `${target}-${variant}-${actor}`;
    return {
      method: 'POST' as const,
      route: `/api/v1/employees/:employee_id/switch_diagnosis_result_to_${target}`,
      variant,
      url: async (f: Fixtures, actor: Actor) => {
        if (variant === 'missing id') {
          switchTargets.set(key(actor), f.missingId);
          return `/api/v1/employees/${f.missingId}/switch_diagnosis_result_to_${target}`;
        }
        // A fresh result of the other type per actor, so each allowed actor creates (201).
        const companyId = companyOf(f, variant);
        const person = await createPerson(f.ctx.database, companyId);
        const { resultId } = await storeResult(f.ctx.database, companyId, person, {
          type: target === 'senkou' ? 'employee' : 'senkou',
        });
        switchTargets.set(key(actor), resultId);
        return `/api/v1/employees/${person}/switch_diagnosis_result_to_${target}`;
      },
      payload: (_f: Fixtures, actor: Actor) => ({ result_id: switchTargets.get(key(actor)) }),
      expect: switchExpect(target, variant),
    };
  }),
);

const singleRows: Row[] = TYPES.flatMap((type) =>
  VARIANTS.map((variant) => ({
    method: 'GET' as const,
    route: `/api/v1/employees/:employee_id/mirumevital_${type}_csv_export/:id.csv`,
    variant,
    url: async (f: Fixtures) => {
      if (variant === 'missing id') {
        return `/api/v1/employees/${f.missingId}/mirumevital_${type}_csv_export/${f.missingId}.csv`;
      }
      const { person, resultId } = await sharedResult(f, variant, type);
      return `/api/v1/employees/${person}/mirumevital_${type}_csv_export/${resultId}.csv`;
    },
    expect: expectFor(variant, 200),
  })),
);

const bulkRows: Row[] = TYPES.flatMap((type) => [
  {
    method: 'GET' as const,
    route: `/api/v1/mirumevital_${type}_csv_export_bulk`,
    expect: company(200),
  },
  {
    method: 'GET' as const,
    route: `/api/v1/mirumevital_${type}_csv_export_bulk`,
    variant: "another company's ids (an empty file)",
    url: async (f: Fixtures) =>
      `/api/v1/mirumevital_${type}_csv_export_bulk?encoding=sjis&ids=${(await sharedResult(f, "another company's", type)).resultId}`,
    expect: company(200),
  },
]);

const diffRows: Row[] = VARIANTS.map((variant) => ({
  method: 'GET' as const,
  route: '/api/v1/companies/:id/mirumevital_csv_export_bulk_with_diff',
  variant,
  url: (f: Fixtures) =>
    `/api/v1/companies/${variant === 'missing id' ? f.missingId : companyOf(f, variant)}/mirumevital_csv_export_bulk_with_diff?diagnosis_type=employee`,
  expect: expectFor(variant, 200),
}));

export const RESULT_EXPORT_ROWS: Row[] = [...switchRows, ...singleRows, ...bulkRows, ...diffRows];
