/**
 * Contracts (billing_year of spec §3): the operator sets a company's contract and price list,
 * renews or ends it, and sends the contract-end notice (once per end date unless asked to send it
 * again); a daily job reminds the operators 60 and 30 days before an end (CONTRACT_REMINDER_DAYS).
 */
import {
  billingRecipients,
  type ContractRow,
  contractsEndingBetween,
  enqueueMail,
  findContract,
  findContractOfCompany,
  findLiveCompany,
  listContractsEnding,
  lockContract,
  setUnitPrices,
  unitPricesOfCompany,
  updateContract,
  upsertContract,
} from '@mirume/db';
import {
  addDays,
  daysBetweenInclusive,
  type TBillingYearRow,
  type TBillingYearsQuery,
  type TBillingYearUpdateRequest,
  type TCompanyContractResponse,
  type TContract,
  type TContractUpdateRequest,
  type TSystemAdmin,
  tokyoDate,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { appUrl } from '../../mail/layout.ts';
import { contractEndingMail } from '../../mail/templates/contract-ending.ts';
import { notifyOperators, recordOperatorAction } from '../operations/operations.ts';

type Operator = Pick<TSystemAdmin, 'id' | 'last_name' | 'first_name'>;
type Db = App['db'];

function contractOut(c: ContractRow, prices: Partial<Record<'senkou' | 'employee', number>>): TContract {
  return {
    id: c.id,
    company_id: c.company_id,
    plan: c.plan,
    start_date: c.start_date,
    end_date: c.end_date,
    status: c.status,
    base_fee: c.base_fee,
    unit_prices: { senkou: prices.senkou ?? 0, employee: prices.employee ?? 0 },
    notes: c.notes,
    end_notice_sent_at: c.end_notice_sent_at?.toISOString() ?? null,
    end_notice_sent_by_name: c.end_notice_sent_by_name,
    end_notice_end_date: c.end_notice_end_date,
    updated_at: c.updated_at.toISOString(),
  };
}

/** Days from today (Japan) to `date`; negative once passed. */
export function daysUntil(date: string, now: Date): number {
  const today = tokyoDate(now);
  return date >= today ? daysBetweenInclusive(today, date) - 1 : -(daysBetweenInclusive(date, today) - 1);
}

export async function companyContract(db: Db, companyId: number): Promise<TCompanyContractResponse['data']> {
  const company = await findLiveCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const contract = await findContractOfCompany(db, companyId);
  return {
    company,
    contract: contract ? contractOut(contract, await unitPricesOfCompany(db, companyId)) : null,
  };
}

/** Sets a company's contract and price list (creates it the first time). */
export async function saveCompanyContract(
  app: App,
  operator: Operator,
  companyId: number,
  body: TContractUpdateRequest,
) {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const company = await findLiveCompany(tx, companyId);
    if (!company) throw new AppError('NOT_FOUND');
    const before = await findContractOfCompany(tx, companyId);
    const beforePrices = before ? await unitPricesOfCompany(tx, companyId) : null;
    const row = await upsertContract(
      tx,
      companyId,
      {
        plan: body.plan,
        start_date: body.start_date,
        end_date: body.end_date,
        base_fee: body.base_fee,
        notes: body.notes,
      },
      now,
    );
    await setUnitPrices(tx, companyId, body.unit_prices);
    const view = (c: ContractRow | undefined, p: Partial<Record<string, number>> | null) =>
      c
        ? {
            plan: c.plan,
            start_date: c.start_date,
            end_date: c.end_date,
            base_fee: c.base_fee,
            unit_price_senkou: p?.senkou ?? 0,
            unit_price_employee: p?.employee ?? 0,
            notes: c.notes,
          }
        : null;
    await recordOperatorAction(tx, operator, {
      companyId,
      action: before ? 'contract.update' : 'contract.create',
      targetType: 'contract',
      targetId: row.id,
      summary: `${company.name}の契約と料金を${before ? '変更' : '登録'}しました`,
      before: view(before, beforePrices),
      after: view(row, body.unit_prices),
    });
  });
  return companyContract(app.db, companyId);
}

function yearRow(
  r: { contract: ContractRow; company_name: string; company_status: TBillingYearRow['company_status'] },
  prices: Partial<Record<'senkou' | 'employee', number>>,
  now: Date,
): TBillingYearRow {
  return {
    ...contractOut(r.contract, prices),
    company_name: r.company_name,
    company_status: r.company_status,
    days_left: daysUntil(r.contract.end_date, now),
  };
}

/** Contracts ending within the window (and active ones already past their end), soonest first. */
export async function listBillingYears(db: Db, q: TBillingYearsQuery) {
  const now = new Date();
  const { rows, total } = await listContractsEnding(db, {
    until: addDays(tokyoDate(now), q.within_days),
    status: q.status,
    q: q.q || undefined,
    limit: q.per,
    offset: (q.page - 1) * q.per,
  });
  const items: TBillingYearRow[] = [];
  for (const r of rows) items.push(yearRow(r, await unitPricesOfCompany(db, r.contract.company_id), now));
  return { items, total, page: q.page, per: q.per };
}

async function billingYear(db: Db, contractId: number) {
  const contract = await findContract(db, contractId);
  if (!contract) throw new AppError('NOT_FOUND');
  const company = await findLiveCompany(db, contract.company_id);
  if (!company) throw new AppError('NOT_FOUND');
  return yearRow(
    { contract, company_name: company.name, company_status: company.status },
    await unitPricesOfCompany(db, contract.company_id),
    new Date(),
  );
}

