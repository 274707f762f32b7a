/**
 * Issued diagnosis links (shindan_musashino_senkou) as the company sees them: issuing and
 * re-sending in multi-row statements, check marks, deletion, the dashboard
 * counts and a person's issuance history (the undiagnosed list is undiagnosed-list.ts). Every
 * query takes the company id and filters by it.
 *
 * "expired" is never stored: a link that is not completed and whose deadline has passed is
 * expired, so each query that shows a status derives it from the deadline and `now`.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, diagnosisLinks, employees, mailOutbox, ticketCodes } from '../schema/index.ts';
import type { OutgoingMail } from './mail.ts';

export type LinkDiagnosisType = 'senkou' | 'employee';
export type LinkStatusValue = 'issued' | 'in_progress' | 'completed' | 'expired';

/** Rows are written in statements of this many (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

const iso = (d: Date) => d.toISOString();

/** The status a list shows: the stored one, or expired once the deadline passed unfinished. */
export const derivedStatus = (now: Date) =>
  sql<LinkStatusValue>`case when ${diagnosisLinks.status} <> 'completed' and ${diagnosisLinks.deadline} < ${iso(now)}::timestamptz then 'expired' else ${diagnosisLinks.status} end`;

export const linkColumns = (now: Date) => ({
  id: diagnosisLinks.id,
  employee_id: diagnosisLinks.employee_id,
  employee_number: employees.employee_id,
  last_name: employees.last_name,
  first_name: employees.first_name,
  kana_last_name: employees.kana_last_name,
  kana_first_name: employees.kana_first_name,
  employment_type: employees.employment_type,
  department: employees.department,
  email: sql<string | null>`coalesce(${diagnosisLinks.email}, ${employees.email})`,
  diagnosis_type: diagnosisLinks.diagnosis_type,
  source: diagnosisLinks.source,
  ticket_code: ticketCodes.code,
  status: derivedStatus(now),
  deadline: diagnosisLinks.deadline,
  message: diagnosisLinks.message,
  checked: diagnosisLinks.checked,
  sent_count: diagnosisLinks.sent_count,
  last_sent_at: diagnosisLinks.last_sent_at,
  started_at: diagnosisLinks.started_at,
  completed_at: diagnosisLinks.completed_at,
  created_at: diagnosisLinks.created_at,
});

export type IssuedLinkRow = {
  id: number;
  employee_id: number;
  employee_number: string;
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  employment_type: 'full_time' | 'part_time' | 'dispatch' | 'senkou' | 'other';
  department: string | null;
  email: string | null;
  diagnosis_type: LinkDiagnosisType;
  source: 'mail' | 'ticket';
  ticket_code: string | null;
  status: LinkStatusValue;
  deadline: Date;
  message: string | null;
  checked: boolean;
  sent_count: number;
  last_sent_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
};

function selectLinks(db: Executor, now: Date) {
  return db
    .select(linkColumns(now))
    .from(diagnosisLinks)
    .innerJoin(employees, eq(employees.id, diagnosisLinks.employee_id))
    .leftJoin(ticketCodes, eq(ticketCodes.id, diagnosisLinks.ticket_code_id));
}

/** Links by id, in the order of `ids` (missing ones left out). */
export async function findIssuedLinks(
  db: Executor,
  companyId: number,
  ids: number[],
  now: Date,
): Promise<IssuedLinkRow[]> {
  const byId = new Map<number, IssuedLinkRow>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await selectLinks(db, now).where(
      and(eq(diagnosisLinks.company_id, companyId), inArray(diagnosisLinks.id, ids.slice(i, i + CHUNK))),
    );
    for (const r of rows) byId.set(r.id, r as IssuedLinkRow);
  }
  return ids.map((id) => byId.get(id)).filter((r): r is IssuedLinkRow => Boolean(r));
}

export async function diagnosisCompanyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export interface IssueTarget {
  id: number;
  employee_id: string;
  last_name: string;
  first_name: string;
  email: string | null;
  employment_type: IssuedLinkRow['employment_type'];
}

const targetColumns = {
  id: employees.id,
  employee_id: employees.employee_id,
  last_name: employees.last_name,
  first_name: employees.first_name,
  email: employees.email,
  employment_type: employees.employment_type,
};

