/**
 * Files on the local disk (DATA_DIR/files/<key>), the default. Uploads and downloads go through
 * this API at URLs it signs (signing.ts) and serves (routes/v1/public/files): the PUT streams to a
 * temporary file under the guard, then renames it into place, so a failed or refused upload
 * leaves nothing behind and a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { spool } from './guard.ts';
import type { UrlSigner } from './signing.ts';
import type { FileStorage, PresignedDownload, PresignedUpload } from './storage.ts';

export const LOCAL_UPLOAD_PATH = '/api/v1/files/upload';
export const LOCAL_DOWNLOAD_PATH = '/api/v1/files/download';

/** The fields a signed upload URL carries, in the order they are signed. */
export interface UploadGrant {
  key: string;
  expires: number;
  contentType: string;
  maxBytes: number;
}
export interface DownloadGrant {
  key: string;
  expires: number;
  contentType: string;
  fileName: string;
}

const uploadFields = (g: UploadGrant) => ['PUT', g.key, String(g.expires), g.contentType, String(g.maxBytes)];
const downloadFields = (g: DownloadGrant) => ['GET', g.key, String(g.expires), g.contentType, g.fileName];
const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/;

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly checksOnUpload = true;
  readonly #root: string;
  readonly #signer: UrlSigner;

  constructor(root: string, signer: UrlSigner) {
    this.#root = path.resolve(root);
    this.#signer = signer;
  }

  #path(key: string): string {
    // Keys are chosen by the server; refuse anything that could leave the root all the same.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(this.#root, ...key.split('/'));
  }

  async put(key: string, body: Readable, guard: Transform): Promise<{ size: number }> {
    const tmpDir = path.join(this.#root, '.tmp');
    await fs.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      await spool(body, guard, createWriteStream(tmp, { mode: 0o600 }));
      const target = this.#path(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(tmp, target);
      return { size: (await fs.stat(target)).size };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const stat = await fs.stat(this.#path(key));
      return stat.isFile() ? { size: stat.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const found = await this.head(key);
    if (!found) return null;
    return { body: createReadStream(this.#path(key)), size: found.size };
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.#path(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.#path(key), { force: true });
  }

  async presignUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedUpload> {
    const grant: UploadGrant = { key, expires: expiry(expiresInSeconds), contentType, maxBytes };
    const query = new URLSearchParams({
      k: key,
      e: String(grant.expires),
      t: contentType,
      m: String(maxBytes),
      s: this.#signer.sign(uploadFields(grant)),
    });
    return {
      url: `${LOCAL_UPLOAD_PATH}?${query}`,
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(grant.expires * 1000),
    };
  }

  async presignDownload(
    key: string,
    fileName: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<PresignedDownload> {
    const grant: DownloadGrant = { key, expires: expiry(expiresInSeconds), contentType, fileName };
    const query = new URLSearchParams({
      k: key,
      e: String(grant.expires),
      t: contentType,
      n: fileName,
      s: this.#signer.sign(downloadFields(grant)),
    });
    return { url: `${LOCAL_DOWNLOAD_PATH}?${query}`, expiresAt: new Date(grant.expires * 1000) };
  }

  /** Whether a signed upload URL is genuine and not expired. */
  verifyUpload(grant: UploadGrant, signature: string | undefined, now = Date.now()): boolean {
    return grant.expires * 1000 > now && this.#signer.verify(uploadFields(grant), signature);
  }

  verifyDownload(grant: DownloadGrant, signature: string | undefined, now = Date.now()): boolean {
    return grant.expires * 1000 > now && this.#signer.verify(downloadFields(grant), signature);
  }
}

/** Unix seconds `seconds` from now. */
function expiry(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}
