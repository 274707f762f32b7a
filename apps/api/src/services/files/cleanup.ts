/**
 * Removes uploads that were never attached: a URL issued for a form that was abandoned, or a
 * file swapped before saving. After ABANDONED_AFTER_MS a pending or uploaded file's object and
 * row are deleted. The job runner calls `removeAbandonedUploads` on a schedule; it is safe to
 * run on several processes at once: each file is removed in a transaction that locks its row and
 * checks it is still unattached, so an attach racing the cleanup either wins (the file stays) or
 * waits and finds the file gone (404).
 */
import { type Db, deleteStoredFile, listAbandonedFiles, lockStoredFile } from '@mirume/db';
import type { FileStorage } from '../../files/storage.ts';

export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export interface CleanupDeps {
  db: Db;
  files: FileStorage;
}

/** Deletes every upload not attached within 24 h of `now`; answers how many were removed. */
export async function removeAbandonedUploads(deps: CleanupDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  let removed = 0;
  for (;;) {
    const batch = await listAbandonedFiles(deps.db, before, BATCH);
    for (const { key } of batch) {
      const done = await deps.db.transaction(async (tx) => {
        const file = await lockStoredFile(tx, key);
        if (!file || file.status === 'attached' || file.created_at >= before) return false;
        await deleteStoredFile(tx, file.id);
        // Inside the transaction: if the storage fails, the row stays for the next run.
        await deps.files.delete(file.key);
        return true;
      });
      if (done) removed += 1;
    }
    if (batch.length < BATCH) return removed;
  }
}
