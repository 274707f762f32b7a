/**
 * One regression test per class of bad input that used to answer 500 or English (issue 12 §1):
 * NUL characters, dates at year 0000/0001, integers past 32 bits, bodies of the wrong type, and
 * Fastify's own errors before routing. Each answers 400 in the app's error shape, in Japanese.
 */
import { MESSAGES } from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyHeaders, DEMO, signInCompany, signInOperator } from './support/app.ts';
import { createLink, DEVICE, linkUrl } from './support/exam.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();
let admin: CompanyHeaders;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  admin = await signInCompany(ctx.app, DEMO.admin);
  operator = await signInOperator(ctx.app);
});

const NUL = MESSAGES.symbol;
const person = {
  employee_id: 'NUL-1',
  last_name: '山田',
  first_name: '太郎',
  kana_last_name: 'ヤマダ',
  kana_first_name: 'タロウ',
  employment_type: 'full_time',
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = {},
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

describe('[INPUT] NUL characters answer 400 with a Japanese field error, never 500', () => {
  it('on the unauthenticated sign-in', async () => {
    const res = await call('POST', '/api/v1/company_admins/sign_in', { email: 'a\u0000b', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fieldErrors).toEqual({ email: [NUL] });
  });

  it('in an employee field that has no schema rule against it, and in a list query', async () => {
    const created = await call('POST', '/api/v1/employees', { ...person, memo: 'メモ\u0000' }, admin);
    expect(created.status).toBe(400);
    expect(created.body.error.details.fieldErrors.memo).toEqual([NUL]);
    const list = await call('GET', '/api/v1/employees?q=a%00b', undefined, admin);
    expect(list.status).toBe(400);
    expect(list.body.error.details.fieldErrors).toEqual({ q: [NUL] });
  });

  it('a lone surrogate (half a character) is refused the same way, in a body and a query', async () => {
    const created = await call('POST', '/api/v1/employees', { ...person, memo: 'メモ\ud800' }, admin);
    expect(created.status).toBe(400);
    expect(created.body.error.details.fieldErrors.memo).toEqual([NUL]);
    const list = await call('GET', '/api/v1/employees?q=%ED%A0%80', undefined, admin);
    expect(list.status).toBeLessThan(500);
    // A whole character made of a surrogate pair is text like any other.
    const pair = await call(
      'POST',
      '/api/v1/employees',
      { ...person, employee_id: 'PAIR-1', memo: '𠮷野家' },
      admin,
    );
    expect(pair.status).toBe(201);
  });

  it('in a bulk row: the validate step and the import agree (both 400)', async () => {
    const body = { mode: 'add', rows: [{ ...person, department: '営業\u0000部' }] };
    const checked = await call('POST', '/api/v1/employees/create_employee_bulk/validate', body, admin);
    const imported = await call('POST', '/api/v1/employees/create_employee_bulk', body, admin);
    expect([checked.status, imported.status]).toEqual([400, 400]);
    expect(checked.body.error.details).toEqual(imported.body.error.details);
    expect(checked.body.error.details.fieldErrors).toEqual({ 'rows.0.department': [NUL] });
  });

  it('in a CSV export query: 400 before anything is streamed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/mirumevital_senkou_csv_export_bulk?q=%E5%B1%B1%00',
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error.details.fieldErrors).toEqual({ q: [NUL] });
  });

  it('in a query the schema takes as any text, and in a parameter name', async () => {
    const value = await call('GET', '/api/v1/dev/mails?to=a%00b');
    expect(value.status).toBe(400);
    expect(value.body.error.details.fieldErrors).toEqual({ to: [NUL] });
    const name = await call('GET', '/api/v1/dev/mails?x%00=1');
    expect(name.status).toBe(400);
    expect(name.body.error.details.fieldErrors).toEqual({ _: [NUL] });
  });

  it('in the examinee API (user agent of the session, keys of the body) without a login', async () => {
    const { token } = await createLink(ctx.database, ctx.companyId);
    const session = await call('POST', linkUrl(token, '/session'), { ...DEVICE, user_agent: 'UA\u0000' });
    expect(session.status).toBe(400);
    expect(session.body.error.details.fieldErrors).toEqual({ user_agent: [NUL] });
    const block = await call('PUT', linkUrl(token, '/blocks/7'), {
      responses: [{ key: 'q\u0000', value: 1 }],
    });
    expect(block.status).toBe(400);
    expect(block.body.error.details.fieldErrors).toEqual({ 'responses.0.key': [NUL] });
  });
});

