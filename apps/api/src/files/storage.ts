/**
 * The file storage: where uploaded bytes live (decision 0018). Two drivers implement it: `local`
 * (DATA_DIR/files, uploads and downloads through URLs this API signs and serves) and `s3` (an
 * S3-compatible bucket, presigned URLs straight to the bucket). Callers never see which one runs,
 * except through `checksOnUpload`: the local driver sees every byte of an upload and checks it
 * while receiving; S3 uploads are checked when they are attached.
 */
import type { Readable, Transform } from 'node:stream';

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  /** Headers the PUT must carry (the content type is part of the signature). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface PresignedDownload {
  url: string;
  expiresAt: Date;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Whether an upload through `presignUpload` is checked (size, magic bytes) as it arrives. */
  readonly checksOnUpload: boolean;
  /**
   * Stores a stream under `key`, never holding it whole in memory. `guard` (see guard.ts) sees
   * every byte first and fails the write when the size limit is passed or the first bytes do not
   * fit; then nothing is stored.
   */
  put(key: string, body: Readable, guard: Transform): Promise<{ size: number }>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  head(key: string): Promise<{ size: number } | null>;
  /** The first `bytes` bytes (fewer for a shorter file), or null when there is no such object. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  presignUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedUpload>;
  presignDownload(
    key: string,
    fileName: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<PresignedDownload>;
}

/**
 * `attachment` with the name twice: an ASCII fallback in `filename` for old clients and the
 * real (often Japanese) name as UTF-8 in `filename*` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
