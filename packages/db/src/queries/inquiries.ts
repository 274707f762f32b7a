/**
 * Inquiries and their thread (schema/communications.ts): stored when sent, read and handled by
 * operators in the inbox. An issue inquiry points at one diagnosis link or ticket of its company.
 */
import type { InquiryKubunValue, InquiryStatusValue } from '@mirume/shared/api/inquiries';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  diagnosisLinks,
  employees,
  inquiries,
  inquiryMessages,
  systemAdmins,
  ticketCodes,
} from '../schema/index.ts';

const i = inquiries;

export interface NewInquiry {
  kind: 'general' | 'issue';
  kubun: InquiryKubunValue;
  company_id: number | null;
  company_admin_id: number | null;
  name: string;
  email: string;
  company_name: string | null;
  tel: string | null;
  subject: string;
  body: string;
  link_id?: number | null;
  ticket_code?: string | null;
}

export async function insertInquiry(db: Executor, values: NewInquiry) {
  const [row] = await db.insert(i).values(values).returning({ id: i.id, created_at: i.created_at });
  return row as { id: number; created_at: Date };
}

const summaryColumns = {
  id: i.id,
  kind: i.kind,
  kubun: i.kubun,
  status: i.status,
  subject: i.subject,
  name: i.name,
  email: i.email,
  company_name: sql<string | null>`coalesce(${companies.name}, ${i.company_name})`,
  company_id: i.company_id,
  assignee_id: i.assignee_system_admin_id,
  assignee_name: sql<
    string | null
  >`case when ${systemAdmins.id} is null then null else ${systemAdmins.last_name} || ' ' || ${systemAdmins.first_name} end`,
  created_at: i.created_at,
  updated_at: i.updated_at,
};

