/**
 * Invoices after the run: the detail both audiences read, and the operator's changes — adjust or
 * add a line on a draft (with a reason), issue (freezes the invoice, mails the company's 総合管理者
 * through the outbox), mark paid, and credit (a credit note reversing the issued invoice plus a new
 * draft to correct and issue; an issued invoice is never edited). Each change is one transaction
 * with its operator action record.
 */
import {
  billingRecipients,
  copyInvoiceExaminees,
  countInvoiceExaminees,
  deleteInvoiceLine,
  type Executor,
  enqueueMail,
  findInvoice,
  findInvoiceLine,
  findLiveCompany,
  type InvoiceLineRow,
  type InvoiceRow,
  insertInvoice,
  insertInvoiceLines,
  invoiceLinesOf,
  invoiceSuccessors,
  lockInvoice,
  maxInvoiceSequence,
  updateInvoice,
  updateInvoiceLine,
} from '@mirume/db';
import {
  billingMonthLabel,
  dueDateFor,
  formatYen,
  InvoiceStatus,
  invoiceNumber,
  invoiceTotals,
  lineAmount,
  MAX_YEN,
  STANDARD_TAX_RATE,
  type TInvoiceDetail,
  type TInvoiceLineCreateRequest,
  type TInvoiceLineUpdateRequest,
  type TInvoiceSummary,
  type TSystemAdmin,
  tokyoDate,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { appUrl } from '../../mail/layout.ts';
import { invoiceIssuedMail } from '../../mail/templates/invoice-issued.ts';
import { type OperatorActionInput, recordOperatorAction } from '../operations/operations.ts';

type Operator = Pick<TSystemAdmin, 'id' | 'last_name' | 'first_name'>;
const operatorName = (o: Operator) => `${o.last_name} ${o.first_name}`;

export function invoiceSummary(row: { invoice: InvoiceRow; company_name: string }): TInvoiceSummary {
  const i = row.invoice;
  return {
    id: i.id,
    company_id: i.company_id,
    company_name: row.company_name,
    kind: i.kind,
    status: i.status,
    billing_month: i.billing_month,
    invoice_number: i.invoice_number,
    issue_date: i.issue_date,
    due_date: i.due_date,
    subtotal: i.subtotal,
    tax: i.tax,
    total: i.total,
    issued_at: i.issued_at?.toISOString() ?? null,
    paid_on: i.paid_on,
  };
}

const invoiceRef = (i: Pick<InvoiceRow, 'id' | 'invoice_number'>) => ({
  id: i.id,
  invoice_number: i.invoice_number,
});

async function ref(db: Executor, id: number | null) {
  if (!id) return null;
  const row = await findInvoice(db, id);
  return row ? invoiceRef(row.invoice) : null;
}

/** The references the other way: the credit note and the re-issue of a credited invoice. */
async function successors(db: Executor, invoiceId: number) {
  const rows = await invoiceSuccessors(db, invoiceId);
  const credit = rows.find((r) => r.kind === 'credit_note');
  const reissue = rows.find((r) => r.kind === 'invoice');
  return {
    credited_by: credit ? invoiceRef(credit) : null,
    replaced_by: reissue ? invoiceRef(reissue) : null,
  };
}

/** The full invoice; with a company id only that company's issued ones (404 otherwise, like a missing one). */
export async function invoiceDetail(db: Executor, id: number, companyId?: number): Promise<TInvoiceDetail> {
  const row = await findInvoice(db, id, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  const i = row.invoice;
  const lines = await invoiceLinesOf(db, i.id);
  const totals = invoiceTotals(lines);
  return {
    ...invoiceSummary(row),
    recipient_name: i.recipient_name,
    period_start: i.period_start,
    period_end: i.period_end,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      kind: l.kind,
      diagnosis_type: l.diagnosis_type,
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unit_price,
      amount: l.amount,
      tax_rate: l.tax_rate,
      reason: l.reason,
      original_amount: l.original_amount,
    })),
    by_rate: totals.by_rate,
    examinees_count: await countInvoiceExaminees(db, i.id),
    issued_by_name: i.issued_by_name,
    paid_by_name: i.paid_by_name,
    credit_reason: i.credit_reason,
    credit_of: await ref(db, i.credit_of_invoice_id),
    replaces: await ref(db, i.replaces_invoice_id),
    ...(await successors(db, i.id)),
  };
}