describe('[INPUT] dates are bounded per field', () => {
  it('refuses year 0000/0001 on the dashboard and list filters with a Japanese message', async () => {
    for (const url of [
      '/api/v1/issues_links_dashboard?from=0000-01-01',
      `/api/v1/companies/${ctx.companyId}/undiagnosis_list?issued_from=0001-01-01`,
      `/api/v1/companies/${ctx.companyId}/diagnosis_list?taken_from=0000-01-01`,
    ]) {
      const res = await call('GET', url, undefined, admin);
      expect(res.status, url).toBe(400);
      expect(Object.values(res.body.error.details.fieldErrors).flat()).toEqual([
        '2000年1月1日以降の日付を入力してください',
      ]);
    }
  });

  it('refuses a birthday before 1900 or in the future, and a hire date at year 0000', async () => {
    const res = await call(
      'POST',
      '/api/v1/employees',
      { ...person, birthday: '0001-01-01', hire_date: '0000-01-01' },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.fieldErrors).toEqual({
      birthday: ['1900年1月1日以降の日付を入力してください'],
      hire_date: ['1900年1月1日以降の日付を入力してください'],
    });
    const future = await call('POST', '/api/v1/employees', { ...person, birthday: '2999-01-01' }, admin);
    expect(future.body.error.details.fieldErrors).toEqual({ birthday: ['未来の日付は入力できません'] });
  });
});

describe('[INPUT] integers beyond 32 bits answer 400 in Japanese', () => {
  it('in a body, a query and a list of ids', async () => {
    const body = await call(
      'POST',
      '/api/v1/employees',
      { ...person, organization_chart_id: 2147483648 },
      admin,
    );
    expect(body.body.error.details.fieldErrors).toEqual({
      organization_chart_id: ['2147483647以下の値を入力してください'],
    });
    const query = await call('GET', '/api/v1/ticket_codes?batch_id=2147483648', undefined, admin);
    expect(query.status).toBe(400);
    expect(query.body.error.details.fieldErrors).toEqual({
      batch_id: ['2147483647以下の値を入力してください'],
    });
    const ids = await call('DELETE', '/api/v1/shindan_musashino_senkous', { ids: [2147483648] }, admin);
    expect(ids.status).toBe(400);
    expect(ids.body.error.details.fieldErrors).toEqual({ 'ids.0': ['2147483647以下の値を入力してください'] });
  });
});

describe('[INPUT] no English reaches the client', () => {
  it('a body that is not an object', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/employees',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '"abc"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({ _: ['リクエストの形式が正しくありません'] });
  });

  it('type errors on ids, flags, literals and path parameters', async () => {
    const cases: [Parameters<typeof call>, string, string][] = [
      [
        ['DELETE', '/api/v1/shindan_musashino_senkous', { ids: 'x' }, admin],
        'ids',
        '一覧の形式で指定してください',
      ],
      [
        ['PATCH', '/api/v1/shindan_musashino_senkous/update_checked/1', { checked: 'x' }, admin],
        'checked',
        'はい・いいえ（true / false）で指定してください',
      ],
      [
        ['PATCH', '/api/v1/admin/maintenance_mode', { maintenance_flag: 1 }, operator],
        'maintenance_flag',
        'はい・いいえ（true / false）で指定してください',
      ],
      [
        ['POST', '/api/v1/company_admins/password', { email: 'a@example.jp', provider: 'x' }],
        'provider',
        '無効な選択肢です',
      ],
      [
        ['POST', '/api/v1/company_admins/password', { email: 'a@example.jp', redirect_url: 5 }],
        'redirect_url',
        '文字列で入力してください',
      ],
      [['GET', '/api/v1/exam/links/short'], 'token', '診断リンクのURLが正しくありません'],
      [['PUT', `/api/v1/exam/links/${'a'.repeat(43)}/blocks/x`, {}], 'index', '数値を入力してください'],
    ];
    for (const [args, field, message] of cases) {
      const res = await call(...args);
      expect(res.status, args[1]).toBe(400);
      expect(res.body.error.details.fieldErrors[field], args[1]).toEqual([message]);
    }
  });

  it('Fastify errors before routing: bad percent-encoding, a too-long id, an empty JSON body', async () => {
    const bad = await call('GET', '/api/v1/employees/%FF', undefined, admin);
    const long = await call('GET', `/api/v1/employees/${'1'.repeat(250)}`, undefined, admin);
    const empty = await call('DELETE', '/api/v1/shindan_musashino_senkous', undefined, {
      ...admin,
      'content-type': 'application/json',
    });
    for (const res of [bad, long, empty]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'リクエストの形式が正しくありません。',
      });
      expect(JSON.stringify(res.body)).not.toContain('111111');
    }
  });
});
