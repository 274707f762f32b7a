/**
 * Employees one by one and the list at /diagnosis/history: register, read, edit, delete, search,
 * filter, sort and page; bad input answers 4xx with Japanese field errors and changes nothing;
 * roles and other companies see 404 where they may not act.
 */
import { countEmployees, schema } from '@mirume/db';
import { canBulkImportEmployees, canCreateEmployee, canManageEmployee } from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { must } from './support/must.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
const worker: Record<string, string> = signedIn(ctx, DEMO.worker);
const senkou: Record<string, string> = signedIn(ctx, DEMO.senkou_admin);
const employeeAdmin: Record<string, string> = signedIn(ctx, DEMO.employee_admin);
let companyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
});

let seq = 0;
const person = (over: Record<string, unknown> = {}) => ({
  employee_id: `T${++seq}`,
  last_name: '山田',
  first_name: '太郎',
  kana_last_name: 'ヤマダ',
  kana_first_name: 'タロウ',
  gender: 'male',
  birthday: '1990-04-01',
  email: 'taro@example.com',
  employment_type: 'full_time',
  department: '営業部',
  position: '課長',
  hire_date: '2015-04-01',
  memo: '',
  ...over,
});
const post = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/employees', headers, payload });
const list = (query: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/employees?${query}`, headers });
async function create(over: Record<string, unknown> = {}, headers = admin) {
  const res = await post(person(over), headers);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; employee_id: string; age: number };
}

describe('[EMPLOYEES] registration', () => {
  it('[EMPLOYEES] an admin registers an employee and reads the profile with the derived age', async () => {
    const before = await countEmployees(ctx.database.db, companyId);
    const res = await post(person({ employee_id: 'A-100', email: 'Taro@Example.com' }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      employee_id: 'A-100',
      kana_last_name: 'ヤマダ',
      email: 'taro@example.com',
      employment_type: 'full_time',
      diagnosis_status: 'undiagnosed',
      organization_chart_id: null,
      memo: null,
    });
    expect(data.age).toBeGreaterThanOrEqual(35);
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before + 1);
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/employees/${data.id}`, headers: worker });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.employee_id).toBe('A-100');
  });

  it('[EMPLOYEES] bad input answers 400 with Japanese field errors and registers nobody', async () => {
    const before = await countEmployees(ctx.database.db, companyId);
    const res = await post(
      person({
        kana_last_name: 'やまだ',
        birthday: '2999-01-01',
        hire_date: '2026-02-30',
        email: 'not-an-email',
        employment_type: 'boss',
        employee_id: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    const fe = res.json().error.details.fieldErrors;
    expect(fe.kana_last_name).toEqual(['全角カタカナで入力してください']);
    expect(fe.birthday).toEqual(['未来の日付は入力できません']);
    expect(fe.hire_date).toEqual(['正しい日付を入力してください']);
    expect(fe.email).toEqual(['正しいメールアドレスを入力してください']);
    expect(fe.employment_type).toEqual(['無効な選択肢です']);
    expect(fe.employee_id).toEqual(['入力必須です']);
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before);
  });

  it('[EMPLOYEES] an employee number already taken in the company answers 409 on the field', async () => {
    await create({ employee_id: 'DUP-1' });
    const before = await countEmployees(ctx.database.db, companyId);
    const res = await post(person({ employee_id: 'DUP-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details.fieldErrors.employee_id).toEqual(['この社員番号は既に登録されています']);
    expect(await countEmployees(ctx.database.db, companyId)).toBe(before);
  });

  it('[EMPLOYEES] the same employee number is fine in another company', async () => {
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const res = await post(person({ employee_id: 'DUP-1' }), otherAdmin);
    expect(res.statusCode).toBe(201);
  });

  it('[EMPLOYEES] an organization unit of another company is refused', async () => {
    const other = await createOtherCompany(ctx.database);
    const [unit] = await ctx.database.db
      .insert(schema.organizationCharts)
      .values({ company_id: other.company.id, name: '他社の部署' })
      .returning();
    const res = await post(person({ organization_chart_id: must(unit).id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.organization_chart_id).toEqual(['存在しない組織です']);
  });

  it('[EMPLOYEES] an own organization unit is kept and named in the profile', async () => {
    const [unit] = await ctx.database.db
      .insert(schema.organizationCharts)
      .values({ company_id: companyId, name: '開発部' })
      .returning();
    const e = await create({ organization_chart_id: must(unit).id });
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/employees/${e.id}`, headers: admin });
    expect(got.json().data).toMatchObject({
      organization_chart_id: must(unit).id,
      organization_chart_name: '開発部',
    });
  });
});

describe('[EMPLOYEES] edit and delete', () => {
  it('[EMPLOYEES] an admin edits an employee; the edit form data comes from employees/{id}/edit', async () => {
    const e = await create();
    const form = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${e.id}/edit`,
      headers: admin,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.can_manage).toBe(true);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${e.id}`,
      headers: admin,
      payload: person({ employee_id: e.employee_id, last_name: '佐藤', kana_last_name: 'サトウ' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ last_name: '佐藤', kana_last_name: 'サトウ' });
  });

  it('[EMPLOYEES] an edit to a taken number or bad kana changes nothing', async () => {
    const a = await create();
    const b = await create();
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${b.id}`,
      headers: admin,
      payload: person({ employee_id: a.employee_id, last_name: '変更' }),
    });
    expect(taken.statusCode).toBe(409);
    const kana = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${b.id}`,
      headers: admin,
      payload: person({ employee_id: b.employee_id, kana_first_name: 'たろう' }),
    });
    expect(kana.statusCode).toBe(400);
    expect(kana.json().error.details.fieldErrors.kana_first_name).toEqual(['全角カタカナで入力してください']);
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/employees/${b.id}`, headers: admin });
    expect(got.json().data).toMatchObject({
      employee_id: b.employee_id,
      last_name: '山田',
      kana_first_name: 'タロウ',
    });
  });

  it('[EMPLOYEES] an employee admin deletes an employee; it is gone', async () => {
    const e = await create();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/employees/${e.id}`,
      headers: employeeAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: e.id } });
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/employees/${e.id}`, headers: admin });
    expect(got.statusCode).toBe(404);
  });
});

