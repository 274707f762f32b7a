/**
 * Inquiries: sending one (a signed-out visitor, a signed-in company user, or an issue inquiry about
 * a diagnosis link or ticket), and the operators' inbox (status, assignee, reply by mail recorded
 * on the thread, re-sending an examinee's diagnosis mail). Every send stores the inquiry, notifies
 * the operators, and queues the inbox notice and the sender's acknowledgement in one transaction.
 */
import {
  companyHasTicketCode,
  diagnosisCompanyName,
  type Executor,
  enqueueMail,
  findInquiry,
  findInquiryLink,
  insertInquiry,
  insertInquiryMessage,
  listAssignableOperators,
  listFilesOfRecord,
  listInquiries,
  listInquiryLinkTargets,
  listInquiryMessages,
  lockInquiry,
  type NewInquiry,
  newLinkToken,
  resendDiagnosisLinks,
  updateInquiry,
} from '@mirume/db';
import {
  fullName,
  INQUIRY_MESSAGES,
  InquiryKubun,
  type InquiryKubunValue,
  KUBUN_FIELDS,
  type TAdminInquiriesQuery,
  type TAdminInquiry,
  type TCompanyUser,
  type TSystemAdmin,
  type ZAdminInquiryUpdateRequest,
  type ZIssueInquiryRequest,
  type ZPublicInquiryRequest,
} from '@mirume/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { diagnosisLinkMail } from '../../mail/templates/diagnosis-link.ts';
import {
  inquiryAcknowledgementMail,
  inquiryInboxMail,
  inquiryReplyMail,
} from '../../mail/templates/inquiry.ts';
import { notifyOperators, recordOperatorAction } from '../operations/operations.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Stores the inquiry, notifies the operators and queues both mails, in the caller's transaction. */
async function store(app: App, tx: Executor, values: NewInquiry, extra: string[] = []) {
  const row = await insertInquiry(tx, values);
  const facts = {
    id: row.id,
    kubun: values.kubun,
    name: values.name,
    email: values.email,
    companyName: values.company_name,
    tel: values.tel,
    subject: values.subject,
    body: values.body,
  };
  await notifyOperators(tx, {
    kind: 'inquiry',
    companyId: values.company_id,
    title: `お問い合わせ：${values.subject}`,
    body: `${InquiryKubun.label(values.kubun)}／${values.company_name ?? '企業名なし'}／${values.name}`,
    link: `/admin/inquiries/${row.id}`,
  });
  await enqueueMail(
    tx,
    inquiryInboxMail({ ...facts, to: app.config.INQUIRY_INBOX_EMAIL, appUrl: appBase(app), extra }),
  );
  await enqueueMail(tx, inquiryAcknowledgementMail(facts));
  return row.id;
}

function appBase(app: App): string {
  return app.config.APP_URL;
}

function created(app: App, id: number) {
  app.mailer.wake();
  return { id, message: INQUIRY_MESSAGES.sent };
}

/** `check_kubun`: which fields a 区分 needs. */
export function checkKubun(kubun: InquiryKubunValue) {
  const need = KUBUN_FIELDS[kubun];
  return {
    kubun,
    label: InquiryKubun.label(kubun),
    issue: need.target !== 'hidden',
    signed_in_only: need.signed_in_only,
    fields: { company_name: need.company_name, tel: need.tel, target: need.target },
    note: need.note,
  };
}

/** A signed-out visitor's inquiry (spam checks and the rate limit ran before). */
export async function sendPublicInquiry(app: App, body: z.output<typeof ZPublicInquiryRequest>) {
  const id = await app.db.transaction((tx) =>
    store(app, tx, {
      kind: 'general',
      kubun: body.kubun,
      company_id: null,
      company_admin_id: null,
      name: body.name,
      email: body.email,
      company_name: body.company_name ?? null,
      tel: body.tel ?? null,
      subject: body.subject,
      body: body.body,
    }),
  );
  return created(app, id);
}

/** A signed-in company user's inquiry: name, company and email come from the account. */
export async function sendCompanyInquiry(
  app: App,
  user: TCompanyUser,
  body: z.output<typeof ZPublicInquiryRequest>,
) {
  const id = await app.db.transaction(async (tx) =>
    store(app, tx, {
      kind: 'general',
      kubun: body.kubun,
      company_id: user.company_id,
      company_admin_id: user.id,
      name: fullName(user),
      email: user.email,
      company_name: await diagnosisCompanyName(tx, user.company_id),
      tel: body.tel ?? null,
      subject: body.subject,
      body: body.body,
    }),
  );
  return created(app, id);
}

