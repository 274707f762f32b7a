/**
 * File storage with the local driver (decision 0018): an upload URL, the signed PUT, attaching to
 * a person and the signed download, end to end through HTTP; refused signatures, sizes and types
 * keep nothing; another company's key is not found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { schema } from '@mirume/db';
import { FILE_MESSAGES, FILE_PURPOSES } from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { anEmployeeId, fileOf, presign, storedFileRow } from './support/files.ts';
import { must } from './support/must.ts';
import { createOtherCompany, signedIn, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
const operator: Record<string, string> = signedInOperator(ctx);
let other: Record<string, string>;
let employeeId: number;

beforeAll(async () => {
  const company = await createOtherCompany(ctx.database);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/company_admins/sign_in',
    payload: { email: company.email, password: 'mirume-demo' },
  });
  other = {
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
  };
  employeeId = await anEmployeeId(ctx.database, ctx.companyId);
});

/** A second person of the demo company. */
async function anotherEmployeeId(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(schema.employees)
    .values({
      company_id: ctx.companyId,
      employee_id: `F2-${Date.now()}`,
      last_name: '別',
      first_name: '花子',
      kana_last_name: 'ベツ',
      kana_first_name: 'ハナコ',
      employment_type: 'full_time',
    })
    .returning({ id: schema.employees.id });
  return must(row).id;
}

const sheet = (size: number, file_name = '診断シート 山田.pdf') => ({
  purpose: 'assessment_sheet',
  file_name,
  content_type: 'application/pdf',
  size,
});

const put = (url: string, payload: Buffer, contentType = 'application/pdf') =>
  ctx.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });

const attach = (key: string, headers = admin) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/file_attached/update_obj',
    headers,
    payload: { key, record_type: 'employee', record_id: employeeId },
  });

