/**
 * Third-party assessment results (HCI-AS, EMERGENETICS, energizer): every role of the company reads
 * a person's results, sheets, dates and energizer views; entering, changing and deleting needs a
 * role that manages the person (the records here are full-time employees: admin and
 * employee_admin; senkou_admin and worker 404). Another company's person or result is 404.
 */
import { PassThrough, Readable } from 'node:stream';
import { insertStoredFile, schema } from '@mirume/db';
import { ASSESSMENT_INSTRUMENTS, ASSESSMENT_PATHS, type AssessmentInstrument } from '@mirume/shared';
import { newFileKey } from '../../src/services/files/uploads.ts';
import { inputOf, scoresOf } from '../support/assessments.ts';
import { createPerson } from '../support/results.ts';
import { type Actor, company, expectFor, type Fixtures, type Row, VARIANTS, type Variant } from './table.ts';

let seq = 0;

function freshPerson(f: Fixtures, companyId: number) {
  seq++;
  return createPerson(f.ctx.database, companyId, {
    employee_id: `AZ-AS-${companyId}-${seq}-${Date.now() % 1e7}`,
    last_name: '権限',
    first_name: '確認',
    kana_last_name: 'ケンゲン',
    kana_first_name: 'カクニン',
    email: null,
    employment_type: 'full_time',
    department: null,
  });
}

const TABLES = {
  hci: schema.hciResults,
  emergenetic: schema.emergeneticResults,
  energizer: schema.energizerResults,
} as const;

/** A fresh person of the company with one result of the instrument, and its stored sheet. */
async function personWithRecord(f: Fixtures, companyId: number, instrument: AssessmentInstrument) {
  const employeeId = await freshPerson(f, companyId);
  const db = f.ctx.database.db;
  const key = newFileKey(companyId, 'assessment_sheet');
  await f.ctx.app.files.put(key, Readable.from([Buffer.from('%PDF-1.7 authz')]), new PassThrough());
  const file = await insertStoredFile(db, {
    key,
    company_id: companyId,
    purpose: 'assessment_sheet',
    original_file_name: '権限確認.pdf',
    content_type: 'application/pdf',
    created_by_kind: 'system_admin',
    created_by_id: 1,
    status: 'uploaded',
    size_bytes: 14,
    uploaded_at: new Date(),
  });
  const table = TABLES[instrument] as typeof schema.energizerResults;
  const [row] = await db
    .insert(table)
    .values({
      company_id: companyId,
      employee_id: employeeId,
      taken_on: '2025-01-10',
      provider: '権限確認',
      scores: scoresOf(instrument),
      sheet_file_id: file.id,
      ...(instrument === 'hci' ? { result: 'passed' } : {}),
    } as typeof schema.energizerResults.$inferInsert)
    .returning({ id: table.id });
  return { employeeId, recordId: row?.id as number };
}

const companyOf = (f: Fixtures, v: Variant) => (v === 'own company' ? f.ownCompanyId : f.otherCompanyId);

/** `/api/v1/employees/{person}/{path}` for a fresh person of the variant (or a missing one). */
const personUrl = (v: Variant, path: string) => async (f: Fixtures) =>
  v === 'missing id'
    ? `/api/v1/employees/${f.missingId}/${path}`
    : `/api/v1/employees/${await freshPerson(f, companyOf(f, v))}/${path}`;

/** `/api/v1/employees/{person}/{plural}/{id}{suffix}` for a fresh result of the variant. */
const recordUrl =
  (v: Variant, instrument: AssessmentInstrument, suffix = '') =>
  async (f: Fixtures) => {
    const { plural } = ASSESSMENT_PATHS[instrument];
    if (v === 'missing id') return `/api/v1/employees/${f.missingId}/${plural}/${f.missingId}${suffix}`;
    const { employeeId, recordId } = await personWithRecord(f, companyOf(f, v), instrument);
    return `/api/v1/employees/${employeeId}/${plural}/${recordId}${suffix}`;
  };

/** Writes: on a full-time employee of the demo company, admin and employee_admin only. */
const manage = (v: Variant, ok: number): Record<Actor, number> =>
  v === 'own company' ? { ...company(404), admin: ok, employee_admin: ok } : expectFor(v, ok);

function instrumentRows(instrument: AssessmentInstrument): Row[] {
  const { plural, one } = ASSESSMENT_PATHS[instrument];
  const base = `/api/v1/employees/:employee_id/${plural}`;
  const input = () => inputOf(instrument, '2025-02-20');
  return VARIANTS.flatMap((v): Row[] => [
    { method: 'GET', route: base, variant: v, url: personUrl(v, plural), expect: expectFor(v, 200) },
    {
      method: 'POST',
      route: base,
      variant: v,
      url: personUrl(v, plural),
      payload: input,
      expect: manage(v, 201),
    },
    {
      method: 'GET',
      route: `${base}/:id`,
      variant: v,
      url: recordUrl(v, instrument),
      expect: expectFor(v, 200),
    },
    {
      method: 'PATCH',
      route: `${base}/:id`,
      variant: v,
      url: recordUrl(v, instrument),
      payload: input,
      expect: manage(v, 200),
    },
    {
      method: 'DELETE',
      route: `${base}/:id`,
      variant: v,
      url: recordUrl(v, instrument),
      expect: manage(v, 204),
    },
    {
      method: 'GET',
      route: `${base}/:id/sheet`,
      variant: v,
      url: recordUrl(v, instrument, '/sheet'),
      expect: expectFor(v, 200),
    },
    {
      method: 'GET',
      route: `/api/v1/employees/:employee_id/${one}_latest_shindan_dates`,
      variant: v,
      url: personUrl(v, `${one}_latest_shindan_dates`),
      expect: expectFor(v, 200),
    },
  ]);
}

export const ASSESSMENT_ROWS: Row[] = [
  ...ASSESSMENT_INSTRUMENTS.flatMap(instrumentRows),
  ...VARIANTS.flatMap((v): Row[] => [
    {
      method: 'PATCH',
      route: '/api/v1/employees/:employee_id/hcis/:id/check_state',
      variant: v,
      url: recordUrl(v, 'hci', '/check_state'),
      payload: { check_state: 'checked' },
      expect: manage(v, 200),
    },
    ...['energizer', 'musashino_energizers', 'musashino_energizer'].map(
      (path): Row => ({
        method: 'GET',
        route: `/api/v1/employees/:employee_id/${path}`,
        variant: v,
        url: personUrl(v, path),
        expect: expectFor(v, 200),
      }),
    ),
  ]),
];
