/** Errors a handler throws on purpose; the error handler turns them into the one JSON shape. */
import { ERROR_MESSAGES, type ErrorCode } from '@mirume/shared';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  COMPANY_NOT_ACTIVE: 403,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  MAINTENANCE: 450,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string[]>;
  /** For a 429: how many seconds until a new attempt can succeed (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(code: ErrorCode, message?: string, fieldErrors?: Record<string, string[]>) {
    super(message ?? ERROR_MESSAGES[code] ?? ERROR_MESSAGES.INTERNAL);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS_BY_CODE[code];
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/** A 429 with its Retry-After: the caller may try again after `seconds`. */
export function rateLimited(message: string, seconds: number) {
  const err = new AppError('RATE_LIMITED', message);
  err.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return err;
}
