/** The index of uploaded files (stored_files); the bytes are in the file storage. */
import type { FilePurpose, FileRecordType } from '@mirume/shared/files';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { assessmentOcrJobs, companies, storedFiles } from '../schema/index.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export interface NewStoredFile {
  key: string;
  company_id: number | null;
  purpose: FilePurpose;
  original_file_name: string;
  content_type: string;
  created_by_kind: 'company_admin' | 'system_admin';
  created_by_id: number;
  /** Set when the bytes are already stored (a multipart upload received by the API itself). */
  status?: 'pending' | 'uploaded';
  size_bytes?: number;
  uploaded_at?: Date;
}

export async function insertStoredFile(db: Executor, values: NewStoredFile): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) throw new Error('stored file not inserted');
  return row;
}

/** The row of a key, locked for the rest of the transaction (attach, remove and upload race). */
export async function lockStoredFile(db: Executor, key: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).for('update');
  return row;
}

export async function findStoredFile(db: Executor, key: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
}

export async function markStoredFileUploaded(db: Executor, id: number, sizeBytes: number, at: Date) {
  await db
    .update(storedFiles)
    .set({ status: 'uploaded', size_bytes: sizeBytes, uploaded_at: at })
    .where(eq(storedFiles.id, id));
}

export async function markStoredFileAttached(
  db: Executor,
  id: number,
  attach: { record_type: FileRecordType; record_id: number; size_bytes: number; at: Date; uploaded_at: Date },
): Promise<StoredFileRow> {
  const [row] = await db
    .update(storedFiles)
    .set({
      status: 'attached',
      record_type: attach.record_type,
      record_id: attach.record_id,
      size_bytes: attach.size_bytes,
      uploaded_at: attach.uploaded_at,
      attached_at: attach.at,
    })
    .where(eq(storedFiles.id, id))
    .returning();
  if (!row) throw new Error('stored file vanished');
  return row;
}

export async function deleteStoredFile(db: Executor, id: number) {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

/**
 * Files issued before `before` and never attached (pending or uploaded), oldest first. A sheet a
 * reading job still points to is kept until the job is forgotten (a day after it finished), so
 * the user can still save the values read with it.
 */
export async function listAbandonedFiles(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.status, ['pending', 'uploaded']),
        lt(storedFiles.created_at, before),
        sql`not exists (select 1 from ${assessmentOcrJobs} where ${assessmentOcrJobs.sheet_file_id} = ${storedFiles.id})`,
      ),
    )
    .orderBy(asc(storedFiles.created_at))
    .limit(limit);
}

/** The files attached to a record, for the record's page and for removing them with it. */
export async function listFilesOfRecord(db: Executor, recordType: FileRecordType, recordId: number) {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.record_type, recordType), eq(storedFiles.record_id, recordId)))
    .orderBy(asc(storedFiles.id));
}

/** Whether files may be stored for the company: it exists and is not discarded. */
export async function companyAcceptsFiles(db: Executor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.discarded_at)));
  return row !== undefined;
}
