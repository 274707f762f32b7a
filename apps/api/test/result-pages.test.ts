/**
 * The result pages (issue 6): a person's results and one result (voided and re-scored rows
 * included), the trend of the newest valid results with the changes beyond measurement noise, the
 * applicant's selection decision with its history, and the diagnosis list with each person's
 * latest result, its filters and the sort by any metric.
 */
import { schema } from '@mirume/db';
import {
  SELECTION_ONLY_APPLICANTS_MESSAGE,
  TREND_RESULTS,
  ZDiagnosisListResponse,
  ZResultResponse,
  ZResultSummariesResponse,
  ZSelectionDecisionResponse,
  ZTrendResponse,
} from '@mirume/shared';
import { changeBetween, realChangeThreshold } from '@mirume/shared/vital/scoring/index';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { createPerson, storeResult } from './support/results.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

type Scores = Record<string, { raw: number | null; t: number | null }>;

const EMPLOYEE_RANK_TEXT = { OK: 'OK', CONSIDERING: '検討', NG: 'NG' };

const ctx = useWorld();
let companyId: number;
const admin = signedIn(ctx, DEMO.admin);
const senkouAdmin = signedIn(ctx, DEMO.senkou_admin);
const worker = signedIn(ctx, DEMO.worker);
let other: CompanyHeaders;
beforeAll(async () => {
  ({ companyId } = ctx);
  other = await signInCompany(ctx.app, (await createOtherCompany(ctx.database)).email);
});

const get = (url: string, headers: CompanyHeaders = admin) => ctx.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: Record<string, unknown>, headers: CompanyHeaders = admin) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload });

async function storedResult(id: number) {
  const [row] = await ctx.database.db
    .select()
    .from(schema.mirumevitalResults)
    .where(eq(schema.mirumevitalResults.id, id));
  return row!;
}

async function sessionStatus(id: number) {
  const [row] = await ctx.database.db
    .select({ status: schema.diagnosisSessions.status })
    .from(schema.diagnosisSessions)
    .where(eq(schema.diagnosisSessions.id, id));
  return row!.status;
}

const at = (iso: string) => new Date(iso);

