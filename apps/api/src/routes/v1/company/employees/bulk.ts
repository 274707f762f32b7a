/**
 * Bulk registration (/employees/new-bulk): the page parses the CSV and sends the rows as JSON; the
 * server re-validates each row and imports all of them in one transaction, or none. Errors answer
 * 400 with `details.rows: [{ row, errors }]` (row = 1-based data row, header not counted).
 */
import {
  ZEmployeeBulkRequest,
  ZEmployeeBulkResponse,
  ZEmployeeBulkValidateResponse,
  ZErrorResponse,
} from '@mirume/shared';
import { BULK_BODY_LIMIT, rowsOr400 } from '../../../../lib/bulk-rows.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { importEmployeeBulk, validateEmployeeBulk } from '../../../../services/employees/bulk.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['社員'];
/** Role checks (who may import which rows) happen in the service: 404 for worker. */
const config = { access: 'company', permission: 'employees:view' } as const;

export async function employeeBulkRoutes(app: App) {
  app.post(
    '/api/v1/employees/create_employee_bulk',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: '社員の一括登録（全件を1トランザクションで登録。1行でも誤りがあれば何も登録しない）',
        body: ZEmployeeBulkRequest,
        response: { 200: ZEmployeeBulkResponse, 400: ZErrorResponse },
      },
      config,
    },
    async (request, reply) =>
      rowsOr400(request, reply, () => importEmployeeBulk(app, currentUser(request), request.body)),
  );

  app.post(
    '/api/v1/employees/create_employee_bulk/validate',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: '一括登録の事前チェック（登録はしない）',
        body: ZEmployeeBulkRequest,
        response: { 200: ZEmployeeBulkValidateResponse, 400: ZErrorResponse },
      },
      config,
    },
    async (request, reply) =>
      rowsOr400(request, reply, () => validateEmployeeBulk(app, currentUser(request), request.body)),
  );
}
