/**
 * What a criteria change did to past results: a reflect (a version applied to a company's stored
 * results, with its progress for the screen) and, per re-ranked result, the rank and version it
 * had before. Results are re-ranked, never re-scored (decision 0025).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { mirumevitalResults, musashinoCriteria } from './diagnosis.ts';
import { enumCheck, enumText } from './enum-columns.ts';
import { companyId, employeeId } from './owners.ts';

export const CRITERIA_REFLECT_STATES = ['queued', 'running', 'done', 'failed'] as const;

export const criteriaReflects = pgTable(
  'criteria_reflects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    criteria_id: integer('criteria_id')
      .notNull()
      .references(() => musashinoCriteria.id, { onDelete: 'cascade' }),
    diagnosis_type: enumText('diagnosis_type', ['senkou', 'employee'] as const).notNull(),
    status: enumText('status', CRITERIA_REFLECT_STATES).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    changed: integer('changed').notNull().default(0),
    /** Who started it (a company user's or an operator's name at the time). */
    started_by_name: text('started_by_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('criteria_reflects_company_idx').on(t.company_id, t.diagnosis_type, t.created_at),
    enumCheck('criteria_reflects_type_check', t.diagnosis_type, ['senkou', 'employee']),
    enumCheck('criteria_reflects_status_check', t.status, CRITERIA_REFLECT_STATES),
    check('criteria_reflects_progress_check', sql`${t.done} >= 0 and ${t.done} <= ${t.total}`),
  ],
);

/** One re-ranking of one result: the rank and version before, and after. */
export const resultRankChanges = pgTable(
  'result_rank_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    employee_id: employeeId(),
    result_id: integer('result_id')
      .notNull()
      .references(() => mirumevitalResults.id, { onDelete: 'cascade' }),
    reflect_id: uuid('reflect_id').references(() => criteriaReflects.id, { onDelete: 'set null' }),
    from_rank: text('from_rank').notNull(),
    from_criteria_id: integer('from_criteria_id').references(() => musashinoCriteria.id, {
      onDelete: 'set null',
    }),
    /** The explanation the result carried before (RankDecision). */
    from_rank_rule: jsonb('from_rank_rule').notNull(),
    to_rank: text('to_rank').notNull(),
    to_criteria_id: integer('to_criteria_id').references(() => musashinoCriteria.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('result_rank_changes_result_idx').on(t.result_id, t.created_at),
    index('result_rank_changes_to_criteria_idx').on(t.to_criteria_id),
  ],
);
