/**
 * The undiagnosed list's never-issued people (未発行) and the lists' bounded totals and pages
 * (decisions/0023): totals are exact up to LIST_TOTAL_CAP and reported as capped beyond it; pages
 * stop at the cap; the partial-match search still finds a rare name among many.
 */
import { bulkWriteEmployees, LIST_TOTAL_CAP, listUndiagnosed, schema } from '@mirume/db';
import { tokyoDate } from '@mirume/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { signedIn, useWorld } from './support/world.ts';

const { diagnosisLinks, employees } = schema;
const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const employeeAdmin = signedIn(ctx, DEMO.employee_admin);
const senkouAdmin = signedIn(ctx, DEMO.senkou_admin);
const DEADLINE = tokyoDate(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));

type Row = {
  id: number | null;
  employee_id: number;
  status: string;
  diagnosis_type: string;
  deadline: string | null;
};

async function get(url: string, headers = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; total: number; total_capped?: boolean };
}

describe('[UNDIAGNOSED] people never issued a diagnosis (未発行)', () => {
  const kana = 'ミハッコウテスト';
  let ids: { staff: number; applicant: number; issued: number };
  let linkId: number;
  beforeAll(async () => {
    const rows = await ctx.database.db
      .insert(employees)
      .values(
        (['full_time', 'senkou', 'full_time'] as const).map((type, i) => ({
          company_id: ctx.companyId,
          employee_id: `UN${i}`,
          last_name: '未発行',
          first_name: `${i}`,
          kana_last_name: kana,
          kana_first_name: `${'アイウ'[i]}`,
          email: `unissued${i}@example.com`,
          employment_type: type,
        })),
      )
      .returning({ id: employees.id });
    ids = { staff: rows[0]?.id as number, applicant: rows[1]?.id as number, issued: rows[2]?.id as number };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${ctx.companyId}/bulk_upsert_url`,
      headers: admin,
      payload: { diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: [ids.issued] },
    });
    expect(res.statusCode, res.body).toBe(201);
    linkId = res.json().data.links[0].id;
  });
  const list = (query: string, headers = admin) =>
    get(
      `/api/v1/companies/${ctx.companyId}/undiagnosis_list?q=${encodeURIComponent(kana)}&${query}`,
      headers,
    );

  it('[UNDIAGNOSED] lists them after the open links, with the type their employment takes', async () => {
    const all = await list('sort=created_at&order=desc');
    expect(all.total).toBe(3);
    expect(all.items.map((i) => [i.id, i.status])).toEqual([
      [linkId, 'issued'],
      [null, 'unissued'],
      [null, 'unissued'],
    ]);
    const byPerson = new Map(all.items.map((i) => [i.employee_id, i]));
    expect(byPerson.get(ids.staff)).toMatchObject({ diagnosis_type: 'employee', deadline: null });
    expect(byPerson.get(ids.applicant)).toMatchObject({ diagnosis_type: 'senkou' });
  });

  it('[UNDIAGNOSED] the 未発行 filter, the link-only filters, kana order and paging', async () => {
    const only = await list('status=unissued');
    expect(only.items.map((i) => i.employee_id).sort()).toEqual([ids.staff, ids.applicant].sort());
    expect((await list('status=issued')).items.map((i) => i.id)).toEqual([linkId]);
    // A check mark or a source belongs to a link: a never-issued person has neither.
    expect((await list('checked=unchecked')).items.map((i) => i.id)).toEqual([linkId]);
    expect((await list('diagnosis_type=senkou')).items.map((i) => i.employee_id)).toEqual([ids.applicant]);
    const kanaOrder = await list('sort=kana&order=asc');
    expect(kanaOrder.items.map((i) => i.employee_id)).toEqual([ids.staff, ids.applicant, ids.issued]);
    const page2 = await list('sort=kana&order=asc&per=2&page=2');
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.items.map((i) => i.employee_id)).toEqual([ids.issued]);
    const linkPage2 = await list('sort=deadline&order=asc&per=2&page=2');
    expect(linkPage2.total).toBe(3);
    expect(linkPage2.items.map((i) => i.status)).toEqual(['unissued']);
  });

  it('[UNDIAGNOSED] without a search, the links counted on their own are the links the pages list', async () => {
    // One a page, so that the total is counted (a full page); all on one page, to compare.
    for (const query of [
      '',
      'status=issued',
      'status=expired',
      'diagnosis_type=employee',
      'checked=unchecked',
    ]) {
      const url = `/api/v1/companies/${ctx.companyId}/undiagnosis_list?${query}`;
      const whole = await get(`${url}&per=100`, admin);
      expect(whole.total_capped, query).toBe(false);
      expect(whole.items.length, query).toBe(whole.total);
      const one = await get(`${url}&per=1`, admin);
      expect(one, query).toMatchObject({ total: whole.total, total_capped: false });
    }
    // Past the first page, an unsearched list finds its page's links on the links alone: every
    // page in every link order, for a role of both types and one of one type, is the whole list's.
    for (const headers of [admin, employeeAdmin]) {
      for (const sort of ['created_at', 'deadline', 'status']) {
        for (const order of ['asc', 'desc']) {
          const url = `/api/v1/companies/${ctx.companyId}/undiagnosis_list?sort=${sort}&order=${order}`;
          const whole = await get(`${url}&per=100`, headers);
          expect(whole.total, url).toBeGreaterThan(4);
          const paged: Row[] = [];
          for (let page = 1; page <= Math.ceil(whole.total / 2) + 1; page += 1) {
            const part = await get(`${url}&per=2&page=${page}`, headers);
            expect(part.total, `${url} page ${page}`).toBe(whole.total);
            paged.push(...part.items);
          }
          const key = (i: Row) => `${i.id}:${i.employee_id}`;
          expect(paged.map(key), url).toEqual(whole.items.map(key));
        }
      }
    }
    // A type the role may not issue stays out of the count as out of the page.
    const seen = await get(`/api/v1/companies/${ctx.companyId}/undiagnosis_list?per=1`, employeeAdmin);
    const all = await get(`/api/v1/companies/${ctx.companyId}/undiagnosis_list?per=100`, employeeAdmin);
    expect(seen.total).toBe(all.items.length);
  });

  it('[UNDIAGNOSED] a role sees the never-issued people of the type it may issue', async () => {
    const seen = await list('', employeeAdmin);
    expect(seen.items.map((i) => i.employee_id).sort()).toEqual([ids.staff, ids.issued].sort());
  });

  it('[UNDIAGNOSED] a person whose link is completed is no longer on the list (neither link nor 未発行)', async () => {
    await ctx.database.db
      .update(diagnosisLinks)
      .set({ status: 'completed', completed_at: new Date() })
      .where(eq(diagnosisLinks.id, linkId));
    expect((await list('')).items.map((i) => i.employee_id)).not.toContain(ids.issued);
  });
});

describe('[UNDIAGNOSED] in person order, the total counts a row per open link and one per never-issued person', () => {
  const kana = 'リンクスウテスト';
  const deadline = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  beforeAll(async () => {
    // Two open links of two types; one open and one completed; two never issued (staff, applicant);
    // one whose only link is completed (not shown).
    const people = await ctx.database.db
      .insert(employees)
      .values(
        (['full_time', 'full_time', 'full_time', 'senkou', 'part_time'] as const).map((type, i) => ({
          company_id: ctx.companyId,
          employee_id: `LC${i}`,
          last_name: '件数',
          first_name: `${i}`,
          kana_last_name: kana,
          kana_first_name: `${'アイウエオ'[i]}`,
          email: `link-count${i}@example.com`,
          employment_type: type,
        })),
      )
      .returning({ id: employees.id });
    const id = (i: number) => people[i]?.id as number;
    const link = (i: number, diagnosis_type: 'employee' | 'senkou', status: 'issued' | 'completed') => ({
      company_id: ctx.companyId,
      employee_id: id(i),
      diagnosis_type,
      token_hash: `link-count-${i}-${diagnosis_type}-${status}`,
      email: `link-count${i}@example.com`,
      deadline,
      status,
    });
    await ctx.database.db
      .insert(diagnosisLinks)
      .values([
        link(0, 'employee', 'issued'),
        link(0, 'senkou', 'issued'),
        link(1, 'employee', 'issued'),
        link(1, 'senkou', 'completed'),
        link(4, 'employee', 'completed'),
      ]);
  });

  it('[UNDIAGNOSED] a page of one counts the same total as the whole list, for every role, filter and order', async () => {
    const url = (query: string) =>
      `/api/v1/companies/${ctx.companyId}/undiagnosis_list?q=${encodeURIComponent(kana)}&${query}`;
    // All rows: person 0 twice, person 1 once, persons 2 and 3 as 未発行.
    expect((await get(url('sort=kana&per=100'))).total).toBe(5);
    for (const headers of [admin, employeeAdmin]) {
      for (const sort of ['kana', 'employee_number']) {
        for (const order of ['asc', 'desc']) {
          for (const filter of [
            '',
            'diagnosis_type=employee',
            'diagnosis_type=senkou',
            'employment_type=full_time',
          ]) {
            const query = `sort=${sort}&order=${order}&${filter}`;
            const whole = await get(url(`${query}&per=100`), headers);
            expect(whole.total, query).toBe(whole.items.length);
            for (const page of [1, 2]) {
              const one = await get(url(`${query}&per=1&page=${page}`), headers);
              expect(one, `${query} page ${page}`).toMatchObject({ total: whole.total, total_capped: false });
            }
          }
        }
      }
    }
  });
});

describe('[LISTS] short searches (one or two characters) give the same rows as the search over the table', () => {
  const dept = 'かな検索部';
  // Kana and name pairs: ヤマ at the start, in the middle, across the last and first name, only in
  // the name (katakana), 山 only in the kanji name, near misses (マヤ, ヤギ), and a character
  // outside the basic plane (𠮷, two UTF-16 units: still a two-character search).
  const NAMES = [
    ['ヤマダ', 'タロウ', '山田', '太郎'],
    ['ヤマモト', 'ハナコ', '山本', '花子'],
    ['オオヤ', 'マコト', '大家', '誠'],
    ['サトウ', 'ヤマト', '佐藤', '大和'],
    ['スミス', 'ジョン', 'スミス', 'ジョン'],
    ['マヤ', 'ユウ', '真矢', '優'],
    ['コヤマ', 'ケン', '小山', '健'],
    ['ワタナベ', 'ヤス', '渡辺', 'ヤマ'],
    ['イトウ', 'アイ', '山', '愛'],
    ['ヤギ', 'サクラ', '八木', 'さくら'],
    ['ヨシダ', 'ミキ', '𠮷田', '美紀'],
  ] as const;
  const TYPES = ['full_time', 'senkou', 'part_time'] as const;
  type Item = {
    id: number | null;
    employee_id: number;
    kana_last_name: string;
    kana_first_name: string;
    last_name: string;
    first_name: string;
  };
  const people = `/api/v1/employees?department=${encodeURIComponent(dept)}`;
  const diagnosis = () =>
    `/api/v1/companies/${ctx.companyId}/diagnosis_list?department=${encodeURIComponent(dept)}`;
  const undiagnosed = () => `/api/v1/companies/${ctx.companyId}/undiagnosis_list?x=1`;
  const LISTS = [
    ['people', () => people, ['kana', 'created_at', 'employee_id', 'age', 'department']],
    ['diagnosis', diagnosis, ['kana', 'created_at', 'employee_id', 'taken_at', 'rank']],
    ['undiagnosed', undiagnosed, ['kana', 'employee_number', 'created_at', 'deadline', 'status']],
  ] as const;
  const QUERIES = ['ヤマ', 'ヤ', '山', '山田', '𠮷田', 'ヤマダ'];

  beforeAll(async () => {
    const start = Date.now() - 3_600_000;
    const values = Array.from({ length: 33 }, (_, i) => {
      const [kanaLast, kanaFirst, last, first] = NAMES[i % NAMES.length] as readonly string[];
      return {
        company_id: ctx.companyId,
        employee_id: `KS${String((i * 7) % 33).padStart(3, '0')}`,
        kana_last_name: kanaLast as string,
        kana_first_name: kanaFirst as string,
        last_name: last as string,
        first_name: first as string,
        department: dept,
        birthday: i % 4 === 0 ? null : `19${70 + (i % 20)}-0${1 + (i % 9)}-1${i % 10}`,
        employment_type: TYPES[i % TYPES.length] as (typeof TYPES)[number],
        email: `short${i}@example.com`,
        created_at: new Date(start + ((i * 10) % 33) * 1000),
      };
    });
    const rows = await ctx.database.db.insert(employees).values(values).returning({ id: employees.id });
    // Open links for a third of them, so the undiagnosed list has links and 未発行 rows.
    const staff = rows.filter((_, i) => i % 3 === 0).map((r) => r.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${ctx.companyId}/bulk_upsert_url`,
      headers: admin,
      payload: { diagnosis_type: 'employee', deadline: DEADLINE, employee_ids: staff },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Half of them then complete it: off the undiagnosed list (their pieces say so), among the
    // people it shows in kana order, so its walks must pass them by.
    const done = rows.filter((_, i) => i % 6 === 0).map((r) => r.id);
    await ctx.database.db.execute(
      sql`update diagnosis_links set status = 'completed' where employee_id = any(${`{${done.join(',')}}`}::int[])`,
    );
  });

  const pages = async (url: string, per: number) => {
    const out: { items: Item[]; total: number; total_capped?: boolean }[] = [];
    for (let page = 1; ; page += 1) {
      const data = (await get(`${url}&per=${per}&page=${page}`)) as unknown as (typeof out)[number];
      out.push(data);
      // Through the page past the last (empty, with the total).
      if (data.items.length === 0) return out;
    }
  };
  const key = (i: Item) => `${i.id}:${i.employee_id}`;
  const matches = (i: Item, q: string) =>
    `${i.kana_last_name}${i.kana_first_name}`.includes(q) || `${i.last_name}${i.first_name}`.includes(q);

  it('[LISTS] undiagnosed: in link order, the matched people read by person and joined as a whole give the same rows', async () => {
    // Up to SHORT_SEARCH_PEOPLE matched people have their links read by person; beyond, the links
    // are joined with the matches. Bound 0 takes the second path with this small company.
    const now = new Date();
    for (const sort of ['created_at', 'deadline', 'status'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        for (const q of QUERIES) {
          const params = {
            page: 1,
            per: 200,
            q,
            sort,
            order,
            allowed_types: ['employee', 'senkou'] as const,
          };
          const byPerson = await listUndiagnosed(ctx.database.db, ctx.companyId, { ...params }, now);
          const joined = await listUndiagnosed(
            ctx.database.db,
            ctx.companyId,
            { ...params, short_search_people: 0 },
            now,
          );
          expect(byPerson.items.length, `${sort} ${order} ${q}`).toBeGreaterThan(0);
          expect(
            joined.items.map((i) => `${i.id}:${i.employee_id}`),
            `${sort} ${order} ${q}`,
          ).toEqual(byPerson.items.map((i) => `${i.id}:${i.employee_id}`));
          expect(joined.total).toBe(byPerson.total);
        }
      }
    }
  });

  it('[LISTS] undiagnosed: in kana order, the walk of the matches’ pieces and the collected matches give the same pages', async () => {
    // A walk of at most `kana_walk_pieces` matches in kana order finds the page's people, or the
    // matches are collected as a whole: 0 always collects; 1–5 pieces hold the first pages of one
    // or three rows or are too few (the collecting path after the walk); the default walks every
    // match of this company.
    const now = new Date();
    // Some matches are people the list does not show (their links completed), flagged on their pieces.
    const hidden = (await ctx.database.db.execute(sql`
      select count(distinct g.employee_id)::int as n from employee_short_grams g
      where g.company_id = ${ctx.companyId} and g.gram = 'ヤマ' and not g.awaiting`)) as unknown as {
      rows: { n: number }[];
    };
    expect(hidden.rows[0]?.n).toBeGreaterThan(0);
    for (const order of ['asc', 'desc'] as const) {
      for (const q of QUERIES) {
        for (const [page, per] of [
          [1, 1],
          [2, 1],
          [1, 3],
          [2, 3],
          [3, 3],
          [4, 3],
        ] as const) {
          const params = {
            page,
            per,
            q,
            sort: 'kana',
            order,
            allowed_types: ['employee', 'senkou'],
          } as const;
          const collected = await listUndiagnosed(
            ctx.database.db,
            ctx.companyId,
            { ...params, kana_walk_pieces: 0 },
            now,
          );
          for (const pieces of [1, 2, 3, 5, undefined]) {
            const walked = await listUndiagnosed(
              ctx.database.db,
              ctx.companyId,
              { ...params, kana_walk_pieces: pieces },
              now,
            );
            const label = `${order} ${q} page ${page} per ${per} walk ${pieces ?? 'default'}`;
            expect(
              walked.items.map((i) => `${i.id}:${i.employee_id}`),
              label,
            ).toEqual(collected.items.map((i) => `${i.id}:${i.employee_id}`));
            expect(walked.total, label).toBe(collected.total);
          }
        }
      }
    }
    // Time limit: 7 s alone, 16–30 s beside the rest of `npm test` on a loaded 2-core machine.
  }, 120_000);

  it('[LISTS] a short search alone: the total counted from the pieces is the number of people it finds', async () => {
    // No other filter (no department): the total is counted from the people's pieces.
    const lists = [
      ['people', '/api/v1/employees?x=1', ['kana', 'created_at', 'latest_highest_hukugo_answer']],
      [
        'diagnosis',
        `/api/v1/companies/${ctx.companyId}/diagnosis_list?x=1`,
        // By person, by the latest result (date, rank, a T-score) and by a list field's T-score.
        [
          'kana',
          'created_at',
          'taken_at',
          'rank',
          'metric:highest_hukugo_answer',
          'latest_highest_hukugo_answer',
        ],
      ],
    ] as const;
    for (const [name, base, sorts] of lists) {
      const all = (await pages(`${base}&sort=kana&order=asc`, 200)).flatMap((p) => p.items);
      expect(all.length, name).toBeLessThan(LIST_TOTAL_CAP);
      for (const q of [...QUERIES, 'ン', 'ヂヂ']) {
        const want = all.filter((i) => matches(i, q)).map(key);
        for (const sort of sorts) {
          // Four a page, so that every full page and the one past the last count their total.
          const got = await pages(`${base}&sort=${sort}&q=${encodeURIComponent(q)}`, 4);
          expect(
            got
              .flatMap((p) => p.items)
              .map(key)
              .sort(),
            `${name} ${sort} ${q}`,
          ).toEqual([...want].sort());
          for (const p of got) {
            expect(p, `${name} ${sort} ${q}`).toMatchObject({ total: want.length, total_capped: false });
          }
        }
      }
    }
  }, 120_000);

  for (const [name, base, sorts] of LISTS) {
    // Every page of every order: 25–30 s on a loaded 2-core machine, so more than the default.
    it(`[LISTS] ${name}: every sort, both orders, every page and the one past the last`, {
      timeout: 120_000,
    }, async () => {
      for (const sort of sorts) {
        for (const order of ['asc', 'desc']) {
          const url = `${base()}&sort=${sort}&order=${order}`;
          // The unsearched list in the same order, filtered here: what a search must return.
          const all = (await pages(url, 200)).flatMap((p) => p.items);
          for (const q of QUERIES) {
            const want = all.filter((i) => matches(i, q)).map(key);
            expect(want.length, `${name} ${q}`).toBeGreaterThan(0);
            const got = await pages(`${url}&q=${encodeURIComponent(q)}`, 4);
            expect(got.flatMap((p) => p.items).map(key), `${name} ${sort} ${order} ${q}`).toEqual(want);
            for (const p of got) expect(p).toMatchObject({ total: want.length, total_capped: false });
          }
        }
      }
    });
  }
});

