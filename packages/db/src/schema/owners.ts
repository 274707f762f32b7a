/** The columns that tie a row to its company and to its person; the row goes with either. */
import { integer } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { employees } from './people.ts';

/** The owning company; its rows go with it. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The person a row belongs to; the row goes with the person. */
export const employeeId = () =>
  integer('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' });
