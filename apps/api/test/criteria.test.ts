/**
 * Criteria versions end to end: reading the set in force, versions that are never edited, the
 * Japanese reasons an invalid set is refused with, the preview and a reflect that changes exactly
 * the ranks the preview promised (keeping each previous rank and version), the golden sessions
 * ranked as docs/scoring.md §8 says, the background reflect, and tenant isolation (404).
 */
import { schema } from '@mirume/db';
import { evaluateCriteria } from '@mirume/shared/vital/criteria';
import type { SyntheticProfile } from '@mirume/shared/vital/synthetic';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyActor } from '../src/services/criteria/actors.ts';
import { reflectStatus, runReflect, startReflect } from '../src/services/criteria/reflect.ts';
import { DEMO, signInCompany } from './support/app.ts';
import { createPerson, storeResult, useServiceDefaultCriteria } from './support/results.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const senkouAdmin = signedIn(ctx, DEMO.senkou_admin);
const worker = signedIn(ctx, DEMO.worker);
const operator = signedInOperator(ctx);
// The demo company's own versions are set aside: these tests start from the service defaults.
beforeAll(() => useServiceDefaultCriteria(ctx.database, ctx.companyId));

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = admin) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

/** A stricter applicant set: NG on weak attention first, A for strong performance, else C. */
const STRICT = {
  diagnosis_type: 'senkou',
  rules: [
    { rank: 'NG', match: 'any', conditions: [{ metric: 'concentration', op: 'lt', value: 45 }] },
    { rank: 'A_RANK', match: 'all', conditions: [{ metric: 'performance', op: 'gte', value: 50 }] },
  ],
  fallback: 'C_RANK',
} as const;

const resultsOf = (ids: number[]) =>
  ctx.database.db
    .select({
      id: schema.mirumevitalResults.id,
      rank: schema.mirumevitalResults.rank,
      criteria_id: schema.mirumevitalResults.criteria_id,
      metrics: schema.mirumevitalResults.metrics,
    })
    .from(schema.mirumevitalResults)
    .where(inArray(schema.mirumevitalResults.id, ids));

const tScores = (metrics: unknown) =>
  Object.fromEntries(
    Object.entries(metrics as Record<string, { t: number | null }>).map(([k, v]) => [k, v.t]),
  );

describe('reading criteria', () => {
  it('shows every role the set in force per diagnosis type, with its rules', async () => {
    const res = await get('/api/v1/musashino_criteria/latest', worker);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items;
    expect(items.map((i: { diagnosis_type: string }) => i.diagnosis_type)).toEqual(['senkou', 'employee']);
    expect(items[0].criteria).toMatchObject({
      in_force: true,
      version: 1,
      company_id: null,
      created_by_kind: 'service',
    });
    expect(items[0].criteria.rules.fallback).toBe('B_RANK');
  });

  it('lists the metric catalogue with Japanese names and explanations', async () => {
    const res = await get('/api/v1/criterions', worker);
    const concentration = res.json().data.items.find((i: { key: string }) => i.key === 'concentration');
    expect(concentration).toMatchObject({ label: '集中力', types: ['senkou', 'employee'] });
    expect(concentration.explain.length).toBeGreaterThan(5);
  });
});

