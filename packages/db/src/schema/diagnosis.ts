/**
 * The mirumevital diagnosis: issued links (shindan_musashino_senkou), ticket codes, the examinee's
 * session with its raw trial events, the scored results, the criteria sets that rank them, and the
 * diagnosis status notifications. See docs/decisions/0013-diagnosis-links-and-tickets.md and
 * docs/scoring.md.
 */
import { ExamSessionStatus } from '@mirume/shared/api/exam';
import {
  ApplicantRank,
  Browser,
  Device,
  DiagnosisLinkSource,
  DiagnosisLinkStatus,
  DiagnosisType,
  EmployeeRank,
  OperatingSystem,
  PcEvaluation,
  ShindanStatus,
  TicketStatus,
} from '@mirume/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, companyAdmins, systemAdmins } from './accounts.ts';
import { timestamps } from './columns.ts';
import { enumCheck, enumText, storedValues, unionValues } from './enum-columns.ts';
import { companyId, employeeId } from './owners.ts';
import { employees } from './people.ts';

export const CRITERIA_AUTHOR_KINDS = ['service', 'company_admin', 'system_admin'] as const;

/** senkou: selection (applicants); employee: staff. */
const diagnosisType = () => enumText('diagnosis_type', DiagnosisType.values).notNull();

/** Stored ticket and link states; `expired` is derived from the deadline, never stored. */
const TICKET_STATUSES = storedValues(TicketStatus.values, 'expired');
const LINK_STATUSES = storedValues(DiagnosisLinkStatus.values, 'expired');

