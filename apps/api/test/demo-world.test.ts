/**
 * The demo world a newcomer meets: every company the operator sees has its 総合管理者, and the
 * operator can take each onboarding step on it (approve, resend the confirmation), while the
 * full-contract company's admin signs in.
 */
import type { TAdminCompanyRow } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { signInCompany } from './support/app.ts';
import { signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator: Record<string, string> = signedInOperator(ctx);

async function companies(): Promise<TAdminCompanyRow[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/companies', headers: operator });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

const action = (company: TAdminCompanyRow, name: 'approve' | 'reissue') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/companies/${company.id}/company_admins/${company.first_admin?.id}/${name}`,
    headers: operator,
  });

describe('[DEMO] a consistent demo world', () => {
  it('every company has its 総合管理者, whatever its step', async () => {
    for (const company of await companies()) {
      expect(company.first_admin, company.name).not.toBeNull();
      expect(company.admins_count, company.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('the operator approves the company awaiting approval and resends the unopened confirmation', async () => {
    const list = await companies();
    const awaiting = list.find((c) => c.status === 'email_authenticated');
    const unconfirmed = list.find((c) => c.status === 'temp_registration');
    expect((await action(unconfirmed as TAdminCompanyRow, 'reissue')).statusCode).toBe(200);
    expect((await action(awaiting as TAdminCompanyRow, 'approve')).statusCode).toBe(200);
    const after = (await companies()).find((c) => c.id === awaiting?.id);
    expect(after?.status).toBe('trial');
  });

  it('the full-contract company’s admin signs in with the demo password', async () => {
    const approved = (await companies()).find((c) => c.status === 'approved');
    const headers = await signInCompany(ctx.app, approved?.first_admin?.email ?? '');
    expect(headers['access-token']).toBeTruthy();
  });

  it('has announcements of every state and an inbox with each kind of inquiry', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/mirume_notifications',
      headers: operator,
    });
    const states = new Set(list.json().data.items.map((a: { state: string }) => a.state));
    expect([...states].sort()).toEqual(['draft', 'published', 'scheduled']);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/inquiries', headers: operator });
    const items = inbox.json().data.items as { kind: string; status: string; company_id: number | null }[];
    expect(items.some((i) => i.kind === 'issue')).toBe(true);
    expect(items.some((i) => i.company_id === null)).toBe(true);
    expect(items.some((i) => i.status === 'in_progress')).toBe(true);
    const admin = await signInCompany(ctx.app, 'admin@demo.mirume.test');
    const counts = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: admin });
    expect(counts.json().data.mirume_notifications).toBe(2);
    expect(counts.json().data.incident).toBeNull();
  });
});
