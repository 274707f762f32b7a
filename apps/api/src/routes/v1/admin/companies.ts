/** The operator's list of companies with their status (the /admin dashboard). */
import { listCompaniesForOperator } from '@mirume/db';
import { ZAdminCompaniesQuery, ZAdminCompaniesResponse } from '@mirume/shared';
import type { App } from '../../../lib/zod-app.ts';

export async function adminCompanyRoutes(app: App) {
  app.get(
    '/api/v1/admin/companies',
    {
      schema: {
        tags: ['運営: 企業'],
        summary: '企業一覧（ステータス・名称で絞り込み、ページング）',
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
}
