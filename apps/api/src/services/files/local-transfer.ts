/**
 * The local storage's side of a presigned URL: the PUT that receives the bytes and the GET that
 * hands them out, both authorised by the URL's signature alone (routes/v1/public/files). An
 * expired or altered URL answers 403 with a Japanese message; an upload is checked while it
 * streams and marks its row `uploaded`.
 */
import type { Readable } from 'node:stream';
import { findStoredFile, lockStoredFile, markStoredFileUploaded } from '@mirume/db';
import { FILE_MESSAGES, FILE_PURPOSES, type FileType } from '@mirume/shared';
import { UploadGuard, unsupportedType } from '../../files/guard.ts';
import { type DownloadGrant, LocalFileStorage, type UploadGrant } from '../../files/local-driver.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

/** The query of a signed URL, as received (every field optional: a missing one is a bad signature). */
export interface SignedQuery {
  k?: string;
  e?: string;
  t?: string;
  m?: string;
  n?: string;
  s?: string;
}

const badSignature = () => new AppError('FORBIDDEN', FILE_MESSAGES.badSignature);

function localStorage(app: App): LocalFileStorage {
  // With the S3 driver these URLs are never issued.
  if (!(app.files instanceof LocalFileStorage)) throw new AppError('NOT_FOUND');
  return app.files;
}

function uploadGrant(q: SignedQuery): UploadGrant {
  const expires = Number(q.e);
  const maxBytes = Number(q.m);
  if (!q.k || !q.t || !Number.isSafeInteger(expires) || !Number.isSafeInteger(maxBytes)) throw badSignature();
  return { key: q.k, expires, contentType: q.t, maxBytes };
}

export async function receiveSignedUpload(
  app: App,
  query: SignedQuery,
  body: Readable,
  contentType: string | undefined,
): Promise<void> {
  const storage = localStorage(app);
  const grant = uploadGrant(query);
  if (!storage.verifyUpload(grant, query.s)) throw badSignature();
  const file = await findStoredFile(app.db, grant.key);
  if (!file) throw new AppError('NOT_FOUND');
  const types: readonly FileType[] = FILE_PURPOSES[file.purpose].types;
  if (file.status !== 'pending') throw new AppError('CONFLICT');
  if ((contentType ?? '').split(';')[0]?.trim().toLowerCase() !== grant.contentType)
    throw unsupportedType(types);

  const guard = new UploadGuard({ contentType: grant.contentType, maxBytes: grant.maxBytes, types });
  const { size } = await storage.put(grant.key, body, guard);
  await app.db.transaction(async (tx) => {
    const row = await lockStoredFile(tx, grant.key);
    if (!row) {
      // Removed while the bytes were arriving: keep nothing.
      await storage.delete(grant.key);
      throw new AppError('NOT_FOUND');
    }
    if (row.status === 'pending') await markStoredFileUploaded(tx, row.id, size, new Date());
  });
}

export async function openSignedDownload(app: App, query: SignedQuery) {
  const storage = localStorage(app);
  const expires = Number(query.e);
  if (!query.k || !query.t || !query.n || !Number.isSafeInteger(expires)) throw badSignature();
  const grant: DownloadGrant = { key: query.k, expires, contentType: query.t, fileName: query.n };
  if (!storage.verifyDownload(grant, query.s)) throw badSignature();
  const found = await storage.get(grant.key);
  if (!found) throw new AppError('NOT_FOUND');
  return { ...found, contentType: grant.contentType, fileName: grant.fileName };
}
