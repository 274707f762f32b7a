/**
 * Multipart bodies: `receiveUpload` through a route registered here the way a route module does
 * it (plugins/multipart.ts in its own scope), and every other route still refusing a multipart
 * body with the Japanese 415.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@mirume/db';
import { FILE_MESSAGES, FILE_PURPOSES } from '@mirume/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestDatabase } from '../../../packages/db/test-support/test-database.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/lib/zod-app.ts';
import multipartPlugin from '../src/plugins/multipart.ts';
import { receiveUpload } from '../src/services/files/receive-upload.ts';
import { DEMO } from './support/app.ts';
import { fileOf, storedFileRow } from './support/files.ts';
import { must } from './support/must.ts';
import { companyAdminRow } from './support/world.ts';

let app: App;
let database: Database;
let dataDir: string;
let companyId: number;

beforeAll(async () => {
  database = await createDemoTestDatabase();
  companyId = must(await companyAdminRow(database, DEMO.admin)).company_id;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-multipart-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  });
  app = await buildApp({ config, database, logger: false });
  await app.register(async (scope: App) => {
    await scope.register(multipartPlugin);
    scope.post('/test/upload', { config: { access: 'system' } }, async (request) => {
      const received = await receiveUpload(request, 'image', {
        actor: { kind: 'system_admin', id: 1 },
        companyId,
      });
      return { key: received.file.key, size: received.file.size_bytes, fields: received.fields };
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = '----mirume-test-boundary';

/** A multipart body: text fields, then at most one file part. */
function form(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(parts),
  };
}

const send = (body: ReturnType<typeof form>, url = '/test/upload') =>
  app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });

describe('[FILES] multipart uploads (receiveUpload)', () => {
  it('streams the file to the storage with an uploaded row and returns the form fields', async () => {
    const bytes = fileOf('png', 3000);
    const res = await send(
      form({ memo: 'メモ', taken_on: '2026-01-15' }, { name: '写真.png', type: 'image/png', bytes }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { key, size, fields } = res.json();
    expect(size).toBe(3000);
    expect(key).toMatch(new RegExp(`^companies/${companyId}/image/`));
    expect(fields).toEqual({ memo: 'メモ', taken_on: '2026-01-15' });
    expect(await app.files.head(key)).toEqual({ size: 3000 });
    expect(await storedFileRow(database, key)).toMatchObject({
      status: 'uploaded',
      original_file_name: '写真.png',
      content_type: 'image/png',
    });
  });

  it('judges an application/octet-stream part by its extension, then by its bytes', async () => {
    const res = await send(
      form({}, { name: 'photo.jpg', type: 'application/octet-stream', bytes: fileOf('jpeg', 100) }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 413 with the purpose limit for a file too large, keeping nothing', async () => {
    const max = FILE_PURPOSES.image.maxBytes;
    const res = await send(form({}, { name: 'big.png', type: 'image/png', bytes: fileOf('png', max + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('ファイルサイズが上限（5MB）を超えています。');
  });

  it('answers 415 for a PDF named .png and for a type the purpose does not take', async () => {
    const renamed = await send(form({}, { name: 'scan.png', type: 'image/png', bytes: fileOf('pdf', 500) }));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe(FILE_MESSAGES.unsupportedType(FILE_PURPOSES.image.types));
    const pdf = await send(
      form({}, { name: 'scan.pdf', type: 'application/pdf', bytes: fileOf('pdf', 500) }),
    );
    expect(pdf.statusCode).toBe(415);
  });

  it('answers 400 with a field error when the file is missing', async () => {
    const res = await send(form({ memo: 'ファイルなし' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.file).toEqual([FILE_MESSAGES.missingFile]);
  });

  it('keeps refused files off the disk', async () => {
    const before = await filesOnDisk();
    await send(form({}, { name: 'scan.png', type: 'image/png', bytes: fileOf('pdf', 500) }));
    await send(
      form(
        {},
        { name: 'big.png', type: 'image/png', bytes: fileOf('png', FILE_PURPOSES.image.maxBytes + 10) },
      ),
    );
    expect(await filesOnDisk()).toEqual(before);
  });

  it('still answers 415 in Japanese to a multipart body on a route without multipart', async () => {
    const res = await send(form({ email: 'a@b.c', password: 'x' }), '/api/v1/company_admins/sign_in');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: '対応していない形式のデータです。',
    });
  });
});

/** Every file under DATA_DIR/files except the signing secret. */
async function filesOnDisk(): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name !== '.signing-secret')
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
