/**
 * The S3 driver against a real S3-compatible server (s3rver, started here on a random port with a
 * temporary directory): presigned PUT straight to the bucket, attach (HEAD for the size, a ranged
 * GET for the magic bytes), presigned download, removal. A file refused at attach is deleted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FILE_MESSAGES, FILE_PURPOSES } from '@mirume/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadGuard } from '../src/files/guard.ts';
import { DEMO } from './support/app.ts';
import { anEmployeeId, fileOf, presign, storedFileRow } from './support/files.ts';
import { signedIn, useWorld } from './support/world.ts';

const BUCKET = 'mirume-files-test';
const env: Record<string, string> = {};
let server: S3rver;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'files-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  Object.assign(env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const ctx = useWorld(env);
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
let employeeId: number;
beforeAll(async () => {
  employeeId = await anEmployeeId(ctx.database, ctx.companyId);
});

const attach = (key: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/file_attached/update_obj',
    headers: admin,
    payload: { key, record_type: 'employee', record_id: employeeId },
  });

async function upload(
  purpose: string,
  contentType: string,
  fileName: string,
  bytes: Buffer,
  declared = bytes.length,
) {
  const presigned = await presign(ctx.app, admin, {
    purpose,
    file_name: fileName,
    content_type: contentType,
    size: declared,
  });
  const res = await fetch(presigned.url, { method: 'PUT', headers: presigned.headers, body: bytes });
  expect(res.status, await res.text()).toBe(200);
  return presigned;
}

describe('[FILES] S3 driver (s3rver)', () => {
  it('uploads straight to the bucket, attaches with size and magic checks, and downloads', async () => {
    expect(ctx.app.files.kind).toBe('s3');
    const bytes = fileOf('pdf', 30_000);
    const presigned = await upload('assessment_sheet', 'application/pdf', '評価シート.pdf', bytes);
    expect(presigned.url.startsWith(`${env.S3_ENDPOINT}/${BUCKET}/companies/${ctx.companyId}/`)).toBe(true);
    // The API has not seen the bytes: the row waits for the attach.
    expect((await storedFileRow(ctx.database, presigned.key))?.status).toBe('pending');

    const attached = await attach(presigned.key);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({ status: 'attached', size_bytes: bytes.length });

    const redirect = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/file_attached/download?key=${encodeURIComponent(presigned.key)}`,
      headers: admin,
    });
    expect(redirect.statusCode).toBe(302);
    const location = String(redirect.headers.location);
    expect(location).toContain('response-content-disposition=');
    expect(location).toContain('response-cache-control=no-store');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('評価シート.pdf')}`,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the web app connect to the bucket (CSP connect-src)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain(`connect-src 'self' ${env.S3_ENDPOINT}`);
  });

  it('removes an unattached upload from the bucket', async () => {
    const presigned = await upload('image', 'image/png', 'a.png', fileOf('png', 500));
    expect(await ctx.app.files.head(presigned.key)).toEqual({ size: 500 });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/file_attached/remove_file',
      headers: admin,
      payload: { key: presigned.key },
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.files.head(presigned.key)).toBeNull();
    expect(await storedFileRow(ctx.database, presigned.key)).toBeUndefined();
  });

  it('deletes a PDF sent as .png when it is attached (415)', async () => {
    const presigned = await upload('image', 'image/png', 'scan.png', fileOf('pdf', 800));
    const res = await attach(presigned.key);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(FILE_MESSAGES.unsupportedType(FILE_PURPOSES.image.types));
    expect(await ctx.app.files.head(presigned.key)).toBeNull();
    expect(await storedFileRow(ctx.database, presigned.key)).toBeUndefined();
  });

  it('deletes an upload larger than its purpose allows when it is attached (413)', async () => {
    const max = FILE_PURPOSES.image.maxBytes;
    const presigned = await upload('image', 'image/png', 'big.png', fileOf('png', max + 1), 100);
    const res = await attach(presigned.key);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('ファイルサイズが上限（5MB）を超えています。');
    expect(await ctx.app.files.head(presigned.key)).toBeNull();
  });

  it('answers an attach before the upload with a Japanese field error', async () => {
    const presigned = await presign(ctx.app, admin, {
      purpose: 'image',
      file_name: 'later.png',
      content_type: 'image/png',
      size: 10,
    });
    const res = await attach(presigned.key);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.key).toEqual([FILE_MESSAGES.notUploaded]);
  });

  it('stores a stream the API receives itself (multipart) through the guard', async () => {
    const key = `companies/${ctx.companyId}/image/2026/01/${crypto.randomUUID()}`;
    const guard = new UploadGuard({ contentType: 'image/jpeg', maxBytes: 10_000, types: ['image/jpeg'] });
    expect(await ctx.app.files.put(key, Readable.from([fileOf('jpeg', 4000)]), guard)).toEqual({
      size: 4000,
    });
    expect((await ctx.app.files.readStart(key, 3))?.equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const refused = new UploadGuard({ contentType: 'image/jpeg', maxBytes: 10_000, types: ['image/jpeg'] });
    const other = `companies/${ctx.companyId}/image/2026/01/${crypto.randomUUID()}`;
    await expect(
      ctx.app.files.put(other, Readable.from([fileOf('png', 4000)]), refused),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(await ctx.app.files.head(other)).toBeNull();
    await ctx.app.files.delete(key);
    expect(await ctx.app.files.head(key)).toBeNull();
  });
});
