/**
 * A company in the operator's hands: its page, the edit with its before/after record, discard
 * (its users are signed out and cannot sign in, its links say the company stopped), the discarded
 * list, restore, and the approval's history, contract period and action log. Plus the dashboard's
 * statistics and the CSRF header on every operator write.
 */
import { LINK_COMPANY_STOPPED_MESSAGE, TRIAL_PERIOD_DAYS, tokyoDate } from '@mirume/shared';
import { describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { createLink, createTicket, linkUrl } from './support/exam.ts';
import { createOtherCompany, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const operator = signedInOperator(ctx);

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers: operator, ...(payload ? { payload } : {}) });

describe('[ADMIN] a company page', () => {
  it('shows the profile, contract period, status history, admins and usage', async () => {
    const res = await call('GET', `/companies/${ctx.companyId}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({ name: 'デモ株式会社', status: 'trial', discarded_at: null });
    expect(c.date_start_contract).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(c.date_end_contract > c.date_start_contract).toBe(true);
    expect(c.admins.map((a: { email: string }) => a.email)).toContain(DEMO.admin);
    expect(c.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'trial',
      'email_authenticated',
      'temp_registration',
    ]);
    expect(c.usage.employees).toBeGreaterThan(0);
    expect(c.usage.diagnoses_issued).toBeGreaterThanOrEqual(c.usage.diagnoses_completed);
  });

  it('edits the name and contract period, records the change with before and after, and refuses bad input', async () => {
    const { company } = await createOtherCompany(ctx.database, { email: 'edit@other.mirume.test' });
    const ok = await call('PUT', `/companies/${company.id}`, {
      name: '株式会社アザー改',
      name_kana: 'アザーカイ',
      date_start_contract: '2026-04-01',
      date_end_contract: '2027-03-31',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: '株式会社アザー改', date_end_contract: '2027-03-31' });
    const log = (await call('GET', `/companies/${company.id}/operator_actions`)).json().data;
    expect(log.items[0]).toMatchObject({
      action: 'company.update',
      system_admin_name: '運営 太郎',
      summary: '企業「株式会社アザー改」の情報を変更しました',
    });
    expect(log.items[0].changes.name).toEqual({ before: '株式会社アザー', after: '株式会社アザー改' });
    expect(log.items[0].changes).not.toHaveProperty('tel');

    const bad = await call('PUT', `/companies/${company.id}`, {
      name: '',
      name_kana: 'abc',
      date_start_contract: '2027-04-01',
      date_end_contract: '2027-03-31',
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().error.details.fieldErrors;
    expect(errors.name).toEqual(['入力必須です']);
    expect(errors.name_kana).toEqual(['全角カタカナで入力してください']);
    expect(errors.date_end_contract).toEqual(['契約開始日以降の日付を入力してください']);
    expect((await call('PUT', '/companies/999999', { name: '株式会社なし' })).statusCode).toBe(404);
  });
});

describe('[ADMIN] discard and restore', () => {
  it('signs the company users out at once, refuses their sign-in and stops their links, until restored', async () => {
    const { company, email } = await createOtherCompany(ctx.database, { email: 'discard@other.mirume.test' });
    const user = await signInCompany(ctx.app, email);
    const link = await createLink(ctx.database, company.id);
    const ticket = await createTicket(ctx.database, company.id);
    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/company_admins/validate_token', headers: user });
    expect((await me()).statusCode).toBe(200);

    const discard = await call('DELETE', `/companies/${company.id}`);
    expect(discard.statusCode).toBe(200);
    expect(discard.json().data.discarded_at).not.toBeNull();
    expect((await me()).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email, password: 'mirume-demo' },
    });
    expect(signIn.statusCode).toBe(403);
    const exam = await ctx.app.inject({ method: 'GET', url: linkUrl(link.token) });
    expect(exam.statusCode).toBe(410);
    expect(exam.json().error.message).toBe(LINK_COMPANY_STOPPED_MESSAGE);
    const redeem = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/exam/tickets/redeem',
      payload: {
        code: ticket,
        last_name: '受検',
        first_name: '花子',
        kana_last_name: 'ジュケン',
        kana_first_name: 'ハナコ',
        email: 'ticket@example.jp',
      },
    });
    expect(redeem.statusCode).toBe(410);
    expect(redeem.json().error.message).toBe(LINK_COMPANY_STOPPED_MESSAGE);

    expect((await call('GET', `/companies/${company.id}`)).statusCode).toBe(404);
    const list = (await call('GET', '/companies?per=200')).json().data.items;
    expect(list.map((c: { id: number }) => c.id)).not.toContain(company.id);
    const discarded = (await call('GET', '/company/discarded_index')).json().data;
    expect(discarded.items[0]).toMatchObject({
      id: company.id,
      name: '株式会社アザー',
      discarded_by: '運営 太郎',
    });
    expect(discarded.items.map((c: { name: string }) => c.name)).toContain('株式会社あおば物流');
    expect((await call('DELETE', `/companies/${company.id}`)).statusCode).toBe(404);

    const restore = await call('PATCH', `/company/restore/${company.id}`);
    expect(restore.statusCode).toBe(200);
    expect((await call('GET', `/companies/${company.id}`)).json().data.history[0].event).toBe('restored');
    expect((await signInCompany(ctx.app, email))['access-token']).toBeTruthy();
    const log = (await call('GET', `/companies/${company.id}/operator_actions`)).json().data;
    expect(log.items.map((a: { action: string }) => a.action).slice(0, 2)).toEqual([
      'company.restore',
      'company.discard',
    ]);
  });
});

describe('[ADMIN] approval', () => {
  it('starts the trial period, adds to the status history and records the operator action', async () => {
    const list = (await call('GET', '/companies?status=email_authenticated')).json().data.items;
    const pending = list.find((c: { name: string }) => c.name === '株式会社サンプル商事');
    const res = await call(
      'POST',
      `/companies/${pending.id}/company_admins/${pending.first_admin.id}/approve`,
    );
    expect(res.statusCode).toBe(200);
    const page = (await call('GET', `/companies/${pending.id}`)).json().data;
    const today = tokyoDate(new Date());
    expect(page.date_start_contract).toBe(today);
    expect(page.date_end_contract).toBe(tokyoDate(new Date(Date.now() + TRIAL_PERIOD_DAYS * 86_400_000)));
    expect(page.history[0]).toMatchObject({
      event: 'status',
      from_status: 'email_authenticated',
      to_status: 'trial',
      actor_name: '運営 太郎',
    });
    const log = (await call('GET', `/companies/${pending.id}/operator_actions`)).json().data;
    expect(log.items[0]).toMatchObject({
      action: 'company.approve',
      changes: { status: { before: '承認待ち', after: 'トライアル' } },
    });
  });
});

describe('[ADMIN] companies list', () => {
  it('searches by an admin address, filters by contract end date and sorts by it', async () => {
    const byEmail = (await call('GET', `/companies?q=${encodeURIComponent('hikari.mirume')}`)).json().data;
    expect(byEmail.items.map((c: { name: string }) => c.name)).toEqual(['株式会社ひかりソリューションズ']);
    const soon = tokyoDate(new Date(Date.now() + 10 * 86_400_000));
    const ending = (
      await call(
        'GET',
        `/companies?contract_date=date_end_contract&contract_to=${soon}&sort=date_end_contract&order=asc`,
      )
    ).json().data;
    expect(ending.items.map((c: { name: string }) => c.name)).toContain('デモ株式会社');
    expect(ending.items.map((c: { name: string }) => c.name)).not.toContain('株式会社ひかりソリューションズ');
    const bad = await call('GET', '/companies?contract_from=1999-01-01&sort=unknown');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fieldErrors).sort()).toEqual(['contract_from', 'sort']);
  });
});

describe('[ADMIN] statistics', () => {
  it('answers companies by status, trials ending soon, 12 months of diagnoses and recent sign-ups', async () => {
    const res = await call('GET', '/statistics');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(Object.keys(s.counts_by_status).sort()).toEqual([
      'approved',
      'email_authenticated',
      'temp_registration',
      'trial',
    ]);
    expect(s.discarded).toBeGreaterThanOrEqual(1);
    expect(s.trials_ending.map((t: { name: string }) => t.name)).toContain('デモ株式会社');
    expect(s.monthly).toHaveLength(12);
    expect(s.monthly[11].month).toBe(tokyoDate(new Date()).slice(0, 7));
    const total = s.monthly.reduce((n: number, m: { issued: number }) => n + m.issued, 0);
    expect(total).toBeGreaterThan(0);
    expect(s.recent_signups.length).toBeGreaterThan(0);
  });
});

describe('[ADMIN] CSRF', () => {
  it('refuses every state-changing operator call without X-Requested-With', async () => {
    const writes = ctx.app.routeTable.filter(
      (r) => r.access === 'operator' && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const url = route.url.replace(/:[a-z_]+/g, String(ctx.companyId));
      const res = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: operator.cookie },
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code).toBe('CSRF');
    }
  });
});
