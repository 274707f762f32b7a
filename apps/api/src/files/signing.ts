/**
 * HMAC-SHA256 signatures of the local storage's upload and download URLs. A URL carries what it
 * allows (method, key, expiry, content type, size limit or file name) and the signature over
 * exactly those fields, so changing any of them, or using it after `e`, is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export class UrlSigner {
  readonly #secret: Buffer;

  constructor(secret: string | Buffer) {
    this.#secret = Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8');
  }

  sign(fields: readonly string[]): string {
    // A newline cannot occur in a key, a number or a content type; the file name is encoded.
    return createHmac('sha256', this.#secret).update(fields.join('\n')).digest('base64url');
  }

  verify(fields: readonly string[], signature: string | undefined): boolean {
    if (!signature) return false;
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * The secret from the configuration, or the one kept in `dir/.signing-secret`, created on first
 * use. It is written to a private temporary file and hard-linked into place, so two processes
 * starting together end up with the same secret: the second link fails and that process reads
 * the first one's file.
 */
export async function loadSigningSecret(configured: string | undefined, dir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dir, '.signing-secret');
  const read = async () => Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  try {
    return await read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(tmp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(tmp, { force: true });
  }
  return read();
}