/** Loads and locks an invoice for a change, in the transaction. */
async function lockedInvoice(tx: Executor, id: number) {
  if (!(await lockInvoice(tx, id))) throw new AppError('NOT_FOUND');
  const row = await findInvoice(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row.invoice;
}

/** What a change to an invoice records as the operator's action. */
type InvoiceAction = Pick<OperatorActionInput, 'action' | 'summary' | 'before' | 'after'>;

/**
 * One operator change to an invoice, in one transaction: the invoice is locked, `change` applies
 * and names what it did, which is recorded against the invoice. Answers `change`'s result.
 */
async function changeInvoice<T>(
  app: App,
  operator: Operator,
  invoiceId: number,
  change: (tx: Executor, invoice: InvoiceRow) => Promise<{ record: InvoiceAction; result: T }>,
): Promise<T> {
  return app.db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, invoiceId);
    const { record, result } = await change(tx, invoice);
    await recordOperatorAction(tx, operator, {
      companyId: invoice.company_id,
      targetType: 'invoice',
      targetId: invoice.id,
      ...record,
    });
    return result;
  });
}

/** A change to an invoice that answers the invoice as it is afterwards. */
async function editInvoice(
  app: App,
  operator: Operator,
  invoiceId: number,
  change: (tx: Executor, invoice: InvoiceRow) => Promise<InvoiceAction>,
) {
  await changeInvoice(app, operator, invoiceId, async (tx, invoice) => ({
    record: await change(tx, invoice),
    result: undefined,
  }));
  return invoiceDetail(app.db, invoiceId);
}

/** A change to a draft's lines: refused on any other invoice, the totals recomputed after it. */
function editDraftLines(
  app: App,
  operator: Operator,
  invoiceId: number,
  change: (tx: Executor, invoice: InvoiceRow) => Promise<InvoiceAction>,
) {
  const now = new Date();
  return editInvoice(app, operator, invoiceId, async (tx, invoice) => {
    requireDraft(invoice);
    const record = await change(tx, invoice);
    await refreshTotals(tx, invoice, now);
    return record;
  });
}

async function draftLine(tx: Executor, invoiceId: number, lineId: number) {
  const line = await findInvoiceLine(tx, invoiceId, lineId);
  if (!line) throw new AppError('NOT_FOUND');
  return line;
}

function requireDraft(invoice: InvoiceRow) {
  if (invoice.status !== 'draft') {
    throw new AppError(
      'CONFLICT',
      `この請求書は${InvoiceStatus.label(invoice.status)}のため変更できません。発行後の訂正は「取消して再発行」から行ってください。`,
    );
  }
}

/** Recomputes and stores a draft's totals from its lines. */
async function refreshTotals(tx: Executor, invoice: InvoiceRow, now: Date) {
  const lines = await invoiceLinesOf(tx, invoice.id);
  const totals = invoiceTotals(lines);
  if (Math.abs(totals.total) > MAX_YEN) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      unit_price: [`請求額の合計は${formatYen(MAX_YEN)}以内にしてください`],
    });
  }
  await updateInvoice(tx, invoice.id, {
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    updated_at: now,
  });
}

function checkedAmount(quantity: number, unitPrice: number) {
  const amount = lineAmount(quantity, unitPrice);
  if (Math.abs(amount) > MAX_YEN) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      unit_price: [`金額（数量×単価）は${formatYen(MAX_YEN)}以内にしてください`],
    });
  }
  return amount;
}

const lineSnapshot = (l: Pick<InvoiceLineRow, 'description' | 'quantity' | 'unit_price' | 'amount'>) => ({
  description: l.description,
  quantity: l.quantity,
  unit_price: l.unit_price,
  amount: l.amount,
});

export async function adjustInvoiceLine(
  app: App,
  operator: Operator,
  invoiceId: number,
  lineId: number,
  body: TInvoiceLineUpdateRequest,
) {
  return editDraftLines(app, operator, invoiceId, async (tx, invoice) => {
    const line = await draftLine(tx, invoiceId, lineId);
    const amount = checkedAmount(body.quantity, body.unit_price);
    await updateInvoiceLine(tx, line.id, {
      quantity: body.quantity,
      unit_price: body.unit_price,
      amount,
      reason: body.reason,
      original_amount: line.original_amount ?? line.amount,
    });
    return {
      action: 'invoice.adjust_line',
      summary: `請求書「${invoice.invoice_number}」の明細「${line.description}」を調整しました（理由: ${body.reason}）`,
      before: lineSnapshot(line),
      after: { ...lineSnapshot(line), quantity: body.quantity, unit_price: body.unit_price, amount },
    };
  });
}

