/**
 * Issued diagnosis links: issuing and re-sending (bulk_upsert_url and the one-person calls), the
 * undiagnosed list, check marks, deletion, the dashboard counts and a person's issuance history.
 *
 * Issuing is all or nothing: every target is checked before anything is written, and the people,
 * links and mails of one call are written in one transaction with multi-row statements. The
 * role's diagnosis types (canIssueDiagnosis) are checked here: an issue of a refused type is a 400
 * on `diagnosis_type`; a link of a refused type is 404 to that role, like a missing one.
 */

import { randomInt } from 'node:crypto';
import {
  countLinksForDashboard,
  deleteDiagnosisLinks,
  diagnosisCompanyName,
  diagnosisLinkMessages,
  type Executor,
  employeeInCompany,
  enqueueDiagnosisMails,
  findIssuedLinks,
  findIssueTargets,
  findOpenLinks,
  findPeopleByEmails,
  type IssuedLinkRow,
  type IssueTarget,
  insertApplicants,
  insertDiagnosisLinks,
  type LinkResend,
  listEmployeeLinks,
  listUndiagnosed as listUndiagnosedRows,
  lockDiagnosisLinks,
  newLinkToken,
  type OutgoingMail,
  resendDiagnosisLinks,
  setDiagnosisLinkChecked,
  takenEmployeeNumbers,
  type UndiagnosedRow,
} from '@mirume/db';
import {
  canIssueDiagnosis,
  DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE,
  DiagnosisType as DiagnosisTypes,
  LINK_NOT_DELETABLE_MESSAGE,
  NO_EMAIL_MESSAGE,
  NO_TARGET_MESSAGE,
  stripTrailingUuid,
  type TApplicantEntry,
  type TCompanyUser,
  TICKET_CODE_ALPHABET,
  type TIssuedLink,
  type TUndiagnosedItem,
  tokyoDate,
  type ZLinksDashboardQuery,
  type ZUndiagnosisListQuery,
} from '@mirume/shared';
import type { z } from 'zod';
import { companyTurn } from '../../lib/company-turn.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { diagnosisLinkMail } from '../../mail/templates/diagnosis-link.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { companyAdminIdOf, recordIfOperator } from '../operations/acting.ts';
import { addDays, deadlineOf, tokyoDayStart } from './dates.ts';

type DiagnosisType = 'senkou' | 'employee';
const DIAGNOSIS_TYPES: readonly DiagnosisType[] = ['senkou', 'employee'];

export interface IssueRequest {
  diagnosis_type: DiagnosisType;
  deadline: string;
  message?: string | null;
  employee_ids: number[];
  applicants: TApplicantEntry[];
  link_ids: number[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toIssuedLink(row: IssuedLinkRow): TIssuedLink {
  return {
    ...row,
    deadline: row.deadline.toISOString(),
    last_sent_at: iso(row.last_sent_at),
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    created_at: row.created_at.toISOString(),
  };
}

/** The `:id` of /companies/:id/… must be the caller's own company. */
function ownCompany(user: TCompanyUser, companyId: number): number {
  if (companyId !== user.company_id) throw new AppError('NOT_FOUND');
  return companyId;
}

function assertMayIssue(user: TCompanyUser, type: DiagnosisType) {
  if (!canIssueDiagnosis(user.role, type)) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      diagnosis_type: [DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE],
    });
  }
}

const personLabel = (p: Pick<IssueTarget, 'last_name' | 'first_name' | 'employee_id'>) =>
  `${stripTrailingUuid(`${p.last_name} ${p.first_name}`)}（社員番号 ${p.employee_id}）`;

/** Field errors collected over all targets, so the screen can list every problem at once. */
class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    const list = this.errors[field] ?? [];
    list.push(message);
    this.errors[field] = list;
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, this.errors);
  }
}

/** 社員番号 of a new applicant: A-YYMMDD-XXXX (Tokyo date, 4 random characters without look-alikes). */
function applicantNumber(today: string): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return `A-${today.slice(2).replaceAll('-', '')}-${suffix}`;
}

async function uniqueApplicantNumbers(tx: Executor, companyId: number, count: number, now: Date) {
  const today = tokyoDate(now);
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - chosen.size) {
      const n = applicantNumber(today);
      if (!chosen.has(n)) candidates.add(n);
    }
    const taken = await takenEmployeeNumbers(tx, companyId, [...candidates]);
    for (const n of candidates) if (!taken.has(n)) chosen.add(n);
  }
  return [...chosen];
}

