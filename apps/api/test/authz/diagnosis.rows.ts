/**
 * Issuing diagnosis links and tickets, the undiagnosed list, check marks, deletion, the dashboard
 * counts, issuance history, ticket downloads. Every company role reads and issues; senkou_admin
 * issues the selection diagnosis (senkou) only and employee_admin the staff diagnosis (employee)
 * only: an issue of a refused type is 400, a link of a refused type is 404 to that role. The
 * records used here are of type senkou, so employee_admin gets 400 / 404 where it may not act.
 */
import { newLinkToken, schema } from '@mirume/db';
import { tokyoDate } from '@mirume/shared';
import { createPerson } from '../support/results.ts';
import type { Actor, Fixtures, Row } from './table.ts';
import { ACTORS, company } from './table.ts';

let seq = 0;
const DEADLINE = tokyoDate(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));

async function freshEmployee(f: Fixtures, companyId: number): Promise<number> {
  seq++;
  return createPerson(f.ctx.database, companyId, {
    employee_id: `AZD-${companyId}-${seq}-${Date.now()}`,
    last_name: '権限',
    first_name: '診断',
    kana_last_name: 'ケンゲン',
    kana_first_name: 'シンダン',
    email: `authz-diagnosis-${companyId}-${seq}@example.com`,
    employment_type: 'senkou',
    department: null,
  });
}

/** A fresh issued link of type senkou of the company. */
async function freshLink(f: Fixtures, companyId: number): Promise<number> {
  const employeeId = await freshEmployee(f, companyId);
  const [row] = await f.ctx.database.db
    .insert(schema.diagnosisLinks)
    .values({
      company_id: companyId,
      employee_id: employeeId,
      diagnosis_type: 'senkou',
      token_hash: newLinkToken().hash,
      email: `authz-diagnosis-${companyId}-${seq}@example.com`,
      deadline: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: schema.diagnosisLinks.id });
  if (!row) throw new Error('link not created');
  return row.id;
}

/** A ticket batch with one code (created once per company). */
const batches = new Map<number, Promise<number>>();
function sharedBatch(f: Fixtures, companyId: number) {
  if (!batches.has(companyId)) {
    batches.set(
      companyId,
      (async () => {
        const db = f.ctx.database.db;
        const deadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
        const [batch] = await db
          .insert(schema.ticketBatches)
          .values({ company_id: companyId, diagnosis_type: 'senkou', quantity: 1, deadline })
          .returning({ id: schema.ticketBatches.id });
        if (!batch) throw new Error('batch not created');
        await db.insert(schema.ticketCodes).values({
          company_id: companyId,
          batch_id: batch.id,
          code: `AZ${companyId}`.padEnd(10, '2').slice(0, 10),
          diagnosis_type: 'senkou',
          deadline,
        });
        return batch.id;
      })(),
    );
  }
  return batches.get(companyId) as Promise<number>;
}

const shared = new Map<number, Promise<number>>();
function sharedEmployee(f: Fixtures, companyId: number) {
  if (!shared.has(companyId)) shared.set(companyId, freshEmployee(f, companyId));
  return shared.get(companyId) as Promise<number>;
}

type Variant = 'own' | 'other' | 'missing';
const VARIANTS: Variant[] = ['own', 'other', 'missing'];
const label = (v: Variant) =>
  v === 'own' ? 'own company' : v === 'other' ? "another company's" : 'missing id';
const companyOf = (f: Fixtures, v: Variant) =>
  v === 'own' ? f.ownCompanyId : v === 'other' ? f.otherCompanyId : f.missingId;

/** Who reads a record of the demo company / of the other company / a missing id. */
const viewOwn = (ok: number): Record<Actor, number> => ({ ...company(ok), other_company_admin: 404 });
const viewOther = (ok: number): Record<Actor, number> => ({ ...company(404), other_company_admin: ok });
const missing: Record<Actor, number> = company(404);
const viewBy = (v: Variant, ok: number) =>
  v === 'own' ? viewOwn(ok) : v === 'other' ? viewOther(ok) : missing;

/** Issuing senkou in the demo company: employee_admin is refused the type (400). */
const issueOwn = (ok: number): Record<Actor, number> => ({ ...viewOwn(ok), employee_admin: 400 });
const issueBy = (v: Variant, ok: number) => (v === 'own' ? issueOwn(ok) : viewBy(v, ok));
/** Acting on a senkou link of the demo company: employee_admin gets 404, as for a missing link. */
const actOnOwnLink = (ok: number): Record<Actor, number> => ({ ...viewOwn(ok), employee_admin: 404 });
const actBy = (v: Variant, ok: number) => (v === 'own' ? actOnOwnLink(ok) : viewBy(v, ok));

