/**
 * An operator working inside one company (decision 0028): the company calls under
 * /api/v1/admin/companies/{id}/…, run by the company services for the company of the path.
 * Every write records one operator action in its own transaction (a refused write records
 * none); company A's URL never reaches company B's records (404 like a missing one); a missing
 * or discarded company is 404; company users cannot call them; CSRF holds on every write.
 */
import { schema } from '@mirume/db';
import { tokyoDate } from '@mirume/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { createPerson } from './support/results.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const { diagnosisLinks, employees, operatorActions, organizationCharts } = schema;

const ctx = useWorld();
const operator: Record<string, string> = signedInOperator(ctx);
const companyAdmin: Record<string, string> = signedIn(ctx, DEMO.admin);

let companyA: number;
let companyB: number;
let personOfB: number;
beforeAll(async () => {
  companyA = ctx.companyId;
  companyB = (await createOtherCompany(ctx.database)).company.id;
  personOfB = await createPerson(ctx.database, companyB, {
    employee_id: 'B-001',
    last_name: '他社',
    first_name: '花子',
    kana_last_name: 'タシャ',
    kana_first_name: 'ハナコ',
    email: 'hanako@other.example.test',
    employment_type: 'full_time',
    department: null,
  });
});

const at = (company: number, path: string) => `/api/v1/admin/companies/${company}${path}`;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = operator,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function actionsOf(companyId: number, action?: string) {
  return ctx.database.db
    .select()
    .from(operatorActions)
    .where(
      action
        ? and(eq(operatorActions.company_id, companyId), eq(operatorActions.action, action))
        : eq(operatorActions.company_id, companyId),
    )
    .orderBy(operatorActions.id);
}

const person = (employeeId: string, over: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  last_name: '運営',
  first_name: '太郎',
  kana_last_name: 'ウンエイ',
  kana_first_name: 'タロウ',
  email: `${employeeId.toLowerCase()}@example.test`,
  employment_type: 'full_time',
  department: '営業部',
  ...over,
});

const deadline = () => tokyoDate(new Date(Date.now() + 7 * 86_400_000));

