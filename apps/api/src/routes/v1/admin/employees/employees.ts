/**
 * A person seen by an operator (`/admin/employees/{id}`): the URL names no company, so the page
 * first asks whose person this is, then works inside that company through the operator mirrors
 * of the company calls (company-data/, decision 0028).
 */
import { findEmployeeCompany } from '@mirume/db';
import { ZEmployeeIdParams, ZOperatorEmployeeCompanyResponse } from '@mirume/shared';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';

export async function adminEmployeeRoutes(app: App) {
  app.get(
    '/api/v1/admin/employees/:id',
    {
      schema: {
        tags: ['運営: 企業のデータ'],
        summary: '社員の所属企業（削除済み企業の社員は 404）',
        params: ZEmployeeIdParams,
        response: { 200: ZOperatorEmployeeCompanyResponse },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const row = await findEmployeeCompany(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      return { data: row };
    },
  );
}
