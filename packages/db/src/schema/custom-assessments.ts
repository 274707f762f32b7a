/**
 * A company's own measures (custom assessments, "marcopolo" in spec §1/§7) and their results per
 * person. A result keeps its value as shown (`value_text`) and, for every kind but free text, a
 * number that orders and filters it (`value_number`: the number itself, a rank's position in its
 * list with the first rank highest, 1 for pass and 0 for fail).
 */
import { CustomAssessmentKind } from '@mirume/shared/enums';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { timestamps } from './columns.ts';
import { enumCheck, enumText } from './enum-columns.ts';
import { employees } from './people.ts';

export const customAssessments = pgTable(
  'custom_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: enumText('kind', CustomAssessmentKind.values).notNull(),
    unit: text('unit'),
    /** number: the accepted range (inclusive) and the decimals kept. */
    min_value: doublePrecision('min_value'),
    max_value: doublePrecision('max_value'),
    decimals: integer('decimals').notNull().default(0),
    /** rank: the ranks, best first. */
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    /** Order on the settings page, the lists and the template (0, 1, 2 …). */
    position: integer('position').notNull().default(0),
    /** Switched off: kept with its results, but neither imported nor shown. */
    enabled: boolean('enabled').notNull().default(true),
    /** Shown as a column of the people and diagnosis lists. */
    list_column: boolean('list_column').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('custom_assessments_company_name_key').on(t.company_id, t.name),
    index('custom_assessments_company_position_idx').on(t.company_id, t.position),
    enumCheck('custom_assessments_kind_check', t.kind, CustomAssessmentKind.values),
  ],
);

export const customAssessmentResults = pgTable(
  'custom_assessment_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assessment_id: integer('assessment_id')
      .notNull()
      .references(() => customAssessments.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 実施日 (Asia/Tokyo). One result per person, assessment and day. */
    assessed_on: date('assessed_on', { mode: 'string' }).notNull(),
    value_text: text('value_text').notNull(),
    value_number: doublePrecision('value_number'),
    /** Where it came from: the imported file's name. */
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('custom_assessment_results_key').on(t.assessment_id, t.employee_id, t.assessed_on),
    // The latest result of a person per assessment (lists), newest first.
    index('custom_assessment_results_latest_idx').on(t.employee_id, t.assessment_id, t.assessed_on, t.id),
    index('custom_assessment_results_company_idx').on(t.company_id, t.assessment_id),
  ],
);
