/**
 * The operator's notifications (spec §7 admin/notifications GET and PATCH): what needs an
 * operator, each with its own read mark per operator.
 */
import {
  countUnreadOperatorNotifications,
  listOperatorNotifications,
  markOperatorNotificationsRead,
  markOperatorNotificationsUnread,
} from '@mirume/db';
import {
  ZOperatorNotificationsPatchRequest,
  ZOperatorNotificationsPatchResponse,
  ZOperatorNotificationsQuery,
  ZOperatorNotificationsResponse,
} from '@mirume/shared';
import { operatorOf } from '../../../../lib/operator.ts';
import type { App } from '../../../../lib/zod-app.ts';

const tags = ['運営: 通知'];

export async function adminNotificationRoutes(app: App) {
  app.get(
    '/api/v1/admin/notifications',
    {
      schema: {
        tags,
        summary: '運営への通知（新しい順。未読のみ・種類で絞り込み、ページング、未読数つき）',
        querystring: ZOperatorNotificationsQuery,
        response: { 200: ZOperatorNotificationsResponse },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const operator = operatorOf(request);
      const { page, per, unread, kind } = request.query;
      const [{ rows, total }, unreadCount] = await Promise.all([
        listOperatorNotifications(app.db, operator.id, {
          unreadOnly: unread,
          kind,
          limit: per,
          offset: (page - 1) * per,
        }),
        countUnreadOperatorNotifications(app.db, operator.id),
      ]);
      return {
        data: {
          items: rows.map((r) => ({
            ...r,
            created_at: r.created_at.toISOString(),
            read_at: r.read_at ? r.read_at.toISOString() : null,
          })),
          total,
          unread: unreadCount,
          page,
          per,
        },
      };
    },
  );

  app.patch(
    '/api/v1/admin/notifications',
    {
      schema: {
        tags,
        summary: '通知を既読・未読にする（ids で指定、all: true ですべて既読）',
        body: ZOperatorNotificationsPatchRequest,
        response: { 200: ZOperatorNotificationsPatchResponse },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const operator = operatorOf(request);
      const { ids, all, read } = request.body;
      if (read) await markOperatorNotificationsRead(app.db, operator.id, all ? undefined : ids);
      else await markOperatorNotificationsUnread(app.db, operator.id, ids ?? []);
      return { data: { unread: await countUnreadOperatorNotifications(app.db, operator.id) } };
    },
  );
}
