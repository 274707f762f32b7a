/**
 * The demo world a newcomer meets: every company the operator sees has its 総合管理者, and the
 * operator can take each onboarding step on it (approve, resend the confirmation), while the
 * full-contract company's admin signs in; about ten people have third-party assessment results
 * (HCI-AS, EMERGENETICS, energizer) with trends that move both within and beyond the noise.
 */
import { schema } from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_PATHS,
  type AssessmentInstrument,
  changeBetween,
  type TAdminCompanyRow,
} from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator: Record<string, string> = signedInOperator(ctx);

async function companies(): Promise<TAdminCompanyRow[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/companies', headers: operator });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

const action = (company: TAdminCompanyRow, name: 'approve' | 'reissue') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/companies/${company.id}/company_admins/${company.first_admin?.id}/${name}`,
    headers: operator,
  });

describe('[DEMO] a consistent demo world', () => {
  it('every company has its 総合管理者, whatever its step', async () => {
    for (const company of await companies()) {
      expect(company.first_admin, company.name).not.toBeNull();
      expect(company.admins_count, company.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('the operator approves the company awaiting approval and resends the unopened confirmation', async () => {
    const list = await companies();
    const awaiting = list.find((c) => c.status === 'email_authenticated');
    const unconfirmed = list.find((c) => c.status === 'temp_registration');
    expect((await action(unconfirmed as TAdminCompanyRow, 'reissue')).statusCode).toBe(200);
    expect((await action(awaiting as TAdminCompanyRow, 'approve')).statusCode).toBe(200);
    const after = (await companies()).find((c) => c.id === awaiting?.id);
    expect(after?.status).toBe('trial');
  });

  it('the full-contract company’s admin signs in with the demo password', async () => {
    const approved = (await companies()).find((c) => c.status === 'approved');
    const headers = await signInCompany(ctx.app, approved?.first_admin?.email ?? '');
    expect(headers['access-token']).toBeTruthy();
  });

  it('has announcements of every state and an inbox with each kind of inquiry', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/mirume_notifications',
      headers: operator,
    });
    const states = new Set(list.json().data.items.map((a: { state: string }) => a.state));
    expect([...states].sort()).toEqual(['draft', 'published', 'scheduled']);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/inquiries', headers: operator });
    const items = inbox.json().data.items as { kind: string; status: string; company_id: number | null }[];
    expect(items.some((i) => i.kind === 'issue')).toBe(true);
    expect(items.some((i) => i.company_id === null)).toBe(true);
    expect(items.some((i) => i.status === 'in_progress')).toBe(true);
    const admin = await signInCompany(ctx.app, 'admin@demo.mirume.test');
    const counts = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: admin });
    expect(counts.json().data.mirume_notifications).toBe(2);
    expect(counts.json().data.incident).toBeNull();
  });
});

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/** Every consecutive pair of a person's results of an instrument: [older scores, newer scores]. */
function consecutivePairs(rows: { employee_id: number; taken_on: string; scores: Record<string, number> }[]) {
  const byPerson = groupBy(
    [...rows].sort((a, b) => a.taken_on.localeCompare(b.taken_on)),
    (r) => r.employee_id,
  );
  return [...byPerson.values()].flatMap((list) =>
    list.slice(1).map((r, i) => [(list[i] as (typeof list)[number]).scores, r.scores] as const),
  );
}

describe('[DEMO] third-party assessment results', () => {
  const tables = {
    hci: schema.hciResults,
    emergenetic: schema.emergeneticResults,
    energizer: schema.energizerResults,
  } as const;

  async function rows(instrument: AssessmentInstrument) {
    return ctx.database.db.select().from(tables[instrument]);
  }

  it('gives about ten people one to three results of some instruments, over the last two years', async () => {
    const people = new Set<number>();
    const instrumentsOf = new Map<number, Set<string>>();
    const twoYearsAgo = new Date(Date.now() - 731 * 24 * 3_600_000).toISOString().slice(0, 10);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    for (const instrument of ASSESSMENT_INSTRUMENTS) {
      const list = await rows(instrument);
      expect(list.length, instrument).toBeGreaterThanOrEqual(8);
      const perPerson = groupBy(list, (r) => r.employee_id);
      for (const [id, results] of perPerson) {
        people.add(id);
        instrumentsOf.set(id, (instrumentsOf.get(id) ?? new Set()).add(instrument));
        expect(results.length).toBeGreaterThanOrEqual(1);
        expect(results.length).toBeLessThanOrEqual(3);
      }
      for (const r of list) {
        expect(r.taken_on >= twoYearsAgo && r.taken_on <= today, r.taken_on).toBe(true);
        expect(r.provider).toBe(ASSESSMENT_DEFS[instrument].defaultProvider);
        expect(r.sheet_file_id).toBeNull();
        // Every scale filled within its range.
        for (const scale of ASSESSMENT_DEFS[instrument].scales) {
          const v = r.scores[scale.key] as number;
          expect(Number.isInteger(v) && v >= scale.min && v <= scale.max, `${scale.key}=${v}`).toBe(true);
        }
      }
      expect(new Set(list.map((r) => r.entry_method))).toEqual(new Set(['manual', 'ocr']));
      expect([...perPerson.values()].some((results) => results.length === 3)).toBe(true);
    }
    expect(people.size).toBeGreaterThanOrEqual(8);
    expect(people.size).toBeLessThanOrEqual(12);
    expect([...instrumentsOf.values()].some((set) => set.size < ASSESSMENT_INSTRUMENTS.length)).toBe(true);
    const companies = await ctx.database.db
      .selectDistinct({ company_id: schema.hciResults.company_id })
      .from(schema.hciResults);
    expect(companies.length).toBe(2);
  });

  it('has HCI-AS mostly passed with some failed, some checked and some not', async () => {
    const list = await ctx.database.db.select().from(schema.hciResults);
    const failed = list.filter((r) => r.result === 'failed').length;
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(list.length / 2);
    expect(new Set(list.map((r) => r.check_state))).toEqual(new Set(['checked', 'unchecked']));
  });

  it('has changes between results beyond the noise and within it, for each instrument', async () => {
    for (const instrument of ASSESSMENT_INSTRUMENTS) {
      const moves = consecutivePairs(await rows(instrument)).flatMap(([older, newer]) =>
        ASSESSMENT_DEFS[instrument].scales.map((s) =>
          changeBetween(s.change, older[s.key] ?? null, newer[s.key] ?? null),
        ),
      );
      expect(moves.filter((m) => m !== 'same').length, instrument).toBeGreaterThan(0);
      expect(moves.filter((m) => m === 'same').length, instrument).toBeGreaterThan(0);
    }
  });

  it('reports the demo person with three results of each instrument as PDFs', async () => {
    const admin = await signInCompany(ctx.app, 'admin@demo.mirume.test');
    for (const instrument of ASSESSMENT_INSTRUMENTS) {
      const list = (await rows(instrument)).filter((r) => r.company_id === ctx.companyId);
      const perPerson = groupBy(list, (r) => r.employee_id);
      const [employeeId, results] = [...perPerson].find(([, r]) => r.length === 3) ?? [];
      const newest = results?.sort((a, b) => b.taken_on.localeCompare(a.taken_on))[0];
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].plural}/${newest?.id}/pdf_download.pdf`,
        headers: admin,
      });
      expect(res.statusCode, instrument).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
