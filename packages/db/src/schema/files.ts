/**
 * Uploaded files (decision 0018). The bytes live in the file storage (local directory or S3);
 * this table is the index of what was handed out and what it became: a row is written when an
 * upload URL is issued (`pending`), marked when the bytes arrive (`uploaded`) and tied to a
 * record when the form that uses it is saved (`attached`). Rows never attached are removed with
 * their objects by the cleanup job.
 */
import {
  FILE_CREATOR_KINDS,
  FILE_PURPOSE_VALUES,
  FILE_RECORD_TYPES,
  STORED_FILE_STATUSES,
} from '@mirume/shared/files';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { enumCheck, enumText } from './enum-columns.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** companies/{company_id}/{purpose}/{yyyy}/{mm}/{uuid}, or system/… for service-wide files. */
    key: text('key').notNull(),
    /**
     * Null for service-wide files. `restrict`: destroying a company must remove its objects
     * first, otherwise the bytes would stay in the storage with nothing pointing at them.
     */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    purpose: enumText('purpose', FILE_PURPOSE_VALUES).notNull(),
    original_file_name: text('original_file_name').notNull(),
    content_type: text('content_type').notNull(),
    /** Known once the bytes are stored. */
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    status: enumText('status', STORED_FILE_STATUSES).notNull().default('pending'),
    record_type: enumText('record_type', FILE_RECORD_TYPES),
    record_id: integer('record_id'),
    created_by_kind: enumText('created_by_kind', FILE_CREATOR_KINDS).notNull(),
    created_by_id: integer('created_by_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }),
    attached_at: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stored_files_key_key').on(t.key),
    index('stored_files_company_idx').on(t.company_id),
    index('stored_files_record_idx').on(t.record_type, t.record_id),
    index('stored_files_status_created_idx').on(t.status, t.created_at),
    enumCheck('stored_files_purpose_check', t.purpose, FILE_PURPOSE_VALUES),
    enumCheck('stored_files_status_check', t.status, STORED_FILE_STATUSES),
    enumCheck('stored_files_record_type_check', t.record_type, FILE_RECORD_TYPES),
    enumCheck('stored_files_created_by_kind_check', t.created_by_kind, FILE_CREATOR_KINDS),
  ],
);