describe('[RESULT PAGES] a person’s results and trend', () => {
  let employeeId: number;
  let ids: { first: number; second: number; third: number; voided: number; rescored: number };

  beforeAll(async () => {
    employeeId = await createPerson(ctx.database, companyId, { employment_type: 'full_time' });
    const store = (profile: 'typical' | 'slow' | 'fast_steady' | 'bot_constant', takenAt: string) =>
      storeResult(ctx.database, companyId, employeeId, { type: 'employee', profile, takenAt: at(takenAt) });
    const first = await store('typical', '2025-10-01T10:00:00+09:00');
    const second = await store('slow', '2025-12-01T10:00:00+09:00');
    const third = await store('fast_steady', '2026-02-01T10:00:00+09:00');
    // Newest of all, but voided by the validity checks: listed, never the person's result.
    const voided = await store('bot_constant', '2026-03-01T10:00:00+09:00');
    expect(await sessionStatus(voided.sessionId)).toBe('failed');
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/employees/${employeeId}/switch_diagnosis_result_to_senkou`,
      headers: admin,
      payload: { result_id: first.resultId },
    });
    expect(switched.statusCode, switched.body).toBe(201);
    ids = {
      first: first.resultId,
      second: second.resultId,
      third: third.resultId,
      voided: voided.resultId,
      rescored: switched.json().data.id,
    };
  });

  it('lists every result newest first, the voided one as failed and the re-scored one with its source', async () => {
    const res = await get(`/api/v1/employees/${employeeId}/mirumevital_results`);
    expect(res.statusCode).toBe(200);
    const { items } = ZResultSummariesResponse.parse(res.json()).data;
    // The re-scoring keeps the original's taken_at; the newer id comes first among equals.
    expect(items.map((i) => i.id)).toEqual([ids.voided, ids.third, ids.second, ids.rescored, ids.first]);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(ids.voided)).toMatchObject({ status: 'failed', diagnosis_type: 'employee' });
    expect(byId.get(ids.voided)!.validity_flags.length).toBeGreaterThan(0);
    expect(byId.get(ids.third)).toMatchObject({
      status: 'completed',
      source_result_id: null,
      taken_at: '2026-02-01T01:00:00.000Z',
    });
    expect(byId.get(ids.rescored)).toMatchObject({
      diagnosis_type: 'senkou',
      status: 'completed',
      source_result_id: ids.first,
    });
    const stored = await storedResult(ids.third);
    expect(byId.get(ids.third)!.rank).toBe(stored.rank);
    expect(byId.get(ids.third)!.rank_text).toBe((EMPLOYEE_RANK_TEXT as Record<string, string>)[stored.rank]);
  });

  it('reads one result, valid or voided, with the stored scores', async () => {
    for (const id of [ids.third, ids.voided]) {
      const res = await get(`/api/v1/employees/${employeeId}/mirumevital_results/${id}`);
      expect(res.statusCode).toBe(200);
      const { data } = ZResultResponse.parse(res.json());
      const stored = await storedResult(id);
      expect(data).toMatchObject({ id, employee_id: employeeId, rank: stored.rank, device: 'pc' });
      expect(data.metrics).toEqual(stored.metrics);
      expect(data.aptitudes).toEqual(stored.aptitudes);
    }
    const voided = ZResultResponse.parse(
      (await get(`/api/v1/employees/${employeeId}/mirumevital_results/${ids.voided}`)).json(),
    );
    expect(voided.data.validity.valid).toBe(false);
  });

  it('answers 404 for another person’s result, another company and a missing id', async () => {
    const someoneElse = await createPerson(ctx.database, companyId);
    const theirs = await storeResult(ctx.database, companyId, someoneElse);
    expect(
      (await get(`/api/v1/employees/${employeeId}/mirumevital_results/${theirs.resultId}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/v1/employees/${employeeId}/mirumevital_results/${ids.third}`, other)).statusCode,
    ).toBe(404);
    for (const path of ['mirumevital_results', 'mirumevital_trend']) {
      expect((await get(`/api/v1/employees/${employeeId}/${path}`, other)).statusCode).toBe(404);
      expect((await get(`/api/v1/employees/2147483000/${path}`)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/employees/${employeeId}/mirumevital_results/abc`)).statusCode).toBe(400);
  });

  it('shows the last three valid results per type oldest first, and the changes beyond the noise', async () => {
    const res = await get(`/api/v1/employees/${employeeId}/mirumevital_trend`);
    expect(res.statusCode).toBe(200);
    const { employee, senkou } = ZTrendResponse.parse(res.json()).data;
    expect(TREND_RESULTS).toBe(3);
    expect(employee.results.map((r) => r.id)).toEqual([ids.first, ids.second, ids.third]);
    expect(senkou.results.map((r) => r.id)).toEqual([ids.rescored]);
    expect(senkou.changes).toEqual({});

    const before = await storedResult(ids.second);
    const after = await storedResult(ids.third);
    const expected: Record<string, unknown> = {};
    for (const column of ['metrics', 'aptitudes'] as const) {
      const b = before[column] as Scores;
      for (const [key, score] of Object.entries(after[column] as Scores)) {
        const from = b[key]?.t ?? null;
        if (from === null || score.t === null) continue;
        const mark = changeBetween(key, from, score.t);
        expected[key] = {
          delta: Math.round((score.t - from) * 10) / 10,
          threshold: realChangeThreshold(key),
          significant: mark === 'same' ? null : mark,
        };
      }
    }
    expect(employee.changes).toEqual(expected);
    // Slow → fast and steady: the reaction speed rises well beyond its noise.
    expect(employee.changes.simple_react).toMatchObject({ significant: 'up' });
    expect(employee.changes.simple_react!.delta).toBeGreaterThanOrEqual(
      employee.changes.simple_react!.threshold,
    );
    expect(Object.keys(employee.changes)).toContain('tobikomi');
  });

  it('keeps only the newest three valid results when there are more', async () => {
    const fourth = await storeResult(ctx.database, companyId, employeeId, {
      type: 'employee',
      takenAt: at('2026-04-01T10:00:00+09:00'),
    });
    const { employee } = ZTrendResponse.parse(
      (await get(`/api/v1/employees/${employeeId}/mirumevital_trend`)).json(),
    ).data;
    expect(employee.results.map((r) => r.id)).toEqual([ids.second, ids.third, fourth.resultId]);
  });

  it('is empty for a person without results', async () => {
    const nobody = await createPerson(ctx.database, companyId);
    const trend = ZTrendResponse.parse((await get(`/api/v1/employees/${nobody}/mirumevital_trend`)).json());
    expect(trend.data).toEqual({
      senkou: { results: [], changes: {} },
      employee: { results: [], changes: {} },
    });
    const list = ZResultSummariesResponse.parse(
      (await get(`/api/v1/employees/${nobody}/mirumevital_results`)).json(),
    );
    expect(list.data.items).toEqual([]);
  });
});

