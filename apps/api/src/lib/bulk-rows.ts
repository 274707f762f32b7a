/**
 * The answer of a whole-file import whose rows were refused (employees' bulk import, custom
 * assessment results): 400 with every refused row and its Japanese reasons in `details.rows`,
 * nothing written. Shared by the routes that take such files.
 */
import { ERROR_MESSAGES, type TErrorResponse } from '@mirume/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BulkRowsError } from '../services/employees/bulk.ts';

/** 10,000 rows of a few short cells stay well below this; other routes keep the 1 MB default. */
export const BULK_BODY_LIMIT = 20 * 1024 * 1024;

/** `{ data }` of the work, or the 400 listing the rows it refused. */
export async function rowsOr400<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
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