/** An issue inquiry about one of the company's links or tickets; another company's is "not found". */
export async function sendIssueInquiry(
  app: App,
  user: TCompanyUser,
  body: z.output<typeof ZIssueInquiryRequest>,
) {
  const id = await app.db.transaction(async (tx) => {
    const extra: string[] = [];
    if (body.link_id) {
      const link = await findInquiryLink(tx, user.company_id, body.link_id);
      if (!link) {
        throw new AppError('VALIDATION_ERROR', INQUIRY_MESSAGES.linkNotFound, {
          link_id: [INQUIRY_MESSAGES.linkNotFound],
        });
      }
      extra.push(`対象の診断リンク：${link.last_name} ${link.first_name}（${link.email ?? 'メールなし'}）`);
    }
    const code = body.ticket_code?.toUpperCase() ?? null;
    if (code) {
      if (!(await companyHasTicketCode(tx, user.company_id, code))) {
        throw new AppError('VALIDATION_ERROR', INQUIRY_MESSAGES.ticketNotFound, {
          ticket_code: [INQUIRY_MESSAGES.ticketNotFound],
        });
      }
      extra.push(`対象のチケットコード：${code}`);
    }
    return store(
      app,
      tx,
      {
        kind: 'issue',
        kubun: 'diagnosis_issue',
        company_id: user.company_id,
        company_admin_id: user.id,
        name: fullName(user),
        email: user.email,
        company_name: await diagnosisCompanyName(tx, user.company_id),
        tel: body.tel ?? null,
        subject: body.subject,
        body: body.body,
        link_id: body.link_id ?? null,
        ticket_code: code,
      },
      extra,
    );
  });
  return created(app, id);
}

export async function issueTargets(app: App, user: TCompanyUser, q: string | undefined) {
  const rows = await listInquiryLinkTargets(app.db, user.company_id, q);
  return rows.map((r) => ({
    link_id: r.link_id,
    name: `${r.last_name} ${r.first_name}`,
    email: r.email,
    status: r.status,
    deadline: iso(r.deadline),
  }));
}

// ---- the operators' inbox ---------------------------------------------------------------------

export async function inbox(app: App, operator: TSystemAdmin, query: TAdminInquiriesQuery) {
  const page = await listInquiries(app.db, {
    ...query,
    assigneeId: query.assignee === 'me' ? operator.id : query.assignee === 'none' ? null : undefined,
  });
  return {
    items: page.items.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) })),
    total: page.total,
    page: query.page,
    per: query.per,
    new_count: page.newCount,
  };
}

export async function inquiryDetail(app: App, id: number, db: Executor = app.db): Promise<TAdminInquiry> {
  const row = await findInquiry(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const link = row.link_id && row.company_id ? await findInquiryLink(db, row.company_id, row.link_id) : null;
  const [file] = await listFilesOfRecord(db, 'inquiry', id);
  const messages = await listInquiryMessages(db, id);
  return {
    id: row.id,
    kind: row.kind,
    kubun: row.kubun,
    status: row.status,
    subject: row.subject,
    name: row.name,
    email: row.email,
    company_name: row.company_name,
    company_id: row.company_id,
    assignee_id: row.assignee_id,
    assignee_name: row.assignee_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    tel: row.tel,
    body: row.body,
    signed_in: row.company_admin_id !== null,
    link: link
      ? {
          id: link.id,
          name: `${link.last_name} ${link.first_name}`,
          email: link.email,
          status: link.status,
          deadline: iso(link.deadline),
          sent_count: link.sent_count,
        }
      : null,
    ticket_code: row.ticket_code,
    attachment:
      file && file.status === 'attached'
        ? { key: file.key, file_name: file.original_file_name, size_bytes: file.size_bytes }
        : null,
    messages: messages.map((m) => ({ ...m, created_at: iso(m.created_at) })),
  };
}

/** Status and assignee; a company's inquiry records the operator action. */
export async function changeInquiry(
  app: App,
  operator: TSystemAdmin,
  id: number,
  body: z.output<typeof ZAdminInquiryUpdateRequest>,
) {
  return app.db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const change: { status?: typeof current.status; assignee_system_admin_id?: number | null } = {};
    if (body.status !== undefined) change.status = body.status;
    if (body.assignee_id !== undefined) {
      if (body.assignee_id !== null) {
        const operators = await listAssignableOperators(tx);
        if (!operators.some((o) => o.id === body.assignee_id)) {
          throw new AppError('VALIDATION_ERROR', undefined, { assignee_id: ['担当者が見つかりません'] });
        }
      }
      change.assignee_system_admin_id = body.assignee_id;
    }
    await updateInquiry(tx, id, change);
    if (current.company_id !== null) {
      await recordOperatorAction(tx, operator, {
        companyId: current.company_id,
        action: 'inquiry.update',
        targetType: 'inquiry',
        targetId: id,
        summary: `お問い合わせ No.${id}「${current.subject}」の対応状況を変更しました`,
        before: { status: current.status, assignee_id: current.assignee_system_admin_id },
        after: {
          status: change.status ?? current.status,
          assignee_id:
            change.assignee_system_admin_id === undefined
              ? current.assignee_system_admin_id
              : change.assignee_system_admin_id,
        },
      });
    }
    return inquiryDetail(app, id, tx);
  });
}

