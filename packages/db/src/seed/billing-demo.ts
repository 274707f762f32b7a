/**
 * The demo world's billing: the contracted company (株式会社ひかりソリューションズ) has a yearly
 * contract ending 44 days from today (so it shows on 契約期限通知 and in the 60-day reminder), a price
 * list, the people it billed, three issued months (the oldest paid) and the last closed month as a
 * draft for the operator to check and issue. Amounts follow the billing rules (docs/billing.md).
 */
import {
  addDays,
  addMonths,
  billingMonthLabel,
  DiagnosisType,
  dueDateFor,
  invoiceNumber,
  invoiceTotals,
  monthEnd,
  monthStart,
  STANDARD_TAX_RATE,
  tokyoDate,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  companyContracts,
  contractUnitPrices,
  employees,
  invoiceExaminees,
  invoiceLines,
  invoices,
} from '../schema/index.ts';

export const DEMO_BILLED_COMPANY = '株式会社ひかりソリューションズ';

const PEOPLE = [
  ['青木', '陽菜'],
  ['石井', '蓮'],
  ['上田', '結衣'],
  ['遠藤', '湊'],
  ['大野', '凛'],
  ['加藤', '大翔'],
  ['木村', '葵'],
  ['小林', '悠真'],
  ['近藤', '紬'],
  ['斉藤', '樹'],
] as const;

const BASE_FEE = 30_000;
const PRICES = { senkou: 2_980, employee: 1_500 } as const;
/** Examinees per month (oldest first): [applicants, employees]. */
const COUNTS: [number, number][] = [
  [4, 2],
  [6, 3],
  [3, 5],
  [5, 4],
];

export async function seedBillingDemo(tx: Executor, now: Date) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_BILLED_COMPANY));
  if (!company) return;
  const today = tokyoDate(now);
  const end = addDays(today, 44);
  const start = addDays(addMonths(end.slice(0, 7), -12) + end.slice(7), 1);
  await tx.insert(companyContracts).values({
    company_id: company.id,
    plan: 'annual',
    start_date: start,
    end_date: end,
    base_fee: BASE_FEE,
    notes: '年間契約（デモ）',
  });
  // The company's contract period follows its contract (queries/billing.ts followContract).
  await tx
    .update(companies)
    .set({ date_start_contract: start, date_end_contract: end })
    .where(eq(companies.id, company.id));
  await tx.insert(contractUnitPrices).values(
    DiagnosisType.values.map((type) => ({
      company_id: company.id,
      diagnosis_type: type,
      unit_price: PRICES[type],
    })),
  );
  const people = await tx
    .insert(employees)
    .values(
      PEOPLE.map(([last, first], i) => ({
        company_id: company.id,
        employee_id: `H-${String(i + 1).padStart(4, '0')}`,
        last_name: last,
        first_name: first,
        kana_last_name: 'デモ',
        kana_first_name: 'デモ',
        employment_type: i % 2 === 0 ? ('senkou' as const) : ('full_time' as const),
      })),
    )
    .returning({
      id: employees.id,
      number: employees.employee_id,
      last: employees.last_name,
      first: employees.first_name,
    });

  const lastClosed = addMonths(today.slice(0, 7), -1);
  for (const [index, [senkou, employee]] of COUNTS.entries()) {
    const month = addMonths(lastClosed, index - (COUNTS.length - 1));
    const draft = index === COUNTS.length - 1;
    const issueDate = monthStart(addMonths(month, 1));
    const lines = [
      {
        position: 1,
        kind: 'base_fee' as const,
        diagnosis_type: null,
        description: `月額基本料金（${billingMonthLabel(month)}）`,
        quantity: 1,
        unit_price: BASE_FEE,
        amount: BASE_FEE,
        tax_rate: STANDARD_TAX_RATE,
      },
      ...(
        [
          ['senkou', senkou],
          ['employee', employee],
        ] as const
      ).map(([type, n], i) => ({
        position: i + 2,
        kind: 'examinees' as const,
        diagnosis_type: type,
        description: `${DiagnosisType.label(type)} 受検料（${billingMonthLabel(month)}）`,
        quantity: n,
        unit_price: PRICES[type],
        amount: n * PRICES[type],
        tax_rate: STANDARD_TAX_RATE,
      })),
    ];
    const totals = invoiceTotals(lines);
    const issuedAt = new Date(`${issueDate}T10:00:00+09:00`);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        company_id: company.id,
        status: draft ? 'draft' : index === 0 ? 'paid' : 'issued',
        billing_month: month,
        invoice_number: invoiceNumber('invoice', month, company.id, 1),
        period_start: monthStart(month),
        period_end: monthEnd(month),
        issue_date: issueDate,
        due_date: dueDateFor(issueDate),
        recipient_name: DEMO_BILLED_COMPANY,
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        issued_at: draft ? null : issuedAt,
        issued_by_name: draft ? null : '運営 太郎',
        paid_on: index === 0 ? addDays(dueDateFor(issueDate), -5) : null,
        paid_by_name: index === 0 ? '運営 太郎' : null,
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error('demo invoice was not created');
    await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoice_id: invoice.id })));
    // The people behind the counts: applicants first, then employees, on spread-out days.
    const billed = [
      ...people.slice(0, senkou).map((p) => ({ p, type: 'senkou' as const })),
      ...people.slice(0, employee).map((p) => ({ p, type: 'employee' as const })),
    ];
    await tx.insert(invoiceExaminees).values(
      billed.map(({ p, type }, i) => ({
        invoice_id: invoice.id,
        session_id: null,
        employee_id: p.id,
        employee_number: p.number,
        last_name: p.last,
        first_name: p.first,
        diagnosis_type: type,
        completed_at: new Date(`${month}-${String(3 + i * 2).padStart(2, '0')}T02:00:00Z`),
      })),
    );
  }
}
