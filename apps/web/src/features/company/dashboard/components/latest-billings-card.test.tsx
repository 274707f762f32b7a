import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { signInAs } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { LatestBillingsCard } from './latest-billings-card';

let server: TestServer;
let items: unknown[] = [];

const invoice = (id: number, month: string, status: string, total: number) => ({
  id,
  company_id: 1,
  company_name: 'デモ株式会社',
  kind: 'invoice',
  status,
  billing_month: month,
  invoice_number: `MR-${month.replace('-', '')}-00001`,
  issue_date: '2026-11-01',
  due_date: '2026-12-31',
  subtotal: Math.round(total / 1.1),
  tax: total - Math.round(total / 1.1),
  total,
  issued_at: '2026-11-01T01:00:00.000Z',
  paid_on: status === 'paid' ? '2026-12-20' : null,
});

beforeAll(async () => {
  server = await startTestServer((): Reply => ({ status: 200, body: { data: items } }));
});
beforeEach(() => {
  signInAs('worker');
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[BILLING] the dashboard card of the latest invoices', () => {
  it('lists the newest invoices with their state and total, each linking to its page', async () => {
    items = [invoice(12, '2026-10', 'issued', 55_990), invoice(9, '2026-09', 'paid', 51_084)];
    renderPage(<LatestBillingsCard />);
    const october = await screen.findByRole('link', { name: '2026年10月分' });
    expect(october.getAttribute('href')).toBe('/invoices/12');
    expect(screen.getByText('55,990円')).toBeTruthy();
    expect(screen.getByText('発行済み')).toBeTruthy();
    expect(screen.getByText('入金済み')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'すべての請求書' }).getAttribute('href')).toBe('/invoices');
    expect(server.requests[0]?.url).toBe('/api/v1/latest_billings');
  });

  it('says so when there is no invoice yet', async () => {
    items = [];
    renderPage(<LatestBillingsCard />);
    expect(await screen.findByText('請求書はまだありません。')).toBeTruthy();
  });
});
