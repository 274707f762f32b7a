/**
 * Third-party assessment results (HCI-AS, EMERGENETICS, energizer): list, create, show, update,
 * delete and the 受検日 taken for each instrument, HCI's check state, and the refusals — another
 * company's person or result (404), a person the role may not manage (404, as the person's own
 * edit), NUL / lone surrogate / out-of-range / non-integer / missing values (400 in Japanese),
 * and a second result on the same 受検日 (409 on taken_on).
 */
import { schema } from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  type TAssessmentRecord,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { assessedPerson, inputOf, recordsUrl, scoresOf } from './support/assessments.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const worker = signedIn(ctx, DEMO.worker);
const senkouAdmin = signedIn(ctx, DEMO.senkou_admin);

type H = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: H = admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, payload });

let otherAdmin: H;
let otherPerson: number;
beforeAll(async () => {
  const other = await createOtherCompany(ctx.database);
  otherAdmin = await signInCompany(ctx.app, other.email);
  otherPerson = await assessedPerson(ctx.database, other.company.id);
});

describe.each(ASSESSMENT_INSTRUMENTS)('[ASSESSMENTS] %s records', (instrument) => {
  const def = ASSESSMENT_DEFS[instrument];
  const { one } = ASSESSMENT_PATHS[instrument];
  let person: number;
  beforeAll(async () => {
    person = await assessedPerson(ctx.database, ctx.companyId);
  });

  it('creates (201), shows, lists newest first, answers the dates taken, updates and deletes', async () => {
    const first = await call(
      'POST',
      recordsUrl(instrument, person),
      admin,
      inputOf(instrument, '2025-04-10'),
    );
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as TAssessmentRecord;
    expect(created).toMatchObject({
      instrument,
      employee_id: person,
      taken_on: '2025-04-10',
      provider: `${def.label} 事務局`,
      remark: '定期受検',
      scores: scoresOf(instrument),
      sheet: null,
      entry_method: 'manual',
      updated_by_name: '山田 花子',
    });
    if (created.instrument === 'hci')
      expect(created).toMatchObject({ result: 'passed', check_state: 'unchecked' });
    if (created.instrument === 'emergenetic') {
      expect(Object.keys(created.group_scores)).toHaveLength(10);
      const [g] = def.groups;
      const mean = g!.scales.reduce((s, k) => s + (created.scores[k] ?? 0), 0) / 3;
      expect(created.group_scores[g!.key]).toBe(Math.round(mean * 10) / 10);
    }

    const second = await call('POST', recordsUrl(instrument, person), admin, {
      ...inputOf(instrument, '2026-01-20'),
      provider: '',
      remark: null,
    });
    expect(second.statusCode, second.body).toBe(201);
    // Without a provider, the instrument's own name.
    expect(second.json().data.provider).toBe(def.defaultProvider);

    const list = await call('GET', recordsUrl(instrument, person), worker);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: TAssessmentRecord) => r.taken_on)).toEqual(['2026-01-20', '2025-04-10']);

    const dates = await call('GET', `/api/v1/employees/${person}/${one}_latest_shindan_dates`, worker);
    expect(dates.json().data).toEqual({ latest: '2026-01-20', dates: ['2026-01-20', '2025-04-10'] });

    const shown = await call('GET', recordsUrl(instrument, person, created.id), worker);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual(created);

    const changed = await call('PATCH', recordsUrl(instrument, person, created.id), admin, {
      ...inputOf(instrument, '2025-04-11'),
      scores: scoresOf(instrument, 1),
      entry_method: 'ocr',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      taken_on: '2025-04-11',
      scores: scoresOf(instrument, 1),
      entry_method: 'ocr',
    });
    // A later update without entry_method keeps it.
    const again = await call(
      'PATCH',
      recordsUrl(instrument, person, created.id),
      admin,
      inputOf(instrument, '2025-04-11'),
    );
    expect(again.json().data.entry_method).toBe('ocr');

    const removed = await call('DELETE', recordsUrl(instrument, person, created.id), admin);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', recordsUrl(instrument, person, created.id))).statusCode).toBe(404);
    const left = await call('GET', `/api/v1/employees/${person}/${one}_latest_shindan_dates`);
    expect(left.json().data).toEqual({ latest: '2026-01-20', dates: ['2026-01-20'] });
  });

  it('answers 409 on taken_on for a second result on the same 受検日 (create and update)', async () => {
    const p = await assessedPerson(ctx.database, ctx.companyId);
    expect(
      (await call('POST', recordsUrl(instrument, p), admin, inputOf(instrument, '2025-06-01'))).statusCode,
    ).toBe(201);
    const dup = await call('POST', recordsUrl(instrument, p), admin, inputOf(instrument, '2025-06-01'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(ASSESSMENT_MESSAGES.duplicateDate);
    expect(dup.json().error.details.fieldErrors.taken_on).toEqual([ASSESSMENT_MESSAGES.duplicateDate]);

    const other = await call('POST', recordsUrl(instrument, p), admin, inputOf(instrument, '2025-07-01'));
    const moved = await call(
      'PATCH',
      recordsUrl(instrument, p, other.json().data.id),
      admin,
      inputOf(instrument, '2025-06-01'),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.details.fieldErrors.taken_on).toEqual([ASSESSMENT_MESSAGES.duplicateDate]);
    // Another person may have a result on that day.
    const q = await assessedPerson(ctx.database, ctx.companyId);
    expect(
      (await call('POST', recordsUrl(instrument, q), admin, inputOf(instrument, '2025-06-01'))).statusCode,
    ).toBe(201);
  });

  it('answers 400 in Japanese for out-of-range, non-integer, missing, NUL and lone-surrogate values', async () => {
    const [first, second] = def.scales;
    const bad = {
      ...inputOf(instrument, '2025-08-01'),
      scores: { ...scoresOf(instrument), [first!.key]: first!.max + 1, [second!.key]: 2.5 },
    };
    const res = await call('POST', recordsUrl(instrument, person), admin, bad);
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.details.fieldErrors;
    expect(errors[`scores.${first!.key}`]).toEqual([ASSESSMENT_MESSAGES.range(first!.min, first!.max)]);
    expect(errors[`scores.${second!.key}`]).toEqual([ASSESSMENT_MESSAGES.integer]);

    const { [first!.key]: _, ...missingOne } = scoresOf(instrument);
    const missing = await call('POST', recordsUrl(instrument, person), admin, {
      ...inputOf(instrument, '2025-08-01'),
      scores: missingOne,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fieldErrors[`scores.${first!.key}`]?.[0]).toMatch(
      /[ぁ-んァ-ヶ一-龠]/,
    );

    const unknown = await call('POST', recordsUrl(instrument, person), admin, {
      ...inputOf(instrument, '2025-08-01'),
      scores: { ...scoresOf(instrument), made_up: 3 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error.details.fieldErrors)).toMatch(/[ぁ-んァ-ヶ一-龠]/);

    for (const remark of ['nul\u0000here', 'lone\ud800surrogate']) {
      const nul = await call('POST', recordsUrl(instrument, person), admin, {
        ...inputOf(instrument, '2025-08-01'),
        remark,
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.details.fieldErrors.remark?.[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }

    const future = await call(
      'POST',
      recordsUrl(instrument, person),
      admin,
      inputOf(instrument, '2999-01-01'),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details.fieldErrors.taken_on).toEqual([ASSESSMENT_MESSAGES.future]);
    const old = await call('POST', recordsUrl(instrument, person), admin, inputOf(instrument, '1999-12-31'));
    expect(old.statusCode).toBe(400);

    const outOfInt = await call('GET', recordsUrl(instrument, person, 2_147_483_648));
    expect(outOfInt.statusCode).toBe(400);
    const notNumber = await call(
      'GET',
      `/api/v1/employees/${person}/${ASSESSMENT_PATHS[instrument].plural}/abc`,
    );
    expect(notNumber.statusCode).toBe(400);
    expect(
      (await call('GET', recordsUrl(instrument, person)))
        .json()
        .data.filter((r: TAssessmentRecord) => r.taken_on === '2025-08-01'),
    ).toEqual([]);
  });

  it("answers 404 for another company's person and result, and for a person the role may not manage", async () => {
    const mine = await call('POST', recordsUrl(instrument, person), admin, inputOf(instrument, '2025-09-01'));
    const id = mine.json().data.id as number;
    // Another company's admin: neither the person nor the result is theirs.
    for (const [method, url] of [
      ['GET', recordsUrl(instrument, person)],
      ['GET', recordsUrl(instrument, person, id)],
      ['PATCH', recordsUrl(instrument, person, id)],
      ['DELETE', recordsUrl(instrument, person, id)],
      ['GET', `/api/v1/employees/${person}/${one}_latest_shindan_dates`],
    ] as const) {
      const res = await call(
        method,
        url,
        otherAdmin,
        method === 'PATCH' ? inputOf(instrument, '2025-09-02') : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await call(
      'POST',
      recordsUrl(instrument, otherPerson),
      otherAdmin,
      inputOf(instrument, '2025-09-01'),
    );
    expect(theirs.statusCode).toBe(201);
    const theirId = theirs.json().data.id as number;
    expect((await call('GET', recordsUrl(instrument, otherPerson, theirId))).statusCode).toBe(404);
    expect(
      (await call('POST', recordsUrl(instrument, otherPerson), admin, inputOf(instrument, '2025-09-03')))
        .statusCode,
    ).toBe(404);
    // Their result through our person's URL.
    expect((await call('GET', recordsUrl(instrument, person, theirId))).statusCode).toBe(404);
    expect((await call('DELETE', recordsUrl(instrument, person, theirId))).statusCode).toBe(404);

    // The worker views but manages nobody; the applicants' admin manages applicants only.
    expect((await call('GET', recordsUrl(instrument, person, id), worker)).statusCode).toBe(200);
    for (const headers of [worker, senkouAdmin]) {
      expect(
        (await call('POST', recordsUrl(instrument, person), headers, inputOf(instrument, '2025-09-04')))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('PATCH', recordsUrl(instrument, person, id), headers, inputOf(instrument, '2025-09-01')))
          .statusCode,
      ).toBe(404);
      expect((await call('DELETE', recordsUrl(instrument, person, id), headers)).statusCode).toBe(404);
    }
    const applicant = await assessedPerson(ctx.database, ctx.companyId, 'senkou');
    expect(
      (await call('POST', recordsUrl(instrument, applicant), senkouAdmin, inputOf(instrument, '2025-09-04')))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', recordsUrl(instrument, applicant), worker, inputOf(instrument, '2025-09-05')))
        .statusCode,
    ).toBe(404);
  });
});

describe('[ASSESSMENTS] HCI check state', () => {
  it('marks a result checked and unchecked; refuses a bad value, a worker and another company', async () => {
    const person = await assessedPerson(ctx.database, ctx.companyId);
    const created = await call(
      'POST',
      recordsUrl('hci', person),
      admin,
      inputOf('hci', '2025-05-01', { result: 'failed' }),
    );
    const id = created.json().data.id as number;
    const url = recordsUrl('hci', person, id, '/check_state');
    const checked = await call('PATCH', url, admin, { check_state: 'checked' });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ result: 'failed', check_state: 'checked' });
    // Updating the values without check_state keeps it.
    const edited = await call(
      'PATCH',
      recordsUrl('hci', person, id),
      admin,
      inputOf('hci', '2025-05-01', { result: 'failed' }),
    );
    expect(edited.json().data.check_state).toBe('checked');
    expect((await call('PATCH', url, admin, { check_state: 'unchecked' })).json().data.check_state).toBe(
      'unchecked',
    );

    const bad = await call('PATCH', url, admin, { check_state: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.check_state?.[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect((await call('PATCH', url, worker, { check_state: 'checked' })).statusCode).toBe(404);
    expect((await call('PATCH', url, otherAdmin, { check_state: 'checked' })).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(schema.hciResults).where(eq(schema.hciResults.id, id));
    expect(row?.check_state).toBe('unchecked');

    const badResult = await call(
      'POST',
      recordsUrl('hci', person),
      admin,
      inputOf('hci', '2025-05-02', { result: 'maybe' }),
    );
    expect(badResult.statusCode).toBe(400);
    expect(badResult.json().error.details.fieldErrors.result).toBeDefined();
  });
});
