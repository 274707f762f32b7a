/** Service-wide settings and the mail outbox. */
import { MAIL_STATUSES } from '@mirume/shared/api/mail';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enumCheck, enumText } from './enum-columns.ts';

/** A single row (id = 1) holding the maintenance switch. */
export const maintenanceSettings = pgTable(
  'maintenance_settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenance_flag: boolean('maintenance_flag').notNull().default(false),
    updated_by_system_admin_id: integer('updated_by_system_admin_id'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maintenance_settings_singleton', sql`${t.id} = 1`)],
);

/**
 * Transactional outbox: a mail is written in the same transaction as the change that causes it
 * and delivered later by the background sender, so a crash or an SMTP outage loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Template name, for the development mailbox and for tests. */
    template: text('template').notNull(),
    status: enumText('status', MAIL_STATUSES).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    enumCheck('mail_outbox_status_check', t.status, MAIL_STATUSES),
  ],
);
