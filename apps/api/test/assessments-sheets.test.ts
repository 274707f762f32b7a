/**
 * The original result sheet of an assessment result: multipart create and update with the file
 * (stored, attached, downloaded byte for byte with its type and Japanese name), with
 * `sheet_file_id` naming a sheet a reading job stored, the refusals (415 wrong type, 413 too
 * large, 400 for a sheet of another company or already used) keeping nothing, and the sheet
 * going with its result (replaced, removed, result deleted, person deleted).
 */

import { PassThrough, Readable } from 'node:stream';
import { insertStoredFile, schema } from '@mirume/db';
import { FILE_MESSAGES, FILE_PURPOSES } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../src/services/files/uploads.ts';
import { DEMO, signInCompany } from './support/app.ts';
import { assessedPerson, assessmentForm, inputOf, recordsUrl } from './support/assessments.ts';
import { fileOf } from './support/files.ts';
import { companyAdminRow, createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);

type Form = ReturnType<typeof assessmentForm>;
const send = (method: 'POST' | 'PATCH', url: string, form: Form, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });

const fileRow = async (id: number) =>
  (await ctx.database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, id)))[0];
const countFiles = async () =>
  (await ctx.database.db.select({ id: schema.storedFiles.id }).from(schema.storedFiles)).length;

/** A sheet stored the way a reading job stores it: uploaded, not attached. */
async function storedSheet(companyId: number, bytes: Buffer, name = '読み取り済み.pdf') {
  const key = newFileKey(companyId, 'assessment_sheet');
  await ctx.app.files.put(key, Readable.from([bytes]), new PassThrough());
  const admin = await companyAdminRow(ctx.database, DEMO.admin);
  return insertStoredFile(ctx.database.db, {
    key,
    company_id: companyId,
    purpose: 'assessment_sheet',
    original_file_name: name,
    content_type: 'application/pdf',
    created_by_kind: 'company_admin',
    created_by_id: admin!.id,
    status: 'uploaded',
    size_bytes: bytes.length,
    uploaded_at: new Date(),
  });
}

let person: number;
beforeAll(async () => {
  person = await assessedPerson(ctx.database, ctx.companyId);
});

