/**
 * PDF reports of third-party assessment results: every company role reads them (employees:view);
 * another company's result is 404 like a missing one.
 */
import { ASSESSMENT_INSTRUMENTS, ASSESSMENT_PATHS, type AssessmentInstrument } from '@mirume/shared';
import { scoresOf, storeAssessment } from '../support/assessment-reports.ts';
import { createPerson } from '../support/results.ts';
import { expectFor, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

const records = new Map<string, Promise<{ employeeId: number; id: number }>>();
/** One stored result per company and instrument, shared by the rows. */
function record(f: Fixtures, v: Variant, instrument: AssessmentInstrument) {
  const companyId = v === 'own company' ? f.ownCompanyId : f.otherCompanyId;
  const key = `${companyId}-${instrument}`;
  if (!records.has(key)) {
    records.set(
      key,
      (async () => {
        const employeeId = await createPerson(f.ctx.database, companyId);
        const id = await storeAssessment(f.ctx.database, instrument, companyId, employeeId, {
          taken_on: '2026-04-01',
          scores: scoresOf(instrument, () => 5),
        });
        return { employeeId, id };
      })(),
    );
  }
  return records.get(key) as Promise<{ employeeId: number; id: number }>;
}

export const ASSESSMENT_REPORT_ROWS: Row[] = ASSESSMENT_INSTRUMENTS.flatMap((instrument) => {
  const path = (employeeId: number | string, id: number | string) =>
    `/api/v1/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].plural}/${id}/pdf_download.pdf`;
  return VARIANTS.map((variant) => ({
    method: 'GET' as const,
    route: path(':employee_id', ':id'),
    variant,
    url: async (f: Fixtures) => {
      if (variant === 'missing id') return path(f.missingId, f.missingId);
      const r = await record(f, variant, instrument);
      return path(r.employeeId, r.id);
    },
    expect: expectFor(variant, 200),
  }));
});
