/**
 * One error shape for every failure: `{ error: { code, message, details?, request_id } }` with a
 * Japanese message. Bad input is the caller's fault and answers 4xx with field errors; only a
 * bug answers 500, and its details stay in the log.
 */
import { ERROR_MESSAGES, type ErrorCode, type TErrorResponse } from '@mirume/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from '../lib/errors.ts';
import { loggableError } from '../lib/loggable-error.ts';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  fieldErrors?: Record<string, string[]>,
) {
  const body: TErrorResponse = {
    error: {
      code,
      message: message ?? ERROR_MESSAGES[code] ?? ERROR_MESSAGES.INTERNAL,
      ...(fieldErrors ? { details: { fieldErrors } } : {}),
      request_id: String(request.id),
    },
  };
  return reply.status(STATUS_BY_CODE[code]).type('application/json; charset=utf-8').send(body);
}

/** `/body/email` → `email`, `/items/0/name` → `items.0.name`; the whole body → `_`. */
function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const p = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (p) return p;
  return context === 'body' || !context ? '_' : `_${context}`;
}

const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  // @fastify/multipart (plugins/multipart.ts)
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  // Raised before routing (frameworkErrors below): `%FF` in the path, a parameter past maxParamLength.
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_REQUEST',
};

/**
 * Fastify's `frameworkErrors`: the errors it raises before a route is found (a bad percent-encoding
 * in the path, a path parameter longer than maxParamLength) would otherwise answer Fastify's
 * English body, echoing the URL. They answer the one error shape instead.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const mapped = err.code ? FRAMEWORK_CODES[err.code] : undefined;
  if (mapped) return sendError(request, reply, mapped);
  // FST_ERR_ASYNC_CONSTRAINT: a failing route constraint is the server's fault (none is used today).
  request.log.error({ error: loggableError(err) }, 'routing error');
  return sendError(request, reply, 'INTERNAL');
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
        return sendError(request, reply, err.code, err.message, err.fieldErrors);
      }

      if (hasZodFastifySchemaValidationErrors(err)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of err.validation) {
          const key = fieldName(issue.instancePath, err.validationContext);
          const messages = fieldErrors[key] ?? [];
          messages.push(issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR);
          fieldErrors[key] = messages;
        }
        return sendError(request, reply, 'VALIDATION_ERROR', undefined, fieldErrors);
      }

      const mapped = err.code ? FRAMEWORK_CODES[err.code] : undefined;
      if (mapped) return sendError(request, reply, mapped);
      if (err.statusCode === 429) return sendError(request, reply, 'RATE_LIMITED');
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        const code: ErrorCode =
          err.statusCode === 404 ? 'NOT_FOUND' : err.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
        return sendError(request, reply, code);
      }

      // Never the raw error: a failed query carries the row's values (loggable-error.ts).
      // Under its own key: pino's `err` serializers expect an Error, this is already safe.
      request.log.error({ error: loggableError(err) }, 'unhandled error');
      return sendError(request, reply, 'INTERNAL');
    });
  },
  { name: 'errors' },
);