interface Person {
  id: number;
  last_name: string;
  first_name: string;
  email: string;
}

/**
 * Checks every target and answers who gets a new link and which links are re-sent. Throws one 400
 * listing every person that cannot be issued to, before anything is written.
 */
async function resolveTargets(tx: Executor, user: TCompanyUser, body: IssueRequest) {
  const companyId = user.company_id;
  const errors = new FieldErrors();

  const employeeIds = [...new Set(body.employee_ids)];
  const found = await findIssueTargets(tx, companyId, employeeIds);
  const people = new Map<number, Person>();
  for (const id of employeeIds) {
    const p = found.get(id);
    if (!p) errors.add('employee_ids', `ID ${id} の社員が見つかりません`);
    else if (!p.email) errors.add('employee_ids', `${personLabel(p)}: ${NO_EMAIL_MESSAGE}`);
    else people.set(id, { ...p, email: p.email });
  }

  // Links to re-send: a link of a type the role may not touch is "not found", like another company's.
  const linkIds = [...new Set(body.link_ids)];
  const links = await lockDiagnosisLinks(tx, companyId, linkIds);
  const linkPeople = await findIssueTargets(
    tx,
    companyId,
    [...links.values()].map((l) => l.employee_id),
  );
  const resend = new Map<number, Person>();
  for (const id of linkIds) {
    const link = links.get(id);
    const p = link && linkPeople.get(link.employee_id);
    if (!link || !p || !canIssueDiagnosis(user.role, link.diagnosis_type)) throw new AppError('NOT_FOUND');
    // A link keeps its type: re-sending it under another type would mail a test the caller did not ask for.
    if (link.diagnosis_type !== body.diagnosis_type) {
      errors.add(
        'link_ids',
        `${personLabel(p)}: この診断リンクは${DiagnosisTypes.label(link.diagnosis_type)}のため、${DiagnosisTypes.label(body.diagnosis_type)}として再送できません`,
      );
    } else if (link.status === 'completed') {
      errors.add('link_ids', `${personLabel(p)}: 受検済みの診断リンクは再送できません`);
    } else if (!p.email) errors.add('link_ids', `${personLabel(p)}: ${NO_EMAIL_MESSAGE}`);
    else resend.set(id, { ...p, email: p.email });
  }
  errors.throwIfAny();

  // Applicants: an address already registered in the company is that person (no duplicate record);
  // the same address twice in one request is one applicant.
  const existing = await findPeopleByEmails(
    tx,
    companyId,
    body.applicants.map((a) => a.email),
  );
  const newApplicants = new Map<string, TApplicantEntry>();
  for (const a of body.applicants) {
    const key = a.email.toLowerCase();
    const p = existing.get(key);
    if (p) people.set(p.id, { ...p, email: p.email ?? a.email });
    else if (!newApplicants.has(key)) newApplicants.set(key, a);
  }
  return { people, resend, newApplicants: [...newApplicants.values()] };
}

