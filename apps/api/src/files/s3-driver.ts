/**
 * Files in an S3-compatible bucket. Browsers upload and download straight to the bucket through
 * presigned URLs, so those bytes never pass this API: the size (HEAD) and the magic bytes (a
 * ranged GET of the first bytes) are checked when the upload is attached. Streams this API writes
 * itself (multipart uploads) are spooled to a temporary file under the guard first, because a
 * PutObject of a stream needs its length.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { spool } from './guard.ts';
import {
  contentDisposition,
  type FileStorage,
  type PresignedDownload,
  type PresignedUpload,
} from './storage.ts';

export interface S3Options {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey';
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly checksOnUpload = false;
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(opts: S3Options) {
    this.#bucket = opts.bucket;
    this.#client = new S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
      // Checksums the browser's plain PUT cannot send would break presigned uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, guard: Transform): Promise<{ size: number }> {
    const tmp = path.join(os.tmpdir(), `mirume-upload-${randomUUID()}`);
    try {
      await spool(body, guard, createWriteStream(tmp, { mode: 0o600 }));
      const { size } = await fs.stat(tmp);
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: createReadStream(tmp),
          ContentLength: size,
        }),
      );
      return { size };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const out = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const out = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    try {
      const out = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const data = await out.Body?.transformToByteArray();
      return Buffer.from(data ?? []).subarray(0, bytes);
    } catch (err) {
      if (isMissing(err)) return null;
      // An empty object has no byte 0: the range is unsatisfiable.
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416) return Buffer.alloc(0);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async presignUpload(
    key: string,
    contentType: string,
    _maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedUpload> {
    const command = new PutObjectCommand({ Bucket: this.#bucket, Key: key, ContentType: contentType });
    const url = await getSignedUrl(this.#client, command, { expiresIn: expiresInSeconds });
    return {
      url,
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
    };
  }

  async presignDownload(
    key: string,
    fileName: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<PresignedDownload> {
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName),
      ResponseContentType: contentType,
      ResponseCacheControl: 'no-store',
    });
    const url = await getSignedUrl(this.#client, command, { expiresIn: expiresInSeconds });
    return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
  }

  destroy() {
    this.#client.destroy();
  }
}
