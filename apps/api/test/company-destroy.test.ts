/**
 * Physical destruction removes every row and stored file of a company. The tables are read from
 * the database catalogue (not a hand-written list), so a table added later is covered too: every
 * row that appeared while the company lived must be gone after its destruction.
 */
import { PassThrough, Readable } from 'node:stream';
import { type Database, insertStoredFile, schema } from '@mirume/db';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { createLink, createTicket } from './support/exam.ts';
import { mailedLink } from './support/outbox.ts';
import { createPerson, storeResult } from './support/results.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every base table of the public schema with its primary-key columns, from the catalogue. */
async function catalogue(database: Database) {
  const rows = await query<{ table_name: string; columns: string }>(
    database,
    sql`
    select c.relname as table_name,
           string_agg(a.attname, ',' order by a.attnum) as columns
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
     where i.indisprimary and n.nspname = 'public' and c.relkind = 'r'
     group by c.relname`,
  );
  const all = await query<{ table_name: string }>(
    database,
    sql`
    select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return { withKeys: rows, all: all.map((r) => r.table_name) };
}

/** The primary keys of every row of every table, as `table:key`. */
async function snapshot(database: Database) {
  const { withKeys } = await catalogue(database);
  const keys = new Set<string>();
  for (const { table_name, columns } of withKeys) {
    const cols = columns
      .split(',')
      .map((c) => `"${c}"::text`)
      .join(` || '|' || `);
    const res = await query<{ k: string }>(database, sql.raw(`select ${cols} as k from "${table_name}"`));
    for (const r of res) keys.add(`${table_name}:${r.k}`);
  }
  return keys;
}

const tablesOf = (keys: Iterable<string>) => new Set([...keys].map((k) => k.split(':')[0]));

describe('[ADMIN] physical destruction of a company', () => {
  let before: Set<string>;
  let companyId: number;
  let fileKey: string;
  let jobFileKey: string;
  const email = 'owner@destroy.mirume.test';

  beforeAll(async () => {
    before = await snapshot(ctx.database);
    const db = ctx.database.db;
    // The company signs up, confirms its address, is approved and used: people, links, tickets,
    // results, an org chart, stored files, a selection decision, read marks, sessions, mails,
    // third-party assessment results with a sheet and a sheet-reading job.
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins',
      payload: {
        company_name: '株式会社消去予定',
        daihyo_name: '消去 太郎',
        last_name: '消去',
        first_name: '花子',
        kana_last_name: 'ショウキョ',
        kana_first_name: 'ハナコ',
        email,
        tel: '0312345678',
        password: 'destroy-pass-1',
        password_confirmation: 'destroy-pass-1',
        agree_terms: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const { url: confirm } = await mailedLink(ctx.database, email);
    await ctx.app.inject({ method: 'GET', url: `${confirm.pathname}${confirm.search}` });
    const [company] = await db.select().from(schema.companies).where(sql`name = '株式会社消去予定'`);
    companyId = company!.id;
    const [admin] = await db.select().from(schema.companyAdmins).where(sql`email = ${email}`);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${companyId}/company_admins/${admin!.id}/approve`,
      headers: operator,
    });
    expect(approve.statusCode).toBe(200);
    await signInCompany(ctx.app, email, 'destroy-pass-1');

    const [chart] = await db
      .insert(schema.organizationCharts)
      .values({ company_id: companyId, name: '消去部' })
      .returning();
    const person = await createPerson(ctx.database, companyId, { organization_chart_id: chart!.id });
    const result = await storeResult(ctx.database, companyId, person);
    await db.insert(schema.selectionDecisions).values({
      company_id: companyId,
      employee_id: person,
      result_id: result.resultId,
      decision: 'employ',
      decided_by_company_admin_id: admin!.id,
      decided_by_name: '消去 花子',
    });
    await createLink(ctx.database, companyId);
    await createTicket(ctx.database, companyId);
    const [notice] = await db
      .insert(schema.shindanStatusNotifications)
      .values({
        company_id: companyId,
        employee_id: person,
        last_name: '結果',
        first_name: '花子',
        diagnosis_type: 'senkou',
        status: 'success',
      })
      .returning();
    await db
      .insert(schema.shindanStatusNotificationReads)
      .values({ notification_id: notice!.id, company_admin_id: admin!.id });
    fileKey = `companies/${companyId}/assessment_sheet/2026/01/destroy-test`;
    await ctx.app.files.put(fileKey, Readable.from([Buffer.from('%PDF-1.4 test')]), new PassThrough());
    await insertStoredFile(db, {
      key: fileKey,
      company_id: companyId,
      purpose: 'assessment_sheet',
      original_file_name: 'テスト.pdf',
      content_type: 'application/pdf',
      created_by_kind: 'company_admin',
      created_by_id: admin!.id,
      status: 'uploaded',
      size_bytes: 13,
      uploaded_at: new Date(),
    });
    // Third-party assessment results, one with its sheet, and a sheet-reading job with its upload.
    const [sheet] = await db.select().from(schema.storedFiles).where(sql`key = ${fileKey}`);
    const [hci] = await db
      .insert(schema.hciResults)
      .values({
        company_id: companyId,
        employee_id: person,
        taken_on: '2025-12-01',
        provider: 'HCI-AS',
        scores: { total_score: 70 },
        result: 'passed',
        sheet_file_id: sheet!.id,
      })
      .returning();
    await db
      .update(schema.storedFiles)
      .set({ status: 'attached', record_type: 'hci', record_id: hci!.id, attached_at: new Date() })
      .where(sql`id = ${sheet!.id}`);
    for (const table of [schema.emergeneticResults, schema.energizerResults]) {
      await db.insert(table).values({
        company_id: companyId,
        employee_id: person,
        taken_on: '2025-12-01',
        provider: '外部',
        scores: {},
      });
    }
    jobFileKey = `companies/${companyId}/assessment_sheet/2026/01/destroy-job`;
    await ctx.app.files.put(jobFileKey, Readable.from([Buffer.from('%PDF-1.4 job')]), new PassThrough());
    const jobFile = await insertStoredFile(db, {
      key: jobFileKey,
      company_id: companyId,
      purpose: 'assessment_sheet',
      original_file_name: '読み取り.pdf',
      content_type: 'application/pdf',
      created_by_kind: 'company_admin',
      created_by_id: admin!.id,
      status: 'uploaded',
      size_bytes: 12,
      uploaded_at: new Date(),
    });
    await db.insert(schema.assessmentOcrJobs).values({
      company_id: companyId,
      employee_id: person,
      instrument: 'hci',
      sheet_file_id: jobFile.id,
      created_by_kind: 'company_admin',
      created_by_id: admin!.id,
    });
  });

  it('refuses a live company and a wrong name, then removes every row and file of a discarded one', async () => {
    const destroy = (company_name: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/companies/${companyId}/destroy_physical`,
        headers: operator,
        payload: { company_name },
      });
    const live = await destroy('株式会社消去予定');
    expect(live.statusCode).toBe(409);
    expect(live.json().error.message).toBe('完全に削除できるのは、削除済みの企業だけです。');

    const lived = await snapshot(ctx.database);
    const added = [...lived].filter((k) => !before.has(k));
    // The company really reached these tables (the proof below is not vacuous).
    expect([...tablesOf(added)]).toEqual(
      expect.arrayContaining([
        'companies',
        'company_admins',
        'company_status_changes',
        'auth_tokens',
        'account_tokens',
        'mail_outbox',
        'operator_actions',
        'operator_notifications',
        'organization_charts',
        'employees',
        'diagnosis_links',
        'diagnosis_sessions',
        'diagnosis_session_blocks',
        'mirumevital_results',
        'selection_decisions',
        'ticket_batches',
        'ticket_codes',
        'shindan_status_notifications',
        'shindan_status_notification_reads',
        'stored_files',
        'hci_results',
        'emergenetic_results',
        'energizer_results',
        'assessment_ocr_jobs',
      ]),
    );

    const discard = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/companies/${companyId}`,
      headers: operator,
    });
    expect(discard.statusCode).toBe(200);
    const wrong = await destroy('株式会社消去');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fieldErrors.company_name[0]).toContain('一致しません');
    expect(await ctx.app.files.head(fileKey)).not.toBeNull();

    const done = await destroy('株式会社消去予定');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ id: companyId, name: '株式会社消去予定', files_removed: 2 });

    const after = await snapshot(ctx.database);
    const left = [...after].filter((k) => !before.has(k));
    // What may remain: the record of the destruction itself (no company id, no personal data).
    const [record] = await query<{ id: number; company_id: number | null; action: string }>(
      ctx.database,
      sql`select id, company_id, action from operator_actions order by id desc limit 1`,
    );
    expect(record).toMatchObject({ company_id: null, action: 'company.destroy' });
    expect(left).toEqual([`operator_actions:${record!.id}`]);
    expect(await ctx.app.files.head(fileKey)).toBeNull();
    expect(await ctx.app.files.head(jobFileKey)).toBeNull();

    // Every table of the catalogue has a primary key, so the snapshot saw all of them.
    const { withKeys, all } = await catalogue(ctx.database);
    expect(withKeys.map((t) => t.table_name).sort()).toEqual([...all].sort());
    expect(all.length).toBeGreaterThan(25);
  });

  it('answers 404 for a destroyed company everywhere', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/companies/${companyId}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(404);
    const restore = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/company/restore/${companyId}`,
      headers: operator,
    });
    expect(restore.statusCode).toBe(404);
  });
});
