import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countUnreadOperatorNotifications,
  type Database,
  insertOperatorAction,
  insertOperatorNotification,
  listOperatorActionsOfCompany,
  listOperatorNotifications,
  markOperatorNotificationsRead,
  markOperatorNotificationsUnread,
} from '../src/index.ts';
import { companies, systemAdmins } from '../src/schema/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;

function one<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('no row');
  return row;
}
let companyId: number;
let adminA: number;
let adminB: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const c = one(await database.db.insert(companies).values({ name: '株式会社テスト' }).returning());
  companyId = c.id;
  const admin = (email: string) => ({
    email,
    last_name: '運営',
    first_name: '太郎',
    kana_last_name: 'ウンエイ',
    kana_first_name: 'タロウ',
  });
  adminA = one(await database.db.insert(systemAdmins).values(admin('a@example.com')).returning()).id;
  adminB = one(await database.db.insert(systemAdmins).values(admin('b@example.com')).returning()).id;
});
afterAll(() => database.close());

describe('[DB] operator notifications', () => {
  it('creates a notification once per dedupe key and keeps read marks per operator', async () => {
    const first = await insertOperatorNotification(database.db, {
      kind: 'trial_ending',
      companyId,
      title: 'トライアルが7日後に終了します',
      link: `/admin/companies/${companyId}`,
      dedupeKey: `trial_ending:${companyId}`,
    });
    expect(first).toBeTypeOf('number');
    const again = await insertOperatorNotification(database.db, {
      kind: 'trial_ending',
      companyId,
      title: 'トライアルが7日後に終了します',
      dedupeKey: `trial_ending:${companyId}`,
    });
    expect(again).toBeUndefined();
    await insertOperatorNotification(database.db, {
      kind: 'mail_failed',
      title: 'メールを送信できませんでした',
    });

    expect(await countUnreadOperatorNotifications(database.db, adminA)).toBe(2);
    expect(await markOperatorNotificationsRead(database.db, adminA, [first as number, 999_999])).toBe(1);
    expect(await markOperatorNotificationsRead(database.db, adminA, [first as number])).toBe(0);
    expect(await countUnreadOperatorNotifications(database.db, adminA)).toBe(1);
    expect(await countUnreadOperatorNotifications(database.db, adminB)).toBe(2);

    const unread = await listOperatorNotifications(database.db, adminA, {
      unreadOnly: true,
      limit: 10,
      offset: 0,
    });
    expect(unread.total).toBe(1);
    expect(unread.rows.map((r) => r.kind)).toEqual(['mail_failed']);
    const all = await listOperatorNotifications(database.db, adminA, { limit: 10, offset: 0 });
    expect(all.rows.find((r) => r.id === first)?.read_at).toBeInstanceOf(Date);

    expect(await markOperatorNotificationsRead(database.db, adminB)).toBe(2);
    expect(await countUnreadOperatorNotifications(database.db, adminB)).toBe(0);
    await markOperatorNotificationsUnread(database.db, adminB, [first as number]);
    expect(await countUnreadOperatorNotifications(database.db, adminB)).toBe(1);
  });

  it('refuses an unknown kind in the database itself', async () => {
    await expect(
      database.db.execute(sql`insert into operator_notifications (kind, title) values ('nope', 'x')`),
    ).rejects.toThrow();
  });
});

describe('[DB] operator action log', () => {
  it('keeps the actor name after the operator is removed and goes with a destroyed company', async () => {
    const other = one(await database.db.insert(companies).values({ name: '株式会社ほか' }).returning());
    const gone = one(
      await database.db
        .insert(systemAdmins)
        .values({
          email: 'gone@example.com',
          last_name: '退職',
          first_name: '花子',
          kana_last_name: 'タイショク',
          kana_first_name: 'ハナコ',
        })
        .returning(),
    );
    await insertOperatorAction(database.db, {
      systemAdminId: gone.id,
      systemAdminName: '退職 花子',
      companyId: other.id,
      action: 'company.update',
      targetType: 'company',
      targetId: other.id,
      summary: '企業情報を変更しました',
      changes: { name: { before: '株式会社ほか', after: '株式会社ほか2' } },
    });
    await database.db.execute(sql`delete from system_admins where id = ${gone.id}`);
    const log = await listOperatorActionsOfCompany(database.db, other.id, { limit: 10, offset: 0 });
    expect(log.total).toBe(1);
    expect(one(log.rows)).toMatchObject({
      system_admin_id: null,
      system_admin_name: '退職 花子',
      target_id: String(other.id),
    });
    expect(one(log.rows).changes).toEqual({ name: { before: '株式会社ほか', after: '株式会社ほか2' } });

    await database.db.execute(sql`delete from companies where id = ${other.id}`);
    expect((await listOperatorActionsOfCompany(database.db, other.id, { limit: 10, offset: 0 })).total).toBe(
      0,
    );
  });
});
