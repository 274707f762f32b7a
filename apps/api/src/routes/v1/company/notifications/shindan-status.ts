/**
 * Diagnosis status notifications (shindan_status_notifications): the list (?onlyUnread=true for
 * the bell), one notification, and marking one read for the calling user.
 */
import {
  integer,
  ZShindanStatusNotificationResponse,
  ZShindanStatusNotificationsQuery,
  ZShindanStatusNotificationsResponse,
} from '@mirume/shared';
import { z } from 'zod';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import {
  getStatusNotification,
  listStatusNotifications,
  markStatusNotificationRead,
} from '../../../../services/notifications/status-notifications.ts';

const tags = ['診断状況のお知らせ'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;
const ZIdParams = z.object({ id: integer({ min: 1, max: 2_147_483_647 }) });
const one = { 200: ZShindanStatusNotificationResponse };

export async function shindanStatusNotificationRoutes(app: App) {
  app.get(
    '/api/v1/shindan_status_notifications',
    {
      schema: {
        tags,
        summary: '診断状況のお知らせ一覧（新しい順。onlyUnread=true で自分の未読のみ）',
        querystring: ZShindanStatusNotificationsQuery,
        response: { 200: ZShindanStatusNotificationsResponse },
      },
      config: view,
    },
    async (request) => ({ data: await listStatusNotifications(app, currentUser(request), request.query) }),
  );

  app.get(
    '/api/v1/shindan_status_notifications/:id',
    {
      schema: { tags, summary: '診断状況のお知らせの詳細', params: ZIdParams, response: one },
      config: view,
    },
    async (request) => ({
      data: await getStatusNotification(app, currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/api/v1/shindan_status_notifications/:id/mark_shindan_status_notification_as_read',
    {
      schema: {
        tags,
        summary: 'お知らせを既読にする（自分の既読。何度でも同じ結果）',
        params: ZIdParams,
        response: one,
      },
      config: view,
    },
    async (request) => ({
      data: await markStatusNotificationRead(app, currentUser(request), request.params.id),
    }),
  );
}
