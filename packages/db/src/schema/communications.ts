/**
 * What operators tell companies and what companies ask operators: announcements
 * (mirume_notifications) with a read mark per company user, and inquiries with their thread.
 */
import { AnnouncementCategory } from '@mirume/shared/api/announcements';
import { InquiryKind, InquiryKubun, InquiryStatus } from '@mirume/shared/api/inquiries';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, companyAdmins, systemAdmins } from './accounts.ts';
import { timestamps } from './columns.ts';
import { diagnosisLinks } from './diagnosis.ts';
import { enumCheck, enumText } from './enum-columns.ts';

/**
 * An operator's announcement to every company. `published_at` null is a draft; a time in the
 * future is scheduled; a time reached is published (the queries compare it with now()).
 */
export const mirumeNotifications = pgTable(
  'mirume_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: enumText('category', AnnouncementCategory.values).notNull(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML. */
    description: text('description').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_by_system_admin_id: integer('created_by_system_admin_id').references(() => systemAdmins.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    enumCheck('mirume_notifications_category_check', t.category, AnnouncementCategory.values),
    index('mirume_notifications_published_idx').on(t.published_at),
  ],
);

/** Which company user has read which announcement. */
export const mirumeNotificationReads = pgTable(
  'mirume_notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => mirumeNotifications.id, { onDelete: 'cascade' }),
    company_admin_id: integer('company_admin_id')
      .notNull()
      .references(() => companyAdmins.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notification_id, t.company_admin_id] }),
    index('mirume_notification_reads_admin_idx').on(t.company_admin_id),
  ],
);

/**
 * An inquiry: from a signed-out visitor (no company), or from a company user (general, or an
 * issue inquiry about one diagnosis link or ticket). Name and email are kept as sent.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: enumText('kind', InquiryKind.values).notNull(),
    kubun: enumText('kubun', InquiryKubun.values).notNull(),
    status: enumText('status', InquiryStatus.values).notNull().default('new'),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    company_admin_id: integer('company_admin_id').references(() => companyAdmins.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company_name: text('company_name'),
    tel: text('tel'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link_id: integer('link_id').references(() => diagnosisLinks.id, { onDelete: 'set null' }),
    ticket_code: text('ticket_code'),
    assignee_system_admin_id: integer('assignee_system_admin_id').references(() => systemAdmins.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    enumCheck('inquiries_kind_check', t.kind, InquiryKind.values),
    enumCheck('inquiries_kubun_check', t.kubun, InquiryKubun.values),
    enumCheck('inquiries_status_check', t.status, InquiryStatus.values),
    index('inquiries_status_idx').on(t.status, t.created_at),
    index('inquiries_company_idx').on(t.company_id),
  ],
);

/** The thread of an inquiry: operators' replies (sent by mail) and internal notes. */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiry_id: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    direction: enumText('direction', ['outbound', 'note'] as const).notNull(),
    system_admin_id: integer('system_admin_id').references(() => systemAdmins.id, { onDelete: 'set null' }),
    /** The operator's name as it was when they wrote. */
    author_name: text('author_name').notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('inquiry_messages_direction_check', t.direction, ['outbound', 'note'] as const),
    index('inquiry_messages_inquiry_idx').on(t.inquiry_id, t.created_at),
  ],
);