/** The company's people among `ids` (another company's are simply absent). */
export async function findIssueTargets(db: Executor, companyId: number, ids: number[]) {
  const out = new Map<number, IssueTarget>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select(targetColumns)
      .from(employees)
      .where(and(eq(employees.company_id, companyId), inArray(employees.id, ids.slice(i, i + CHUNK))));
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

/** The company's people whose email (case-insensitive) is among `emails`, keyed by lower-case email. */
export async function findPeopleByEmails(db: Executor, companyId: number, emails: string[]) {
  const out = new Map<string, IssueTarget>();
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (let i = 0; i < lower.length; i += CHUNK) {
    const rows = await db
      .select(targetColumns)
      .from(employees)
      .where(
        and(
          eq(employees.company_id, companyId),
          inArray(sql`lower(${employees.email})`, lower.slice(i, i + CHUNK)),
        ),
      )
      .orderBy(asc(employees.id));
    // The oldest record wins when several people share an address.
    for (const r of rows) {
      const key = (r.email ?? '').toLowerCase();
      if (!out.has(key)) out.set(key, r);
    }
  }
  return out;
}

/** Which of these employee numbers the company already uses. */
export async function takenEmployeeNumbers(db: Executor, companyId: number, numbers: string[]) {
  const taken = new Set<string>();
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const rows = await db
      .select({ n: employees.employee_id })
      .from(employees)
      .where(
        and(eq(employees.company_id, companyId), inArray(employees.employee_id, numbers.slice(i, i + CHUNK))),
      );
    for (const r of rows) taken.add(r.n);
  }
  return taken;
}

export interface ApplicantInsert {
  employee_id: string;
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  email: string;
}

