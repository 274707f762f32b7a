import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { signInAs } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { periodOf } from '../lib/periods';
import { LinksDashboardCard } from './links-dashboard-card';

let server: TestServer;

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, 'http://api.test');
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const wide = from === periodOf('last_90_days').from;
  return {
    status: 200,
    body: {
      data: {
        from,
        to,
        issued: wide ? 120 : 12,
        undiagnosed: 5,
        in_progress: 2,
        diagnosed: 4,
        expired: 1,
        by_type: {},
      },
    },
  };
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signInAs('admin');
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[DASHBOARD] 診断の状況', () => {
  it('[DASHBOARD] shows the counts of this month, each linking to the filtered list, and follows the period presets', async () => {
    const { user } = renderPage(<LinksDashboardCard />);
    const month = periodOf('this_month');
    const undiagnosed = await screen.findByRole('link', { name: '未受検 5件' });
    expect(undiagnosed.getAttribute('href')).toBe(
      `/diagnosis/undiagnosed-list?issued_from=${month.from}&issued_to=${month.to}&status=issued`,
    );
    expect(screen.getByRole('link', { name: '受検済み 4件' }).getAttribute('href')).toBe(
      '/diagnosis/history',
    );
    expect(screen.getByRole('link', { name: '期限切れ 1件' }).getAttribute('href')).toContain(
      'status=expired',
    );
    expect(server.requests[0]?.url).toBe(`/api/v1/issues_links_dashboard?from=${month.from}&to=${month.to}`);

    await user.click(screen.getByRole('button', { name: '過去90日' }));
    expect(await screen.findByRole('link', { name: '発行数 120件' })).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.at(-1)?.url).toContain(`from=${periodOf('last_90_days').from}`),
    );
  });

  it('[DASHBOARD] the presets are calendar periods in Japan time', () => {
    // 2026-03-01 00:30 in Tokyo is still February in UTC.
    const now = new Date('2026-02-28T15:30:00Z');
    expect(periodOf('this_month', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodOf('last_month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('last_30_days', now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
