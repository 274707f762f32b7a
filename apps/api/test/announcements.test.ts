/**
 * Announcements: an operator writes a draft, publishes it now or at a scheduled time, unpublishes
 * and deletes it; company users see only published ones, each with their own read marks, in the
 * list (category, read filters, paging), the bell's latest unread, and the badge's counts.
 */
import { schema } from '@mirume/db';
import {
  ZAdminAnnouncementResponse,
  ZAdminAnnouncementsResponse,
  ZAnnouncementsResponse,
  ZLatestAnnouncementsResponse,
  ZNotificationCountsResponse,
} from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CompanyHeaders, DEMO } from './support/app.ts';
import { signedIn, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const worker = signedIn(ctx, DEMO.worker);
const operator = signedInOperator(ctx);

const ADMIN_URL = '/api/v1/admin/mirume_notifications';

async function create(body: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: ADMIN_URL, headers: operator, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return ZAdminAnnouncementResponse.parse(res.json()).data;
}
async function counts(headers: CompanyHeaders) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZNotificationCountsResponse.parse(res.json()).data;
}
async function latest(headers: CompanyHeaders) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/mirume_notifications/latest_mirume_notifications',
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZLatestAnnouncementsResponse.parse(res.json()).data.data;
}
async function list(headers: CompanyHeaders, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/mirume_notifications${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZAnnouncementsResponse.parse(res.json()).data;
}
const show = (id: number, headers: CompanyHeaders) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/mirume_notifications/${id}`, headers });
const markRead = (id: number, headers: CompanyHeaders) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/mirume_notifications/${id}/mark_notification_as_read`,
    headers,
  });

describe('[ANNOUNCE] operators write, companies read', () => {
  it('a draft is invisible to companies; publishing it now shows it to everyone, unread', async () => {
    const before = await counts(admin);
    const draft = await create({
      title: '下書きのお知らせ',
      category: 'notice',
      description: '本文',
      publish: 'draft',
    });
    expect(draft).toMatchObject({ state: 'draft', published_at: null });
    expect((await show(draft.id, admin)).statusCode).toBe(404);
    expect((await counts(admin)).mirume_notifications).toBe(before.mirume_notifications);

    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `${ADMIN_URL}/${draft.id}`,
      headers: operator,
      payload: {
        title: '公開したお知らせ',
        category: 'release',
        description: '# 見出し\n\n本文',
        publish: 'now',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAdminAnnouncementResponse.parse(res.json()).data.state).toBe('published');

    const after = await counts(admin);
    expect(after.mirume_notifications).toBe(before.mirume_notifications + 1);
    expect(after.total).toBe(after.mirume_notifications + after.shindan_status_notifications);
    expect((await latest(worker)).map((a) => a.id)).toContain(draft.id);
    const one = await show(draft.id, worker);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ title: '公開したお知らせ', category: 'release', read: false });
  });

  it('marking read is per user, idempotent, and takes it off the bell and the badge', async () => {
    const a = await create({ title: '既読テスト', category: 'notice', description: '本文', publish: 'now' });
    const before = await counts(admin);
    expect((await markRead(a.id, admin)).statusCode).toBe(200);
    expect((await markRead(a.id, admin)).json().data.read).toBe(true);
    expect((await counts(admin)).mirume_notifications).toBe(before.mirume_notifications - 1);
    expect((await latest(admin)).map((x) => x.id)).not.toContain(a.id);
    // The worker still has it unread.
    expect((await latest(worker)).map((x) => x.id)).toContain(a.id);
    expect((await list(admin, '?read=read')).items.map((x) => x.id)).toContain(a.id);
    expect((await list(admin, '?read=unread')).items.map((x) => x.id)).not.toContain(a.id);
  });

  it('an unread incident is the dashboard banner until read', async () => {
    const incident = await create({
      title: '障害のお知らせ',
      category: 'incident',
      description: '現在、一部の機能がご利用いただけません。',
      publish: 'now',
    });
    expect((await counts(worker)).incident?.id).toBe(incident.id);
    await markRead(incident.id, worker);
    expect((await counts(worker)).incident?.id).not.toBe(incident.id);
  });

  it('a scheduled announcement appears once its time is reached, without a job', async () => {
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const a = await create({
      title: '予約',
      category: 'notice',
      description: '本文',
      publish: 'scheduled',
      publish_at: at,
    });
    expect(a.state).toBe('scheduled');
    expect((await show(a.id, admin)).statusCode).toBe(404);
    // Time passes: the publish time is now in the past.
    await ctx.database.db
      .update(schema.mirumeNotifications)
      .set({ published_at: new Date(Date.now() - 1000) })
      .where(eq(schema.mirumeNotifications.id, a.id));
    expect((await show(a.id, admin)).statusCode).toBe(200);
  });

  it('category filter and paging', async () => {
    const page = await list(admin, '?category=incident&per=1&page=1');
    expect(page.items.every((x) => x.category === 'incident')).toBe(true);
    expect(page.items.length).toBe(1);
    expect(page.per).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('unpublishing hides it at once; deleting removes it (404 afterwards)', async () => {
    const a = await create({ title: '取り下げ', category: 'notice', description: '本文', publish: 'now' });
    const un = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN_URL}/${a.id}/unpublish`,
      headers: operator,
    });
    expect(un.json().data.state).toBe('draft');
    expect((await show(a.id, admin)).statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `${ADMIN_URL}/${a.id}`, headers: operator });
    expect(del.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'GET', url: `${ADMIN_URL}/${a.id}`, headers: operator });
    expect(again.statusCode).toBe(404);
  });

  it('the operators list filters by state, category and words', async () => {
    await create({ title: '検索できる見出し', category: 'release', description: '本文', publish: 'draft' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${ADMIN_URL}?state=draft&category=release&q=${encodeURIComponent('検索できる')}`,
      headers: operator,
    });
    const data = ZAdminAnnouncementsResponse.parse(res.json()).data;
    expect(data.items.length).toBe(1);
    expect(data.items[0]).toMatchObject({ title: '検索できる見出し', state: 'draft', category: 'release' });
  });

  it('bad input answers 400 with Japanese field errors and writes nothing', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: ADMIN_URL, headers: operator });
    const cases = [
      [{ title: '', category: 'notice', description: 'x', publish: 'now' }, 'title', '入力必須です'],
      [{ title: 'x', category: 'shindan', description: 'x', publish: 'now' }, 'category', '無効な選択肢です'],
      [
        { title: 'x', category: 'notice', description: 'x', publish: 'scheduled' },
        'publish_at',
        '公開日時を入力してください',
      ],
      [
        {
          title: 'x',
          category: 'notice',
          description: 'x',
          publish: 'scheduled',
          publish_at: '2020-01-01T00:00:00+09:00',
        },
        'publish_at',
        '公開日時には現在より後の日時を入力してください',
      ],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: ADMIN_URL, headers: operator, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const after = await ctx.app.inject({ method: 'GET', url: ADMIN_URL, headers: operator });
    expect(after.json().data.total).toBe(before.json().data.total);
  });
});
