/**
 * Custom assessments (marcopolo) run by an operator inside one company (decisions 0028 and 0031):
 * the company calls under /api/v1/admin/companies/{id}/…. Every write (settings save, settings
 * CSV, results import, deleting a result) records one operator action in its own transaction; the
 * import's check records nothing; another company's result through this company's URL is 404 and
 * records nothing; company users cannot call the mirrors.
 */
import { schema } from '@mirume/db';
import { CUSTOM_SETTINGS_CSV_HEADERS, type TCustomAssessment } from '@mirume/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { createPerson } from './support/results.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const { customAssessmentResults, customAssessments, employees, operatorActions } = schema;

const ctx = useWorld();
const operator: Record<string, string> = signedInOperator(ctx);
const companyAdmin: Record<string, string> = signedIn(ctx, DEMO.admin);

let companyA: number;
let companyB: number;
let resultOfB: { employeeId: number; resultId: number };
beforeAll(async () => {
  companyA = ctx.companyId;
  companyB = (await createOtherCompany(ctx.database)).company.id;
  const employeeId = await createPerson(ctx.database, companyB, {
    employee_id: 'MP-B-001',
    last_name: '他社',
    first_name: '花子',
    kana_last_name: 'タシャ',
    kana_first_name: 'ハナコ',
    email: null,
    employment_type: 'full_time',
    department: null,
  });
  const [assessment] = await ctx.database.db
    .insert(customAssessments)
    .values({ company_id: companyB, name: '他社の面接', kind: 'text' })
    .returning({ id: customAssessments.id });
  const [result] = await ctx.database.db
    .insert(customAssessmentResults)
    .values({
      company_id: companyB,
      employee_id: employeeId,
      assessment_id: assessment?.id as number,
      assessed_on: '2026-01-05',
      value_text: '良好',
      source: '他社.csv',
    })
    .returning({ id: customAssessmentResults.id });
  resultOfB = { employeeId, resultId: result?.id as number };
});

const at = (company: number, path: string) => `/api/v1/admin/companies/${company}${path}`;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = operator,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const SETTINGS = '/marcopolo_custom_assessment_settings';

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

const asInput = (a: TCustomAssessment) => {
  const { result_count: _, position: __, ...input } = a;
  return input;
};

describe('[MARCOPOLO-OPERATOR] an operator keeps a company’s custom assessments', () => {
  it('[MARCOPOLO-OPERATOR] saves the settings: the company admin sees the change, the operator action names it', async () => {
    const read = await call('GET', at(companyA, SETTINGS));
    expect(read.statusCode, read.body).toBe(200);
    const before = read.json().data as TCustomAssessment[];
    const res = await call('PATCH', at(companyA, `${SETTINGS}/handle`), {
      assessments: [...before.map(asInput), { name: '運営が追加した評価', kind: 'text', list_column: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await call('GET', `/api/v1${SETTINGS}`, undefined, companyAdmin);
    expect((seen.json().data as TCustomAssessment[]).map((a) => a.name)).toContain('運営が追加した評価');

    const [action] = await actionsOf(companyA, 'custom_assessment.update');
    expect(action).toMatchObject({
      target_type: 'custom_assessment',
      summary: 'カスタムアセスメント設定を保存しました',
    });
    expect(JSON.stringify(action?.changes)).toContain('運営が追加した評価');
  });

  it('[MARCOPOLO-OPERATOR] a refused settings save (results exist) records nothing', async () => {
    const before = await actionsOf(companyA);
    const refused = await call('PATCH', at(companyA, `${SETTINGS}/handle`), { assessments: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/結果が[\d,]+件登録されているため削除できません/);
    expect(await actionsOf(companyA)).toHaveLength(before.length);
  });

  it('[MARCOPOLO-OPERATOR] imports the settings CSV, recorded with the count', async () => {
    const res = await call('POST', at(companyA, `${SETTINGS}/csv_import`), {
      records: [
        [...CUSTOM_SETTINGS_CSV_HEADERS],
        ['運営のCSV評価', '自由記述', '', '', '', '', '', 'しない', 'する'],
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [action] = await actionsOf(companyA, 'custom_assessment.import');
    expect(action?.summary).toBe('カスタムアセスメント設定をCSVで取り込みました（1件）');
  });

  it('[MARCOPOLO-OPERATOR] checks then imports results: the check records nothing, the import one action', async () => {
    const [person] = await ctx.database.db
      .select({ number: employees.employee_id })
      .from(employees)
      .where(eq(employees.company_id, companyA))
      .limit(1);
    const body = {
      mode: 'replace',
      file_name: '運営取込.csv',
      header: ['社員番号', '実施日', '面接評価'],
      rows: [[person?.number ?? '', '2026-02-03', '4.5']],
    };
    const before = await actionsOf(companyA);
    const checked = await call('POST', at(companyA, '/marcopolo/validate'), body);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await actionsOf(companyA)).toHaveLength(before.length);

    const imported = await call('POST', at(companyA, '/marcopolo'), body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ rows: 1, created: 1, replaced: 0 });
    const [action] = await actionsOf(companyA, 'custom_result.import');
    expect(action).toMatchObject({
      target_type: 'custom_assessment_result',
      summary: 'カスタムアセスメント結果をCSVで取り込みました（新規 1件・置換 0件）',
    });
    const [stored] = await ctx.database.db
      .select({ source: customAssessmentResults.source })
      .from(customAssessmentResults)
      .where(
        and(
          eq(customAssessmentResults.company_id, companyA),
          eq(customAssessmentResults.assessed_on, '2026-02-03'),
        ),
      );
    expect(stored?.source).toBe('運営取込.csv');
  });

  it('[MARCOPOLO-OPERATOR] deletes a result of the company; another company’s result through this URL is 404', async () => {
    const [row] = await ctx.database.db
      .select({ id: customAssessmentResults.id, employeeId: customAssessmentResults.employee_id })
      .from(customAssessmentResults)
      .where(eq(customAssessmentResults.company_id, companyA))
      .limit(1);
    const list = await call('GET', at(companyA, `/employees/${row?.employeeId}/marcopolo`));
    expect(list.statusCode).toBe(200);
    const deleted = await call('DELETE', at(companyA, `/employees/${row?.employeeId}/marcopolos/${row?.id}`));
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [action] = await actionsOf(companyA, 'custom_result.delete');
    expect(action).toMatchObject({ target_id: String(row?.id) });
    expect(action?.summary).toMatch(/^社員「\S+ \S+」のカスタムアセスメント結果を1件削除しました$/);

    const before = await actionsOf(companyA);
    const { employeeId, resultId } = resultOfB;
    const foreign = await call('DELETE', at(companyA, `/employees/${employeeId}/marcopolos/${resultId}`));
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', at(companyA, `/employees/${employeeId}/marcopolo`))).statusCode).toBe(404);
    expect(await actionsOf(companyA)).toHaveLength(before.length);
    const [still] = await ctx.database.db
      .select()
      .from(customAssessmentResults)
      .where(eq(customAssessmentResults.id, resultId));
    expect(still?.value_text).toBe('良好');
    // Through its own company's URL the operator reaches it.
    expect((await call('GET', at(companyB, `/employees/${employeeId}/marcopolo`))).statusCode).toBe(200);
  });

  it('[MARCOPOLO-OPERATOR] company users cannot call the operator mirrors', async () => {
    const res = await call('GET', at(companyA, SETTINGS), undefined, companyAdmin);
    expect(res.statusCode).toBe(401);
  });
});
