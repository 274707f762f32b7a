/** Discarded companies (spec §7 company/discarded_index, company/restore). */
import { listDiscardedCompanies } from '@mirume/db';
import {
  ZAdminCompanyParams,
  ZCompanyStateResponse,
  ZDiscardedCompaniesQuery,
  ZDiscardedCompaniesResponse,
} from '@mirume/shared';
import { operatorOf } from '../../../../lib/operator.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { restoreCompany } from '../../../../services/companies/companies.ts';

const tags = ['運営: 企業'];

export async function adminDiscardedCompanyRoutes(app: App) {
  app.get(
    '/api/v1/admin/company/discarded_index',
    {
      schema: {
        tags,
        summary: '削除済み企業の一覧（削除日の新しい順、企業名で検索）',
        querystring: ZDiscardedCompaniesQuery,
        response: { 200: ZDiscardedCompaniesResponse },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const { page, per, q } = request.query;
      const { items, total } = await listDiscardedCompanies(app.db, { page, per, q: q || undefined });
      return {
        data: {
          items: items.map((c) => ({ ...c, discarded_at: new Date(c.discarded_at).toISOString() })),
          total,
          page,
          per,
        },
      };
    },
  );

  app.patch(
    '/api/v1/admin/company/restore/:id',
    {
      schema: {
        tags,
        summary: '削除済み企業の復元',
        params: ZAdminCompanyParams,
        response: { 200: ZCompanyStateResponse },
      },
      config: { access: 'operator' },
    },
    async (request) => ({ data: await restoreCompany(app.db, operatorOf(request), request.params.id) }),
  );
}
