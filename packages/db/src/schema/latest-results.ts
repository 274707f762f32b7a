/**
 * Each person's latest valid result, kept by the database itself (decision 0023): one row per
 * person and diagnosis type, the newest of a person's rows marked `is_newest`, and the T-scores
 * of those results one row per key. Triggers on `mirumevital_results` and on the status of
 * `diagnosis_sessions` rewrite a person's rows whenever a result is stored, re-ranked, re-scored,
 * switched, voided or deleted (migration `latest_results_triggers`), so no code path can forget
 * them. The diagnosis list filters and sorts on these rows through their indexes instead of
 * finding every person's latest result per request.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { mirumevitalResults } from './diagnosis.ts';
import { companyId, employeeId } from './owners.ts';

export const latestResults = pgTable(
  'latest_results',
  {
    employee_id: employeeId(),
    company_id: companyId(),
    diagnosis_type: text('diagnosis_type').notNull(),
    result_id: integer('result_id')
      .notNull()
      .references(() => mirumevitalResults.id, { onDelete: 'cascade' }),
    taken_at: timestamp('taken_at', { withTimezone: true }).notNull(),
    rank: text('rank').notNull(),
    /** Better ranks are higher: OK 4, A 3, B / 検討 2, C 1, NG 0 (the list's rank order). */
    rank_order: smallint('rank_order'),
    /** The person's newest result of either type. */
    is_newest: boolean('is_newest').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.diagnosis_type] }),
    index('latest_results_newest_taken_idx').on(t.company_id, t.is_newest, t.taken_at, t.employee_id),
    index('latest_results_type_taken_idx').on(t.company_id, t.diagnosis_type, t.taken_at, t.employee_id),
    index('latest_results_newest_rank_idx').on(t.company_id, t.is_newest, t.rank_order, t.employee_id),
    index('latest_results_type_rank_idx').on(t.company_id, t.diagnosis_type, t.rank_order, t.employee_id),
  ],
);

/** The T-scores (metrics and aptitudes) of the rows of `latest_results`, one row per key. */
export const latestScores = pgTable(
  'latest_scores',
  {
    employee_id: employeeId(),
    company_id: companyId(),
    diagnosis_type: text('diagnosis_type').notNull(),
    is_newest: boolean('is_newest').notNull(),
    key: text('key').notNull(),
    t: doublePrecision('t').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.diagnosis_type, t.key] }),
    index('latest_scores_newest_idx').on(t.company_id, t.key, t.is_newest, t.t, t.employee_id),
    index('latest_scores_type_idx').on(t.company_id, t.key, t.diagnosis_type, t.t, t.employee_id),
  ],
);