describe('[RESULT PAGES] selection decision', () => {
  const url = (id: number) => `/api/v1/employees/${id}/selection_decision`;

  it('records decisions with who and when; the newest is current and the history keeps them all', async () => {
    const applicant = await createPerson(ctx.database, companyId);
    const { resultId } = await storeResult(ctx.database, companyId, applicant);
    const empty = ZSelectionDecisionResponse.parse((await get(url(applicant))).json());
    expect(empty.data).toEqual({ current: null, history: [] });

    const first = await put(url(applicant), { decision: 'unsettled', result_id: resultId }, senkouAdmin);
    expect(first.statusCode, first.body).toBe(200);
    expect(ZSelectionDecisionResponse.parse(first.json()).data.current).toMatchObject({
      decision: 'unsettled',
      result_id: resultId,
      note: null,
      decided_by_name: '佐藤 健太',
    });

    const second = await put(url(applicant), { decision: 'employ', note: '  面接で高評価  ', result_id: '' });
    expect(second.statusCode, second.body).toBe(200);
    const read = ZSelectionDecisionResponse.parse((await get(url(applicant), worker)).json()).data;
    expect(read).toEqual(ZSelectionDecisionResponse.parse(second.json()).data);
    expect(read.current).toMatchObject({ decision: 'employ', note: '面接で高評価', result_id: null });
    expect(read.history.map((h) => h.decision)).toEqual(['employ', 'unsettled']);
    expect(read.history[0]!.decided_by_name).not.toBe(read.history[1]!.decided_by_name);
    expect(Date.parse(read.history[0]!.decided_at)).toBeGreaterThanOrEqual(
      Date.parse(read.history[1]!.decided_at),
    );

    const rows = await ctx.database.db
      .select()
      .from(schema.selectionDecisions)
      .where(eq(schema.selectionDecisions.employee_id, applicant));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.company_id === companyId && r.decided_by_company_admin_id !== null)).toBe(
      true,
    );
  });

  it('refuses a person who is not an applicant (400 on decision), and reads none for them', async () => {
    const staff = await createPerson(ctx.database, companyId, { employment_type: 'full_time' });
    const res = await put(url(staff), { decision: 'employ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.fieldErrors.decision).toEqual([SELECTION_ONLY_APPLICANTS_MESSAGE]);
    expect(ZSelectionDecisionResponse.parse((await get(url(staff))).json()).data).toEqual({
      current: null,
      history: [],
    });
  });

  it('validates the decision, the note and the result', async () => {
    const applicant = await createPerson(ctx.database, companyId);
    const someoneElse = await createPerson(ctx.database, companyId);
    const theirs = await storeResult(ctx.database, companyId, someoneElse);

    const bad = await put(url(applicant), { decision: 'maybe', note: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fieldErrors).sort()).toEqual(['decision', 'note']);

    const wrongResult = await put(url(applicant), { decision: 'employ', result_id: theirs.resultId });
    expect(wrongResult.statusCode).toBe(400);
    expect(wrongResult.json().error.details.fieldErrors.result_id).toEqual([
      'この方の診断結果から選択してください',
    ]);
    expect(ZSelectionDecisionResponse.parse((await get(url(applicant))).json()).data.history).toEqual([]);
  });

  it('answers 404 to a worker, to another company and for a missing person', async () => {
    const applicant = await createPerson(ctx.database, companyId);
    expect((await put(url(applicant), { decision: 'employ' }, worker)).statusCode).toBe(404);
    expect((await put(url(applicant), { decision: 'employ' }, other)).statusCode).toBe(404);
    expect((await get(url(applicant), other)).statusCode).toBe(404);
    expect((await put(url(2147483000), { decision: 'employ' })).statusCode).toBe(404);
    expect(ZSelectionDecisionResponse.parse((await get(url(applicant))).json()).data.history).toEqual([]);
  });
});