describe('[OPERATOR-COMPANY] an operator acts inside a company', () => {
  it('adds and edits a person of the company; each write records who did what, with the changed fields', async () => {
    const created = await call('POST', at(companyA, '/employees'), person('OP-1'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, id));
    expect(row?.company_id).toBe(companyA);

    const updated = await call(
      'PUT',
      at(companyA, `/employees/${id}`),
      person('OP-1', { department: '人事部' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.department).toBe('人事部');

    const [create] = await actionsOf(companyA, 'employee.create');
    expect(create).toMatchObject({
      target_type: 'employee',
      target_id: String(id),
      summary: '社員「運営 太郎」を登録しました',
    });
    expect(create?.system_admin_name).toMatch(/\S+ \S+/);
    const [update] = await actionsOf(companyA, 'employee.update');
    expect(update?.summary).toBe('社員「運営 太郎」の情報を変更しました');
    // Only what changed is kept.
    expect(update?.changes).toEqual({ department: { before: '営業部', after: '人事部' } });

    // The company's own admin sees the person the operator added.
    const seen = await call('GET', `/api/v1/employees/${id}`, undefined, companyAdmin);
    expect(seen.statusCode).toBe(200);
  });

  it('a refused write changes nothing and records nothing', async () => {
    const before = await actionsOf(companyA);
    const bad = await call('POST', at(companyA, '/employees'), person('OP-1'));
    expect(bad.statusCode).toBe(409);
    const invalid = await call('POST', at(companyA, '/employees'), { ...person('OP-9'), last_name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fieldErrors.last_name?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(await actionsOf(companyA)).toHaveLength(before.length);
  });

  it("issues a diagnosis link on the company's behalf: no company admin is its author, the operator is recorded", async () => {
    const created = await call('POST', at(companyA, '/employees'), person('OP-2'));
    const id = created.json().data.id as number;
    const res = await call('POST', at(companyA, '/upsert_url'), {
      diagnosis_type: 'employee',
      deadline: deadline(),
      employee_ids: [id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [link] = await ctx.database.db
      .select()
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.employee_id, id));
    expect(link).toMatchObject({ company_id: companyA, issued_by_company_admin_id: null });
    const [action] = await actionsOf(companyA, 'diagnosis_link.issue');
    expect(action?.summary).toContain('運営 太郎');

    // The person's link shows in the company's undiagnosed list and its diagnosis list.
    const undiagnosed = await call('GET', at(companyA, '/undiagnosis_list?status=issued&per=100'));
    expect(undiagnosed.statusCode, undiagnosed.body).toBe(200);
    expect(undiagnosed.json().data.items.map((i: { employee_id: number }) => i.employee_id)).toContain(id);
    const list = await call('GET', at(companyA, `/diagnosis_list?q=${encodeURIComponent('OP-2')}`));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
  });

  it('issues tickets and builds the organization chart for the company, each recorded', async () => {
    const tickets = await call('POST', at(companyA, '/issue_ticket'), {
      diagnosis_type: 'employee',
      quantity: 3,
      deadline: deadline(),
    });
    expect([200, 201]).toContain(tickets.statusCode);
    expect(await actionsOf(companyA, 'ticket_batch.issue')).toHaveLength(1);

    const unit = await call('POST', at(companyA, '/organization_charts'), { name: '運営が作った部' });
    expect(unit.statusCode, unit.body).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(organizationCharts)
      .where(eq(organizationCharts.id, unit.json().data.id));
    expect(row?.company_id).toBe(companyA);
    expect((await actionsOf(companyA, 'organization_chart.create'))[0]?.summary).toBe(
      '組織「運営が作った部」を追加しました',
    );
  });

  it('imports people by CSV rows all or nothing, recorded once', async () => {
    const rows = [person('OP-CSV-1'), person('OP-CSV-2', { last_name: '一括' })];
    const check = await call('POST', at(companyA, '/employees/import/validate'), { mode: 'add', rows });
    expect(check.statusCode, check.body).toBe(200);
    expect(await actionsOf(companyA, 'employee.import')).toHaveLength(0);
    const bad = await call('POST', at(companyA, '/employees/import'), {
      mode: 'add',
      rows: [...rows, person('OP-CSV-3', { employment_type: 'nope' })],
    });
    expect(bad.statusCode).toBe(400);
    const [{ n } = { n: -1 }] = await ctx.database.db
      .select({ n: count() })
      .from(employees)
      .where(eq(employees.employee_id, 'OP-CSV-1'));
    expect(n).toBe(0);
    const ok = await call('POST', at(companyA, '/employees/import'), { mode: 'add', rows });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ total: 2, created: 2 });
    expect((await actionsOf(companyA, 'employee.import'))[0]?.summary).toContain('新規 2名');
  });

  it("invites and edits a company admin on the company's behalf: the mail names the operations desk, both are recorded", async () => {
    const invited = await call('POST', at(companyA, '/company_admins/user'), {
      email: 'op-invited@example.test',
      last_name: '招待',
      first_name: '次郎',
      kana_last_name: 'ショウタイ',
      kana_first_name: 'ジロウ',
      role: 'worker',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().data.id as number;
    const [mail] = await ctx.database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to_address, 'op-invited@example.test'));
    expect(mail?.text_body).toContain('ミルメ運営事務局');

    const edited = await call('PATCH', at(companyA, `/company_admins/${id}`), {
      last_name: '招待',
      first_name: '次郎',
      kana_last_name: 'ショウタイ',
      kana_first_name: 'ジロウ',
      role: 'employee_admin',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [invite] = await actionsOf(companyA, 'company_admin.invite');
    expect(invite?.summary).toBe('管理者「招待 次郎」（op-invited@example.test）を招待しました');
    const [update] = await actionsOf(companyA, 'company_admin.update');
    expect(update?.changes).toEqual({ role: { before: 'worker', after: 'employee_admin' } });
  });

  it('finds whose person an /admin/employees/{id} page shows', async () => {
    const res = await call('GET', `/api/v1/admin/employees/${personOfB}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: personOfB, company_id: companyB, company_name: '株式会社アザー' });
  });
});

describe('[OPERATOR-COMPANY] tenant isolation', () => {
  it("company A's URLs never reach company B's person: read, edit, delete, results, links are 404 and B is untouched", async () => {
    const [before] = await ctx.database.db.select().from(employees).where(eq(employees.id, personOfB));
    const attempts = [
      call('GET', at(companyA, `/employees/${personOfB}`)),
      call('GET', at(companyA, `/employees/${personOfB}/edit`)),
      call('PUT', at(companyA, `/employees/${personOfB}`), person('B-001', { last_name: '改ざん' })),
      call('DELETE', at(companyA, `/employees/${personOfB}`)),
      call('GET', at(companyA, `/employees/${personOfB}/mirumevital_results`)),
      call('GET', at(companyA, `/employees/${personOfB}/mirumevital_trend`)),
      call('GET', at(companyA, `/employees/${personOfB}/issuance_history`)),
      call('POST', at(companyA, `/employees/${personOfB}/shindan_employee`), { deadline: deadline() }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);

    // Naming B's person in a call to company A's links is refused, and nothing is issued.
    const issue = await call('POST', at(companyA, '/upsert_url'), {
      diagnosis_type: 'employee',
      deadline: deadline(),
      employee_ids: [personOfB],
    });
    expect(issue.statusCode).toBeGreaterThanOrEqual(400);
    expect(issue.statusCode).toBeLessThan(500);
    const links = await ctx.database.db
      .select()
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.employee_id, personOfB));
    expect(links).toHaveLength(0);

    // Nor can B's person be put into A's organization chart.
    const unit = await call('POST', at(companyA, '/organization_charts'), { name: '隔離確認部' });
    const assign = await call('PUT', at(companyA, `/organization_charts/${unit.json().data.id}/employees`), {
      employee_ids: [personOfB],
    });
    expect(assign.statusCode).toBe(400);

    const [after] = await ctx.database.db.select().from(employees).where(eq(employees.id, personOfB));
    expect(after).toEqual(before);
    expect(await actionsOf(companyB)).toHaveLength(0);

    // A's list does not show B's people; B's own URL does.
    const listA = await call('GET', at(companyA, '/employees?q=B-001'));
    expect(listA.json().data.items).toHaveLength(0);
    const listB = await call('GET', at(companyB, '/employees?q=B-001'));
    expect(listB.json().data.items.map((i: { id: number }) => i.id)).toEqual([personOfB]);
  });

  it("company A's admin list and admin edit never reach company B's admins", async () => {
    const [adminOfB] = await ctx.database.db
      .select()
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.company_id, companyB));
    const get = await call('GET', at(companyA, `/company_admins/${adminOfB?.id}`));
    expect(get.statusCode).toBe(404);
    const patch = await call('PATCH', at(companyA, `/company_admins/${adminOfB?.id}`), {
      role: 'worker',
      last_name: '改ざん',
      first_name: '一郎',
      kana_last_name: 'カイザン',
      kana_first_name: 'イチロウ',
    });
    expect(patch.statusCode).toBe(404);
    const list = await call('GET', at(companyA, '/company_admins'));
    const ids = list.json().data.items.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(adminOfB?.id);
  });

  it('a missing or discarded company is 404; company users get 401; a write without the CSRF header is 403', async () => {
    expect((await call('GET', at(999_999, '/employees'))).statusCode).toBe(404);
    expect((await call('GET', at(0, '/employees'))).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/admin/companies/abc/employees')).statusCode).toBe(404);
    const gone = (await createOtherCompany(ctx.database)).company.id;
    await ctx.database.db
      .update(schema.companies)
      .set({ discarded_at: new Date() })
      .where(eq(schema.companies.id, gone));
    expect((await call('GET', at(gone, '/employees'))).statusCode).toBe(404);
    expect((await call('POST', at(gone, '/employees'), person('GONE-1'))).statusCode).toBe(404);

    expect((await call('GET', at(companyA, '/employees'), undefined, companyAdmin)).statusCode).toBe(401);
    const noCsrf = await call('POST', at(companyA, '/employees'), person('OP-CSRF'), {
      cookie: operator.cookie as string,
    });
    expect(noCsrf.statusCode).toBe(403);
    const [{ n } = { n: -1 }] = await ctx.database.db
      .select({ n: count() })
      .from(employees)
      .where(eq(employees.employee_id, 'OP-CSRF'));
    expect(n).toBe(0);
  });
});
