/**
 * Third-party assessment results (HCI-AS, EMERGENETICS, energizer) and the jobs that read their
 * sheets. The scales of each instrument are defined in `@mirume/shared/assessments`; a record
 * keeps one integer per scale in `scores` (validated against that definition on every write), the
 * 受検日, the provider and, optionally, the original result sheet (a stored file, decision 0018).
 * One result per person, instrument and 受検日.
 */
import { ASSESSMENT_ENTRY_METHODS, OCR_JOB_STATUSES } from '@mirume/shared/api/assessments';
import { ASSESSMENT_INSTRUMENTS } from '@mirume/shared/assessments';
import { CheckState, HciResult } from '@mirume/shared/enums';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { enumCheck, enumText } from './enum-columns.ts';
import { storedFiles } from './files.ts';
import { companyId, employeeId } from './owners.ts';

const resultColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: companyId(),
  employee_id: employeeId(),
  /** 受検日 (Asia/Tokyo). */
  taken_on: date('taken_on', { mode: 'string' }).notNull(),
  provider: text('provider').notNull(),
  remark: text('remark'),
  /** { [scale key]: integer } for every scale of the instrument. */
  scores: jsonb('scores').$type<Record<string, number>>().notNull(),
  /** The original result sheet; its stored_files row is removed with the record. */
  sheet_file_id: integer('sheet_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  entry_method: enumText('entry_method', ASSESSMENT_ENTRY_METHODS).notNull().default('manual'),
  /** The name of who saved it last (a company user or an operator), kept as text like decisions. */
  updated_by_name: text('updated_by_name'),
  ...timestamps,
});

export const hciResults = pgTable(
  'hci_results',
  {
    ...resultColumns(),
    result: enumText('result', HciResult.values).notNull(),
    check_state: enumText('check_state', CheckState.values).notNull().default('unchecked'),
  },
  (t) => [
    uniqueIndex('hci_results_employee_taken_key').on(t.employee_id, t.taken_on),
    index('hci_results_company_idx').on(t.company_id),
    enumCheck('hci_results_result_check', t.result, HciResult.values),
    enumCheck('hci_results_check_state_check', t.check_state, CheckState.values),
    enumCheck('hci_results_entry_method_check', t.entry_method, ASSESSMENT_ENTRY_METHODS),
  ],
);

export const emergeneticResults = pgTable('emergenetic_results', resultColumns(), (t) => [
  uniqueIndex('emergenetic_results_employee_taken_key').on(t.employee_id, t.taken_on),
  index('emergenetic_results_company_idx').on(t.company_id),
  enumCheck('emergenetic_results_entry_method_check', t.entry_method, ASSESSMENT_ENTRY_METHODS),
]);

export const energizerResults = pgTable('energizer_results', resultColumns(), (t) => [
  uniqueIndex('energizer_results_employee_taken_key').on(t.employee_id, t.taken_on),
  index('energizer_results_company_idx').on(t.company_id),
  enumCheck('energizer_results_entry_method_check', t.entry_method, ASSESSMENT_ENTRY_METHODS),
]);

/**
 * Reading a result sheet (OCR) in the background: the uploaded sheet, how far the reading is, and
 * the fields read with their confidence. Nothing is saved to a result until the user confirms the
 * values on the entry page; a job is forgotten a day after it finishes.
 */
export const assessmentOcrJobs = pgTable(
  'assessment_ocr_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    employee_id: employeeId(),
    instrument: enumText('instrument', ASSESSMENT_INSTRUMENTS).notNull(),
    sheet_file_id: integer('sheet_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    status: enumText('status', OCR_JOB_STATUSES).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** { [field]: { value, confidence, confirm, raw } } once done. */
    fields: jsonb('fields').$type<Record<string, unknown>>(),
    pages: integer('pages'),
    duration_ms: integer('duration_ms'),
    attempts: integer('attempts').notNull().default(0),
    /** Who asked: 'company_admin' or 'system_admin' and the id. */
    created_by_kind: text('created_by_kind').notNull(),
    created_by_id: integer('created_by_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('assessment_ocr_jobs_company_status_idx').on(t.company_id, t.status),
    index('assessment_ocr_jobs_finished_idx').on(t.finished_at),
    enumCheck('assessment_ocr_jobs_instrument_check', t.instrument, ASSESSMENT_INSTRUMENTS),
    enumCheck('assessment_ocr_jobs_status_check', t.status, OCR_JOB_STATUSES),
  ],
);