/** Renews (moves the end date later) or ends a contract. */
export async function updateBillingYear(
  app: App,
  operator: Operator,
  contractId: number,
  body: TBillingYearUpdateRequest,
) {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const contract = await findContract(tx, contractId);
    if (!contract) throw new AppError('NOT_FOUND');
    const company = await findLiveCompany(tx, contract.company_id);
    if (!company) throw new AppError('NOT_FOUND');
    if (body.action === 'renew') {
      if (body.end_date <= contract.end_date) {
        throw new AppError('VALIDATION_ERROR', undefined, {
          end_date: ['更新後の終了日は現在の終了日より後の日付を入力してください'],
        });
      }
      await updateContract(tx, contract.id, {
        end_date: body.end_date,
        status: 'active',
        ended_at: null,
        updated_at: now,
      });
      await recordOperatorAction(tx, operator, {
        companyId: contract.company_id,
        action: 'contract.renew',
        targetType: 'contract',
        targetId: contract.id,
        summary: `${company.name}の契約を${body.end_date.replaceAll('-', '/')}まで更新しました`,
        before: { end_date: contract.end_date, status: contract.status },
        after: { end_date: body.end_date, status: 'active' },
      });
    } else {
      if (contract.status === 'ended') throw new AppError('CONFLICT', 'この契約はすでに終了しています。');
      await updateContract(tx, contract.id, { status: 'ended', ended_at: now, updated_at: now });
      await recordOperatorAction(tx, operator, {
        companyId: contract.company_id,
        action: 'contract.end',
        targetType: 'contract',
        targetId: contract.id,
        summary: `${company.name}の契約を${contract.end_date.replaceAll('-', '/')}で終了としました`,
        before: { status: contract.status },
        after: { status: 'ended' },
      });
    }
  });
  return billingYear(app.db, contractId);
}

/**
 * Mails the contract-end notice to the company's 総合管理者 and records who sent it when. A notice
 * for the same end date is sent again only with `resend` (409 otherwise), so a double click or a
 * second operator does not mail the company twice; a renewal (a new end date) allows a new notice.
 */
export async function sendEndContractMail(app: App, operator: Operator, contractId: number, resend: boolean) {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await lockContract(tx, contractId);
    const contract = await findContract(tx, contractId);
    if (!contract) throw new AppError('NOT_FOUND');
    const company = await findLiveCompany(tx, contract.company_id);
    if (!company) throw new AppError('NOT_FOUND');
    if (contract.end_notice_end_date === contract.end_date && !resend) {
      throw new AppError(
        'CONFLICT',
        `この契約期間の終了通知は${contract.end_notice_sent_by_name ?? ''}さんが送信済みです。もう一度送る場合は「再送信」を選んでください。`,
      );
    }
    const recipients = await billingRecipients(tx, contract.company_id);
    if (recipients.length === 0) throw new AppError('CONFLICT', '送信先の総合管理者がいません。');
    for (const to of recipients) {
      await enqueueMail(
        tx,
        contractEndingMail({
          to: to.email,
          name: `${to.last_name} ${to.first_name}`,
          companyName: company.name,
          endDate: contract.end_date,
          url: appUrl(app.config.APP_URL, '/login'),
        }),
      );
    }
    await updateContract(tx, contract.id, {
      end_notice_sent_at: now,
      end_notice_sent_by_id: operator.id,
      end_notice_sent_by_name: `${operator.last_name} ${operator.first_name}`,
      end_notice_end_date: contract.end_date,
      updated_at: now,
    });
    await recordOperatorAction(tx, operator, {
      companyId: contract.company_id,
      action: 'contract.send_end_mail',
      targetType: 'contract',
      targetId: contract.id,
      summary: `${company.name}に契約期間満了（${contract.end_date.replaceAll('-', '/')}）のお知らせを送信しました（${recipients.length}名）`,
    });
  });
  return billingYear(app.db, contractId);
}

/**
 * The daily reminder: for each configured lead time (e.g. 60 and 30 days), every active contract
 * ending within it gets one operator notification per lead time and end date (the dedupe key), so
 * running the job again, or on several processes, adds nothing.
 */
export async function remindContractEnds(app: App, now = new Date()) {
  const today = tokyoDate(now);
  let added = 0;
  await app.db.transaction(async (tx) => {
    const days = app.config.contractReminderDays;
    const longest = Math.max(...days);
    const rows = await contractsEndingBetween(tx, today, addDays(today, longest));
    for (const { contract, company_name } of rows) {
      const left = daysUntil(contract.end_date, now);
      // The tightest lead time the contract is within: a contract 20 days from its end gets the
      // 30-day reminder, not also the 60-day one it missed.
      const lead = days.filter((d) => left <= d).sort((a, b) => a - b)[0];
      if (lead === undefined) continue;
      const id = await notifyOperators(tx, {
        kind: 'contract_ending',
        companyId: contract.company_id,
        title: `${company_name}の契約が${left}日後（${contract.end_date.replaceAll('-', '/')}）に終了します`,
        body: `${lead}日前のお知らせです。更新または終了の手続きと、企業への通知メールの送信を確認してください。`,
        link: '/admin/billing-years',
        dedupeKey: `contract_ending:${contract.id}:${contract.end_date}:${lead}`,
      });
      if (id !== undefined) added += 1;
    }
  });
  return added;
}

/** The company's own contract period (date_contract), or null without a contract. */
export async function companyContractPeriod(db: Db, companyId: number) {
  const c = await findContractOfCompany(db, companyId);
  return c ? { plan: c.plan, start_date: c.start_date, end_date: c.end_date, status: c.status } : null;
}