describe('[FILES] local storage round trip', () => {
  it('issues a URL, takes the PUT, attaches to a person and downloads with a Japanese file name', async () => {
    const bytes = fileOf('pdf', 50_000);
    const upload = await presign(ctx.app, admin, sheet(bytes.length));
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(upload.key).toMatch(
      new RegExp(`^companies/${ctx.companyId}/assessment_sheet/\\d{4}/\\d{2}/[0-9a-f-]{36}$`),
    );
    expect(new Date(upload.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await storedFileRow(ctx.database, upload.key))?.status).toBe('pending');

    const stored = await put(upload.url, bytes);
    expect(stored.statusCode, stored.body).toBe(200);
    const row = await storedFileRow(ctx.database, upload.key);
    expect(row).toMatchObject({ status: 'uploaded', size_bytes: bytes.length, company_id: ctx.companyId });

    const attached = await attach(upload.key);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({
      status: 'attached',
      record_type: 'employee',
      record_id: employeeId,
    });
    // Saving the same form again is fine; moving the file to another person is not.
    expect((await attach(upload.key)).statusCode).toBe(200);
    const elsewhere = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/file_attached/update_obj',
      headers: admin,
      payload: { key: upload.key, record_type: 'employee', record_id: await anotherEmployeeId() },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toBe(FILE_MESSAGES.alreadyAttached);

    const redirect = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/file_attached/download?key=${encodeURIComponent(upload.key)}`,
      headers: admin,
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('no-store');
    const file = await ctx.app.inject({ method: 'GET', url: String(redirect.headers.location) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_____ __.pdf"; filename*=UTF-8''${encodeURIComponent('診断シート 山田.pdf')}`,
    );

    // The operator reaches every company's files.
    const asOperator = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/file_attached/download?key=${encodeURIComponent(upload.key)}`,
      headers: operator,
    });
    expect(asOperator.statusCode).toBe(302);

    // Attached: only its record can take it away.
    const remove = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/file_attached/remove_file',
      headers: admin,
      payload: { key: upload.key },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toBe(FILE_MESSAGES.attachedCannotRemove);
  });

  it('removes a file that is not attached, object and row', async () => {
    const upload = await presign(ctx.app, admin, sheet(1000));
    expect((await put(upload.url, fileOf('pdf', 1000))).statusCode).toBe(200);
    expect(await ctx.app.files.head(upload.key)).toEqual({ size: 1000 });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/file_attached/remove_file',
      headers: admin,
      payload: { key: upload.key },
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.files.head(upload.key)).toBeNull();
    expect(await storedFileRow(ctx.database, upload.key)).toBeUndefined();
  });

  it('keeps service-wide files to operators (presigned_url_common)', async () => {
    const upload = await presign(
      ctx.app,
      operator,
      {
        purpose: 'notification_attachment',
        file_name: 'お知らせ.pdf',
        content_type: 'application/pdf',
        size: 10,
      },
      '/api/v1/admin/file_attached/presigned_url_common',
    );
    expect(upload.key).toMatch(/^system\/notification_attachment\//);
    expect((await storedFileRow(ctx.database, upload.key))?.company_id).toBeNull();
    const asCompany = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/file_attached/presigned_url',
      headers: admin,
      payload: {
        purpose: 'notification_attachment',
        file_name: 'a.pdf',
        content_type: 'application/pdf',
        size: 10,
      },
    });
    expect(asCompany.statusCode).toBe(400);
    expect(asCompany.json().error.details.fieldErrors.purpose).toEqual(['無効な選択肢です']);
  });

  it('answers bad input with Japanese field errors', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/file_attached/presigned_url',
      headers: admin,
      payload: { purpose: 'x', file_name: '', content_type: 'application/pdf', size: 'a' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fieldErrors).sort()).toEqual([
      'file_name',
      'purpose',
      'size',
    ]);
    const badKey = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/file_attached/update_obj',
      headers: admin,
      payload: { key: '../../etc/passwd', record_type: 'invoice', record_id: 0 },
    });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().error.details.fieldErrors).sort()).toEqual([
      'key',
      'record_id',
      'record_type',
    ]);
  });
});

describe('[FILES] refused uploads keep nothing', () => {
  it('refuses a tampered or expired signature with 403 and a Japanese message', async () => {
    const upload = await presign(ctx.app, admin, sheet(100));
    const tampered = upload.url.replace(/s=[^&]+/, 's=AAAA');
    const res = await put(tampered, fileOf('pdf', 100));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'このURLは有効期限が切れているか、正しくありません。もう一度操作してください。',
    );
    const bigger = await put(upload.url.replace(/m=\d+/, 'm=999999999'), fileOf('pdf', 100));
    expect(bigger.statusCode).toBe(403);

    const expired = await ctx.app.files.presignUpload(upload.key, 'application/pdf', 1000, -1);
    const late = await put(expired.url, fileOf('pdf', 100));
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(FILE_MESSAGES.badSignature);
    expect(await ctx.app.files.head(upload.key)).toBeNull();

    const download = await ctx.app.files.presignDownload(upload.key, 'a.pdf', 'application/pdf', -1);
    expect((await ctx.app.inject({ method: 'GET', url: download.url })).statusCode).toBe(403);
  });

  it('refuses a declared size over the limit (413) and a PUT that grows past it, keeping nothing', async () => {
    const max = FILE_PURPOSES.image.maxBytes;
    const declared = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/file_attached/presigned_url',
      headers: admin,
      payload: { purpose: 'image', file_name: 'a.png', content_type: 'image/png', size: max + 1 },
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe('ファイルサイズが上限（5MB）を超えています。');

    const upload = await presign(ctx.app, admin, {
      purpose: 'image',
      file_name: 'a.png',
      content_type: 'image/png',
      size: 100,
    });
    const res = await put(upload.url, fileOf('png', max + 1), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('ファイルサイズが上限（5MB）を超えています。');
    expect(await ctx.app.files.head(upload.key)).toBeNull();
    expect((await storedFileRow(ctx.database, upload.key))?.status).toBe('pending');
    expect(fs.readdirSync(path.join(ctx.app.config.dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('refuses a PDF renamed .png for an image (415), keeping nothing', async () => {
    const upload = await presign(ctx.app, admin, {
      purpose: 'image',
      file_name: 'scan.png',
      content_type: 'image/png',
      size: 2000,
    });
    const res = await put(upload.url, fileOf('pdf', 2000), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'このファイル形式はアップロードできません。JPEG・PNG・GIF・WebP のファイルを選んでください。',
    );
    expect(await ctx.app.files.head(upload.key)).toBeNull();

    const declaredPdf = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/file_attached/presigned_url',
      headers: admin,
      payload: { purpose: 'assessment_sheet', file_name: 'a.gif', content_type: 'image/gif', size: 10 },
    });
    expect(declaredPdf.statusCode).toBe(415);
    expect(declaredPdf.json().error.message).toBe(
      'このファイル形式はアップロードできません。PDF・JPEG・PNG のファイルを選んでください。',
    );
  });

  it('answers 404 to another company for remove, attach and download', async () => {
    const upload = await presign(ctx.app, admin, sheet(100));
    expect((await put(upload.url, fileOf('pdf', 100))).statusCode).toBe(200);
    const key = upload.key;
    const calls = [
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/file_attached/remove_file',
        headers: other,
        payload: { key },
      }),
      attach(key, other),
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/file_attached/download?key=${encodeURIComponent(key)}`,
        headers: other,
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await storedFileRow(ctx.database, key))?.status).toBe('uploaded');
    expect(await ctx.app.files.head(key)).toEqual({ size: 100 });
  });

  it('attaches only to a person of the same company', async () => {
    const upload = await presign(ctx.app, other, sheet(100));
    expect((await put(upload.url, fileOf('pdf', 100))).statusCode).toBe(200);
    // employeeId is the demo company's person: not the other company's record.
    expect((await attach(upload.key, other)).statusCode).toBe(404);
  });
});