describe('invalid sets are refused with a Japanese reason', () => {
  const create = (rules: object) => post('/api/v1/musashino_criteria', { name: '不正な基準', rules });

  it('refuses an unknown metric', async () => {
    const res = await create({
      ...STRICT,
      rules: [{ rank: 'NG', match: 'any', conditions: [{ metric: 'luck', op: 'lt', value: 40 }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('この診断の種類にない指標です');
  });

  it('refuses a rule that an earlier rule makes unreachable', async () => {
    const res = await create({
      ...STRICT,
      rules: [
        { rank: 'NG', match: 'any', conditions: [{ metric: 'concentration', op: 'lt', value: 45 }] },
        { rank: 'C_RANK', match: 'any', conditions: [{ metric: 'concentration', op: 'lt', value: 40 }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('ルール2に当てはまる人はすべて先にルール1に当てはまるため');
  });

  it('refuses conditions that can never hold together', async () => {
    const res = await create({
      ...STRICT,
      rules: [
        {
          rank: 'A_RANK',
          match: 'all',
          conditions: [
            { metric: 'performance', op: 'gte', value: 60 },
            { metric: 'performance', op: 'lt', value: 50 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('同時に満たされることがない');
  });

  it('refuses a set without a fallback rank', async () => {
    const res = await create({ diagnosis_type: 'senkou', rules: STRICT.rules });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('どのルールにも当てはまらない場合のランクを選んでください');
  });
});

describe('permissions to change', () => {
  it('lets a worker read but not change (404 like a missing page)', async () => {
    const res = await post('/api/v1/musashino_criteria', { name: '作業者', rules: STRICT }, worker);
    expect(res.statusCode).toBe(404);
  });

  it('refuses the staff criteria to a selection admin with a reason on the field', async () => {
    const res = await post(
      '/api/v1/musashino_criteria',
      {
        name: '社員',
        rules: { diagnosis_type: 'employee', rules: [], fallback: 'OK' },
      },
      senkouAdmin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.['rules.diagnosis_type'] ?? res.json()).toBeTruthy();
    expect(JSON.stringify(res.json())).toContain('この種類の基準を変更する権限がありません');
  });
});

describe('preview, save, reflect', () => {
  const people: number[] = [];
  const results: number[] = [];
  const profiles: SyntheticProfile[] = ['typical', 'fast_steady', 'slow', 'tired', 'typical', 'fast_steady'];

  beforeAll(async () => {
    for (const [i, profile] of profiles.entries()) {
      const person = await createPerson(ctx.database, ctx.companyId, {
        last_name: '基準',
        first_name: `検証${i}`,
      });
      const stored = await storeResult(ctx.database, ctx.companyId, person, { profile, seed: 9100 + i });
      people.push(person);
      results.push(stored.resultId);
    }
  });

  it('previews, saves a version, reflects, and changes exactly the ranks the preview promised', async () => {
    const preview = await post('/api/v1/musashino_criteria/preview', { rules: STRICT });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    const before = await resultsOf(results);
    expect(p.total).toBeGreaterThanOrEqual(results.length);
    const promised = new Map<number, string>(
      p.changes.map((c: { result_id: number; to: string }) => [c.result_id, c.to]),
    );
    expect(p.changed).toBe(promised.size);
    // Our results: the preview's rank is the draft's evaluation of the stored T-scores.
    for (const row of before) {
      const draft = evaluateCriteria(STRICT as never, tScores(row.metrics)).rank;
      expect(promised.get(row.id) ?? row.rank).toBe(draft);
    }

    const saved = await post('/api/v1/musashino_criteria', {
      name: '厳しめの基準',
      remark: '集中力を重視',
      rules: STRICT,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const version = saved.json().data;
    expect(version).toMatchObject({
      company_id: ctx.companyId,
      version: 1,
      created_by_kind: 'company_admin',
      in_force: true,
      remark: '集中力を重視',
    });
    expect(version.created_by_name).toBe('山田 花子');

    const ranksBefore = new Map(
      (
        await ctx.database.db
          .select({ id: schema.mirumevitalResults.id, rank: schema.mirumevitalResults.rank })
          .from(schema.mirumevitalResults)
          .where(eq(schema.mirumevitalResults.company_id, ctx.companyId))
      ).map((r) => [r.id, r.rank]),
    );
    const reflect = await post('/api/v1/musashino_criteria/reflect_criteria', { criteria_id: version.id });
    expect(reflect.statusCode, reflect.body).toBe(200);
    expect(reflect.json().data).toMatchObject({
      status: 'done',
      changed: p.changed,
      total: p.total,
      done: p.total,
    });

    const after = await ctx.database.db
      .select({
        id: schema.mirumevitalResults.id,
        rank: schema.mirumevitalResults.rank,
        criteria_id: schema.mirumevitalResults.criteria_id,
      })
      .from(schema.mirumevitalResults)
      .innerJoin(
        schema.diagnosisSessions,
        eq(schema.diagnosisSessions.id, schema.mirumevitalResults.session_id),
      )
      .where(eq(schema.mirumevitalResults.company_id, ctx.companyId));
    const actuallyChanged = after.filter((r) => ranksBefore.get(r.id) !== r.rank);
    expect(actuallyChanged.length).toBe(p.changed);
    for (const r of actuallyChanged.filter((x) => promised.has(x.id)))
      expect(r.rank).toBe(promised.get(r.id));

    // Every changed result keeps its previous rank and version.
    const history = await ctx.database.db
      .select()
      .from(schema.resultRankChanges)
      .where(inArray(schema.resultRankChanges.result_id, results));
    expect(history).toHaveLength(results.length);
    for (const h of history) {
      expect(h.from_rank).toBe(ranksBefore.get(h.result_id));
      expect(h.to_criteria_id).toBe(version.id);
    }

    // The person's page shows the rank with its version and the change.
    const changedOne = history.find((h) => h.from_rank !== h.to_rank);
    if (changedOne) {
      const page = await get(`/api/v1/employees/${changedOne.employee_id}/shindan_senkou`);
      expect(page.json().data.criteria).toMatchObject({ id: version.id, version: 1, name: '厳しめの基準' });
      expect(page.json().data.rank_changes[0]).toMatchObject({
        from_rank: changedOne.from_rank,
        to_rank: changedOne.to_rank,
        to_version: 1,
      });
    }

    // A used version is never deleted; the people it ranked are listed.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/musashino_criteria/${version.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toContain('削除できません');
    const ranked = await get(`/api/v1/company_criteria/${version.id}/senkous?per=200`);
    expect(ranked.json().data.total).toBe(p.total);
  });

  it('ranks the golden profiles under a version as the rules of docs/scoring.md §8 say', async () => {
    const rows = await resultsOf(results);
    for (const row of rows) {
      expect(row.rank).toBe(evaluateCriteria(STRICT as never, tScores(row.metrics)).rank);
    }
    // fast_steady is strong everywhere: A under the strict set; slow has weak attention: NG or C.
    const byProfile = new Map(rows.map((r) => [results.indexOf(r.id), r.rank]));
    expect(byProfile.get(1)).toBe('A_RANK');
    expect(['NG', 'C_RANK']).toContain(byProfile.get(2));
  });

  it('numbers versions, keeps the rules of the first, and deletes an unused one', async () => {
    const second = await post('/api/v1/musashino_criteria', {
      name: '第2版',
      rules: { ...STRICT, fallback: 'B_RANK' },
    });
    expect(second.json().data.version).toBe(2);
    const list = await get('/api/v1/company_criteria');
    expect(list.json().data.items.map((i: { version: number }) => i.version)).toEqual([2, 1]);
    const remark = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/musashino_criteria/${second.json().data.id}/remark`,
      headers: admin,
      payload: { remark: '試しに作成' },
    });
    expect(remark.json().data.remark).toBe('試しに作成');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/musashino_criteria/${second.json().data.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    const latest = await get('/api/v1/musashino_criteria/latest');
    expect(latest.json().data.items[0].criteria.version).toBe(1);
  });

  it('reflects in the background when large, with progress', async () => {
    const def = (await get('/api/v1/musashino_criteria/list?diagnosis_type=senkou'))
      .json()
      .data.items.find((i: { company_id: number | null }) => i.company_id === null);
    const request = {
      companyUser: { id: 1, last_name: '管理', first_name: '太郎', role: 'admin', company_id: ctx.companyId },
    };
    const actor = companyActor(request as never);
    const started = await startReflect(ctx.app, ctx.companyId, actor, def.id, 0);
    expect(started.status).toBe('running');
    // One reflect of a company and type at a time.
    await expect(startReflect(ctx.app, ctx.companyId, actor, def.id, 0)).rejects.toMatchObject({
      statusCode: 409,
      message: 'この種類の基準の反映が進行中です。完了してからもう一度お試しください。',
    });
    let status = started;
    for (let i = 0; i < 100 && status.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = await reflectStatus(ctx.app, ctx.companyId, started.id);
    }
    expect(status).toMatchObject({ status: 'done', done: status.total });
    const rows = await resultsOf(results);
    expect(rows.every((r) => r.criteria_id === def.id)).toBe(true);
    // A second delivery of the finished job changes nothing.
    await runReflect(ctx.app, started.id);
    expect(await reflectStatus(ctx.app, ctx.companyId, started.id)).toEqual(status);
  });
});

describe('another company', () => {
  it("answers 404 for another company's version, exactly like a missing one", async () => {
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const created = await post(
      '/api/v1/musashino_criteria',
      { name: '他社の基準', rules: STRICT },
      otherAdmin,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    for (const res of [
      await get(`/api/v1/company_criteria/${id}`),
      await get(`/api/v1/company_criteria/${id}/senkous`),
      await get(`/api/v1/musashino_criteria/${id}/new`),
      await post('/api/v1/musashino_criteria/reflect_criteria', { criteria_id: id }),
      await ctx.app.inject({ method: 'DELETE', url: `/api/v1/musashino_criteria/${id}`, headers: admin }),
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/musashino_criteria/${id}/remark`,
        headers: admin,
        payload: { remark: 'x' },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      const missing = (await get('/api/v1/company_criteria/2147483000')).json();
      expect({ ...res.json().error, request_id: null }).toEqual({ ...missing.error, request_id: null });
    }
  });
});

describe('operator', () => {
  it("creates a company's version for it and reads the company's criteria", async () => {
    const res = await post(
      '/api/v1/admin/musashino_criteria/create_company_criteria',
      { company_id: ctx.companyId, name: '運営が作成', rules: { ...STRICT, fallback: 'B_RANK' } },
      operator,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created_by_kind: 'system_admin', company_id: ctx.companyId });
    // Recorded in the operator action log with the change, for the company's page.
    const logged = await ctx.database.db
      .select()
      .from(schema.operatorActions)
      .where(eq(schema.operatorActions.target_id, String(res.json().data.id)));
    expect(logged).toEqual([
      expect.objectContaining({
        company_id: ctx.companyId,
        action: 'criteria.create_company_criteria',
        summary: expect.stringMatching(/^基準「運営が作成」第\d+版を作成しました$/),
      }),
    ]);
    const latest = await get(`/api/v1/admin/companies/${ctx.companyId}/criteria`, operator);
    expect(latest.json().data.items[0].criteria.name).toBe('運営が作成');
    expect((await get('/api/v1/admin/companies/2147483000/criteria', operator)).statusCode).toBe(404);
    const defaults = await get('/api/v1/admin/musashino_criteria/list', operator);
    expect(
      defaults.json().data.items.every((i: { company_id: number | null }) => i.company_id === null),
    ).toBe(true);
  });
});

describe('recommended_detail', () => {
  it('suggests thresholds the chosen group passes, explains them, and warns under 10 people', async () => {
    const group: number[] = [];
    for (let i = 0; i < 3; i++) {
      const person = await createPerson(ctx.database, ctx.companyId, { employment_type: 'full_time' });
      await storeResult(ctx.database, ctx.companyId, person, { profile: 'fast_steady', seed: 9300 + i });
      group.push(person);
    }
    const res = await post('/api/v1/musashino_criteria/recommended_detail', {
      diagnosis_type: 'senkou',
      employee_ids: group,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ group_size: 3, group_with_results: 3 });
    expect(data.warning).toContain('3名と少ないため');
    expect(data.suggestions.length).toBeGreaterThan(0);
    for (const s of data.suggestions) {
      expect(s.group_median).toBeGreaterThanOrEqual(50);
      expect(s.group_pass_share).toBeGreaterThanOrEqual(0.6);
      expect(s.reason).toContain(`${s.threshold}以上を基準値としました`);
      expect(s.applicant_pass_share).toBeGreaterThanOrEqual(0);
    }
    const empty = await post('/api/v1/musashino_criteria/recommended_detail', { diagnosis_type: 'senkou' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('社員を選ぶか、部署を選んでください');
  });
});
