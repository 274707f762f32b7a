/**
 * The pieces of the file storage that need no database: the magic-byte checks, the signing secret
 * shared by processes on one DATA_DIR, the URL signatures and the download file name header.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES, formatFileSize } from '@mirume/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningSecret, UrlSigner } from '../src/files/signing.ts';
import { declaredType, matchesType } from '../src/files/sniff.ts';
import { contentDisposition } from '../src/files/storage.ts';
import { fileOf } from './support/files.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'files-units-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('[FILES] magic bytes', () => {
  it('accepts each type only with its own signature', () => {
    expect(matchesType('application/pdf', fileOf('pdf', 64))).toBe(true);
    expect(matchesType('image/png', fileOf('png', 64))).toBe(true);
    expect(matchesType('image/jpeg', fileOf('jpeg', 64))).toBe(true);
    expect(matchesType('image/png', fileOf('pdf', 64))).toBe(false);
    expect(matchesType('image/jpeg', fileOf('png', 64))).toBe(false);
    expect(matchesType('image/gif', Buffer.from('GIF89a\x01\x00'))).toBe(true);
    expect(matchesType('image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe(true);
    expect(matchesType('image/webp', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBe(false);
    expect(matchesType(XLSX, Buffer.from('PK\x03\x04\x14\x00'))).toBe(true);
    expect(matchesType('application/x-msdownload', Buffer.from('MZ\x90\x00'))).toBe(false);
  });

  it('takes CSV as text without control characters, with or without a BOM', () => {
    expect(matchesType('text/csv', Buffer.from('社員番号,氏名\r\n1,山田\n'))).toBe(true);
    expect(matchesType('text/csv', Buffer.from('\ufeffa,b\n'))).toBe(true);
    expect(matchesType('text/csv', Buffer.from('a\x00b'))).toBe(false);
    expect(matchesType('text/csv', fileOf('pdf', 20))).toBe(false);
    expect(matchesType('text/csv', Buffer.alloc(0))).toBe(false);
  });

  it('reads a part sent as application/octet-stream by its extension', () => {
    expect(declaredType('application/octet-stream', 'シート.PDF')).toBe('application/pdf');
    expect(declaredType('image/png; charset=binary', 'a.jpg')).toBe('image/png');
    expect(declaredType('application/octet-stream', 'a.exe')).toBe('application/octet-stream');
  });
});

describe('[FILES] signing', () => {
  it('creates one secret for every process on the data directory, readable by the owner only', async () => {
    const files = path.join(dir, 'files');
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadSigningSecret(undefined, files)));
    for (const s of secrets) expect(s.equals(secrets[0] as Buffer)).toBe(true);
    expect(secrets[0]?.length).toBe(32);
    expect(statSync(path.join(files, '.signing-secret')).mode & 0o777).toBe(0o600);
    expect((await loadSigningSecret(undefined, files)).equals(secrets[0] as Buffer)).toBe(true);
    expect((await loadSigningSecret('x'.repeat(40), files)).toString()).toBe('x'.repeat(40));
  });

  it('verifies exactly the signed fields', () => {
    const signer = new UrlSigner('s'.repeat(32));
    const fields = ['PUT', 'companies/1/image/2026/01/x', '1700000000', 'image/png', '100'];
    const signature = signer.sign(fields);
    expect(signer.verify(fields, signature)).toBe(true);
    expect(signer.verify([...fields.slice(0, 4), '101'], signature)).toBe(false);
    expect(signer.verify(fields, `${signature}x`)).toBe(false);
    expect(signer.verify(fields, undefined)).toBe(false);
    expect(new UrlSigner('t'.repeat(32)).verify(fields, signature)).toBe(false);
  });
});

describe('[FILES] names and messages', () => {
  it('names a download in ASCII and in UTF-8 (RFC 5987)', () => {
    expect(contentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(contentDisposition('評価 "A";(1).pdf')).toBe(
      `attachment; filename="__ _A__(1).pdf"; filename*=UTF-8''%E8%A9%95%E4%BE%A1%20%22A%22%3B%281%29.pdf`,
    );
  });

  it('states the limit and the types of the purpose', () => {
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5MB');
    expect(FILE_MESSAGES.tooLarge(20 * 1024 * 1024)).toBe('ファイルサイズが上限（20MB）を超えています。');
    expect(FILE_MESSAGES.unsupportedType(['application/pdf', 'image/jpeg', 'image/png'])).toBe(
      'このファイル形式はアップロードできません。PDF・JPEG・PNG のファイルを選んでください。',
    );
  });
});