/** New applicants (employment type senkou) in multi-row statements; ids in input order. */
export async function insertApplicants(db: Executor, companyId: number, rows: ApplicantInsert[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db
      .insert(employees)
      .values(
        rows
          .slice(i, i + CHUNK)
          .map((r) => ({ ...r, company_id: companyId, employment_type: 'senkou' as const })),
      )
      .returning({ id: employees.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * The newest open link (issued or in progress, deadline not passed) of each of these people for
 * the diagnosis type, keyed by employee id.
 */
export async function findOpenLinks(
  db: Executor,
  companyId: number,
  employeeIds: number[],
  diagnosisType: LinkDiagnosisType,
  now: Date,
) {
  const out = new Map<number, number>();
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .select({ id: diagnosisLinks.id, employee_id: diagnosisLinks.employee_id })
      .from(diagnosisLinks)
      .where(
        and(
          eq(diagnosisLinks.company_id, companyId),
          inArray(diagnosisLinks.employee_id, employeeIds.slice(i, i + CHUNK)),
          eq(diagnosisLinks.diagnosis_type, diagnosisType),
          inArray(diagnosisLinks.status, ['issued', 'in_progress']),
          gte(diagnosisLinks.deadline, now),
        ),
      )
      .orderBy(asc(diagnosisLinks.created_at), asc(diagnosisLinks.id));
    for (const r of rows) out.set(r.employee_id, r.id);
  }
  return out;
}

/** Links to re-send, check or delete, locked in the caller's transaction. */
export async function lockDiagnosisLinks(db: Executor, companyId: number, ids: number[]) {
  const out = new Map<
    number,
    {
      id: number;
      employee_id: number;
      diagnosis_type: LinkDiagnosisType;
      status: 'issued' | 'in_progress' | 'completed';
    }
  >();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({
        id: diagnosisLinks.id,
        employee_id: diagnosisLinks.employee_id,
        diagnosis_type: diagnosisLinks.diagnosis_type,
        status: diagnosisLinks.status,
      })
      .from(diagnosisLinks)
      .where(
        and(eq(diagnosisLinks.company_id, companyId), inArray(diagnosisLinks.id, ids.slice(i, i + CHUNK))),
      )
      .for('update');
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

export interface LinkInsert {
  employee_id: number;
  diagnosis_type: LinkDiagnosisType;
  token_hash: string;
  email: string;
  deadline: Date;
  message: string | null;
  issued_by_company_admin_id: number | null;
}

/** New mailed links in multi-row statements; ids in input order. */
export async function insertDiagnosisLinks(db: Executor, companyId: number, rows: LinkInsert[], now: Date) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db
      .insert(diagnosisLinks)
      .values(
        rows.slice(i, i + CHUNK).map((r) => ({
          ...r,
          company_id: companyId,
          source: 'mail' as const,
          sent_count: 1,
          last_sent_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning({ id: diagnosisLinks.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export interface LinkResend {
  id: number;
  token_hash: string;
  email: string;
}

/** The company's message stored on each of these links (re-sending without a message keeps it). */
export async function diagnosisLinkMessages(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: diagnosisLinks.id, message: diagnosisLinks.message })
    .from(diagnosisLinks)
    .where(and(eq(diagnosisLinks.company_id, companyId), inArray(diagnosisLinks.id, ids)));
  return new Map(rows.map((r) => [r.id, r.message]));
}

/**
 * Re-sends links: a new token per link (the old URL stops working), the new deadline, one more
 * send; the message is replaced when one is given and kept otherwise. One UPDATE … FROM (VALUES …)
 * per chunk.
 */
export async function resendDiagnosisLinks(
  db: Executor,
  companyId: number,
  rows: LinkResend[],
  change: { deadline: Date; message: string | null; issued_by_company_admin_id: number | null },
  now: Date,
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows.slice(i, i + CHUNK).map((r) => sql`(${r.id}::int, ${r.token_hash}::text, ${r.email}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${diagnosisLinks} set
        token_hash = v.token_hash,
        email = v.email,
        deadline = ${iso(change.deadline)}::timestamptz,
        message = coalesce(${change.message}, ${diagnosisLinks.message}),
        issued_by_company_admin_id = ${change.issued_by_company_admin_id},
        sent_count = ${diagnosisLinks.sent_count} + 1,
        last_sent_at = ${iso(now)}::timestamptz,
        updated_at = ${iso(now)}::timestamptz
      from (values ${values}) as v(id, token_hash, email)
      where ${diagnosisLinks.id} = v.id and ${diagnosisLinks.company_id} = ${companyId}`);
  }
}

/** Queues many mails in multi-row statements (the caller's transaction; see enqueueMail). */
export async function enqueueDiagnosisMails(db: Executor, mails: OutgoingMail[]) {
  for (let i = 0; i < mails.length; i += CHUNK) {
    await db.insert(mailOutbox).values(
      mails.slice(i, i + CHUNK).map((m) => ({
        to_address: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html ?? null,
        template: m.template,
      })),
    );
  }
}

export async function setDiagnosisLinkChecked(
  db: Executor,
  companyId: number,
  id: number,
  checked: boolean,
  now: Date,
) {
  await db
    .update(diagnosisLinks)
    .set({ checked, checked_at: checked ? now : null, updated_at: now })
    .where(and(eq(diagnosisLinks.company_id, companyId), eq(diagnosisLinks.id, id)));
}

export async function deleteDiagnosisLinks(db: Executor, companyId: number, ids: number[]) {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .delete(diagnosisLinks)
      .where(
        and(eq(diagnosisLinks.company_id, companyId), inArray(diagnosisLinks.id, ids.slice(i, i + CHUNK))),
      )
      .returning({ id: diagnosisLinks.id });
    deleted += rows.length;
  }
  return deleted;
}

/**
 * Counts of the links created in [from, before), by diagnosis type and current state, in one
 * aggregate statement.
 */
export async function countLinksForDashboard(
  db: Executor,
  companyId: number,
  from: Date,
  before: Date,
  now: Date,
) {
  const nowTs = sql`${iso(now)}::timestamptz`;
  const open = sql`${diagnosisLinks.status} <> 'completed'`;
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  return db
    .select({
      diagnosis_type: diagnosisLinks.diagnosis_type,
      issued: sql<number>`count(*)`.mapWith(Number),
      undiagnosed: n(sql`${diagnosisLinks.status} = 'issued' and ${diagnosisLinks.deadline} >= ${nowTs}`),
      in_progress: n(
        sql`${diagnosisLinks.status} = 'in_progress' and ${diagnosisLinks.deadline} >= ${nowTs}`,
      ),
      diagnosed: n(sql`${diagnosisLinks.status} = 'completed'`),
      expired: n(sql`${open} and ${diagnosisLinks.deadline} < ${nowTs}`),
    })
    .from(diagnosisLinks)
    .where(
      and(
        eq(diagnosisLinks.company_id, companyId),
        gte(diagnosisLinks.created_at, from),
        lt(diagnosisLinks.created_at, before),
      ),
    )
    .groupBy(diagnosisLinks.diagnosis_type);
}

/** Whether the person is one of the company's. */
export async function employeeInCompany(db: Executor, companyId: number, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.id, employeeId)));
  return Boolean(row);
}

/** Every link of one person, newest first. */
export async function listEmployeeLinks(db: Executor, companyId: number, employeeId: number, now: Date) {
  const rows = await selectLinks(db, now)
    .where(and(eq(diagnosisLinks.company_id, companyId), eq(diagnosisLinks.employee_id, employeeId)))
    .orderBy(desc(diagnosisLinks.created_at), desc(diagnosisLinks.id));
  return rows as IssuedLinkRow[];
}