export async function addInvoiceLine(
  app: App,
  operator: Operator,
  invoiceId: number,
  body: TInvoiceLineCreateRequest,
) {
  return editDraftLines(app, operator, invoiceId, async (tx, invoice) => {
    const lines = await invoiceLinesOf(tx, invoiceId);
    const amount = checkedAmount(body.quantity, body.unit_price);
    await insertInvoiceLines(tx, [
      {
        invoice_id: invoice.id,
        position: (lines.at(-1)?.position ?? 0) + 1,
        kind: 'manual',
        diagnosis_type: null,
        description: body.description,
        quantity: body.quantity,
        unit_price: body.unit_price,
        amount,
        tax_rate: STANDARD_TAX_RATE,
        reason: body.reason,
      },
    ]);
    return {
      action: 'invoice.add_line',
      summary: `請求書「${invoice.invoice_number}」に明細「${body.description}」（${formatYen(amount)}）を追加しました（理由: ${body.reason}）`,
      after: { description: body.description, quantity: body.quantity, unit_price: body.unit_price, amount },
    };
  });
}

/** Removes an operator's added line from a draft (computed lines are adjusted, not removed). */
export async function removeInvoiceLine(app: App, operator: Operator, invoiceId: number, lineId: number) {
  return editDraftLines(app, operator, invoiceId, async (tx, invoice) => {
    const line = await draftLine(tx, invoiceId, lineId);
    if (line.kind !== 'manual') {
      throw new AppError('CONFLICT', '計算された明細は削除できません。数量または単価を調整してください。');
    }
    await deleteInvoiceLine(tx, line.id);
    return {
      action: 'invoice.remove_line',
      summary: `請求書「${invoice.invoice_number}」から明細「${line.description}」を削除しました`,
      before: lineSnapshot(line),
    };
  });
}

/** Mails the issued invoice (or credit note) to the company's 総合管理者, in the transaction. */
async function mailIssued(app: App, tx: Executor, invoice: InvoiceRow) {
  for (const to of await billingRecipients(tx, invoice.company_id)) {
    await enqueueMail(
      tx,
      invoiceIssuedMail({
        to: to.email,
        name: `${to.last_name} ${to.first_name}`,
        companyName: invoice.recipient_name,
        kind: invoice.kind,
        invoiceNumber: invoice.invoice_number,
        month: invoice.billing_month,
        total: invoice.total,
        dueDate: invoice.due_date,
        url: appUrl(app.config.APP_URL, `/invoices/${invoice.id}`),
      }),
    );
  }
}

function requireIssuer(app: App) {
  if (!app.config.billingIssuer) {
    throw new AppError(
      'CONFLICT',
      '請求元（事業者名・住所・登録番号・振込先）が設定されていないため発行できません。BILLING_* の環境変数を設定してください。',
    );
  }
}

/** Issues a draft: the recipient, the dates and the totals are frozen, the company is mailed. */
export async function issueInvoice(app: App, operator: Operator, invoiceId: number) {
  requireIssuer(app);
  const now = new Date();
  return editInvoice(app, operator, invoiceId, async (tx, invoice) => {
    requireDraft(invoice);
    const company = await findLiveCompany(tx, invoice.company_id);
    if (!company) throw new AppError('NOT_FOUND');
    const lines = await invoiceLinesOf(tx, invoice.id);
    if (lines.length === 0) throw new AppError('CONFLICT', '明細のない請求書は発行できません。');
    const totals = invoiceTotals(lines);
    const issueDate = tokyoDate(now);
    const issued = await updateInvoice(tx, invoice.id, {
      status: 'issued',
      recipient_name: company.name,
      issue_date: issueDate,
      due_date: dueDateFor(issueDate),
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      issued_at: now,
      issued_by_name: operatorName(operator),
      updated_at: now,
    });
    if (!issued) throw new AppError('NOT_FOUND');
    await mailIssued(app, tx, issued);
    return {
      action: 'invoice.issue',
      summary: `請求書「${invoice.invoice_number}」（${billingMonthLabel(invoice.billing_month)}、${formatYen(totals.total)}）を発行しました`,
      before: { status: invoice.status },
      after: { status: 'issued' },
    };
  });
}

