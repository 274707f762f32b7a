/**
 * The operator's side of running the service: notifications that need an operator, with a read
 * mark per operator, and the log of every operator action on a company's data.
 */
import { OPERATOR_NOTIFICATION_KIND_VALUES } from '@mirume/shared/operations';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, systemAdmins } from './accounts.ts';
import { enumCheck, enumText } from './enum-columns.ts';

/**
 * Something an operator should look at. `dedupe_key` makes a scheduled or repeated trigger
 * (a trial ending, a contract ending) create its notification once.
 */
export const operatorNotifications = pgTable(
  'operator_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: enumText('kind', OPERATOR_NOTIFICATION_KIND_VALUES).notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    /** The web path the notification opens (e.g. /admin/companies/12). */
    link: text('link'),
    dedupe_key: text('dedupe_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('operator_notifications_kind_check', t.kind, OPERATOR_NOTIFICATION_KIND_VALUES),
    uniqueIndex('operator_notifications_dedupe_idx').on(t.dedupe_key),
    index('operator_notifications_created_idx').on(t.created_at),
    index('operator_notifications_company_idx').on(t.company_id),
  ],
);

/** An operator has read a notification (each operator keeps their own read marks). */
export const operatorNotificationReads = pgTable(
  'operator_notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => operatorNotifications.id, { onDelete: 'cascade' }),
    system_admin_id: integer('system_admin_id')
      .notNull()
      .references(() => systemAdmins.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.system_admin_id] })],
);

/**
 * One operator action on a company's data. The actor's name is kept as written at the time, so
 * the record still reads after the operator is removed. A company's actions go with the company
 * when it is physically destroyed; the destruction itself is recorded without a company id.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    system_admin_id: integer('system_admin_id').references(() => systemAdmins.id, { onDelete: 'set null' }),
    system_admin_name: text('system_admin_name').notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** A stable code, e.g. `company.update`, `employee.create`, `diagnosis_link.issue`. */
    action: text('action').notNull(),
    /** What was acted on, e.g. `company`, `employee`, `company_admin`, and its id. */
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    /** One Japanese sentence for the company page's history. */
    summary: text('summary').notNull(),
    /** Changed fields only: { field: { before, after } }. */
    changes: jsonb('changes'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_company_idx').on(t.company_id, t.created_at),
    index('operator_actions_admin_idx').on(t.system_admin_id, t.created_at),
  ],
);