describe('[EMPLOYEES] roles and companies', () => {
  it('[EMPLOYEES] the web helpers read the roles the same way the API enforces them', () => {
    expect(canManageEmployee('admin', 'full_time')).toBe(true);
    expect(canManageEmployee('employee_admin', 'senkou')).toBe(true);
    expect(canManageEmployee('senkou_admin', 'senkou')).toBe(true);
    expect(canManageEmployee('senkou_admin', 'full_time')).toBe(false);
    expect(canManageEmployee('worker', 'senkou')).toBe(false);
    expect(canManageEmployee(null, 'senkou')).toBe(false);
    expect(canCreateEmployee('worker', 'full_time')).toBe(true);
    expect(canCreateEmployee('senkou_admin', 'part_time')).toBe(false);
    expect(canBulkImportEmployees('worker')).toBe(false);
    expect(canBulkImportEmployees('senkou_admin')).toBe(true);
  });

  it('[EMPLOYEES] a worker registers and views but may neither edit nor delete (404)', async () => {
    const e = await create({}, worker);
    const edit = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${e.id}/edit`,
      headers: worker,
    });
    expect(edit.statusCode).toBe(404);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${e.id}`,
      headers: worker,
      payload: person({ employee_id: e.employee_id }),
    });
    expect(put.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/employees/${e.id}`, headers: worker });
    expect(del.statusCode).toBe(404);
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/employees/${e.id}`, headers: admin });
    expect(got.json().data.last_name).toBe('山田');
  });

  it('[EMPLOYEES] a selection admin manages applicants (senkou) only; a full-time employee is 404', async () => {
    const applicant = await create({ employment_type: 'senkou' }, senkou);
    const refused = await post(person({ employment_type: 'full_time' }), senkou);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fieldErrors.employment_type).toEqual([
      'この雇用形態の社員を登録する権限がありません',
    ]);
    const staff = await create();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${staff.id}`,
      headers: senkou,
      payload: person({ employee_id: staff.employee_id, employment_type: 'senkou' }),
    });
    expect(put.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/employees/${staff.id}`,
      headers: senkou,
    });
    expect(del.statusCode).toBe(404);
    // Turning an applicant into a full-time employee is outside the selection admin's reach too.
    const promote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${applicant.id}`,
      headers: senkou,
      payload: person({ employee_id: applicant.employee_id, employment_type: 'full_time' }),
    });
    expect(promote.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/employees/${applicant.id}`,
      headers: senkou,
    });
    expect(ok.statusCode).toBe(200);
  });

  it("[EMPLOYEES] another company's employee answers 404 like a missing one, and is not listed", async () => {
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const theirs = await create({ employee_id: 'THEIRS-1', last_name: '他社' }, otherAdmin);
    for (const [method, url] of [
      ['GET', `/api/v1/employees/${theirs.id}`],
      ['GET', `/api/v1/employees/${theirs.id}/edit`],
      ['DELETE', `/api/v1/employees/${theirs.id}`],
      ['GET', '/api/v1/employees/999999999'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('お探しのデータは見つかりませんでした。');
    }
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${theirs.id}`,
      headers: admin,
      payload: person({ employee_id: 'THEIRS-1' }),
    });
    expect(put.statusCode).toBe(404);
    const found = await list('q=THEIRS');
    expect(found.json().data.total).toBe(0);
  });
});

describe('[EMPLOYEES] the list', () => {
  let other: Record<string, string>;
  beforeAll(async () => {
    const company = await createOtherCompany(ctx.database);
    other = await signInCompany(ctx.app, company.email);
    const today = new Date();
    const yearsAgo = (n: number) => `${today.getUTCFullYear() - n}-01-01`;
    const people = [
      {
        employee_id: 'L001',
        last_name: '青木',
        first_name: '一郎',
        kana_last_name: 'アオキ',
        kana_first_name: 'イチロウ',
        birthday: yearsAgo(25),
        employment_type: 'full_time',
        gender: 'male',
        department: '営業部',
      },
      {
        employee_id: 'L002',
        last_name: '伊藤',
        first_name: '花子',
        kana_last_name: 'イトウ',
        kana_first_name: 'ハナコ',
        birthday: yearsAgo(35),
        employment_type: 'part_time',
        gender: 'female',
        department: '総務部',
      },
      {
        employee_id: 'L003',
        last_name: '上田',
        first_name: '次郎',
        kana_last_name: 'ウエダ',
        kana_first_name: 'ジロウ',
        birthday: yearsAgo(45),
        employment_type: 'senkou',
        gender: 'male',
        department: '営業部',
        position: '部長',
      },
      {
        employee_id: 'L004',
        last_name: '江藤',
        first_name: '三郎',
        kana_last_name: 'エトウ',
        kana_first_name: 'サブロウ',
        birthday: null,
        employment_type: 'dispatch',
        gender: null,
        department: null,
      },
    ];
    for (const p of people) await create({ email: '', position: null, ...p }, other);
  });

  const ids = (res: { json(): { data: { items: { employee_id: string }[] } } }) =>
    res.json().data.items.map((i) => i.employee_id);

  it('[EMPLOYEES] the list answers the §3 columns with empty latest results', async () => {
    const res = await list('sort=employee_id&order=asc', other);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 4, page: 1, per: 50 });
    expect(data.items[0]).toMatchObject({
      employee_id: 'L001',
      department: '営業部',
      last_name: '青木',
      kana_last_name: 'アオキ',
      age: 25,
      gender: 'male',
      employment_type: 'full_time',
      diagnosis_status: 'undiagnosed',
      latest_highest_hukugo_answer: null,
      latest_brake: null,
      avoidance: null,
      custom_assessments: [],
    });
  });

  it('[EMPLOYEES] search finds people by kana, name and employee number', async () => {
    expect(ids(await list('q=イトウ', other))).toEqual(['L002']);
    expect(ids(await list(`q=${encodeURIComponent('ウエダ ジロウ')}`, other))).toEqual(['L003']);
    expect(ids(await list(`q=${encodeURIComponent('江藤')}`, other))).toEqual(['L004']);
    expect(ids(await list('q=l001', other))).toEqual(['L001']);
    expect(ids(await list('q=%25', other))).toEqual([]);
  });

  it('[EMPLOYEES] filters combine: employment types, department, position, gender, age range, status', async () => {
    expect(
      ids(await list('employment_type=full_time&employment_type=senkou&sort=employee_id&order=asc', other)),
    ).toEqual(['L001', 'L003']);
    expect(ids(await list('employment_type=full_time,part_time&sort=employee_id&order=asc', other))).toEqual([
      'L001',
      'L002',
    ]);
    expect(
      ids(await list(`department=${encodeURIComponent('営業部')}&sort=employee_id&order=asc`, other)),
    ).toEqual(['L001', 'L003']);
    expect(ids(await list(`position=${encodeURIComponent('部長')}`, other))).toEqual(['L003']);
    expect(ids(await list('gender=female', other))).toEqual(['L002']);
    expect(ids(await list('age_min=30&age_max=40', other))).toEqual(['L002']);
    expect(ids(await list('age_min=35&sort=age&order=asc', other))).toEqual(['L002', 'L003']);
    expect(ids(await list('age_max=25', other))).toEqual(['L001']);
    expect((await list('diagnosis_status=diagnosed', other)).json().data.total).toBe(0);
    expect((await list('diagnosis_status=undiagnosed', other)).json().data.total).toBe(4);
  });

  it('[EMPLOYEES] sorting by kana, age and department, and paging with a stable total', async () => {
    expect(ids(await list('sort=kana&order=desc', other))).toEqual(['L004', 'L003', 'L002', 'L001']);
    expect(ids(await list('sort=age&order=desc', other))).toEqual(['L003', 'L002', 'L001', 'L004']);
    expect(ids(await list('sort=department&order=asc', other)).at(-1)).toBe('L004');
    const p2 = await list('sort=kana&order=asc&per=3&page=2', other);
    expect(p2.json().data).toMatchObject({ total: 4, page: 2, per: 3 });
    expect(ids(p2)).toEqual(['L004']);
    const past = await list('sort=kana&per=3&page=5', other);
    expect(past.json().data).toMatchObject({ total: 4, items: [] });
  });

  it('[EMPLOYEES] the list shows a registration, an edit and a deletion at once (no stale page)', async () => {
    const url = 'sort=kana&order=asc';
    expect((await list(url, other)).json().data.total).toBe(4);
    const e = await create({ employee_id: 'L005', kana_last_name: 'オオタ' }, other);
    const after = (await list(url, other)).json().data;
    expect(after.total).toBe(5);
    expect(after.items.map((i: { employee_id: string }) => i.employee_id)).toContain('L005');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/employees/${e.id}`,
      headers: other,
      payload: person({ employee_id: 'L005', kana_last_name: 'ン' }),
    });
    expect(ids(await list(url, other)).at(-1)).toBe('L005');
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/employees/${e.id}`, headers: other });
    expect((await list(url, other)).json().data.total).toBe(4);
  });

  it('[EMPLOYEES] a bad query answers 400 in Japanese', async () => {
    const res = await list('per=500&sort=salary&employment_type=boss', other);
    expect(res.statusCode).toBe(400);
    const fe = res.json().error.details.fieldErrors;
    expect(fe.per).toEqual(['200以下の値を入力してください']);
    expect(fe.sort).toEqual(['無効な選択肢です']);
    expect(Object.keys(fe).some((k) => k.startsWith('employment_type'))).toBe(true);
  });
});
