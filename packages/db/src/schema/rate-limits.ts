/**
 * Failed-attempt counters shared by every API process on one PostgreSQL server (sign-in,
 * password-reset and ticket-code limits). A row is one fixed window: the key is a hash (never an
 * address or email in clear text), `count` the attempts so far, `reset_at` the end of the window.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // Expired windows are deleted now and then; the index keeps that a short range scan.
  (t) => [index('attempt_counters_reset_at_idx').on(t.reset_at)],
);
