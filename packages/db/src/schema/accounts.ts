/** Companies, their users (company_admins) and operators (system_admins). */
import { CompanyRole, CompanyStatus, SystemAdminRole } from '@mirume/shared/enums';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { enumCheck, enumText } from './enum-columns.ts';

/** Who holds an API token or a mailed account link. */
const OWNER_TYPES = ['company_admin', 'system_admin'] as const;
/** What a mailed single-use account link is for. */
const ACCOUNT_TOKEN_PURPOSES = ['confirmation', 'password_reset', 'password_setup', 'email_change'] as const;

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    name_kana: text('name_kana'),
    status: enumText('status', CompanyStatus.values).notNull().default('temp_registration'),
    postcode: text('postcode'),
    address: text('address'),
    tel: text('tel'),
    url: text('url'),
    /** 代表者名 */
    daihyo_name: text('daihyo_name'),
    /**
     * The contract period of spec §3 (契約開始日 / 契約終了日, Asia/Tokyo dates): set when the
     * company starts its trial or its full contract, a trial's end TRIAL_PERIOD_DAYS later; an
     * operator may correct both on the company's edit page.
     */
    date_start_contract: date('date_start_contract', { mode: 'string' }),
    date_end_contract: date('date_end_contract', { mode: 'string' }),
    ...timestamps,
    discarded_at: timestamp('discarded_at', { withTimezone: true }),
  },
  (t) => [
    enumCheck('companies_status_check', t.status, CompanyStatus.values),
    index('companies_status_idx').on(t.status),
    index('companies_created_idx').on(t.created_at, t.id),
  ],
);

/** What happened to a company's lifecycle: registered, a status change, discarded, restored. */
export const COMPANY_HISTORY_EVENTS = ['registered', 'status', 'discarded', 'restored'] as const;

/**
 * The company's status history (its page shows it). `actor_name` is the operator's name as
 * written at the time, or null when the company's own user or the service made the change.
 */
export const companyStatusChanges = pgTable(
  'company_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    event: enumText('event', COMPANY_HISTORY_EVENTS).notNull(),
    from_status: enumText('from_status', CompanyStatus.values),
    to_status: enumText('to_status', CompanyStatus.values).notNull(),
    system_admin_id: integer('system_admin_id').references(() => systemAdmins.id, { onDelete: 'set null' }),
    actor_name: text('actor_name'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_status_changes_company_idx').on(t.company_id, t.created_at),
    enumCheck('company_status_changes_event_check', t.event, COMPANY_HISTORY_EVENTS),
  ],
);

export const companyAdmins = pgTable(
  'company_admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: enumText('role', CompanyRole.values).notNull(),
    /** Stored lower-cased; it is also the devise `uid`. */
    email: text('email').notNull(),
    last_name: text('last_name').notNull(),
    first_name: text('first_name').notNull(),
    kana_last_name: text('kana_last_name').notNull(),
    kana_first_name: text('kana_first_name').notNull(),
    /** argon2id PHC string; null until the user sets a password from an invitation. */
    password_hash: text('password_hash'),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    confirmation_sent_at: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** A new address waiting for its confirmation link to be opened (email change). */
    unconfirmed_email: text('unconfirmed_email'),
    /** When a password-setting invitation was last mailed (null for self sign-up). */
    invited_at: timestamp('invited_at', { withTimezone: true }),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_admins_email_key').on(t.email),
    index('company_admins_company_idx').on(t.company_id),
    enumCheck('company_admins_role_check', t.role, CompanyRole.values),
  ],
);

export const systemAdmins = pgTable(
  'system_admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    role: enumText('role', SystemAdminRole.values).notNull().default('admin'),
    last_name: text('last_name').notNull(),
    first_name: text('first_name').notNull(),
    kana_last_name: text('kana_last_name').notNull(),
    kana_first_name: text('kana_first_name').notNull(),
    password_hash: text('password_hash'),
    allow_password_change: boolean('allow_password_change').notNull().default(false),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
    discarded_at: timestamp('discarded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('system_admins_email_key').on(t.email)],
);

/**
 * API tokens, one row per (user, client) as in devise_token_auth. Only the SHA-256 of the token is
 * stored: a 128-bit random token needs no slow hash, and SHA-256 keeps per-request checks cheap.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner_type: enumText('owner_type', OWNER_TYPES).notNull(),
    owner_id: integer('owner_id').notNull(),
    client_id: text('client_id').notNull(),
    token_sha256: text('token_sha256').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_owner_client_key').on(t.owner_type, t.owner_id, t.client_id),
    enumCheck('auth_tokens_owner_type_check', t.owner_type, OWNER_TYPES),
  ],
);

/**
 * Single-use links mailed to people: email confirmation, password reset, password setting after an
 * invitation, email change. Only the SHA-256 of the token is stored; `used_at` makes it single-use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: enumText('purpose', ACCOUNT_TOKEN_PURPOSES).notNull(),
    owner_type: enumText('owner_type', OWNER_TYPES).notNull(),
    owner_id: integer('owner_id').notNull(),
    token_sha256: text('token_sha256').notNull(),
    /** Purpose-specific data, e.g. the new address of an email change. */
    payload: text('payload'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_key').on(t.token_sha256),
    index('account_tokens_owner_idx').on(t.owner_type, t.owner_id, t.purpose),
    enumCheck('account_tokens_purpose_check', t.purpose, ACCOUNT_TOKEN_PURPOSES),
    enumCheck('account_tokens_owner_type_check', t.owner_type, OWNER_TYPES),
  ],
);