describe('[ASSESSMENTS] multipart create and update with the sheet', () => {
  it('stores the sheet with the result and downloads the same bytes with its type and Japanese name', async () => {
    const bytes = fileOf('pdf', 40_000);
    bytes.write('unique-sheet-bytes', 30_000);
    const res = await send(
      'POST',
      recordsUrl('emergenetic', person),
      assessmentForm(
        inputOf('emergenetic', '2025-03-03'),
        { name: 'エマジェネ結果 山田.pdf', type: 'application/pdf', bytes },
        { jsonPart: true },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json().data;
    expect(record.sheet).toMatchObject({
      file_name: 'エマジェネ結果 山田.pdf',
      content_type: 'application/pdf',
      size_bytes: 40_000,
    });
    expect(await fileRow(record.sheet.file_id)).toMatchObject({
      status: 'attached',
      record_type: 'emergenetic',
      record_id: record.id,
      purpose: 'assessment_sheet',
      company_id: ctx.companyId,
    });

    const download = await ctx.app.inject({
      method: 'GET',
      url: recordsUrl('emergenetic', person, record.id, '/sheet'),
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_______ __.pdf"; filename*=UTF-8''${encodeURIComponent('エマジェネ結果 山田.pdf')}`,
    );
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);

    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: recordsUrl('emergenetic', person, record.id, '/sheet'),
      headers: otherAdmin,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 404 for the sheet of a result without one', async () => {
    const res = await send('POST', recordsUrl('hci', person), assessmentForm(inputOf('hci', '2025-03-04')));
    expect(res.statusCode, res.body).toBe(201);
    const sheet = await ctx.app.inject({
      method: 'GET',
      url: recordsUrl('hci', person, res.json().data.id, '/sheet'),
      headers: admin,
    });
    expect(sheet.statusCode).toBe(404);
    expect(sheet.json().error.message).toBe('結果シートが添付されていません');
  });

  it('answers 415 for a wrong type and 413 for a too large sheet, keeping nothing', async () => {
    const before = await countFiles();
    const renamed = await send(
      'POST',
      recordsUrl('hci', person),
      assessmentForm(inputOf('hci', '2025-03-05'), {
        name: 'sheet.pdf',
        type: 'application/pdf',
        bytes: fileOf('png', 500),
      }),
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe(
      FILE_MESSAGES.unsupportedType(FILE_PURPOSES.assessment_sheet.types),
    );
    const gif = await send(
      'POST',
      recordsUrl('hci', person),
      assessmentForm(inputOf('hci', '2025-03-05'), {
        name: 'sheet.gif',
        type: 'image/gif',
        bytes: Buffer.from('GIF89a....'),
      }),
    );
    expect(gif.statusCode).toBe(415);
    const big = await send(
      'POST',
      recordsUrl('hci', person),
      assessmentForm(inputOf('hci', '2025-03-05'), {
        name: 'big.png',
        type: 'image/png',
        bytes: fileOf('png', FILE_PURPOSES.assessment_sheet.maxBytes + 1),
      }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('ファイルサイズが上限（20MB）を超えています。');
    expect(await countFiles()).toBe(before);
    const dates = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${person}/hci_latest_shindan_dates`,
      headers: admin,
    });
    expect(dates.json().data.dates).not.toContain('2025-03-05');
  });

  it('removes the received sheet again when the values are refused (400, 409) or data is broken', async () => {
    const before = await countFiles();
    const sheet = { name: 'scan.jpg', type: 'image/jpeg', bytes: fileOf('jpeg', 2000) };
    const invalid = await send(
      'POST',
      recordsUrl('energizer', person),
      assessmentForm({ ...inputOf('energizer', '2025-03-06'), scores: {} }, sheet),
    );
    expect(invalid.statusCode).toBe(400);
    await send('POST', recordsUrl('energizer', person), assessmentForm(inputOf('energizer', '2025-03-07')));
    const dup = await send(
      'POST',
      recordsUrl('energizer', person),
      assessmentForm(inputOf('energizer', '2025-03-07'), sheet),
    );
    expect(dup.statusCode).toBe(409);
    const broken = await send(
      'POST',
      recordsUrl('energizer', person),
      assessmentForm(null, sheet, { raw: '{"taken_on": ' }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.details.fieldErrors.data).toEqual([
      '入力内容（data）の形式が正しくありません',
    ]);
    const nul = await send(
      'POST',
      recordsUrl('energizer', person),
      assessmentForm({ ...inputOf('energizer', '2025-03-08'), remark: 'a\u0000b' }, sheet),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details.fieldErrors.remark).toEqual(['使用できない文字が含まれています']);
    expect(await countFiles()).toBe(before + 0);
  });

  it('attaches a sheet a reading job stored (sheet_file_id), once, and only of the same company', async () => {
    const bytes = fileOf('pdf', 1234);
    const stored = await storedSheet(ctx.companyId, bytes);
    const res = await send(
      'POST',
      recordsUrl('hci', person),
      assessmentForm(inputOf('hci', '2025-03-09', { sheet_file_id: stored.id, entry_method: 'ocr' })),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      entry_method: 'ocr',
      sheet: { file_id: stored.id, file_name: '読み取り済み.pdf' },
    });
    expect(await fileRow(stored.id)).toMatchObject({
      status: 'attached',
      record_type: 'hci',
      record_id: res.json().data.id,
    });
    const download = await ctx.app.inject({
      method: 'GET',
      url: recordsUrl('hci', person, res.json().data.id, '/sheet'),
      headers: admin,
    });
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);

    // Already attached: refused.
    const again = await ctx.app.inject({
      method: 'POST',
      url: recordsUrl('hci', person),
      headers: admin,
      payload: inputOf('hci', '2025-03-10', { sheet_file_id: stored.id }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fieldErrors.sheet_file_id).toEqual([
      '結果シートが見つかりません。もう一度アップロードしてください',
    ]);

    const other = await createOtherCompany(ctx.database);
    const theirs = await storedSheet(other.company.id, bytes);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: recordsUrl('hci', person),
      headers: admin,
      payload: inputOf('hci', '2025-03-10', { sheet_file_id: theirs.id }),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await fileRow(theirs.id))?.status).toBe('uploaded');

    // Both a file and sheet_file_id: one or the other.
    const mine = await storedSheet(ctx.companyId, bytes);
    const both = await send(
      'POST',
      recordsUrl('hci', person),
      assessmentForm(inputOf('hci', '2025-03-11', { sheet_file_id: mine.id }), {
        name: 'a.pdf',
        type: 'application/pdf',
        bytes,
      }),
    );
    expect(both.statusCode).toBe(400);
    expect((await fileRow(mine.id))?.status).toBe('uploaded');
  });

  it('replaces, keeps and removes the sheet on update, and removes it with the result', async () => {
    const first = fileOf('png', 900);
    const created = await send(
      'POST',
      recordsUrl('energizer', person),
      assessmentForm(inputOf('energizer', '2025-02-01'), {
        name: '一枚目.png',
        type: 'image/png',
        bytes: first,
      }),
    );
    const record = created.json().data;
    const oldFile = await fileRow(record.sheet.file_id);
    const url = recordsUrl('energizer', person, record.id);

    // Sending the sheet it already has keeps it.
    const kept = await send(
      'PATCH',
      url,
      assessmentForm(inputOf('energizer', '2025-02-01', { sheet_file_id: record.sheet.file_id })),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.sheet.file_id).toBe(record.sheet.file_id);
    // Without a sheet and without remove_sheet, the sheet stays.
    const plain = await send('PATCH', url, assessmentForm(inputOf('energizer', '2025-02-01')));
    expect(plain.json().data.sheet.file_id).toBe(record.sheet.file_id);

    const second = fileOf('jpeg', 700);
    const replaced = await send(
      'PATCH',
      url,
      assessmentForm(inputOf('energizer', '2025-02-01'), {
        name: '二枚目.jpg',
        type: 'image/jpeg',
        bytes: second,
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newSheet = replaced.json().data.sheet;
    expect(newSheet).toMatchObject({ file_name: '二枚目.jpg', content_type: 'image/jpeg' });
    expect(await fileRow(oldFile!.id)).toBeUndefined();
    expect(await ctx.app.files.head(oldFile!.key)).toBeNull();

    const removed = await send(
      'PATCH',
      url,
      assessmentForm(inputOf('energizer', '2025-02-01', { remove_sheet: true })),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.sheet).toBeNull();
    const secondRow = await ctx.database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, newSheet.file_id));
    expect(secondRow).toEqual([]);

    const third = await send(
      'PATCH',
      url,
      assessmentForm(inputOf('energizer', '2025-02-01'), {
        name: '三枚目.pdf',
        type: 'application/pdf',
        bytes: fileOf('pdf', 300),
      }),
    );
    const thirdFile = await fileRow(third.json().data.sheet.file_id);
    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect(await fileRow(thirdFile!.id)).toBeUndefined();
    expect(await ctx.app.files.head(thirdFile!.key)).toBeNull();
  });

  it('removes the sheets of every result with the person', async () => {
    const p = await assessedPerson(ctx.database, ctx.companyId);
    const keys: string[] = [];
    for (const instrument of ['hci', 'emergenetic', 'energizer'] as const) {
      const res = await send(
        'POST',
        recordsUrl(instrument, p),
        assessmentForm(inputOf(instrument, '2025-01-15'), {
          name: `${instrument}.pdf`,
          type: 'application/pdf',
          bytes: fileOf('pdf', 500),
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      keys.push((await fileRow(res.json().data.sheet.file_id))!.key);
    }
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/employees/${p}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) {
      expect(await ctx.app.files.head(key)).toBeNull();
      expect(
        await ctx.database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.key, key)),
      ).toEqual([]);
    }
    for (const table of [schema.hciResults, schema.emergeneticResults, schema.energizerResults]) {
      expect(await ctx.database.db.select().from(table).where(eq(table.employee_id, p))).toEqual([]);
    }
  });
});