/** Issues and re-sends in one transaction; answers the new links, then the re-sent ones. */
export async function issueLinks(app: App, user: TCompanyUser, companyId: number, body: IssueRequest) {
  ownCompany(user, companyId);
  assertMayIssue(user, body.diagnosis_type);
  const now = new Date();
  const deadline = deadlineOf(body.deadline, now);
  if (body.employee_ids.length + body.applicants.length + body.link_ids.length === 0) {
    throw new AppError('VALIDATION_ERROR', NO_TARGET_MESSAGE, { employee_ids: [NO_TARGET_MESSAGE] });
  }
  const message = body.message ?? null;
  const adminId = companyAdminIdOf(user);

  const result = await uniqueOr409(() =>
    app.db.transaction(async (tx) => {
      const { people, resend, newApplicants } = await resolveTargets(tx, user, body);

      if (newApplicants.length > 0) {
        const numbers = await uniqueApplicantNumbers(tx, companyId, newApplicants.length, now);
        const ids = await insertApplicants(
          tx,
          companyId,
          newApplicants.map((a, i) => ({
            employee_id: numbers[i] as string,
            last_name: a.last_name,
            first_name: a.first_name,
            kana_last_name: a.kana_last_name,
            kana_first_name: a.kana_first_name,
            email: a.email,
          })),
        );
        ids.forEach((id, i) => {
          const a = newApplicants[i] as TApplicantEntry;
          people.set(id, { id, last_name: a.last_name, first_name: a.first_name, email: a.email });
        });
      }

      // A person who already has an open link of this type gets that link again (new token and
      // deadline) rather than a second link: one open link per person and type.
      const open = await findOpenLinks(tx, companyId, [...people.keys()], body.diagnosis_type, now);
      const fresh: Person[] = [];
      for (const p of people.values()) {
        const linkId = open.get(p.id);
        if (linkId === undefined) fresh.push(p);
        else if (!resend.has(linkId)) resend.set(linkId, p);
      }

      const companyName = await diagnosisCompanyName(tx, companyId);
      const mails: OutgoingMail[] = [];
      const mailTo = (p: Person, token: string, text: string | null = message) =>
        mails.push(
          diagnosisLinkMail({
            appUrl: app.config.APP_URL,
            to: p.email,
            lastName: p.last_name,
            firstName: p.first_name,
            companyName,
            token,
            deadline,
            message: text,
          }),
        );

      const inserts = fresh.map((p) => {
        const { token, hash } = newLinkToken();
        mailTo(p, token);
        return {
          employee_id: p.id,
          diagnosis_type: body.diagnosis_type,
          token_hash: hash,
          email: p.email,
          deadline,
          message,
          issued_by_company_admin_id: adminId,
        };
      });
      const createdIds = await insertDiagnosisLinks(tx, companyId, inserts, now);

      // Re-sending without a message keeps (and mails) the one the link already had.
      const kept = message === null ? await diagnosisLinkMessages(tx, companyId, [...resend.keys()]) : null;
      const resends: LinkResend[] = [...resend].map(([id, p]) => {
        const { token, hash } = newLinkToken();
        mailTo(p, token, message ?? kept?.get(id) ?? null);
        return { id, token_hash: hash, email: p.email };
      });
      await resendDiagnosisLinks(
        tx,
        companyId,
        resends,
        { deadline, message, issued_by_company_admin_id: adminId },
        now,
      );

      await enqueueDiagnosisMails(tx, mails);
      const rows = await findIssuedLinks(tx, companyId, [...createdIds, ...resends.map((r) => r.id)], now);
      const names = [...people.values()].map((p) => `${p.last_name} ${p.first_name}`);
      await recordIfOperator(tx, user, {
        action: 'diagnosis_link.issue',
        targetType: 'diagnosis_link',
        targetId: rows.length === 1 ? rows[0]?.id : null,
        summary: `${DiagnosisTypes.label(body.diagnosis_type)}のリンクを${names.length}名（${names.slice(0, 3).join('、')}${names.length > 3 ? ' ほか' : ''}）に発行しました（新規 ${createdIds.length}件・再送 ${resends.length}件）`,
        after: {
          diagnosis_type: body.diagnosis_type,
          deadline: iso(deadline),
          link_ids: rows.map((r) => r.id),
        },
      });
      return {
        created: createdIds.length,
        resent: resends.length,
        links: rows.map(toIssuedLink),
        applicantsCreated: newApplicants.length > 0,
      };
    }),
  );
  app.mailer.wake();
  if (result.applicantsCreated) invalidateEmployeeList(app, companyId);
  return { created: result.created, resent: result.resent, links: result.links };
}

/** Two issues raced for one generated 社員番号: the loser is told to try again. */
async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

/** POST employees/:id/shindan_senkou | shindan_employee: one person; another company's → 404. */
export async function issueOneLink(
  app: App,
  user: TCompanyUser,
  employeeId: number,
  diagnosisType: DiagnosisType,
  body: { deadline: string; message?: string | null },
) {
  if (!(await employeeInCompany(app.db, user.company_id, employeeId))) throw new AppError('NOT_FOUND');
  const result = await issueLinks(app, user, user.company_id, {
    diagnosis_type: diagnosisType,
    deadline: body.deadline,
    message: body.message ?? null,
    employee_ids: [employeeId],
    applicants: [],
    link_ids: [],
  });
  return result.links[0] as TIssuedLink;
}

export async function listUndiagnosed(
  app: App,
  user: TCompanyUser,
  companyId: number,
  query: z.output<typeof ZUndiagnosisListQuery>,
) {
  ownCompany(user, companyId);
  const now = new Date();
  const result = await companyTurn(app, companyId, () =>
    listUndiagnosedRows(
      app.db,
      companyId,
      {
        ...query,
        // The list is where links are checked, re-sent and deleted: a role sees the types it may act on.
        allowed_types: DIAGNOSIS_TYPES.filter((t) => canIssueDiagnosis(user.role, t)),
        created_from: query.issued_from ? tokyoDayStart(query.issued_from) : null,
        created_before: query.issued_to ? tokyoDayStart(addDays(query.issued_to, 1)) : null,
      },
      now,
    ),
  );
  return {
    items: result.items.map(toUndiagnosedItem),
    total: result.total,
    total_capped: result.total_capped,
    page: query.page,
    per: query.per,
  };
}