/** A batch of tickets issued together (one PDF sheet / CSV download). */
export const ticketBatches = pgTable(
  'ticket_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    diagnosis_type: diagnosisType(),
    quantity: integer('quantity').notNull(),
    /** Last moment a ticket of the batch can be redeemed (end of the chosen day, Tokyo). */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    message: text('message'),
    issued_by_company_admin_id: integer('issued_by_company_admin_id').references(() => companyAdmins.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_batches_company_idx').on(t.company_id, t.created_at)],
);

/**
 * A ticket code (受検チケット) for a person without email: unused → in_use (redeemed, test under
 * way) → used (test finished); past its deadline an unused one is expired (derived, not stored).
 */
export const ticketCodes = pgTable(
  'ticket_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => ticketBatches.id, { onDelete: 'cascade' }),
    /** 10 characters from an alphabet without look-alikes; unique across the service. */
    code: text('code').notNull(),
    diagnosis_type: diagnosisType(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: enumText('status', TICKET_STATUSES).notNull().default('unused'),
    /** The person who redeemed it (created or matched by email at redemption). */
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    redeemed_last_name: text('redeemed_last_name'),
    redeemed_first_name: text('redeemed_first_name'),
    redeemed_kana_last_name: text('redeemed_kana_last_name'),
    redeemed_kana_first_name: text('redeemed_kana_first_name'),
    redeemed_email: text('redeemed_email'),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_codes_code_key').on(t.code),
    index('ticket_codes_company_idx').on(t.company_id, t.batch_id),
    enumCheck('ticket_codes_status_check', t.status, TICKET_STATUSES),
  ],
);

/**
 * An issued diagnosis link (shindan_musashino_senkou): one person, one diagnosis type, one
 * deadline. Only the SHA-256 of the token is stored; re-sending issues a new token (the old mail's
 * link stops working). A redeemed ticket creates a link too (source = ticket), so every test runs
 * through a link.
 */
export const diagnosisLinks = pgTable(
  'diagnosis_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    employee_id: employeeId(),
    diagnosis_type: diagnosisType(),
    source: enumText('source', DiagnosisLinkSource.values).notNull().default('mail'),
    ticket_code_id: integer('ticket_code_id').references(() => ticketCodes.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    /** Address the link was mailed to (null for ticket links). */
    email: text('email'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    message: text('message'),
    /** issued → in_progress (test started) → completed; expired is derived from the deadline. */
    status: enumText('status', LINK_STATUSES).notNull().default('issued'),
    /** The company's own check mark on the undiagnosed list (update_checked). */
    checked: boolean('checked').notNull().default(false),
    checked_at: timestamp('checked_at', { withTimezone: true }),
    sent_count: integer('sent_count').notNull().default(0),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    issued_by_company_admin_id: integer('issued_by_company_admin_id').references(() => companyAdmins.id, {
      onDelete: 'set null',
    }),
    started_at: timestamp('started_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('diagnosis_links_token_hash_key').on(t.token_hash),
    index('diagnosis_links_company_status_idx').on(t.company_id, t.status, t.created_at),
    index('diagnosis_links_employee_idx').on(t.employee_id, t.created_at),
    // The undiagnosed list's open links in issue order (decisions/0023).
    index('diagnosis_links_company_open_idx')
      .on(t.company_id, t.created_at, t.id)
      .where(sql`${t.status} <> 'completed'`),
    // The open links in deadline order: the expired ones (deadline passed) are one range of it,
    // which the undiagnosed list's 期限切れ filter and its count read without the other open links.
    index('diagnosis_links_company_open_deadline_idx')
      .on(t.company_id, t.deadline, t.id)
      .where(sql`${t.status} <> 'completed'`),
    enumCheck('diagnosis_links_status_check', t.status, LINK_STATUSES),
    enumCheck('diagnosis_links_source_check', t.source, DiagnosisLinkSource.values),
    enumCheck('diagnosis_links_type_check', t.diagnosis_type, DiagnosisType.values),
  ],
);

/**
 * The examinee's sitting of one link. Created when the examinee accepts the consent page; holds the
 * device facts and the validity flags; its raw blocks are in diagnosis_session_blocks.
 */
export const diagnosisSessions = pgTable(
  'diagnosis_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    link_id: integer('link_id')
      .notNull()
      .references(() => diagnosisLinks.id, { onDelete: 'cascade' }),
    employee_id: employeeId(),
    diagnosis_type: diagnosisType(),
    /** The test protocol the client ran (docs/scoring.md). */
    protocol_version: text('protocol_version').notNull(),
    /** Seed of the trial schedule (stimuli and intervals); the server checks the trials against it. */
    seed: integer('seed').notNull(),
    device: enumText('device', Device.values).notNull(),
    os: enumText('os', OperatingSystem.values).notNull(),
    browser: enumText('browser', Browser.values).notNull(),
    user_agent: text('user_agent'),
    refresh_hz: real('refresh_hz'),
    screen_width: integer('screen_width'),
    screen_height: integer('screen_height'),
    webdriver: boolean('webdriver').notNull().default(false),
    /** The browser's key for this link when the session started (see ZDeviceFacts.device_key). */
    device_key: text('device_key'),
    /** The session was resumed with another device key: a validity flag on the result. */
    other_device: boolean('other_device').notNull().default(false),
    /** in_progress → completed (scored) or failed (voided by the validity checks). */
    status: enumText('status', ExamSessionStatus).notNull().default('in_progress'),
    failure_reason: text('failure_reason'),
    consented_at: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('diagnosis_sessions_link_key').on(t.link_id),
    index('diagnosis_sessions_employee_idx').on(t.employee_id),
    // The monthly billing run counts each month's completed sessions (docs/billing.md).
    index('diagnosis_sessions_completed_idx')
      .on(t.completed_at, t.company_id)
      .where(sql`${t.status} = 'completed'`),
    enumCheck('diagnosis_sessions_status_check', t.status, ExamSessionStatus),
  ],
);

/** One finished block of a session as the client sent it (raw events); idempotent per index. */
export const diagnosisSessionBlocks = pgTable(
  'diagnosis_session_blocks',
  {
    session_id: integer('session_id')
      .notNull()
      .references(() => diagnosisSessions.id, { onDelete: 'cascade' }),
    block_index: integer('block_index').notNull(),
    block_id: text('block_id').notNull(),
    payload: jsonb('payload').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.session_id, t.block_index] })],
);

/**
 * A criteria set (基準): ordered rules that map T-scores to a rank. company_id null = the service's
 * default set for the diagnosis type. The newest set of a company (else the newest default)
 * applies. A row is one VERSION and its rules are never updated: a change inserts the next version
 * (numbered per company, or per the service, and diagnosis type); only the remark is rewritten.
 * A version that never ranked a result may be deleted (decision 0025).
 */