describe('[LISTS] bounded totals and pages', () => {
  const over = LIST_TOTAL_CAP + 5;
  beforeAll(async () => {
    const rows = Array.from({ length: over }, (_, i) => ({
      employee_id: `CAP${String(i).padStart(6, '0')}`,
      last_name: i === 7 ? '宮崎' : '上限',
      first_name: '太郎',
      kana_last_name: i === 7 ? 'ミヤザキ' : 'ジョウゲン',
      kana_first_name: 'タロウ',
      employment_type: 'part_time' as const,
    }));
    await bulkWriteEmployees(ctx.database.db, ctx.companyId, rows, 'add', 1000);
  }, 60_000);

  it('[LISTS] more matches than the cap: the total is the cap and says so; pages stop at the cap', async () => {
    const first = await get('/api/v1/employees?employment_type=part_time&per=50');
    expect(first).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
    expect(first.items).toHaveLength(50);
    const last = await get(`/api/v1/employees?employment_type=part_time&per=50&page=${LIST_TOTAL_CAP / 50}`);
    expect(last.items).toHaveLength(50);
    const beyond = await get(
      `/api/v1/employees?employment_type=part_time&per=50&page=${LIST_TOTAL_CAP / 50 + 1}`,
    );
    expect(beyond).toMatchObject({ items: [], total: LIST_TOTAL_CAP, total_capped: true });
    const diagnosis = await get(
      `/api/v1/companies/${ctx.companyId}/diagnosis_list?employment_type=part_time`,
    );
    expect(diagnosis).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
  });

  it('[LISTS] a short search alone with more matches than the cap: the total is the cap and says so', async () => {
    // ジョ is in every 上限 person's kana (ジョウゲン), 上 in their name: the pieces' count stops at the cap.
    for (const q of ['ジョ', '上']) {
      const people = await get(`/api/v1/employees?q=${encodeURIComponent(q)}&per=50&page=2`);
      expect(people, q).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
      expect(people.items, q).toHaveLength(50);
      const diagnosis = await get(
        `/api/v1/companies/${ctx.companyId}/diagnosis_list?q=${encodeURIComponent(q)}&sort=kana`,
      );
      expect(diagnosis, q).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
    }
    const rare = await get(`/api/v1/employees?q=${encodeURIComponent('宮崎')}&sort=kana`);
    expect(rare).toMatchObject({ total: 1, total_capped: false });
  });

  it('[UNDIAGNOSED] a short search alone with more matches than the cap: the total is the cap in every order, from the pieces or counted', async () => {
    // The 上限 people were never issued a diagnosis: each is a 未発行 row of the undiagnosed list.
    const undiagnosed = (query: string, headers = admin) =>
      get(`/api/v1/companies/${ctx.companyId}/undiagnosis_list?per=50&${query}`, headers);
    for (const q of ['ジョ', '上']) {
      for (const sort of ['created_at', 'deadline', 'kana', 'employee_number']) {
        for (const order of ['asc', 'desc']) {
          const query = `q=${encodeURIComponent(q)}&sort=${sort}&order=${order}`;
          const page = await undiagnosed(`${query}&page=2`);
          expect(page, query).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
          expect(page.items, query).toHaveLength(50);
          // A filter the pieces do not tell (the employment type): the rows are counted, to the same cap.
          const typed = await undiagnosed(`${query}&employment_type=part_time`);
          expect(typed, query).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
        }
      }
      // A role that issues only the selection diagnosis sees none of these part-time people: the
      // pieces of people it may not see do not make its total.
      const senkou = await undiagnosed(`q=${encodeURIComponent(q)}`, senkouAdmin);
      expect(senkou.total_capped, q).toBe(false);
      expect(senkou.total, q).toBeLessThan(LIST_TOTAL_CAP);
      expect(
        senkou.items.every((i) => i.diagnosis_type === 'senkou'),
        q,
      ).toBe(true);
      // The 未発行 filter alone: only never-issued people, counted.
      const unissued = await undiagnosed(`q=${encodeURIComponent(q)}&status=unissued`);
      expect(unissued, q).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
    }
  });

  it('[LISTS] fewer matches: the exact total, not capped; the search finds the one rare name', async () => {
    const rare = await get(`/api/v1/employees?q=${encodeURIComponent('ミヤザキ')}`);
    expect(rare).toMatchObject({ total: 1, total_capped: false });
    const rareName = await get(`/api/v1/employees?q=${encodeURIComponent('宮崎太')}`);
    expect(rareName.total).toBe(1);
    const byNumber = await get('/api/v1/employees?q=cap000007');
    expect(byNumber.total).toBe(1);
  });
});