function toUndiagnosedItem(row: UndiagnosedRow): TUndiagnosedItem {
  return {
    ...row,
    deadline: iso(row.deadline),
    last_sent_at: iso(row.last_sent_at),
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    created_at: iso(row.created_at),
  };
}

export async function updateLinkChecked(app: App, user: TCompanyUser, id: number, checked: boolean) {
  const now = new Date();
  const row = await app.db.transaction(async (tx) => {
    const link = (await lockDiagnosisLinks(tx, user.company_id, [id])).get(id);
    if (!link || !canIssueDiagnosis(user.role, link.diagnosis_type)) throw new AppError('NOT_FOUND');
    await setDiagnosisLinkChecked(tx, user.company_id, id, checked, now);
    await recordIfOperator(tx, user, {
      action: 'diagnosis_link.check',
      targetType: 'diagnosis_link',
      targetId: id,
      summary: checked ? '診断リンクをチェック済みにしました' : '診断リンクのチェックを外しました',
      after: { checked },
    });
    return (await findIssuedLinks(tx, user.company_id, [id], now))[0];
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toIssuedLink(row);
}

/** Deletes links nobody has started; all or nothing. A deleted link's URL then answers 404. */
export async function deleteLinks(app: App, user: TCompanyUser, ids: number[]) {
  const unique = [...new Set(ids)];
  const deleted = await app.db.transaction(async (tx) => {
    const links = await lockDiagnosisLinks(tx, user.company_id, unique);
    for (const id of unique) {
      const link = links.get(id);
      if (!link || !canIssueDiagnosis(user.role, link.diagnosis_type)) throw new AppError('NOT_FOUND');
    }
    if ([...links.values()].some((l) => l.status !== 'issued')) {
      throw new AppError('CONFLICT', LINK_NOT_DELETABLE_MESSAGE);
    }
    const count = await deleteDiagnosisLinks(tx, user.company_id, unique);
    await recordIfOperator(tx, user, {
      action: 'diagnosis_link.delete',
      targetType: 'diagnosis_link',
      targetId: unique.length === 1 ? unique[0] : null,
      summary: `未受検の診断リンクを${unique.length}件削除しました`,
      before: { link_ids: unique },
    });
    return count;
  });
  return { deleted };
}

export const DASHBOARD_DEFAULT_DAYS = 30;
const PERIOD_ORDER_MESSAGE = '終了日は開始日以降の日付を選択してください';

/** Counts of the links issued in a period of Tokyo dates (default: the last 30 days, today included). */
export async function linksDashboard(
  app: App,
  user: TCompanyUser,
  query: z.output<typeof ZLinksDashboardQuery>,
) {
  const now = new Date();
  const to = query.to ?? tokyoDate(now);
  const from = query.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  if (from > to) throw new AppError('VALIDATION_ERROR', undefined, { to: [PERIOD_ORDER_MESSAGE] });
  const rows = await countLinksForDashboard(
    app.db,
    user.company_id,
    tokyoDayStart(from),
    tokyoDayStart(addDays(to, 1)),
    now,
  );
  const total = { issued: 0, undiagnosed: 0, in_progress: 0, diagnosed: 0, expired: 0 };
  const by_type: Record<string, { issued: number; diagnosed: number }> = {
    senkou: { issued: 0, diagnosed: 0 },
    employee: { issued: 0, diagnosed: 0 },
  };
  for (const r of rows) {
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
    by_type[r.diagnosis_type] = { issued: r.issued, diagnosed: r.diagnosed };
  }
  return { from, to, ...total, by_type };
}

async function personLinks(app: App, user: TCompanyUser, employeeId: number) {
  if (!(await employeeInCompany(app.db, user.company_id, employeeId))) throw new AppError('NOT_FOUND');
  return listEmployeeLinks(app.db, user.company_id, employeeId, new Date());
}

export async function issuanceHistory(app: App, user: TCompanyUser, employeeId: number) {
  return { items: (await personLinks(app, user, employeeId)).map(toIssuedLink) };
}

/** The Tokyo dates on which the person was issued links, newest first. */
export async function issuanceDates(app: App, user: TCompanyUser, employeeId: number) {
  const links = await personLinks(app, user, employeeId);
  const dates = [...new Set(links.map((l) => tokyoDate(l.created_at)))];
  return { dates, latest: dates[0] ?? null };
}
