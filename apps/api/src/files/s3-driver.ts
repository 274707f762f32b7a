/**
 * Files in an S3-compatible bucket. Browsers upload and download straight to the bucket through
 * presigned URLs, so those bytes never pass this API: the size (HEAD) and the magic bytes (a
 * ranged GET of the first bytes) are checked when the upload is attached. Streams this API writes
 * itself (multipart uploads) are spooled to a temporary file under the guard first, because a
 * PutObject of a stream needs its length.
 *
 * The AWS SDK is loaded only when this driver is configured (`createS3FileStorage`): it costs
 * some 35 MB of resident memory, which the default local setup does not pay.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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

type Sdk = typeof import('@aws-sdk/client-s3');
type GetSignedUrl = typeof import('@aws-sdk/s3-request-presigner').getSignedUrl;

/** The HTTP status of a failed S3 call, if it is one. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return statusOf(err) === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

export async function createS3FileStorage(opts: S3Options): Promise<S3FileStorage> {
  const [sdk, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return new S3FileStorage(opts, sdk, presigner.getSignedUrl);
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  readonly checksOnUpload = false;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #sdk: Sdk;
  readonly #sign: GetSignedUrl;

  constructor(opts: S3Options, sdk: Sdk, getSignedUrl: GetSignedUrl) {
    this.#sdk = sdk;
    this.#sign = getSignedUrl;
    this.#bucket = opts.bucket;
    this.#client = new sdk.S3Client({
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
        new this.#sdk.PutObjectCommand({
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
      const out = await this.#client.send(
        new this.#sdk.HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return { size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const out = await this.#client.send(new this.#sdk.GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    try {
      const out = await this.#client.send(
        new this.#sdk.GetObjectCommand({ Bucket: this.#bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const data = await out.Body?.transformToByteArray();
      return Buffer.from(data ?? []).subarray(0, bytes);
    } catch (err) {
      if (isMissing(err)) return null;
      // An empty object has no byte 0: the range is unsatisfiable.
      if (statusOf(err) === 416) return Buffer.alloc(0);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new this.#sdk.DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async presignUpload(
    key: string,
    contentType: string,
    _maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedUpload> {
    const command = new this.#sdk.PutObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ContentType: contentType,
    });
    const url = await this.#sign(this.#client, command, { expiresIn: expiresInSeconds });
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
    const command = new this.#sdk.GetObjectCommand({
      Bucket: this.#bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName),
      ResponseContentType: contentType,
      ResponseCacheControl: 'no-store',
    });
    const url = await this.#sign(this.#client, command, { expiresIn: expiresInSeconds });
    return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
  }

  destroy() {
    this.#client.destroy();
  }
}