/** The inbox: newest first, by status, 区分, assignee and words. */
export async function listInquiries(
  db: Executor,
  p: {
    page: number;
    per: number;
    status?: InquiryStatusValue;
    kubun?: InquiryKubunValue;
    assigneeId?: number | null;
    q?: string;
  },
) {
  const like = p.q ? `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    p.status ? eq(i.status, p.status) : undefined,
    p.kubun ? eq(i.kubun, p.kubun) : undefined,
    p.assigneeId === null ? isNull(i.assignee_system_admin_id) : undefined,
    typeof p.assigneeId === 'number' ? eq(i.assignee_system_admin_id, p.assigneeId) : undefined,
    like
      ? or(
          ilike(i.subject, like),
          ilike(i.body, like),
          ilike(i.name, like),
          ilike(i.email, like),
          ilike(i.company_name, like),
          ilike(companies.name, like),
        )
      : undefined,
  );
  const items = await db
    .select(summaryColumns)
    .from(i)
    .leftJoin(companies, eq(companies.id, i.company_id))
    .leftJoin(systemAdmins, eq(systemAdmins.id, i.assignee_system_admin_id))
    .where(where)
    .orderBy(desc(i.created_at), desc(i.id))
    .limit(p.per)
    .offset((p.page - 1) * p.per);
  const [totals] = await db
    .select({ total: count() })
    .from(i)
    .leftJoin(companies, eq(companies.id, i.company_id))
    .where(where);
  const [open] = await db.select({ n: count() }).from(i).where(eq(i.status, 'new'));
  return { items, total: totals?.total ?? 0, newCount: open?.n ?? 0 };
}

/** One inquiry with its link (if any) and the person the link was issued to. */
export async function findInquiry(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      tel: i.tel,
      body: i.body,
      company_admin_id: i.company_admin_id,
      link_id: i.link_id,
      ticket_code: i.ticket_code,
    })
    .from(i)
    .leftJoin(companies, eq(companies.id, i.company_id))
    .leftJoin(systemAdmins, eq(systemAdmins.id, i.assignee_system_admin_id))
    .where(eq(i.id, id));
  return row ?? null;
}

/** Locks an inquiry row for a change (status, assignee, reply). */
export async function lockInquiry(db: Executor, id: number) {
  const [row] = await db.select().from(i).where(eq(i.id, id)).for('update');
  return row ?? null;
}

export async function updateInquiry(
  db: Executor,
  id: number,
  values: { status?: InquiryStatusValue; assignee_system_admin_id?: number | null },
) {
  await db
    .update(i)
    .set({ ...values, updated_at: new Date() })
    .where(eq(i.id, id));
}

export async function insertInquiryMessage(
  db: Executor,
  values: {
    inquiry_id: number;
    direction: 'outbound' | 'note';
    system_admin_id: number;
    author_name: string;
    body: string;
  },
) {
  await db.insert(inquiryMessages).values(values);
}

export async function listInquiryMessages(db: Executor, inquiryId: number) {
  return db
    .select({
      id: inquiryMessages.id,
      direction: inquiryMessages.direction,
      author: inquiryMessages.author_name,
      body: inquiryMessages.body,
      created_at: inquiryMessages.created_at,
    })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiry_id, inquiryId))
    .orderBy(asc(inquiryMessages.created_at), asc(inquiryMessages.id));
}

/** A diagnosis link of the company with its person, for an issue inquiry (null: not the company's). */
export async function findInquiryLink(db: Executor, companyId: number, linkId: number, lock = false) {
  const query = db
    .select({
      id: diagnosisLinks.id,
      employee_id: diagnosisLinks.employee_id,
      last_name: employees.last_name,
      first_name: employees.first_name,
      email: diagnosisLinks.email,
      status: diagnosisLinks.status,
      deadline: diagnosisLinks.deadline,
      message: diagnosisLinks.message,
      sent_count: diagnosisLinks.sent_count,
      issued_by_company_admin_id: diagnosisLinks.issued_by_company_admin_id,
    })
    .from(diagnosisLinks)
    .innerJoin(employees, eq(employees.id, diagnosisLinks.employee_id))
    .where(and(eq(diagnosisLinks.company_id, companyId), eq(diagnosisLinks.id, linkId)));
  const [row] = lock ? await query.for('update', { of: diagnosisLinks }) : await query;
  return row ?? null;
}

/** Whether the ticket code is one of the company's. */
export async function companyHasTicketCode(db: Executor, companyId: number, code: string) {
  const [row] = await db
    .select({ id: ticketCodes.id })
    .from(ticketCodes)
    .where(and(eq(ticketCodes.company_id, companyId), eq(ticketCodes.code, code)));
  return row !== undefined;
}

/** The company's mailed links, newest first, by name or email, for picking an issue inquiry's link. */
export async function listInquiryLinkTargets(
  db: Executor,
  companyId: number,
  q: string | undefined,
  limit = 20,
) {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      link_id: diagnosisLinks.id,
      last_name: employees.last_name,
      first_name: employees.first_name,
      email: diagnosisLinks.email,
      status: diagnosisLinks.status,
      deadline: diagnosisLinks.deadline,
    })
    .from(diagnosisLinks)
    .innerJoin(employees, eq(employees.id, diagnosisLinks.employee_id))
    .where(
      and(
        eq(diagnosisLinks.company_id, companyId),
        like
          ? or(
              ilike(diagnosisLinks.email, like),
              sql`(${employees.last_name} || ' ' || ${employees.first_name}) ilike ${like}`,
              sql`(${employees.last_name} || ${employees.first_name}) ilike ${like}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(diagnosisLinks.created_at), desc(diagnosisLinks.id))
    .limit(limit);
}

/** Operators who can be assigned (not discarded), by name. */
export async function listAssignableOperators(db: Executor) {
  return db
    .select({ id: systemAdmins.id, last_name: systemAdmins.last_name, first_name: systemAdmins.first_name })
    .from(systemAdmins)
    .where(isNull(systemAdmins.discarded_at))
    .orderBy(asc(systemAdmins.kana_last_name), asc(systemAdmins.id));
}

/** Every operator's address (the inbox notice goes to them when no inbox address is configured). */
export async function operatorAddresses(db: Executor) {
  const rows = await db
    .select({ email: systemAdmins.email })
    .from(systemAdmins)
    .where(isNull(systemAdmins.discarded_at));
  return rows.map((r) => r.email);
}