export const musashinoCriteria = pgTable(
  'musashino_criteria',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    diagnosis_type: diagnosisType(),
    /** 1, 2, … per (company_id, diagnosis_type); the service's sets count on their own. */
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    /** CriteriaRules (packages/shared/src/vital/criteria.ts). */
    rules: jsonb('rules').notNull(),
    remark: text('remark'),
    /** 'service' (seeded defaults), 'company_admin' or 'system_admin'. */
    created_by_kind: enumText('created_by_kind', CRITERIA_AUTHOR_KINDS).notNull().default('service'),
    created_by_company_admin_id: integer('created_by_company_admin_id').references(() => companyAdmins.id, {
      onDelete: 'set null',
    }),
    created_by_system_admin_id: integer('created_by_system_admin_id').references(() => systemAdmins.id, {
      onDelete: 'set null',
    }),
    /** The author's name at the time, so the list still reads when the account is gone. */
    created_by_name: text('created_by_name').notNull().default('サービス標準'),
    ...timestamps,
  },
  (t) => [
    index('musashino_criteria_company_idx').on(t.company_id, t.diagnosis_type, t.created_at),
    unique('musashino_criteria_version_key').on(t.company_id, t.diagnosis_type, t.version).nullsNotDistinct(),
    enumCheck('musashino_criteria_author_check', t.created_by_kind, CRITERIA_AUTHOR_KINDS),
  ],
);

/**
 * A scored mirumevital result. Scores are computed on the server from the session's raw blocks;
 * `source_result_id` is set when a stored session is re-scored under the other diagnosis type.
 */
export const mirumevitalResults = pgTable(
  'mirumevital_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    employee_id: employeeId(),
    session_id: integer('session_id')
      .notNull()
      .references(() => diagnosisSessions.id, { onDelete: 'cascade' }),
    diagnosis_type: diagnosisType(),
    scoring_version: text('scoring_version').notNull(),
    /** { [metric]: { raw: number | null, t: number | null } } */
    metrics: jsonb('metrics').notNull(),
    /** { [aptitude]: { raw, t } } for employee results, {} for applicants. */
    aptitudes: jsonb('aptitudes').notNull(),
    pc_evaluation: enumText('pc_evaluation', PcEvaluation.values).notNull(),
    /** An applicant rank or an employee rank, by the diagnosis type. */
    rank: enumText('rank', unionValues(ApplicantRank.values, EmployeeRank.values)).notNull(),
    criteria_id: integer('criteria_id').references(() => musashinoCriteria.id, { onDelete: 'set null' }),
    /** The rule that decided the rank, with the values it compared (RankDecision). */
    rank_rule: jsonb('rank_rule').notNull(),
    /** ValidityReport: flags and counts. */
    validity: jsonb('validity').notNull(),
    /** Device class whose norms were used. */
    norm_device: enumText('norm_device', Device.values).notNull(),
    taken_at: timestamp('taken_at', { withTimezone: true }).notNull(),
    source_result_id: integer('source_result_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mirumevital_results_employee_idx').on(t.employee_id, t.taken_at),
    index('mirumevital_results_company_idx').on(t.company_id, t.taken_at),
    index('mirumevital_results_criteria_idx').on(t.criteria_id),
    uniqueIndex('mirumevital_results_session_type_key')
      .on(t.session_id, t.diagnosis_type)
      .where(sql`${t.source_result_id} is null`),
  ],
);

/** A diagnosis status notification (shindan_status_notification) for a company's staff. */
export const shindanStatusNotifications = pgTable(
  'shindan_status_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyId(),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    link_id: integer('link_id').references(() => diagnosisLinks.id, { onDelete: 'set null' }),
    result_id: integer('result_id').references(() => mirumevitalResults.id, { onDelete: 'set null' }),
    last_name: text('last_name').notNull(),
    first_name: text('first_name').notNull(),
    email: text('email'),
    diagnosis_type: diagnosisType(),
    /** 'success', or why it failed: 'failure' (voided by the validity checks). */
    status: enumText('status', ShindanStatus.values).notNull(),
    /** Japanese reason shown with a failure. */
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [index('shindan_status_notifications_company_idx').on(t.company_id, t.created_at)],
);

/** Which company user has read which status notification (each user reads their own). */
export const shindanStatusNotificationReads = pgTable(
  'shindan_status_notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => shindanStatusNotifications.id, { onDelete: 'cascade' }),
    company_admin_id: integer('company_admin_id')
      .notNull()
      .references(() => companyAdmins.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.company_admin_id] })],
);
