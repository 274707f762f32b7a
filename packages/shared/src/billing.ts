/**
 * The billing rules (docs/billing.md) as pure functions, shared by the monthly run, the operator's
 * adjustments, the PDF and the screens: integer yen throughout, consumption tax computed once per
 * invoice per rate and rounded toward zero (適格請求書: 一の請求書につき税率ごとに1回の端数処理),
 * the base fee prorated by the days of the month the contract covers, and the months of Japan.
 */
import { defineEnum } from './enum.ts';

export const InvoiceStatus = defineEnum({
  draft: '下書き',
  issued: '発行済み',
  paid: '入金済み',
  credited: '取消済み',
});
export type InvoiceStatusValue = (typeof InvoiceStatus.values)[number];

export const InvoiceKind = defineEnum({ invoice: '請求書', credit_note: '返還請求書' });
export type InvoiceKindValue = (typeof InvoiceKind.values)[number];

export const InvoiceLineKind = defineEnum({
  base_fee: '月額基本料金',
  examinees: '受検料',
  manual: '調整',
});
export type InvoiceLineKindValue = (typeof InvoiceLineKind.values)[number];

export const ContractPlan = defineEnum({ annual: '年間契約', monthly: '月次契約' });
export type ContractPlanValue = (typeof ContractPlan.values)[number];

export const ContractStatus = defineEnum({ active: '契約中', ended: '契約終了' });
export type ContractStatusValue = (typeof ContractStatus.values)[number];

export const BillingRunStatus = defineEnum({
  queued: '待機中',
  running: '実行中',
  done: '完了',
  failed: '失敗',
});
export type BillingRunStatusValue = (typeof BillingRunStatus.values)[number];

/** The one consumption tax rate of the service (標準税率). Rates are stored per line. */
export const STANDARD_TAX_RATE = 10;

/** The largest amount a line, a price or an invoice may hold (PostgreSQL integer, in yen). */
export const MAX_YEN = 2_000_000_000;

export interface TaxedLine {
  amount: number;
  tax_rate: number;
}

export interface RateTotal {
  tax_rate: number;
  /** 税率ごとの対価の額（税抜） */
  taxable: number;
  /** 税率ごとの消費税額: once per invoice per rate, rounded toward zero. */
  tax: number;
}

export interface InvoiceTotals {
  by_rate: RateTotal[];
  subtotal: number;
  tax: number;
  total: number;
}

function assertYen(n: number, what: string) {
  if (!Number.isSafeInteger(n)) throw new Error(`${what} must be a whole number of yen: ${n}`);
}

/**
 * Tax on the sum of a rate's lines: floor(|sum| × rate / 100), with the sign of the sum (a credit
 * note's negative lines give a negative tax of the same size as the invoice it reverses).
 */
export function taxOf(taxable: number, rate: number): number {
  assertYen(taxable, 'taxable');
  assertYen(rate, 'rate');
  const magnitude = Math.floor((Math.abs(taxable) * rate) / 100);
  return taxable < 0 ? -magnitude : magnitude;
}

/** The totals of an invoice: the lines summed per rate, tax once per rate, then added up. */
export function invoiceTotals(lines: readonly TaxedLine[]): InvoiceTotals {
  const perRate = new Map<number, number>();
  for (const line of lines) {
    assertYen(line.amount, 'amount');
    perRate.set(line.tax_rate, (perRate.get(line.tax_rate) ?? 0) + line.amount);
  }
  const by_rate = [...perRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([tax_rate, taxable]) => ({ tax_rate, taxable, tax: taxOf(taxable, tax_rate) }));
  const subtotal = by_rate.reduce((s, r) => s + r.taxable, 0);
  const tax = by_rate.reduce((s, r) => s + r.tax, 0);
  return { by_rate, subtotal, tax, total: subtotal + tax };
}

/** A line's amount: quantity × unit price, whole yen. */
export function lineAmount(quantity: number, unitPrice: number): number {
  assertYen(quantity, 'quantity');
  assertYen(unitPrice, 'unit price');
  return quantity * unitPrice;
}

/** The base fee for `days` of a month of `daysInMonth`, rounded down (a full month is the fee). */
export function proratedBaseFee(baseFee: number, days: number, daysInMonth: number): number {
  assertYen(baseFee, 'base fee');
  if (days >= daysInMonth) return baseFee;
  if (days <= 0) return 0;
  return Math.floor((baseFee * days) / daysInMonth);
}

// ---- months and dates of Japan (calendar dates as YYYY-MM-DD strings) ----------------------------

/** 'YYYY-MM' */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function monthStart(month: string): string {
  return `${month}-01`;
}

export function monthEnd(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** The month `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Whole days from `from` to `to` inclusive (0 when `to` is before `from`). */
export function daysBetweenInclusive(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return b < a ? 0 : Math.round((b - a) / 86_400_000) + 1;
}

/** `date` moved by whole days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The part of `month` a contract from `start` to `end` (inclusive) covers, or null. */
export function coveredPeriod(
  month: string,
  start: string,
  end: string,
): { from: string; to: string; days: number } | null {
  const from = start > monthStart(month) ? start : monthStart(month);
  const to = end < monthEnd(month) ? end : monthEnd(month);
  const days = daysBetweenInclusive(from, to);
  return days > 0 ? { from, to, days } : null;
}

/** The due date of an invoice issued on `issueDate`: the last day of the following month (翌月末). */
export function dueDateFor(issueDate: string): string {
  return monthEnd(addMonths(issueDate.slice(0, 7), 1));
}

/** 「2026年10月分」 */
export function billingMonthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${y}年${m}月分`;
}

/** 「12,345円」 (negative: 「-12,345円」) */
export function formatYen(n: number): string {
  return `${n < 0 ? '-' : ''}${Math.abs(n).toLocaleString('ja-JP')}円`;
}

/** 適格請求書発行事業者の登録番号: T and 13 digits. */
export const REGISTRATION_NUMBER_PATTERN = /^T\d{13}$/;

/** Invoice numbers: MR-YYYYMM-CCCCC, a re-issue -2, -3…, a credit note CN-… of the invoice it reverses. */
export function invoiceNumber(kind: InvoiceKindValue, month: string, companyId: number, sequence: number) {
  const base = `${kind === 'invoice' ? 'MR' : 'CN'}-${month.replace('-', '')}-${String(companyId).padStart(5, '0')}`;
  return sequence > 1 ? `${base}-${sequence}` : base;
}
