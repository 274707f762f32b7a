/**
 * System admins (spec §7 system_admins: register, list, edit, PATCH, DELETE). A new admin gets a
 * password-setting mail; an operator cannot remove or demote themself nor remove the last admin.
 */
import {
  ZAdminCompanyParams,
  ZSystemAdminCreateRequest,
  ZSystemAdminCreateResponse,
  ZSystemAdminResponse,
  ZSystemAdminsResponse,
  ZSystemAdminUpdateRequest,
} from '@mirume/shared';
import { z } from 'zod';
import { operatorOf } from '../../../../lib/operator.ts';
import type { App } from '../../../../lib/zod-app.ts';
import {
  editSystemAdmin,
  removeSystemAdmin,
  systemAdminDetail,
  systemAdminList,
} from '../../../../services/system-admins/manage.ts';
import { createSystemAdmin } from '../../../../services/system-admins/system-admins.ts';

const tags = ['運営: システム管理者'];
const config = { access: 'operator' } as const;
const params = ZAdminCompanyParams;

export async function operatorRegistrationRoutes(app: App) {
  app.post(
    '/api/v1/system_admins',
    {
      schema: {
        tags,
        summary: 'システム管理者の追加（パスワード設定メールを送信）',
        body: ZSystemAdminCreateRequest,
        response: { 201: ZSystemAdminCreateResponse },
      },
      config,
    },
    async (request, reply) => {
      const admin = await createSystemAdmin(app.db, app.config.APP_URL, operatorOf(request), request.body);
      return reply.status(201).send({ data: admin });
    },
  );

  app.get(
    '/api/v1/admin/system_admins',
    { schema: { tags, summary: 'システム管理者の一覧', response: { 200: ZSystemAdminsResponse } }, config },
    async () => ({ data: await systemAdminList(app) }),
  );

  app.get(
    '/api/v1/admin/system_admins/:id',
    {
      schema: { tags, summary: 'システム管理者の詳細', params, response: { 200: ZSystemAdminResponse } },
      config,
    },
    async (request) => ({ data: await systemAdminDetail(app, request.params.id) }),
  );

  app.patch(
    '/api/v1/admin/system_admins/:id',
    {
      schema: {
        tags,
        summary: 'システム管理者の編集（ご自身の権限は変更できません）',
        params,
        body: ZSystemAdminUpdateRequest,
        response: { 200: ZSystemAdminResponse },
      },
      config,
    },
    async (request) => ({
      data: await editSystemAdmin(app, operatorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/system_admins/:id',
    {
      schema: {
        tags,
        summary:
          'システム管理者の削除（ご自身と最後の1人は削除できません。ログイン中のセッションは即時に終了）',
        params,
        response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
      },
      config,
    },
    async (request) => ({ data: await removeSystemAdmin(app, operatorOf(request), request.params.id) }),
  );
}
