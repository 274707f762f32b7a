/**
 * Diagnosis status notifications: created by a finished test, listed newest first with each
 * user's own read flags (onlyUnread for the bell), read one by one per user, and invisible to
 * another company.
 */
import { schema } from '@mirume/db';
import { ZShindanStatusNotificationResponse, ZShindanStatusNotificationsResponse } from '@mirume/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { complete, createLink, createPerson, takeTest } from './support/exam.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
let companyId: number;
const admin = signedIn(ctx, DEMO.admin);
const worker = signedIn(ctx, DEMO.worker);
beforeAll(async () => {
  ({ companyId } = ctx);
});

const URL = '/api/v1/shindan_status_notifications';
async function list(headers: CompanyHeaders, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZShindanStatusNotificationsResponse.parse(res.json()).data;
}
const markRead = (id: number, headers: CompanyHeaders) =>
  ctx.app.inject({ method: 'PATCH', url: `${URL}/${id}/mark_shindan_status_notification_as_read`, headers });

async function insertNotification(company: number, name: string, createdAt: Date) {
  const [row] = await ctx.database.db
    .insert(schema.shindanStatusNotifications)
    .values({
      company_id: company,
      last_name: name,
      first_name: '通知',
      email: 'n@example.jp',
      diagnosis_type: 'senkou',
      status: 'success',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning({ id: schema.shindanStatusNotifications.id });
  return row!.id;
}

describe('[NOTIFY] diagnosis status notifications', () => {
  it('a finished test creates one, first in the list and unread for everyone', async () => {
    const before = await list(admin);
    const employeeId = await createPerson(ctx.database, companyId, { last_name: '北海', first_name: '太郎' });
    const link = await createLink(ctx.database, companyId, { employeeId });
    await takeTest(ctx.app, link.token, 'typical');
    await complete(ctx.app, link.token);

    const after = await list(admin);
    expect(after.total).toBe(before.total + 1);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      employee_id: employeeId,
      last_name: '北海',
      first_name: '太郎',
      status: 'success',
      reason: null,
      diagnosis_type: 'senkou',
      read: false,
    });
    const unreadOnly = await list(worker, '?onlyUnread=true');
    expect(unreadOnly.items.every((n) => !n.read)).toBe(true);
    expect(unreadOnly.items[0]!.employee_id).toBe(employeeId);
  });

  it('lists newest first with paging, and marks read per user (idempotently)', async () => {
    const base = new Date(Date.now() + 60_000);
    const older = await insertNotification(companyId, '古い', base);
    const newer = await insertNotification(companyId, '新しい', new Date(base.getTime() + 1000));
    const page = await list(admin, '?page=1&per=2');
    expect(page).toMatchObject({ page: 1, per: 2 });
    expect(page.items.map((n) => n.id)).toEqual([newer, older]);
    const second = await list(admin, '?page=2&per=2');
    expect(second.items.map((n) => n.id)).not.toContain(newer);

    const adminBefore = await list(admin, '?onlyUnread=true');
    const workerBefore = await list(worker, '?onlyUnread=true');
    expect(adminBefore.total).toBe(adminBefore.unread);

    const res = await markRead(newer, admin);
    expect(res.statusCode).toBe(200);
    expect(ZShindanStatusNotificationResponse.parse(res.json()).data).toMatchObject({
      id: newer,
      read: true,
    });
    expect((await markRead(newer, admin)).json().data.read).toBe(true);

    const adminAfter = await list(admin, '?onlyUnread=true');
    expect(adminAfter.unread).toBe(adminBefore.unread - 1);
    expect(adminAfter.items.map((n) => n.id)).not.toContain(newer);
    expect((await list(worker, '?onlyUnread=true')).unread).toBe(workerBefore.unread);

    const one = await ctx.app.inject({ method: 'GET', url: `${URL}/${newer}`, headers: admin });
    expect(one.json().data).toMatchObject({ id: newer, last_name: '新しい', read: true });
    const forWorker = await ctx.app.inject({ method: 'GET', url: `${URL}/${newer}`, headers: worker });
    expect(forWorker.json().data.read).toBe(false);
  });

  it('another company sees none of them (404 on one, absent from its list)', async () => {
    const id = await insertNotification(companyId, '自社', new Date());
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const otherId = await insertNotification(other.company.id, '他社', new Date());
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: otherAdmin })).statusCode,
    ).toBe(404);
    expect((await markRead(id, otherAdmin)).statusCode).toBe(404);
    const theirs = await list(otherAdmin);
    expect(theirs.items.map((n) => n.id)).toEqual([otherId]);
    expect(theirs).toMatchObject({ total: 1, unread: 1 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${URL}/${otherId}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${URL}/999999`, headers: admin })).statusCode).toBe(
      404,
    );
  });
});
