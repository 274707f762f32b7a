/** The operator's list of companies (the /admin dashboard) and direct registration of a company. */
import { listCompaniesForOperator } from '@mirume/db';
import {
  ZAdminCompaniesQuery,
  ZAdminCompaniesResponse,
  ZAdminCompanyCreateRequest,
  ZAdminCompanyCreateResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { registerCompanyByOperator } from '../../../../services/onboarding/approval.ts';

const tags = ['運営: 企業'];

export async function adminCompanyRoutes(app: App) {
  app.get(
    '/api/v1/admin/companies',
    {
      schema: {
        tags,
        summary: '企業一覧（ステータス・名称で絞り込み、ページング。各社の最初の総合管理者つき）',
        querystring: ZAdminCompaniesQuery,
        response: { 200: ZAdminCompaniesResponse },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const { page, per, status, q } = request.query;
      const result = await listCompaniesForOperator(app.db, { page, per, status, q: q || undefined });
      return {
        data: {
          items: result.items.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
          total: result.total,
          page,
          per,
          counts_by_status: result.counts_by_status,
        },
      };
    },
  );

  app.post(
    '/api/v1/admin/companies',
    {
      schema: {
        tags,
        summary: '企業の登録（最初の総合管理者にパスワード設定メールを送信）',
        body: ZAdminCompanyCreateRequest,
        response: { 201: ZAdminCompanyCreateResponse },
      },
      config: { access: 'operator' },
    },
    async (request, reply) => {
      const company = await registerCompanyByOperator(app.db, app.config.APP_URL, request.body);
      return reply.status(201).send({ data: company });
    },
  );
}
