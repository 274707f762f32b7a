/**
 * What the company decides on a person's results: the selection decision on an applicant (選考結果).
 * Decisions are appended, never edited, so the history shows who decided what and when; the
 * current decision is the newest row.
 */
import { SelectionResult } from '@mirume/shared/enums';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyAdmins } from './accounts.ts';
import { mirumevitalResults } from './diagnosis.ts';
import { enumCheck, enumText } from './enum-columns.ts';
import { companyId, employeeId } from './owners.ts';

export const selectionDecisions = pgTable(
  'selection_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    employee_id: employeeId(),
    /** The result the decision was made on, if any (kept as null when the result goes). */
    result_id: integer('result_id').references(() => mirumevitalResults.id, { onDelete: 'set null' }),
    decision: enumText('decision', SelectionResult.values).notNull(),
    note: text('note'),
    decided_by_company_admin_id: integer('decided_by_company_admin_id').references(() => companyAdmins.id, {
      onDelete: 'set null',
    }),
    /** The decider's name at the time, so the history still reads when the account is gone. */
    decided_by_name: text('decided_by_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('selection_decisions_employee_idx').on(t.employee_id, t.created_at),
    enumCheck('selection_decisions_decision_check', t.decision, SelectionResult.values),
  ],
);
