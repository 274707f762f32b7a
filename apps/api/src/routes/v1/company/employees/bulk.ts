/**
 * Bulk registration (/employees/new-bulk): the page parses the CSV and sends the rows as JSON; the
 * server re-validates each row and imports all of them in one transaction, or none. Errors answer
 * 400 with `details.rows: [{ row, errors }]` (row = 1-based data row, header not counted).
 */
import {
  ERROR_MESSAGES,
  type TErrorResponse,
  ZEmployeeBulkRequest,
  ZEmployeeBulkResponse,
  ZEmployeeBulkValidateResponse,
  ZErrorResponse,
} from '@mirume/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../../lib/zod-app.ts';
import {
  BulkRowsError,
  importEmployeeBulk,
  validateEmployeeBulk,
} from '../../../../services/employees/bulk.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['社員'];
/** Role checks (who may import which rows) happen in the service: 404 for worker. */
const config = { access: 'company', permission: 'employees:view' } as const;
/** 10,000 rows of 13 short fields stay well below this; other routes keep the 1 MB default. */
const bodyLimit = 20 * 1024 * 1024;

async function rowsOr400<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { data: await work() };
  } catch (error) {
    if (!(error instanceof BulkRowsError)) throw error;
    const body: TErrorResponse = {
      error: {
        code: 'VALIDATION_ERROR',
        message: error.message ?? ERROR_MESSAGES.VALIDATION_ERROR,
        details: { rows: error.rows },
        request_id: String(request.id),
      },
    };
    return reply.code(400).send(body);
  }
}

export async function employeeBulkRoutes(app: App) {
  app.post(
    '/api/v1/employees/create_employee_bulk',
    {
      bodyLimit,
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
      bodyLimit,
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
