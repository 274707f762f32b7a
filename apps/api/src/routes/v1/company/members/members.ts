/**
 * The company's users (/company-admins). Every role sees the list (`companyAdmins:view`); only
 * admins invite, edit, delete and re-send invitations (`companyAdmins:manage`).
 */
import {
  ZCompanyAdminInviteRequest,
  ZCompanyAdminResponse,
  ZCompanyAdminsQuery,
  ZCompanyAdminsResponse,
  ZCompanyAdminUpdateRequest,
  ZCompanyIdParams,
  ZSuccessResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import {
  deleteCompanyMember,
  getCompanyMember,
  inviteMember,
  listCompanyMembers,
  reinviteMember,
  updateCompanyMember,
} from '../../../../services/members/members.ts';

const tags = ['管理者'];
const view = { access: 'company', permission: 'companyAdmins:view' } as const;
const manage = { access: 'company', permission: 'companyAdmins:manage' } as const;
const one = { 200: ZCompanyAdminResponse };

export async function companyAdminMemberRoutes(app: App) {
  app.get(
    '/api/v1/company_admins',
    {
      schema: {
        tags,
        summary: '自社の管理者一覧（氏名・メールで検索、ページング）',
        querystring: ZCompanyAdminsQuery,
        response: { 200: ZCompanyAdminsResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await listCompanyMembers(app, currentUser(request).company_id, request.query),
    }),
  );

  app.post(
    '/api/v1/company_admins/user',
    {
      schema: {
        tags,
        summary: '管理者の招待（パスワード設定メールを送信）',
        body: ZCompanyAdminInviteRequest,
        response: { 201: ZCompanyAdminResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const member = await inviteMember(app, currentUser(request), request.body);
      return reply.code(201).send({ data: member });
    },
  );

  app.get(
    '/api/v1/company_admins/:id',
    {
      schema: { tags, summary: '管理者の詳細', params: ZCompanyIdParams, response: one },
      config: view,
    },
    async (request) => ({
      data: await getCompanyMember(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.patch(
    '/api/v1/company_admins/:id',
    {
      schema: {
        tags,
        summary: '管理者の編集（権限・氏名）',
        params: ZCompanyIdParams,
        body: ZCompanyAdminUpdateRequest,
        response: one,
      },
      config: manage,
    },
    async (request) => ({
      data: await updateCompanyMember(app, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/company_admins/:id',
    {
      schema: {
        tags,
        summary: '管理者の削除',
        params: ZCompanyIdParams,
        response: { 200: ZSuccessResponse },
      },
      config: manage,
    },
    async (request) => {
      await deleteCompanyMember(app, currentUser(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v1/company_admins/:id/reinvite',
    {
      schema: {
        tags,
        summary: '招待メールの再送（パスワード未設定の管理者のみ）',
        params: ZCompanyIdParams,
        response: one,
      },
      config: manage,
    },
    async (request) => ({ data: await reinviteMember(app, currentUser(request), request.params.id) }),
  );
}
