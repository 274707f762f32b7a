/**
 * Combined PDF downloads made in the background. The row is the job as users see it (whose, how
 * far, the finished file); the durable queue (pg-boss, see jobs.ts) only says which row to work on.
 * Keeping both in the database makes progress and the file readable from every API process, and a
 * restart loses nothing: a job whose worker died is picked up again and starts over.
 */
import { REPORT_JOB_STATES } from '@mirume/shared/api/reports';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, companyAdmins, systemAdmins } from './accounts.ts';
import { enumCheck, enumText } from './enum-columns.ts';

/** Binary data; PGlite answers Uint8Array and node-postgres Buffer, both read back as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const reportJobs = pgTable(
  'report_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who started it: a user of the company, or an operator working inside it (decision 0028). */
    company_admin_id: integer('company_admin_id').references(() => companyAdmins.id, { onDelete: 'cascade' }),
    system_admin_id: integer('system_admin_id').references(() => systemAdmins.id, { onDelete: 'cascade' }),
    diagnosis_type: enumText('diagnosis_type', ['senkou', 'employee'] as const).notNull(),
    /** The results to bundle, in the order of the request. */
    result_ids: jsonb('result_ids').$type<number[]>().notNull(),
    status: enumText('status', REPORT_JOB_STATES).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    file_name: text('file_name').notNull(),
    file: bytea('file'),
    /** How many times a worker started on it (a restart after a crash counts again). */
    attempts: integer('attempts').notNull().default(0),
    /** The process making it (host:pid), for operators following a job across processes. */
    worker: text('worker'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** When a finished job and its file are forgotten (null until finished). */
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('report_jobs_company_idx').on(t.company_id, t.status),
    index('report_jobs_expires_idx').on(t.expires_at),
    enumCheck('report_jobs_type_check', t.diagnosis_type, ['senkou', 'employee']),
    enumCheck('report_jobs_status_check', t.status, REPORT_JOB_STATES),
    check('report_jobs_progress_check', sql`${t.done} >= 0 and ${t.done} <= ${t.total}`),
    check('report_jobs_owner_check', sql`(${t.company_admin_id} is null) <> (${t.system_admin_id} is null)`),
    index('report_jobs_system_admin_idx').on(t.system_admin_id),
  ],
);
