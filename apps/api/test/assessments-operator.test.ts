/**
 * An operator enters and fixes a company's third-party assessment results through the mirrors
 * under /api/v1/admin/companies/{id}/employees/… (decision 0028): the same calls, multipart with
 * a sheet included, each write recorded in operator_actions with what changed; another company's
 * person through this company's URL answers 404; company users cannot reach the mirrors.
 */
import { schema } from '@mirume/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { assessedPerson, assessmentForm, inputOf, scoresOf } from './support/assessments.ts';
import { fileOf } from './support/files.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);
const admin = signedIn(ctx, DEMO.admin);
const { operatorActions } = schema;

const at = (companyId: number, path: string) => `/api/v1/admin/companies/${companyId}${path}`;
const actionsOf = (companyId: number, action: string) =>
  ctx.database.db
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.company_id, companyId), eq(operatorActions.action, action)))
    .orderBy(operatorActions.id);

let person: number;
let otherCompany: number;
let otherPerson: number;
beforeAll(async () => {
  person = await assessedPerson(ctx.database, ctx.companyId);
  otherCompany = (await createOtherCompany(ctx.database)).company.id;
  otherPerson = await assessedPerson(ctx.database, otherCompany);
});

describe('[ASSESSMENTS] operator mirrors', () => {
  it('creates with a sheet, updates, checks and deletes; every write is an operator action', async () => {
    const form = assessmentForm(inputOf('hci', '2025-10-01'), {
      name: 'HCI結果.pdf',
      type: 'application/pdf',
      bytes: fileOf('pdf', 800),
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: at(ctx.companyId, `/employees/${person}/hcis`),
      headers: { ...operator, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record.updated_by_name).toBe('運営 太郎');
    expect(record.sheet.file_name).toBe('HCI結果.pdf');
    const [file] = await ctx.database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, record.sheet.file_id));
    expect(file).toMatchObject({
      created_by_kind: 'system_admin',
      company_id: ctx.companyId,
      status: 'attached',
    });
    const [create] = await actionsOf(ctx.companyId, 'hci.create');
    expect(create).toMatchObject({ target_type: 'hci_result', target_id: String(record.id) });
    expect(create?.summary).toContain('HCI-ASの結果（受検日 2025-10-01）を登録しました');

    // The company sees the same record.
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${person}/hcis/${record.id}`,
      headers: admin,
    });
    expect(seen.json().data.id).toBe(record.id);

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: at(ctx.companyId, `/employees/${person}/hcis/${record.id}`),
      headers: operator,
      payload: inputOf('hci', '2025-10-01', { scores: scoresOf('hci', 2), result: 'failed' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [update] = await actionsOf(ctx.companyId, 'hci.update');
    expect(update?.changes).toMatchObject({
      result: { before: 'passed', after: 'failed' },
      scores: { before: scoresOf('hci'), after: scoresOf('hci', 2) },
    });

    const checked = await ctx.app.inject({
      method: 'PATCH',
      url: at(ctx.companyId, `/employees/${person}/hcis/${record.id}/check_state`),
      headers: operator,
      payload: { check_state: 'checked' },
    });
    expect(checked.statusCode).toBe(200);
    expect(await actionsOf(ctx.companyId, 'hci.check_state')).toHaveLength(1);

    const sheet = await ctx.app.inject({
      method: 'GET',
      url: at(ctx.companyId, `/employees/${person}/hcis/${record.id}/sheet`),
      headers: operator,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.length).toBe(800);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: at(ctx.companyId, `/employees/${person}/hcis/${record.id}`),
      headers: operator,
    });
    expect(deleted.statusCode).toBe(204);
    const [del] = await actionsOf(ctx.companyId, 'hci.delete');
    expect(del?.summary).toContain('削除しました');
  });

  it('records the writes of every instrument and refuses a refused write without an action', async () => {
    for (const [plural, instrument] of [
      ['emergenetics', 'emergenetic'],
      ['energizers', 'energizer'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: at(ctx.companyId, `/employees/${person}/${plural}`),
        headers: operator,
        payload: inputOf(instrument, '2025-10-02'),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await actionsOf(ctx.companyId, `${instrument}.create`)).toHaveLength(1);
      const dup = await ctx.app.inject({
        method: 'POST',
        url: at(ctx.companyId, `/employees/${person}/${plural}`),
        headers: operator,
        payload: inputOf(instrument, '2025-10-02'),
      });
      expect(dup.statusCode).toBe(409);
      expect(await actionsOf(ctx.companyId, `${instrument}.create`)).toHaveLength(1);
    }
  });

  it("answers 404 for another company's person through this company's URL, and 401 to company users", async () => {
    const cross = await ctx.app.inject({
      method: 'POST',
      url: at(ctx.companyId, `/employees/${otherPerson}/hcis`),
      headers: operator,
      payload: inputOf('hci', '2025-10-03'),
    });
    expect(cross.statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: at(ctx.companyId, `/employees/${otherPerson}/energizers`),
      headers: operator,
    });
    expect(list.statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'GET',
      url: at(otherCompany, `/employees/${otherPerson}/energizers`),
      headers: operator,
    });
    expect(own.statusCode).toBe(200);
    const company = await ctx.app.inject({
      method: 'GET',
      url: at(ctx.companyId, `/employees/${person}/hcis`),
      headers: admin,
    });
    expect(company.statusCode).toBe(401);
  });
});