export async function markInvoicePaid(app: App, operator: Operator, invoiceId: number, paidOn: string) {
  const now = new Date();
  return editInvoice(app, operator, invoiceId, async (tx, invoice) => {
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued') {
      throw new AppError('CONFLICT', '入金済みにできるのは発行済みの請求書だけです。');
    }
    await updateInvoice(tx, invoice.id, {
      status: 'paid',
      paid_on: paidOn,
      paid_by_name: operatorName(operator),
      updated_at: now,
    });
    return {
      action: 'invoice.paid',
      summary: `請求書「${invoice.invoice_number}」を入金済み（${paidOn.replaceAll('-', '/')}）にしました`,
      before: { status: invoice.status, paid_on: null },
      after: { status: 'paid', paid_on: paidOn },
    };
  });
}

/** Copies `lines` (as read, or negated) onto another invoice. */
function copyLines(tx: Executor, lines: readonly InvoiceLineRow[], invoiceId: number) {
  return insertInvoiceLines(
    tx,
    lines.map(({ id: _id, invoice_id: _inv, ...l }) => ({ ...l, invoice_id: invoiceId })),
  );
}

/**
 * Corrects an issued invoice: a credit note with the same lines negated (issued at once and
 * mailed) and a new draft with the original lines, to adjust and issue. The original becomes
 * 取消済み. A paid invoice is credited the same way (the refund or the offset is agreed outside).
 */
export async function creditInvoice(app: App, operator: Operator, invoiceId: number, reason: string) {
  requireIssuer(app);
  const now = new Date();
  const ids = await changeInvoice(app, operator, invoiceId, async (tx, invoice) => {
    if (invoice.kind !== 'invoice' || (invoice.status !== 'issued' && invoice.status !== 'paid')) {
      throw new AppError('CONFLICT', '取消できるのは発行済みまたは入金済みの請求書だけです。');
    }
    const lines = await invoiceLinesOf(tx, invoice.id);
    const sequence = (await maxInvoiceSequence(tx, invoice.company_id, invoice.billing_month)) + 1;
    const issueDate = tokyoDate(now);
    const creditLines = lines.map((l) => ({ ...l, quantity: -l.quantity, amount: -l.amount }));
    const creditTotals = invoiceTotals(creditLines);
    const credit = await insertInvoice(tx, {
      company_id: invoice.company_id,
      kind: 'credit_note',
      status: 'issued',
      billing_month: invoice.billing_month,
      sequence: invoice.sequence,
      invoice_number: invoiceNumber(
        'credit_note',
        invoice.billing_month,
        invoice.company_id,
        invoice.sequence,
      ),
      period_start: invoice.period_start,
      period_end: invoice.period_end,
      issue_date: issueDate,
      due_date: issueDate,
      recipient_name: invoice.recipient_name,
      subtotal: creditTotals.subtotal,
      tax: creditTotals.tax,
      total: creditTotals.total,
      credit_of_invoice_id: invoice.id,
      credit_reason: reason,
      issued_at: now,
      issued_by_name: operatorName(operator),
      created_at: now,
      updated_at: now,
    });
    await copyLines(tx, creditLines, credit.id);
    const planned = tokyoDate(now);
    const reissue = await insertInvoice(tx, {
      company_id: invoice.company_id,
      kind: 'invoice',
      status: 'draft',
      billing_month: invoice.billing_month,
      sequence,
      invoice_number: invoiceNumber('invoice', invoice.billing_month, invoice.company_id, sequence),
      period_start: invoice.period_start,
      period_end: invoice.period_end,
      issue_date: planned,
      due_date: dueDateFor(planned),
      recipient_name: invoice.recipient_name,
      subtotal: invoice.subtotal,
      tax: invoice.tax,
      total: invoice.total,
      replaces_invoice_id: invoice.id,
      created_at: now,
      updated_at: now,
    });
    await copyLines(tx, lines, reissue.id);
    await copyInvoiceExaminees(tx, invoice.id, reissue.id);
    await updateInvoice(tx, invoice.id, { status: 'credited', credit_reason: reason, updated_at: now });
    await mailIssued(app, tx, credit);
    const record = {
      action: 'invoice.credit',
      summary: `請求書「${invoice.invoice_number}」を取消し、返還請求書「${credit.invoice_number}」と再発行用の下書き「${reissue.invoice_number}」を作成しました（理由: ${reason}）`,
      before: { status: invoice.status },
      after: { status: 'credited' },
    };
    return { record, result: { credit: credit.id, reissue: reissue.id } };
  });
  return {
    credit_note: await invoiceDetail(app.db, ids.credit),
    reissue: await invoiceDetail(app.db, ids.reissue),
  };
}
