/** The people of a company (employees and applicants) and its organization chart. */
import { DiagnosisStatus, EmploymentType, Gender } from '@mirume/shared/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { timestamps } from './columns.ts';
import { enumCheck, enumText } from './enum-columns.ts';

/** A unit of the organization chart: company → departments → sub-units, ordered by `position`. */
export const organizationCharts = pgTable(
  'organization_charts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => organizationCharts.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    /** Order among siblings (0, 1, 2 …). */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('organization_charts_company_parent_idx').on(t.company_id, t.parent_id, t.position)],
);

export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 社員番号: unique within the company. */
    employee_id: text('employee_id').notNull(),
    last_name: text('last_name').notNull(),
    first_name: text('first_name').notNull(),
    kana_last_name: text('kana_last_name').notNull(),
    kana_first_name: text('kana_first_name').notNull(),
    gender: enumText('gender', Gender.values),
    birthday: date('birthday', { mode: 'string' }),
    email: text('email'),
    employment_type: enumText('employment_type', EmploymentType.values).notNull(),
    department: text('department'),
    position: text('position'),
    organization_chart_id: integer('organization_chart_id').references(() => organizationCharts.id, {
      onDelete: 'restrict',
    }),
    hire_date: date('hire_date', { mode: 'string' }),
    memo: text('memo'),
    /** 診断状況 of the latest diagnosis; maintained by the diagnosis work. */
    diagnosis_status: enumText('diagnosis_status', DiagnosisStatus.values).notNull().default('undiagnosed'),
    /**
     * How many diagnosis links the person has, and how many of them are open (not completed).
     * Kept by the database (triggers on diagnosis_links, migration 0022), so the undiagnosed list
     * tells 未発行 and awaiting people from the row alone (decisions/0023).
     */
    link_count: integer('link_count').notNull().default(0),
    open_link_count: integer('open_link_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_company_employee_id_key').on(t.company_id, t.employee_id),
    // One index per sort of the lists (the id breaks ties), so a page stops reading after its rows
    // (decisions/0023).
    index('employees_company_kana_idx').on(t.company_id, t.kana_last_name, t.kana_first_name, t.id),
    // Employment type, and type with department (the lists' most common filters together): a
    // count of the matches reads the index alone (type + department on 100,000 people: a scan of
    // the company, 10–20 ms, before this index; 0.2 ms with it).
    index('employees_company_type_department_idx').on(t.company_id, t.employment_type, t.department),
    index('employees_company_chart_idx').on(t.company_id, t.organization_chart_id),
    index('employees_company_created_idx').on(t.company_id, t.created_at, t.id),
    index('employees_company_birthday_idx').on(t.company_id, t.birthday, t.id),
    index('employees_company_department_idx').on(t.company_id, t.department, t.id),
    index('employees_company_status_idx').on(t.company_id, t.diagnosis_status, t.created_at),
    // The undiagnosed list: the never-issued in registration order, and the people it lists (an
    // open link or none ever) in kana and employee-number order.
    index('employees_company_unissued_idx')
      .on(t.company_id, t.created_at, t.id)
      .where(sql`${t.link_count} = 0`),
    index('employees_company_awaiting_kana_idx')
      .on(t.company_id, t.kana_last_name, t.kana_first_name, t.id)
      .where(sql`${t.open_link_count} > 0 or ${t.link_count} = 0`),
    index('employees_company_awaiting_number_idx')
      .on(t.company_id, t.employee_id, t.id)
      .where(sql`${t.open_link_count} > 0 or ${t.link_count} = 0`),
    // Partial-match search (LIKE '%…%') of three characters or more through pg_trgm.
    index('employees_name_trgm_idx').using('gin', sql`(${t.last_name} || ${t.first_name}) gin_trgm_ops`),
    index('employees_kana_trgm_idx').using(
      'gin',
      sql`(${t.kana_last_name} || ${t.kana_first_name}) gin_trgm_ops`,
    ),
    index('employees_number_trgm_idx').using('gin', sql`upper(${t.employee_id}) gin_trgm_ops`),
    // One- and two-character searches: every 1- and 2-character piece of the kana and of the name
    // (mirume_short_grams, migration 0021), so a short search collects its matches from this
    // index and sorts only them (queries/employees.ts, peopleSource).
    index('employees_short_grams_idx').using(
      'gin',
      sql`mirume_short_grams((${t.kana_last_name} || ${t.kana_first_name}), (${t.last_name} || ${t.first_name}))`,
    ),
    // The same pieces of the people the undiagnosed list shows (an open link or none ever), so its
    // short searches collect only those (queries/undiagnosed-list.ts).
    index('employees_awaiting_short_grams_idx')
      .using(
        'gin',
        sql`mirume_short_grams((${t.kana_last_name} || ${t.kana_first_name}), (${t.last_name} || ${t.first_name}))`,
      )
      .where(sql`${t.open_link_count} > 0 or ${t.link_count} = 0`),
    // The same pieces of the people with an open link: the undiagnosed list's short search in link
    // order collects them (queries/undiagnosed-list.ts) without passing the never-issued.
    index('employees_open_short_grams_idx')
      .using(
        'gin',
        sql`mirume_short_grams((${t.kana_last_name} || ${t.kana_first_name}), (${t.last_name} || ${t.first_name}))`,
      )
      .where(sql`${t.open_link_count} > 0`),
    enumCheck('employees_gender_check', t.gender, Gender.values),
    enumCheck('employees_employment_type_check', t.employment_type, EmploymentType.values),
    enumCheck('employees_diagnosis_status_check', t.diagnosis_status, DiagnosisStatus.values),
  ],
);

/**
 * Every 1- and 2-character piece of each person's kana and name (mirume_short_grams, the pieces the
 * short-search index holds), one row per piece with the person's kana, so the people whose kana or
 * name contain a short search are read in kana order from this table's key and a page stops after
 * its rows (decisions/0023, "Short searches in kana order"). Kept by triggers on `employees`
 * (migration 0025): a person's rows are written when the person is added, rewritten when their
 * kana or name change and removed with them; no code path writes them.
 */
export const employeeShortGrams = pgTable(
  'employee_short_grams',
  {
    company_id: integer('company_id').notNull(),
    gram: text('gram').notNull(),
    kana_last_name: text('kana_last_name').notNull(),
    kana_first_name: text('kana_first_name').notNull(),
    employee_id: integer('employee_id').notNull(),
    /**
     * The person is one the undiagnosed list shows (an open link or none ever: the employees'
     * awaiting condition), kept by the same triggers when their link counts cross it (migration 0026).
     */
    awaiting: boolean('awaiting').notNull().default(true),
  },
  (t) => [
    primaryKey({
      name: 'employee_short_grams_pkey',
      columns: [t.company_id, t.gram, t.kana_last_name, t.kana_first_name, t.employee_id],
    }),
    // The undiagnosed list's short searches in kana order walk only the people it shows.
    index('employee_short_grams_awaiting_idx')
      .on(t.company_id, t.gram, t.kana_last_name, t.kana_first_name, t.employee_id)
      .where(sql`${t.awaiting}`),
  ],
);
