/**
 * The company user's notification centre: `notifications` (the unread counts behind the badge and
 * the dashboard's incident banner), announcements (mirume_notifications: list, one, the bell's
 * latest unread) and marking one read for the calling user.
 */
import {
  integer,
  ZAnnouncementResponse,
  ZAnnouncementsQuery,
  ZAnnouncementsResponse,
  ZLatestAnnouncementsResponse,
  ZNotificationCountsResponse,
} from '@mirume/shared';
import { z } from 'zod';
import type { App } from '../../../../lib/zod-app.ts';
import {
  getAnnouncement,
  latestAnnouncements,
  listAnnouncements,
  markAnnouncementAsRead,
  notificationCounts,
} from '../../../../services/announcements/announcements.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['お知らせ'];
const view = { access: 'company', permission: 'notifications:view' } as const;
const ZIdParams = z.object({ id: integer({ min: 1, max: 2_147_483_647 }) });

export async function mirumeNotificationRoutes(app: App) {
  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        summary: '未読のお知らせ・診断状況の件数（ヘッダーのバッジ）と未読の障害情報',
        response: { 200: ZNotificationCountsResponse },
      },
      config: view,
    },
    async (request) => ({ data: await notificationCounts(app, currentUser(request)) }),
  );

  app.get(
    '/api/v1/mirume_notifications',
    {
      schema: {
        tags,
        summary: '公開中のお知らせ一覧（新しい順。category・read で絞り込み）',
        querystring: ZAnnouncementsQuery,
        response: { 200: ZAnnouncementsResponse },
      },
      config: view,
    },
    async (request) => ({ data: await listAnnouncements(app, currentUser(request), request.query) }),
  );

  app.get(
    '/api/v1/mirume_notifications/latest_mirume_notifications',
    {
      schema: {
        tags,
        summary: '未読のお知らせ（ヘッダーの通知。新しい順に最大20件）',
        response: { 200: ZLatestAnnouncementsResponse },
      },
      config: view,
    },
    async (request) => ({ data: { data: await latestAnnouncements(app, currentUser(request)) } }),
  );

  app.get(
    '/api/v1/mirume_notifications/:id',
    {
      schema: {
        tags,
        summary: 'お知らせの詳細',
        params: ZIdParams,
        response: { 200: ZAnnouncementResponse },
      },
      config: view,
    },
    async (request) => ({ data: await getAnnouncement(app, currentUser(request), request.params.id) }),
  );

  app.post(
    '/api/v1/mirume_notifications/:id/mark_notification_as_read',
    {
      schema: {
        tags,
        summary: 'お知らせを既読にする（自分の既読。何度でも同じ結果）',
        params: ZIdParams,
        response: { 200: ZAnnouncementResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await markAnnouncementAsRead(app, currentUser(request), request.params.id),
    }),
  );
}
