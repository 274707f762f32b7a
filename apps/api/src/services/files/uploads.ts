/**
 * The file_attached calls (spec §7): issue an upload URL for a new key, remove a file that was
 * not attached, attach an uploaded file to a record, and hand out a short-lived download URL.
 * Each runs in one transaction that locks the file's row, so an attach racing a remove or the
 * cleanup sees one consistent state.
 */
import { randomUUID } from 'node:crypto';
import {
  companyAcceptsFiles,
  deleteStoredFile,
  findStoredFile,
  insertStoredFile,
  lockStoredFile,
  markStoredFileAttached,
  type StoredFileRow,
} from '@mirume/db';
import {
  FILE_MESSAGES,
  FILE_PURPOSES,
  type FilePurpose,
  type FileType,
  type TAttachFileRequest,
  type TPresignedUrlRequest,
  type TPresignedUrlResponse,
  type TStoredFile,
} from '@mirume/shared';
import { tooLarge, unsupportedType } from '../../files/guard.ts';
import { matchesType, SNIFF_BYTES } from '../../files/sniff.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { canReach, type FileActor } from './actor.ts';
import { ATTACHABLE_RECORDS } from './records.ts';

/** companies/{id}/{purpose}/{yyyy}/{mm}/{uuid} or system/{purpose}/{yyyy}/{mm}/{uuid} (UTC month). */
export function newFileKey(companyId: number | null, purpose: FilePurpose, now = new Date()): string {
  const owner = companyId === null ? 'system' : `companies/${companyId}`;
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${owner}/${purpose}/${yyyy}/${mm}/${randomUUID()}`;
}

/** The declared type and size against the purpose: 415 / 413 before any byte is sent. */
export function checkDeclared(purpose: FilePurpose, contentType: string, size: number) {
  const rule = FILE_PURPOSES[purpose];
  const types: readonly FileType[] = rule.types;
  if (!types.includes(contentType as FileType)) throw unsupportedType(types);
  if (size > rule.maxBytes) throw tooLarge(rule.maxBytes);
}

export function toStoredFile(row: StoredFileRow): TStoredFile {
  return {
    key: row.key,
    purpose: row.purpose,
    file_name: row.original_file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    status: row.status,
    record_type: row.record_type,
    record_id: row.record_id,
  };
}

/**
 * A `pending` row and a URL to PUT the bytes to. `companyId` null: a service-wide file (key under
 * system/), which only the purposes of scope `system` may have.
 */
export async function issueUploadUrl(
  app: App,
  actor: FileActor,
  companyId: number | null,
  body: TPresignedUrlRequest,
): Promise<TPresignedUrlResponse> {
  const rule = FILE_PURPOSES[body.purpose];
  if ((rule.scope === 'system') !== (companyId === null)) {
    throw new AppError('VALIDATION_ERROR', undefined, { purpose: [FILE_MESSAGES.purposeNotAllowed] });
  }
  checkDeclared(body.purpose, body.content_type, body.size);
  const key = newFileKey(companyId, body.purpose);
  return app.db.transaction(async (tx) => {
    if (companyId !== null && !(await companyAcceptsFiles(tx, companyId))) throw new AppError('NOT_FOUND');
    await insertStoredFile(tx, {
      key,
      company_id: companyId,
      purpose: body.purpose,
      original_file_name: body.file_name,
      content_type: body.content_type,
      created_by_kind: actor.kind,
      created_by_id: actor.id,
    });
    const upload = await app.files.presignUpload(
      key,
      body.content_type,
      rule.maxBytes,
      app.config.FILES_UPLOAD_URL_TTL_SECONDS,
    );
    return {
      url: upload.url,
      method: upload.method,
      headers: upload.headers,
      key,
      expires_at: upload.expiresAt.toISOString(),
    };
  });
}

/**
 * Removes a file that is not attached (a form abandoned or a file swapped before saving). An
 * attached file goes with its record: removing it here would leave the record pointing at
 * nothing, so it answers 409.
 */
export async function removeFile(app: App, actor: FileActor, key: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const file = await lockStoredFile(tx, key);
    if (!canReach(actor, file)) throw new AppError('NOT_FOUND');
    if (file.status === 'attached') throw new AppError('CONFLICT', FILE_MESSAGES.attachedCannotRemove);
    await deleteStoredFile(tx, file.id);
    // After the row: if the storage fails, the transaction rolls back and the row stays.
    await app.files.delete(file.key);
  });
}

/**
 * Attaches an uploaded file to a record of its company. The object must exist, be within the
 * purpose's size and start with the magic bytes of its declared type (S3 uploads are first seen
 * here); a file that fails is removed with its row and answers 413 / 415.
 */
export async function attachFile(app: App, actor: FileActor, body: TAttachFileRequest): Promise<TStoredFile> {
  const now = new Date();
  const outcome = await app.db.transaction(async (tx) => {
    const file = await lockStoredFile(tx, body.key);
    if (!canReach(actor, file)) throw new AppError('NOT_FOUND');
    const record = ATTACHABLE_RECORDS[body.record_type];
    if (!record.purposes.includes(file.purpose)) {
      throw new AppError('VALIDATION_ERROR', undefined, { record_type: [FILE_MESSAGES.purposeNotAllowed] });
    }
    if (!(await record.owns(tx, file.company_id, body.record_id, actor))) throw new AppError('NOT_FOUND');
    if (file.status === 'attached') {
      // Saving the same form twice is fine; moving a file to another record is not.
      if (file.record_type === body.record_type && file.record_id === body.record_id) {
        return { file: toStoredFile(file) };
      }
      throw new AppError('CONFLICT', FILE_MESSAGES.alreadyAttached);
    }

    const checked = await verifyObject(app, file);
    if ('rejected' in checked) {
      await deleteStoredFile(tx, file.id);
      await app.files.delete(file.key);
      return checked;
    }
    const row = await markStoredFileAttached(tx, file.id, {
      record_type: body.record_type,
      record_id: body.record_id,
      size_bytes: checked.size,
      at: now,
      uploaded_at: file.uploaded_at ?? now,
    });
    return { file: toStoredFile(row) };
  });
  // Thrown after the commit, so the refused file's removal is kept.
  if ('rejected' in outcome) throw outcome.rejected;
  return outcome.file;
}

/** The stored object's size, or the error to answer when it is refused. */
async function verifyObject(
  app: App,
  file: StoredFileRow,
): Promise<{ size: number } | { rejected: AppError }> {
  const found = await app.files.head(file.key);
  if (!found) {
    throw new AppError('VALIDATION_ERROR', FILE_MESSAGES.notUploaded, { key: [FILE_MESSAGES.notUploaded] });
  }
  const rule = FILE_PURPOSES[file.purpose];
  if (found.size > rule.maxBytes) return { rejected: tooLarge(rule.maxBytes) };
  if (found.size === 0) return { rejected: new AppError('BAD_REQUEST', FILE_MESSAGES.emptyFile) };
  const head = await app.files.readStart(file.key, SNIFF_BYTES);
  if (!head || !matchesType(file.content_type, head)) return { rejected: unsupportedType(rule.types) };
  return { size: found.size };
}

/** A download URL valid for a moment, for a file whose bytes are stored. */
export async function downloadUrl(app: App, actor: FileActor, key: string): Promise<string> {
  const file = await findStoredFile(app.db, key);
  if (!canReach(actor, file)) throw new AppError('NOT_FOUND');
  if (!(await app.files.head(file.key))) throw new AppError('NOT_FOUND');
  const download = await app.files.presignDownload(
    file.key,
    file.original_file_name,
    file.content_type,
    app.config.FILES_DOWNLOAD_URL_TTL_SECONDS,
  );
  return download.url;
}
