/**
 * The original result sheet of an assessment result: a stored file (decision 0018) of purpose
 * `assessment_sheet`, attached to the result (`record_type` = the instrument, `record_id` = the
 * result's id). It is removed with the result, when replaced, when `remove_sheet` is sent, and
 * with the person; rows in the caller's transaction, objects after the rows (if the storage fails,
 * the transaction rolls back and nothing is half removed).
 */
import {
  deleteStoredFile,
  type Executor,
  markStoredFileAttached,
  personStoredFiles,
  type StoredFileRow,
  storedSheetById,
} from '@mirume/db';
import type { AssessmentInstrument } from '@mirume/shared';
import { contentDisposition } from '../../files/storage.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { FORM_MESSAGES } from './form.ts';

/**
 * A sheet a reading job stored, named by `sheet_file_id`: it must be a file of the company, of
 * purpose `assessment_sheet`, with its bytes stored and not yet attached to anything.
 */
export async function claimStoredSheet(
  app: App,
  tx: Executor,
  companyId: number,
  fileId: number,
): Promise<StoredFileRow> {
  const file = await storedSheetById(tx, fileId);
  const usable =
    file &&
    file.company_id === companyId &&
    file.purpose === 'assessment_sheet' &&
    file.status === 'uploaded' &&
    (await app.files.head(file.key)) !== null;
  if (!usable)
    throw new AppError('VALIDATION_ERROR', FORM_MESSAGES.sheetNotFound, {
      sheet_file_id: [FORM_MESSAGES.sheetNotFound],
    });
  return file;
}

/** Ties a stored sheet to its result. */
export async function attachSheet(
  tx: Executor,
  instrument: AssessmentInstrument,
  recordId: number,
  file: StoredFileRow,
) {
  const now = new Date();
  await markStoredFileAttached(tx, file.id, {
    record_type: instrument,
    record_id: recordId,
    size_bytes: file.size_bytes ?? 0,
    at: now,
    uploaded_at: file.uploaded_at ?? now,
  });
}

/** Deletes stored-file rows in the transaction and answers their keys, to remove the objects. */
export async function deleteSheetRows(tx: Executor, files: { id: number; key: string }[]): Promise<string[]> {
  for (const f of files) await deleteStoredFile(tx, f.id);
  return files.map((f) => f.key);
}

/** Removes stored objects (after their rows, still inside the transaction). */
export async function deleteObjects(app: App, keys: string[]) {
  for (const key of keys) await app.files.delete(key);
}

/**
 * Deleting a person: removes the rows of the sheets of their results and reading jobs and of the
 * files attached to their own record, in the deleting transaction, and answers the keys; the
 * caller removes the objects (`deleteObjects`) as the transaction's last step.
 */
export async function removePersonFileRows(tx: Executor, companyId: number, employeeId: number) {
  return deleteSheetRows(tx, await personStoredFiles(tx, companyId, employeeId));
}

/** The headers and stream of a sheet download: its own type, its original name (RFC 5987). */
export async function openSheet(
  app: App,
  sheet: { file_id: number; file_name: string; content_type: string },
) {
  const file = await storedSheetById(app.db, sheet.file_id, false);
  const stored = file ? await app.files.get(file.key) : null;
  if (!file || !stored) throw new AppError('NOT_FOUND');
  return {
    body: stored.body,
    headers: {
      'content-type': file.content_type,
      'content-length': String(stored.size),
      'content-disposition': contentDisposition(file.original_file_name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}
