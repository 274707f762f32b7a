/**
 * Operators' announcements (admin mirume_notifications CRUD): list with category, state and word
 * filters, one (the preview), create and edit (draft, publish now, or at a scheduled time),
 * unpublish, delete.
 */
import {
  integer,
  ZAdminAnnouncementRequest,
  ZAdminAnnouncementResponse,
  ZAdminAnnouncementsQuery,
  ZAdminAnnouncementsResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import { z } from 'zod';
import type { App } from '../../../../lib/zod-app.ts';
import {
  createAnnouncement,
  editAnnouncement,
  getAnnouncementForAdmin,
  listAnnouncementsForAdmin,
  removeAnnouncement,
  unpublishAnnouncement,
} from '../../../../services/announcements/announcements.ts';
import { currentOperator } from '../../../../services/system-admins/current-operator.ts';

const tags = ['運営: お知らせ'];
const operator = { access: 'operator' } as const;
const ZIdParams = z.object({ id: integer({ min: 1, max: 2_147_483_647 }) });
const one = { 200: ZAdminAnnouncementResponse };

export async function adminMirumeNotificationRoutes(app: App) {
  app.get(
    '/api/v1/admin/mirume_notifications',
    {
      schema: {
        tags,
        summary: 'お知らせ一覧（区分・状態・キーワードで絞り込み）',
        querystring: ZAdminAnnouncementsQuery,
        response: { 200: ZAdminAnnouncementsResponse },
      },
      config: operator,
    },
    async (request) => ({ data: await listAnnouncementsForAdmin(app, request.query) }),
  );

  app.post(
    '/api/v1/admin/mirume_notifications',
    {
      schema: {
        tags,
        summary: 'お知らせの作成（下書き・今すぐ公開・日時指定で公開）',
        body: ZAdminAnnouncementRequest,
        response: { 201: ZAdminAnnouncementResponse },
      },
      config: operator,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAnnouncement(app, currentOperator(request), request.body) }),
  );

  app.get(
    '/api/v1/admin/mirume_notifications/:id',
    { schema: { tags, summary: 'お知らせの詳細', params: ZIdParams, response: one }, config: operator },
    async (request) => ({ data: await getAnnouncementForAdmin(app, request.params.id) }),
  );

  app.patch(
    '/api/v1/admin/mirume_notifications/:id',
    {
      schema: {
        tags,
        summary: 'お知らせの編集',
        params: ZIdParams,
        body: ZAdminAnnouncementRequest,
        response: one,
      },
      config: operator,
    },
    async (request) => ({ data: await editAnnouncement(app, request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/admin/mirume_notifications/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'お知らせの公開を取り下げる（下書きに戻す）',
        params: ZIdParams,
        response: one,
      },
      config: operator,
    },
    async (request) => ({ data: await unpublishAnnouncement(app, request.params.id) }),
  );

  app.delete(
    '/api/v1/admin/mirume_notifications/:id',
    {
      schema: { tags, summary: 'お知らせの削除', params: ZIdParams, response: { 200: ZSuccessResponse } },
      config: operator,
    },
    async (request) => {
      await removeAnnouncement(app, request.params.id);
      return { success: true as const };
    },
  );
}