describe('[RESULT PAGES] diagnosis list', () => {
  let own: CompanyHeaders;
  let listCompanyId: number;
  const people: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
  const latest: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
  let cEarlier = 0;

  const list = async (query = '') => {
    const res = await get(
      `/api/v1/companies/${listCompanyId}/diagnosis_list${query ? `?${query}` : ''}`,
      own,
    );
    expect(res.statusCode, res.body).toBe(200);
    return ZDiagnosisListResponse.parse(res.json()).data;
  };
  const idsOf = (items: { id: number }[]) => items.map((i) => i.id);

  beforeAll(async () => {
    // A company of its own, so the list holds exactly these people.
    const created = await createOtherCompany(ctx.database);
    listCompanyId = created.company.id;
    own = await signInCompany(ctx.app, created.email);
    const db = ctx.database;
    people.a = await createPerson(db, listCompanyId, { kana_last_name: 'アオキ' });
    people.b = await createPerson(db, listCompanyId, { kana_last_name: 'イトウ' });
    people.c = await createPerson(db, listCompanyId, {
      kana_last_name: 'ウエダ',
      employment_type: 'full_time',
    });
    people.d = await createPerson(db, listCompanyId, {
      kana_last_name: 'エノモト',
      employment_type: 'full_time',
    });
    latest.a = (
      await storeResult(db, listCompanyId, people.a, {
        profile: 'typical',
        takenAt: at('2026-01-10T12:00:00+09:00'),
      })
    ).resultId;
    latest.b = (
      await storeResult(db, listCompanyId, people.b, {
        profile: 'slow',
        takenAt: at('2026-02-01T00:30:00+09:00'),
      })
    ).resultId;
    cEarlier = (
      await storeResult(db, listCompanyId, people.c, {
        type: 'employee',
        profile: 'typical',
        takenAt: at('2025-12-01T12:00:00+09:00'),
      })
    ).resultId;
    latest.c = (
      await storeResult(db, listCompanyId, people.c, {
        type: 'employee',
        profile: 'fast_steady',
        takenAt: at('2026-03-01T12:00:00+09:00'),
      })
    ).resultId;
    await storeResult(db, listCompanyId, people.c, {
      type: 'employee',
      profile: 'bot_constant',
      takenAt: at('2026-03-15T12:00:00+09:00'),
    });
    for (const [person, decision] of [
      [people.a, 'employ'],
      [people.b, 'unemploy'],
      [people.b, 'unsettled'],
    ] as const) {
      const res = await put(`/api/v1/employees/${person}/selection_decision`, { decision }, own);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('lists everyone with the latest valid result, its T-scores and the current decision', async () => {
    const data = await list('sort=kana&order=asc');
    expect(data.total).toBe(4);
    expect(idsOf(data.items)).toEqual([people.a, people.b, people.c, people.d]);
    const [a, b, c, d] = data.items;
    expect(a!.latest_result?.id).toBe(latest.a);
    expect(b!.latest_result?.id).toBe(latest.b);
    expect(c!.latest_result?.id).toBe(latest.c);
    expect(d!.latest_result).toBeNull();
    expect([a!.selection, b!.selection, c!.selection, d!.selection]).toEqual([
      'employ',
      'unsettled',
      null,
      null,
    ]);

    const storedC = await storedResult(latest.c);
    const metrics = storedC.metrics as Scores;
    const aptitudes = storedC.aptitudes as Scores;
    expect(c!.latest_result).toMatchObject({
      diagnosis_type: 'employee',
      rank: storedC.rank,
      taken_at: storedC.taken_at.toISOString(),
    });
    expect(c!.latest_result!.t_scores.concentration).toBe(metrics.concentration!.t);
    expect(c!.latest_result!.t_scores.tobikomi).toBe(aptitudes.tobikomi!.t);
    // latest_*: the newest valid employee result (not the voided one, not the earlier one).
    expect(c).toMatchObject({
      latest_highest_hukugo_answer: metrics.highest_hukugo_answer!.t,
      latest_management_personnel_leadership: metrics.management_personnel_leadership!.t,
      latest_management_personnel_management: metrics.management_personnel_management!.t,
      latest_accelerator: metrics.accelerator!.t,
      latest_brake: metrics.brake!.t,
      achievement: metrics.achievement!.t,
      affinity: metrics.affinity!.t,
      power: metrics.power!.t,
      avoidance: metrics.avoidance!.t,
    });
    expect(c!.latest_highest_hukugo_answer).not.toBeNull();
    // Applicants have no employee result: their latest_* stay empty.
    expect(a!.latest_accelerator).toBeNull();
    expect(d!.avoidance).toBeNull();
  });

  it('answers the same latest result and decision per person whichever statement reads the page', async () => {
    // By the person (kana), by the latest result (result date, rank, a metric), by a list field's
    // T-score: three page shapes, each reading the results and decisions with its rows.
    const byPerson = new Map(
      (await list('sort=kana&order=asc')).items.map((i) => [i.id, [i.latest_result, i.selection]]),
    );
    for (const query of [
      'sort=taken_at',
      'sort=rank&order=asc',
      'sort=metric:concentration',
      'sort=latest_highest_hukugo_answer',
      'sort=latest_highest_hukugo_answer&order=asc',
    ]) {
      const data = await list(query);
      expect(data.total, query).toBe(4);
      for (const item of data.items) {
        expect([item.latest_result, item.selection], `${query}: ${item.id}`).toEqual(byPerson.get(item.id));
      }
    }
  });

  it('fills the same latest_* columns in the employee list', async () => {
    const res = await get('/api/v1/employees?per=10', own);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.items.map((i: { id: number }) => [i.id, i]));
    const metrics = (await storedResult(latest.c)).metrics as Scores;
    expect(byId.get(people.c)).toMatchObject({
      latest_highest_hukugo_answer: metrics.highest_hukugo_answer!.t,
      latest_brake: metrics.brake!.t,
      avoidance: metrics.avoidance!.t,
    });
    expect(byId.get(people.a)).toMatchObject({ latest_highest_hukugo_answer: null, achievement: null });
  });

  it('filters by diagnosis type, rank, period and selection decision', async () => {
    expect(idsOf((await list('diagnosis_type=senkou&sort=kana&order=asc')).items)).toEqual([
      people.a,
      people.b,
    ]);
    expect(idsOf((await list('diagnosis_type=employee')).items)).toEqual([people.c]);

    const ranks = new Map<number, string>();
    for (const [person, id] of [
      [people.a, latest.a],
      [people.b, latest.b],
      [people.c, latest.c],
    ] as const) {
      ranks.set(person, (await storedResult(id)).rank);
    }
    for (const rank of new Set(ranks.values())) {
      const expected = [...ranks].filter(([, r]) => r === rank).map(([p]) => p);
      const data = await list(`rank=${rank}&sort=kana&order=asc`);
      expect(idsOf(data.items)).toEqual(expected);
      expect(data.total).toBe(expected.length);
    }

    // Tokyo dates: B took the test at 00:30 on 1 February in Japan (31 January in UTC).
    expect(idsOf((await list('taken_from=2026-02-01&taken_to=2026-02-01')).items)).toEqual([people.b]);
    expect(idsOf((await list('taken_to=2026-01-31')).items)).toEqual([people.a]);
    expect(idsOf((await list('taken_from=2026-01-01&sort=taken_at&order=asc')).items)).toEqual([
      people.a,
      people.b,
      people.c,
    ]);
    // The earlier result of C is not the latest, so a period around it finds nobody.
    expect((await storedResult(cEarlier)).taken_at.toISOString()).toBe('2025-12-01T03:00:00.000Z');
    expect((await list('taken_from=2025-11-01&taken_to=2025-12-31')).total).toBe(0);

    expect(idsOf((await list('selection=employ')).items)).toEqual([people.a]);
    expect(idsOf((await list('selection=unsettled')).items)).toEqual([people.b]);
    expect((await list('selection=unemploy')).total).toBe(0);
    // The same filter while sorting by a result (the other shape of the statement).
    expect(idsOf((await list('selection=unsettled&sort=metric:simple_react')).items)).toEqual([people.b]);
    expect(idsOf((await list('selection=employ&diagnosis_type=senkou')).items)).toEqual([people.a]);
    expect(idsOf((await list('employment_type=full_time&sort=kana&order=asc')).items)).toEqual([
      people.c,
      people.d,
    ]);
    expect(idsOf((await list('diagnosis_status=undiagnosed')).items)).toEqual([people.d]);
    // The people filters are the employee list's: several types, department, age (no birthday here).
    expect((await list('employment_type=senkou,full_time&department=営業部')).total).toBe(4);
    expect((await list('age_min=20&sort=metric:hukugo')).total).toBe(0);
  });

  it('sorts by any metric’s T-score of the latest result, people without it last', async () => {
    const tOf = async (id: number, key: string) =>
      ((await storedResult(id)).metrics as Scores)[key]!.t as number;
    const withT = [
      [people.a, await tOf(latest.a, 'simple_react')],
      [people.b, await tOf(latest.b, 'simple_react')],
      [people.c, await tOf(latest.c, 'simple_react')],
    ] as const;
    const desc = [...withT].sort((x, y) => y[1] - x[1]).map(([p]) => p);
    const data = await list('sort=metric:simple_react&order=desc');
    expect(idsOf(data.items)).toEqual([...desc, people.d]);
    expect(data.items.map((i) => i.latest_result?.t_scores.simple_react ?? null)).toEqual([
      ...[...withT].sort((x, y) => y[1] - x[1]).map(([, t]) => t),
      null,
    ]);
    expect(idsOf((await list('sort=metric:simple_react&order=asc')).items)).toEqual([
      ...[...desc].reverse(),
      people.d,
    ]);
    // An aptitude: only C's employee result scores it.
    expect(idsOf((await list('sort=metric:tobikomi')).items)[0]).toBe(people.c);
    expect((await list('sort=rank')).total).toBe(4);

    const unknown = await get(
      `/api/v1/companies/${listCompanyId}/diagnosis_list?sort=metric:no_such_metric`,
      own,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fieldErrors.sort).toEqual(['無効な選択肢です']);
    expect((await get(`/api/v1/companies/${listCompanyId}/diagnosis_list?sort=age`, own)).statusCode).toBe(
      400,
    );
    const backwards = await get(
      `/api/v1/companies/${listCompanyId}/diagnosis_list?taken_from=2026-11-20&taken_to=2026-11-01`,
      own,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fieldErrors.taken_to).toEqual([
      '終了日は開始日以降の日付を選択してください',
    ]);
  });

  it('counts the same total on a page of one as the whole list shows, under every result filter and sort', async () => {
    // Without a condition on the people the latest results are counted on their own; with one,
    // through the people. Either way the count is the list's (another company's results included
    // in the database, so a count outside this company would show).
    const ranks = new Set<string>();
    for (const id of Object.values(latest)) ranks.add((await storedResult(id)).rank);
    const byResult = [
      'sort=taken_at',
      'sort=rank&order=asc',
      'sort=metric:simple_react',
      'sort=metric:tobikomi',
      'diagnosis_type=senkou',
      'diagnosis_type=employee&sort=metric:tobikomi',
      'taken_from=2026-01-01',
      'taken_to=2026-01-31&sort=rank',
      ...[...ranks].map((rank) => `rank=${encodeURIComponent(rank)}`),
    ];
    const onPeople = [
      '',
      'employment_type=full_time',
      'q=ア',
      'department=営業部',
      'diagnosis_status=undiagnosed',
      'selection=employ',
    ];
    for (const query of byResult) {
      for (const people of onPeople) {
        const both = [query, people].filter(Boolean).join('&');
        const whole = await list(`${both}&per=100`);
        expect(whole.items.length, both).toBe(whole.total);
        expect((await list(`${both}&per=1`)).total, both).toBe(whole.total);
      }
    }
    expect((await list('sort=rank&per=1')).total).toBe(4);
    expect((await list('diagnosis_type=senkou&per=1')).total).toBe(2);
  });

  it('pages with the total, and answers 404 for another company’s id', async () => {
    const second = await list('per=3&page=2&sort=kana&order=asc');
    expect(second).toMatchObject({ total: 4, page: 2, per: 3 });
    expect(idsOf(second.items)).toEqual([people.d]);
    expect(await list('per=3&page=9')).toMatchObject({ items: [], total: 4 });
    expect(await list('per=3&page=9&sort=taken_at')).toMatchObject({ items: [], total: 4 });
    expect(await list('per=3&page=9&diagnosis_type=senkou')).toMatchObject({ items: [], total: 2 });
    expect(await list('per=3&page=9&selection=employ')).toMatchObject({ items: [], total: 1 });
    const byDate = await list('per=3&page=2&sort=taken_at&order=desc');
    expect(byDate.total).toBe(4);
    expect(idsOf(byDate.items)).toEqual([people.d]);
    expect((await get(`/api/v1/companies/${companyId}/diagnosis_list`, own)).statusCode).toBe(404);
  });
});
