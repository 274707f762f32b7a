import type { TInvoiceSummary } from '@mirume/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { InvoiceTable } from './invoice-table';

const invoice = (id: number, over: Partial<TInvoiceSummary> = {}): TInvoiceSummary => ({
  id,
  company_id: 1,
  company_name: 'デモ株式会社',
  kind: 'invoice',
  status: 'issued',
  billing_month: '2026-10',
  invoice_number: `INV-202610-${id}`,
  issue_date: '2026-11-01',
  due_date: '2026-11-30',
  subtotal: 10000,
  tax: 1000,
  total: 11000,
  issued_at: '2026-11-01T00:00:00.000Z',
  paid_on: null,
  ...over,
});

const common = {
  isPending: false,
  href: (id: number) => `/invoices/${id}`,
  empty: '請求書はまだありません。',
  total: 45,
  page: 0,
  per: 20,
  perOptions: [20, 50, 100],
};

describe('[BILLING] the invoice table of both areas', () => {
  it('[BILLING] a company reads its due dates; an operator reads the company and sees no date on a draft', () => {
    const first = renderPage(
      <InvoiceTable {...common} reader="company" items={[invoice(1)]} onPage={() => {}} />,
    );
    const table = screen.getByRole('table', { name: '請求書の一覧' });
    expect(within(table).getByRole('columnheader', { name: 'お支払期限' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: '企業' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'INV-202610-1' }).getAttribute('href')).toBe(
      '/invoices/1',
    );
    expect(within(table).getByText('2026/11/30')).toBeTruthy();
    first.unmount();

    renderPage(
      <InvoiceTable
        {...common}
        reader="operator"
        href={(id) => `/admin/invoices/${id}`}
        items={[invoice(2, { status: 'draft' })]}
        onPage={() => {}}
      />,
    );
    const operator = screen.getByRole('table', { name: '請求書の一覧' });
    expect(within(operator).getByRole('columnheader', { name: '企業' })).toBeTruthy();
    expect(within(operator).queryByRole('columnheader', { name: 'お支払期限' })).toBeNull();
    expect(within(operator).getByText('デモ株式会社')).toBeTruthy();
    expect(within(operator).getByText('—')).toBeTruthy();
    expect(within(operator).getByRole('link', { name: 'INV-202610-2' }).getAttribute('href')).toBe(
      '/admin/invoices/2',
    );
  });

  it('[BILLING] says when there is nothing, and pages from 0 with its rows per page', async () => {
    const onPage = vi.fn();
    const { user } = renderPage(<InvoiceTable {...common} reader="company" items={[]} onPage={onPage} />);
    expect(screen.getByText('請求書はまだありません。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    expect(onPage).toHaveBeenCalledWith(1, 20);
  });
});
