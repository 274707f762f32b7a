/**
 * The cleanup job's function: uploads not attached within 24 hours (pending or uploaded) lose
 * their object and row; attached files and recent uploads stay.
 */
import { Readable } from 'node:stream';
import { schema } from '@mirume/db';
import { describe, expect, it } from 'vitest';
import { UploadGuard } from '../src/files/guard.ts';
import { removeAbandonedUploads } from '../src/services/files/cleanup.ts';
import { newFileKey } from '../src/services/files/uploads.ts';
import { fileOf, storedFileRow } from './support/files.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();
const HOUR = 60 * 60 * 1000;

async function file(status: 'pending' | 'uploaded' | 'attached', createdAt: Date) {
  const key = newFileKey(ctx.companyId, 'assessment_sheet');
  if (status !== 'pending') {
    const guard = new UploadGuard({
      contentType: 'application/pdf',
      maxBytes: 1000,
      types: ['application/pdf'],
    });
    await ctx.app.files.put(key, Readable.from([fileOf('pdf', 100)]), guard);
  }
  await ctx.database.db.insert(schema.storedFiles).values({
    key,
    company_id: ctx.companyId,
    purpose: 'assessment_sheet',
    original_file_name: 'sheet.pdf',
    content_type: 'application/pdf',
    status,
    size_bytes: status === 'pending' ? null : 100,
    created_by_kind: 'company_admin',
    created_by_id: 1,
    created_at: createdAt,
    ...(status === 'attached'
      ? { record_type: 'employee' as const, record_id: 1, attached_at: createdAt }
      : {}),
  });
  return key;
}

describe('[FILES] removeAbandonedUploads', () => {
  it('removes only uploads left unattached for 24 hours, objects and rows', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 25 * HOUR);
    const oldPending = await file('pending', old);
    const oldUploaded = await file('uploaded', old);
    const oldAttached = await file('attached', old);
    const recentUploaded = await file('uploaded', new Date(now.getTime() - 23 * HOUR));

    expect(await removeAbandonedUploads(ctx.app, now)).toBe(2);
    expect(await storedFileRow(ctx.database, oldPending)).toBeUndefined();
    expect(await storedFileRow(ctx.database, oldUploaded)).toBeUndefined();
    expect(await ctx.app.files.head(oldUploaded)).toBeNull();
    expect((await storedFileRow(ctx.database, oldAttached))?.status).toBe('attached');
    expect(await ctx.app.files.head(oldAttached)).toEqual({ size: 100 });
    expect((await storedFileRow(ctx.database, recentUploaded))?.status).toBe('uploaded');
    expect(await ctx.app.files.head(recentUploaded)).toEqual({ size: 100 });

    // Nothing left to do; a day later the recent one goes too.
    expect(await removeAbandonedUploads({ db: ctx.database.db, files: ctx.app.files }, now)).toBe(0);
    expect(await removeAbandonedUploads(ctx.app, new Date(now.getTime() + 2 * HOUR))).toBe(1);
    expect(await ctx.app.files.head(recentUploaded)).toBeNull();
    expect(await ctx.app.files.head(oldAttached)).toEqual({ size: 100 });
  });
});
