/**
 * Reading result sheets ({one}_ocr): a role that manages the person starts a reading and follows
 * it (a full-time person here: admin and employee_admin; senkou_admin and worker get 404 like a
 * missing person); another company's person or job is not found. The start is sent without a
 * file, so a caller who passes every check gets the Japanese 415 of a body that is not a form.
 */
import { schema } from '@mirume/db';
import { ASSESSMENT_INSTRUMENTS, ASSESSMENT_PATHS, type AssessmentInstrument } from '@mirume/shared';
import { newFileKey } from '../../src/services/files/uploads.ts';
import { createPerson } from '../support/results.ts';
import { type Actor, company, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

let seq = 0;
const people = new Map<number, Promise<number>>();
/** A full-time person of the company, shared by the rows. */
function person(f: Fixtures, companyId: number) {
  if (!people.has(companyId)) {
    seq++;
    people.set(
      companyId,
      createPerson(f.ctx.database, companyId, {
        employee_id: `AZ-OCR-${companyId}-${seq}-${Date.now() % 1e7}`,
        last_name: '読取',
        first_name: '確認',
        kana_last_name: 'ヨミトリ',
        kana_first_name: 'カクニン',
        email: null,
        employment_type: 'full_time',
        department: null,
      }),
    );
  }
  return people.get(companyId) as Promise<number>;
}

const jobs = new Map<string, Promise<{ employeeId: number; jobId: number }>>();
/** A finished reading job of the company's person (no queue entry: it is read, never worked). */
function job(f: Fixtures, companyId: number, instrument: AssessmentInstrument) {
  const key = `${companyId}-${instrument}`;
  if (!jobs.has(key)) {
    jobs.set(
      key,
      (async () => {
        const employeeId = await person(f, companyId);
        const [file] = await f.ctx.database.db
          .insert(schema.storedFiles)
          .values({
            key: newFileKey(companyId, 'assessment_sheet'),
            company_id: companyId,
            purpose: 'assessment_sheet',
            original_file_name: '結果票.png',
            content_type: 'image/png',
            status: 'uploaded',
            size_bytes: 10,
            created_by_kind: 'company_admin',
            created_by_id: f.ownWorkerId,
          })
          .returning({ id: schema.storedFiles.id });
        const [row] = await f.ctx.database.db
          .insert(schema.assessmentOcrJobs)
          .values({
            company_id: companyId,
            employee_id: employeeId,
            instrument,
            sheet_file_id: file?.id as number,
            status: 'done',
            progress: 100,
            fields: {},
            pages: 1,
            duration_ms: 1000,
            created_by_kind: 'company_admin',
            created_by_id: f.ownWorkerId,
            finished_at: new Date(),
          })
          .returning({ id: schema.assessmentOcrJobs.id });
        return { employeeId, jobId: row?.id as number };
      })(),
    );
  }
  return jobs.get(key) as Promise<{ employeeId: number; jobId: number }>;
}

/** Managers of a full-time person get `ok` on their company's records; everyone else 404. */
const managers = (v: Variant, ok: number): Record<Actor, number> => {
  const none = company(404);
  if (v === 'own company') return { ...none, admin: ok, employee_admin: ok };
  if (v === "another company's") return { ...none, other_company_admin: ok };
  return none;
};

export const ASSESSMENT_OCR_ROWS: Row[] = ASSESSMENT_INSTRUMENTS.flatMap((instrument) => {
  const base = (employeeId: number | string) =>
    `/api/v1/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].one}_ocr`;
  const companyOf = (f: Fixtures, v: Variant) => (v === 'own company' ? f.ownCompanyId : f.otherCompanyId);
  return VARIANTS.flatMap((variant): Row[] => [
    {
      method: 'POST',
      route: base(':employee_id'),
      variant,
      url: async (f) => base(variant === 'missing id' ? f.missingId : await person(f, companyOf(f, variant))),
      payload: { sheet: 'not a form' },
      expect: managers(variant, 415),
    },
    {
      method: 'GET',
      route: `${base(':employee_id')}/:job_id`,
      variant,
      url: async (f) => {
        if (variant === 'missing id') return `${base(f.missingId)}/${f.missingId}`;
        const j = await job(f, companyOf(f, variant), instrument);
        return `${base(j.employeeId)}/${j.jobId}`;
      },
      expect: managers(variant, 200),
    },
  ]);
});
