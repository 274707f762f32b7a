/**
 * The lists' T-score fields (spec §3 latest_accelerator, latest_brake, achievement, affinity,
 * power, avoidance): the people list (GET employees) and the diagnosis list fill them from the
 * person's newest valid employee result, and filter by one field's range and sort by each field
 * on those same values (read from latest_scores, decision 0023) — people without a value last in
 * either direction, pages that join up across the two parts, bad bounds refused in Japanese.
 */
import { LIST_SCORE_FIELDS, type TListScoreField } from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { createPerson, storeResult } from './support/results.ts';
import { createOtherCompany, useWorld } from './support/world.ts';

const ctx = useWorld();

const SIX = ['latest_accelerator', 'latest_brake', 'achievement', 'affinity', 'power', 'avoidance'] as const;

interface Row {
  id: number;
  employee_id: string;
  [field: string]: unknown;
}

let companyId: number;
let headers: Record<string, string>;
/** Everyone of the company, as the unsorted people list shows them. */
let everyone: Row[] = [];
let newerSenkou: number;

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return res;
};
const people = async (query: string, per = 200) => {
  const res = await get(`/api/v1/employees?per=${per}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Row[];
};
const diagnosis = async (query: string, per = 200) => {
  const res = await get(`/api/v1/companies/${companyId}/diagnosis_list?per=${per}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Row[];
};

/** The expected order: by the field's value, ties by id in the same direction, people without one last by id. */
function expectedOrder(field: string, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  const withValue = everyone.filter((p) => p[field] !== null);
  const without = everyone.filter((p) => p[field] === null);
  withValue.sort((a, b) => sign * ((a[field] as number) - (b[field] as number) || a.id - b.id));
  without.sort((a, b) => sign * (a.id - b.id));
  return [...withValue, ...without].map((p) => p.id);
}

beforeAll(async () => {
  const other = await createOtherCompany(ctx.database, { email: 'scores@other.mirume.test' });
  companyId = other.company.id;
  headers = await signInCompany(ctx.app, other.email);
  const person = (n: number, employment_type: 'full_time' | 'senkou') =>
    createPerson(ctx.database, companyId, { employee_id: `SC-${n}`, employment_type });
  // Five people with an employee result each (different synthetic sessions, different T-scores).
  for (let n = 1; n <= 5; n++) {
    const id = await person(n, 'full_time');
    await storeResult(ctx.database, companyId, id, {
      type: 'employee',
      seed: 9100 + n * 17,
      takenAt: new Date(`2026-0${n}-10T01:00:00Z`),
    });
  }
  // An employee result, then a newer applicant result: the list fields stay the employee result's.
  newerSenkou = await person(6, 'full_time');
  await storeResult(ctx.database, companyId, newerSenkou, {
    type: 'employee',
    seed: 9300,
    takenAt: new Date('2026-02-01T01:00:00Z'),
  });
  await storeResult(ctx.database, companyId, newerSenkou, {
    type: 'senkou',
    seed: 9301,
    takenAt: new Date('2026-06-01T01:00:00Z'),
  });
  // Without an employee result: an applicant result only, and nothing at all.
  const applicant = await person(7, 'senkou');
  await storeResult(ctx.database, companyId, applicant, { type: 'senkou', seed: 9400 });
  await person(8, 'full_time');
  everyone = await people('');
});

describe('[LIST-SCORES] the six T-score fields of the people list and the diagnosis list', () => {
  it('fills them from the newest valid employee result, null without one', () => {
    expect(everyone).toHaveLength(8);
    const filled = everyone.filter((p) => SIX.every((f) => typeof p[f] === 'number'));
    expect(filled).toHaveLength(6);
    const empty = everyone.filter((p) => SIX.every((f) => p[f] === null));
    expect(empty.map((p) => p.employee_id).sort()).toEqual(['SC-7', 'SC-8']);
    // The values differ between people, so an order by them means something.
    expect(new Set(filled.map((p) => p.latest_accelerator)).size).toBeGreaterThan(2);
  });

  it('GET employees sorts by each field both ways, people without a value last', async () => {
    for (const field of SIX) {
      for (const order of ['desc', 'asc'] as const) {
        const items = await people(`sort=${field}&order=${order}`);
        expect(
          items.map((p) => p.id),
          `${field} ${order}`,
        ).toEqual(expectedOrder(field, order));
      }
    }
  });

  it('the diagnosis list sorts by each field on the values it shows, even when the newest result is an applicant result', async () => {
    for (const field of SIX) {
      for (const order of ['desc', 'asc'] as const) {
        const items = await diagnosis(`sort=${field}&order=${order}`);
        expect(
          items.map((p) => p.id),
          `${field} ${order}`,
        ).toEqual(expectedOrder(field, order));
      }
    }
    const [row] = (await diagnosis('sort=latest_accelerator')).filter((p) => p.id === newerSenkou);
    expect(row?.latest_accelerator).toEqual(everyone.find((p) => p.id === newerSenkou)?.latest_accelerator);
    expect(row?.latest_result).toMatchObject({ diagnosis_type: 'senkou' });
  });

  it('pages of a sorted list join up across the people with and without a value', async () => {
    for (const list of [people, diagnosis]) {
      const pages: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const items = await list(`sort=power&order=asc&page=${page}`, 3);
        pages.push(...items.map((p) => p.id));
      }
      expect(pages).toEqual(expectedOrder('power', 'asc'));
    }
  });

  it('both lists filter by each field’s range (inclusive), leaving out people without a value', async () => {
    for (const field of SIX) {
      const values = everyone
        .map((p) => p[field])
        .filter((v): v is number => typeof v === 'number')
        .sort((a, b) => a - b);
      const [min, max] = [values[1] as number, values[4] as number];
      const expected = everyone
        .filter(
          (p) => typeof p[field] === 'number' && (p[field] as number) >= min && (p[field] as number) <= max,
        )
        .map((p) => p.id)
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      const query = `score_field=${field}&score_min=${min}&score_max=${max}`;
      for (const list of [people, diagnosis]) {
        const ids = (await list(query)).map((p) => p.id).sort((a, b) => a - b);
        expect(ids, `${field} ${min}..${max}`).toEqual(expected);
      }
      // One bound alone.
      const atLeast = (await people(`score_field=${field}&score_min=${max}`)).map((p) => p.id);
      const scoreOf = (id: number) => everyone.find((p) => p.id === id)?.[field];
      expect(atLeast.length).toBeGreaterThan(0);
      expect(atLeast.every((id) => Number(scoreOf(id)) >= max)).toBe(true);
    }
  });

  it('a page of one counts the people the whole list shows, under a range alone or with other filters', async () => {
    // A range alone is counted on the scores' index, with other filters through the people; the
    // demo company's scores are in the same table, so a count outside this company would show.
    const total = async (base: string, query: string, per: number) => {
      const url = base.includes('?') ? `${base}&per=${per}&${query}` : `${base}?per=${per}&${query}`;
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; items: Row[] };
    };
    const lists = ['/api/v1/employees', `/api/v1/companies/${companyId}/diagnosis_list`];
    const values = everyone
      .map((p) => p.latest_brake)
      .filter((v): v is number => typeof v === 'number')
      .sort((a, b) => a - b);
    const ranges = [
      `score_field=latest_brake&score_min=${values[1]}`,
      `score_field=latest_brake&score_max=${values[3]}`,
      `score_field=latest_brake&score_min=${values[1]}&score_max=${values[4]}`,
    ];
    const others = ['', 'employment_type=full_time', 'q=SC', 'sort=latest_brake', 'sort=taken_at'];
    for (const list of lists) {
      for (const range of ranges) {
        for (const other of others) {
          if (list.startsWith('/api/v1/employees') && other === 'sort=taken_at') continue;
          const query = [range, other].filter(Boolean).join('&');
          const whole = await total(list, query, 200);
          expect(whole.items.length, `${list} ${query}`).toBe(whole.total);
          expect(whole.total, `${list} ${query}`).toBeGreaterThan(0);
          expect((await total(list, query, 1)).total, `${list} ${query}`).toBe(whole.total);
        }
      }
    }
  });

  it('a filter and a sort together: the range first, then the order', async () => {
    const values = everyone
      .map((p) => p.latest_brake)
      .filter((v): v is number => typeof v === 'number')
      .sort((a, b) => a - b);
    const min = values[2] as number;
    const items = await diagnosis(`score_field=latest_brake&score_min=${min}&sort=achievement&order=desc`);
    const expected = expectedOrder('achievement', 'desc').filter((id) => {
      const brake = everyone.find((p) => p.id === id)?.latest_brake;
      return typeof brake === 'number' && brake >= min;
    });
    expect(items.map((p) => p.id)).toEqual(expected);
  });

  it('the other latest_* fields sort too (every list field of the shared map)', async () => {
    for (const field of Object.keys(LIST_SCORE_FIELDS) as TListScoreField[]) {
      const res = await get(`/api/v1/employees?sort=${field}`);
      expect(res.statusCode, field).toBe(200);
    }
  });

  it('an unknown field or a bound that is not a number answers 400 in Japanese', async () => {
    const unknown = await get('/api/v1/employees?score_field=concentration&score_min=50');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fieldErrors.score_field?.[0]).toBe('無効な選択肢です');
    const text = await get(`/api/v1/companies/${companyId}/diagnosis_list?score_field=power&score_min=abc`);
    expect(text.statusCode).toBe(400);
    expect(text.json().error.details.fieldErrors.score_min?.[0]).toBe('数値を入力してください');
    const huge = await get('/api/v1/employees?score_field=power&score_max=5000');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.details.fieldErrors.score_max?.[0]).toBe('1000以下の値を入力してください');
    const badSort = await get('/api/v1/employees?sort=latest_unknown');
    expect(badSort.statusCode).toBe(400);
  });
});