const applicant = (actor: Actor) => ({
  last_name: '権限',
  first_name: '応募',
  kana_last_name: 'ケンゲン',
  kana_first_name: 'オウボ',
  email: `authz-applicant-${ACTORS.indexOf(actor)}-${++seq}-${Date.now()}@example.com`,
});

/** DELETE takes the ids in the body: the URL step creates the link the payload step names. */
const toDelete = new Map<string, number>();

export const DIAGNOSIS_ROWS: Row[] = [
  ...VARIANTS.flatMap((v): Row[] => [
    {
      method: 'POST',
      route: '/api/v1/companies/:id/bulk_upsert_url',
      variant: label(v),
      url: (f) => `/api/v1/companies/${companyOf(f, v)}/bulk_upsert_url`,
      payload: (_f, actor) => ({
        diagnosis_type: 'senkou',
        deadline: DEADLINE,
        applicants: [applicant(actor)],
      }),
      expect: issueBy(v, 201),
    },
    {
      method: 'POST',
      route: '/api/v1/companies/:id/bulk_issue_ticket',
      variant: label(v),
      url: (f) => `/api/v1/companies/${companyOf(f, v)}/bulk_issue_ticket`,
      payload: { diagnosis_type: 'senkou', quantity: 1, deadline: DEADLINE },
      expect: issueBy(v, 201),
    },
    {
      method: 'GET',
      route: '/api/v1/companies/:id/undiagnosis_list',
      variant: label(v),
      url: (f) => `/api/v1/companies/${companyOf(f, v)}/undiagnosis_list?status=issued&sort=deadline`,
      expect: viewBy(v, 200),
    },
    ...(['shindan_senkou', 'shindan_employee'] as const).map(
      (path): Row => ({
        method: 'POST',
        route: `/api/v1/employees/:id/${path}`,
        variant: label(v),
        url: async (f) =>
          `/api/v1/employees/${v === 'missing' ? f.missingId : await sharedEmployee(f, companyOf(f, v))}/${path}`,
        payload: { deadline: DEADLINE },
        expect:
          v !== 'own'
            ? viewBy(v, 201)
            : path === 'shindan_senkou'
              ? issueOwn(201)
              : { ...viewOwn(201), senkou_admin: 400 },
      }),
    ),
    ...(['issuance_history', 'issuance_dates'] as const).map(
      (path): Row => ({
        method: 'GET',
        route: `/api/v1/employees/:id/${path}`,
        variant: label(v),
        url: async (f) =>
          `/api/v1/employees/${v === 'missing' ? f.missingId : await sharedEmployee(f, companyOf(f, v))}/${path}`,
        expect: viewBy(v, 200),
      }),
    ),
    {
      method: 'PATCH',
      route: '/api/v1/shindan_musashino_senkous/update_checked/:id',
      variant: label(v),
      url: async (f) =>
        `/api/v1/shindan_musashino_senkous/update_checked/${v === 'missing' ? f.missingId : await freshLink(f, companyOf(f, v))}`,
      payload: { checked: true },
      expect: actBy(v, 200),
    },
    {
      method: 'DELETE',
      route: '/api/v1/shindan_musashino_senkous',
      variant: label(v),
      url: async (f, actor) => {
        toDelete.set(`${v}-${actor}`, v === 'missing' ? f.missingId : await freshLink(f, companyOf(f, v)));
        return '/api/v1/shindan_musashino_senkous';
      },
      payload: (_f, actor) => ({ ids: [toDelete.get(`${v}-${actor}`)] }),
      expect: actBy(v, 200),
    },
    ...(['tickets.pdf', 'tickets.csv'] as const).map(
      (file): Row => ({
        method: 'GET',
        route: `/api/v1/ticket_batches/:id/${file}`,
        variant: label(v),
        url: async (f) =>
          `/api/v1/ticket_batches/${v === 'missing' ? f.missingId : await sharedBatch(f, companyOf(f, v))}/${file}`,
        expect: viewBy(v, 200),
      }),
    ),
  ]),
  { method: 'GET', route: '/api/v1/issues_links_dashboard', expect: company(200) },
  {
    method: 'GET',
    route: '/api/v1/ticket_batches',
    url: '/api/v1/ticket_batches?page=1&per=10',
    expect: company(200),
  },
  {
    method: 'GET',
    route: '/api/v1/ticket_codes',
    url: '/api/v1/ticket_codes?status=unused',
    expect: company(200),
  },
];