/**
 * Replies by mail: the reply is queued to the sender and kept on the thread; a new inquiry
 * becomes 対応中 and, unassigned, is assigned to the replying operator.
 */
export async function replyToInquiry(app: App, operator: TSystemAdmin, id: number, text: string) {
  const detail = await app.db.transaction(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    await insertInquiryMessage(tx, {
      inquiry_id: id,
      direction: 'outbound',
      system_admin_id: operator.id,
      author_name: fullName(operator),
      body: text,
    });
    await enqueueMail(
      tx,
      inquiryReplyMail({
        id,
        to: current.email,
        name: current.name,
        subject: current.subject,
        body: text,
        quoted: current.body,
      }),
    );
    await updateInquiry(tx, id, {
      status: current.status === 'new' ? 'in_progress' : current.status,
      assignee_system_admin_id: current.assignee_system_admin_id ?? operator.id,
    });
    if (current.company_id !== null) {
      await recordOperatorAction(tx, operator, {
        companyId: current.company_id,
        action: 'inquiry.reply',
        targetType: 'inquiry',
        targetId: id,
        summary: `お問い合わせ No.${id}「${current.subject}」にメールで返信しました`,
      });
    }
    return inquiryDetail(app, id, tx);
  });
  app.mailer.wake();
  return detail;
}

/**
 * `issue_inquiries/send_mails`: re-sends the diagnosis mail of the inquiry's link with a new token
 * (the old link stops working), the same deadline, or seven days from now when it has passed.
 */
export async function resendIssueMail(app: App, operator: TSystemAdmin, id: number) {
  const detail = await app.db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, id);
    if (!inquiry) throw new AppError('NOT_FOUND');
    if (!inquiry.link_id || inquiry.company_id === null) {
      throw new AppError('CONFLICT', INQUIRY_MESSAGES.noMailToResend);
    }
    const link = await findInquiryLink(tx, inquiry.company_id, inquiry.link_id, true);
    if (!link || !link.email) throw new AppError('CONFLICT', INQUIRY_MESSAGES.noMailToResend);
    if (link.status === 'completed') throw new AppError('CONFLICT', INQUIRY_MESSAGES.completed);
    const now = new Date();
    const deadline = link.deadline > now ? link.deadline : new Date(now.getTime() + 7 * 86_400_000);
    const { token, hash } = newLinkToken();
    await resendDiagnosisLinks(
      tx,
      inquiry.company_id,
      [{ id: link.id, token_hash: hash, email: link.email }],
      { deadline, message: null, issued_by_company_admin_id: link.issued_by_company_admin_id },
      now,
    );
    await enqueueMail(
      tx,
      diagnosisLinkMail({
        appUrl: appBase(app),
        to: link.email,
        lastName: link.last_name,
        firstName: link.first_name,
        companyName: await diagnosisCompanyName(tx, inquiry.company_id),
        token,
        deadline,
        message: link.message,
      }),
    );
    await insertInquiryMessage(tx, {
      inquiry_id: id,
      direction: 'note',
      system_admin_id: operator.id,
      author_name: fullName(operator),
      body: `受検者（${link.last_name} ${link.first_name}）へ診断の案内メールを再送しました。`,
    });
    await recordOperatorAction(tx, operator, {
      companyId: inquiry.company_id,
      action: 'diagnosis_link.resend',
      targetType: 'diagnosis_link',
      targetId: link.id,
      summary: `お問い合わせ No.${id} により「${link.last_name} ${link.first_name}」さんへ診断メールを再送しました`,
      before: { deadline: iso(link.deadline), sent_count: link.sent_count },
      after: { deadline: iso(deadline), sent_count: link.sent_count + 1 },
    });
    return inquiryDetail(app, id, tx);
  });
  app.mailer.wake();
  return detail;
}

export async function assignableOperators(app: App) {
  const rows = await listAssignableOperators(app.db);
  return rows.map((r) => ({ id: r.id, name: `${r.last_name} ${r.first_name}` }));
}
