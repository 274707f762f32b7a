/** The billing rules on hand-computed cases (docs/billing.md). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  coveredPeriod,
  daysInMonth,
  dueDateFor,
  invoiceNumber,
  invoiceTotals,
  proratedBaseFee,
  taxOf,
} from '../src/billing.ts';

describe('[BILLING] consumption tax, once per invoice per rate, rounded down', () => {
  it('taxes the sum of the lines, not each line', () => {
    // Per line: 1,000.5 + 1,000.5 → 1,000 + 1,000 = 2,000. Per invoice: 20,010 × 10 % = 2,001.
    const totals = invoiceTotals([
      { amount: 10_005, tax_rate: 10 },
      { amount: 10_005, tax_rate: 10 },
    ]);
    expect(totals).toEqual({
      by_rate: [{ tax_rate: 10, taxable: 20_010, tax: 2_001 }],
      subtotal: 20_010,
      tax: 2_001,
      total: 22_011,
    });
  });

  it('rounds the fraction down: 12,339 yen → 1,233 yen tax', () => {
    // 10,008 base + 7 × 333 = 2,331 → 12,339; 12,339 × 0.1 = 1,233.9 → 1,233.
    const totals = invoiceTotals([
      { amount: 10_008, tax_rate: 10 },
      { amount: 7 * 333, tax_rate: 10 },
    ]);
    expect(totals.subtotal).toBe(12_339);
    expect(totals.tax).toBe(1_233);
    expect(totals.total).toBe(13_572);
  });

  it('keeps each rate apart (a reduced-rate line would be taxed on its own)', () => {
    const totals = invoiceTotals([
      { amount: 1_999, tax_rate: 10 },
      { amount: 1_999, tax_rate: 8 },
    ]);
    expect(totals.by_rate).toEqual([
      { tax_rate: 10, taxable: 1_999, tax: 199 },
      { tax_rate: 8, taxable: 1_999, tax: 159 },
    ]);
    expect(totals.total).toBe(1_999 * 2 + 199 + 159);
  });

  it('a credit note mirrors its invoice exactly (tax rounded toward zero)', () => {
    expect(taxOf(-12_339, 10)).toBe(-1_233);
    const invoice = invoiceTotals([{ amount: 12_339, tax_rate: 10 }]);
    const credit = invoiceTotals([{ amount: -12_339, tax_rate: 10 }]);
    expect(credit.total).toBe(-invoice.total);
  });

  it('an empty invoice is zero', () => {
    expect(invoiceTotals([])).toEqual({ by_rate: [], subtotal: 0, tax: 0, total: 0 });
  });

  it('refuses fractions of a yen', () => {
    expect(() => invoiceTotals([{ amount: 0.5, tax_rate: 10 }])).toThrow();
  });

  it('always yields whole yen with total = subtotal + tax and tax ≤ 10 % (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 20 }), (amounts) => {
        const t = invoiceTotals(amounts.map((amount) => ({ amount, tax_rate: 10 })));
        expect(Number.isInteger(t.tax)).toBe(true);
        expect(t.total).toBe(t.subtotal + t.tax);
        expect(Math.abs(t.tax)).toBeLessThanOrEqual(Math.abs(t.subtotal) / 10);
        expect(Math.abs(t.tax)).toBeGreaterThan(Math.abs(t.subtotal) / 10 - 1);
      }),
    );
  });
});

describe('[BILLING] proration and dates', () => {
  it('prorates the base fee by covered days, rounded down', () => {
    // October 2026 has 31 days; a contract from the 16th covers 16: 31,000 × 16 / 31 = 16,000.
    expect(coveredPeriod('2026-10', '2026-10-16', '2027-10-15')).toEqual({
      from: '2026-10-16',
      to: '2026-10-31',
      days: 16,
    });
    expect(proratedBaseFee(31_000, 16, 31)).toBe(16_000);
    // 30,000 × 16 / 31 = 15,483.87… → 15,483.
    expect(proratedBaseFee(30_000, 16, 31)).toBe(15_483);
    // A trial converting on September 11: 20 of 30 days, 45,000 → 30,000.
    expect(coveredPeriod('2026-09', '2026-09-11', '2027-09-10')?.days).toBe(20);
    expect(proratedBaseFee(45_000, 20, 30)).toBe(30_000);
    expect(proratedBaseFee(45_000, 30, 30)).toBe(45_000);
  });

  it('a contract ending mid-month covers up to its end; one outside the month covers nothing', () => {
    expect(coveredPeriod('2026-02', '2025-03-01', '2026-02-10')).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
      days: 10,
    });
    expect(coveredPeriod('2026-03', '2025-03-01', '2026-02-28')).toBeNull();
    expect(daysInMonth('2028-02')).toBe(29);
  });

  it('months, due dates and numbers', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(dueDateFor('2026-11-01')).toBe('2026-12-31');
    expect(dueDateFor('2027-01-15')).toBe('2027-02-28');
    expect(invoiceNumber('invoice', '2026-10', 12, 1)).toBe('MR-202610-00012');
    expect(invoiceNumber('invoice', '2026-10', 12, 2)).toBe('MR-202610-00012-2');
    expect(invoiceNumber('credit_note', '2026-10', 12, 1)).toBe('CN-202610-00012');
  });
});
