/**
 * The one way the web app talks to the API (`/api/v1`). It adds the credentials of the calling
 * area, turns the error shape `{ error: { code, message, details } }` into an `ApiError`, validates
 * answers with the shared zod schemas, and applies the session rules of spec §8:
 * - company calls: 401 → sign out and go to /login; 450 → maintenance page;
 * - operator calls: cookies + `X-Requested-With` (the server's CSRF rule); 401 → /admin/login;
 * - public calls (the maintenance check): nothing but the error.
 */
import { ERROR_MESSAGES, MAINTENANCE_STATUS } from '@mirume/shared';
import type { z } from 'zod';
import { clearCompanySession, clearSystemAdminSession, getCompanyToken } from './auth-store';
import { setUnderMaintenance } from './maintenance-store';
import { paths } from './paths';

export const API_PREFIX = '/api/v1';

export type ApiArea = 'company' | 'admin' | 'public';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  area: ApiArea;
  method?: Method;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; a `FormData` (upload calls only) is sent as multipart/form-data. */
  body?: unknown;
  /** Validates (and strips) the answer; the wire type is the shared schema's, never a copy. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** false for the sign-in and sign-out calls, which decide themselves what a 401 means. */
  handleUnauthorized?: boolean;
  /** false for sign-out, which must always end at /login. */
  handleMaintenance?: boolean;
}

export const NETWORK_ERROR_MESSAGE =
  'サーバーに接続できませんでした。通信環境をご確認のうえ、再度お試しください。';
const INVALID_RESPONSE_MESSAGE =
  'サーバーからの応答を正しく読み取れませんでした。時間をおいて再度お試しください。';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** The error's `details` as the server sent them (e.g. the row errors of a bulk call). */
  readonly details: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    details: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Japanese message to show for any error a call may throw. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return ERROR_MESSAGES.INTERNAL;
}

interface ApiClientConfig {
  /** Origin prepended to `/api/v1` ('' in the browser: same origin). */
  baseUrl: string;
  /** How the client leaves the current page after a 401 or 450 (the router's navigate in the app). */
  navigate: (to: string) => void;
}

const config: ApiClientConfig = {
  baseUrl: '',
  navigate: (to) => window.location.assign(to),
};

export function configureApiClient(next: Partial<ApiClientConfig>) {
  Object.assign(config, next);
}

function buildUrl(path: string, query?: ApiRequestOptions<unknown>['query']) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${config.baseUrl}${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(area: ApiArea, hasBody: boolean) {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (area === 'company') {
    const token = getCompanyToken();
    if (token) {
      headers.set('access-token', token['access-token']);
      headers.set('client', token.client);
      headers.set('uid', token.uid);
      headers.set('token-type', token['token-type']);
    }
  }
  if (area === 'admin') headers.set('X-Requested-With', 'XMLHttpRequest');
  return headers;
}

function currentPath() {
  return `${window.location.pathname}${window.location.search}`;
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return errorOf(response.status, body);
}

function errorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
    ?.error;
  const fieldErrors = (error?.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message, fieldErrors ?? {}, error.details);
  }
  return new ApiError(status, fallbackCode(status), fallbackMessage(status));
}

function fallbackCode(status: number) {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === MAINTENANCE_STATUS) return 'MAINTENANCE';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

function fallbackMessage(status: number): string {
  const code = fallbackCode(status) as keyof typeof ERROR_MESSAGES;
  return ERROR_MESSAGES[code];
}

function applySessionRules(error: ApiError, options: ApiRequestOptions<unknown>) {
  const { area, handleUnauthorized = true, handleMaintenance = true } = options;
  if (error.status === MAINTENANCE_STATUS && area === 'company' && handleMaintenance) {
    setUnderMaintenance(true);
    config.navigate(paths.maintenance.getHref());
    return;
  }
  if (error.status !== 401 || !handleUnauthorized) return;
  if (area === 'company') {
    const from = currentPath();
    clearCompanySession();
    config.navigate(paths.login.getHref(from.startsWith(paths.login.path) ? undefined : from));
  } else if (area === 'admin') {
    clearSystemAdminSession();
    config.navigate(paths.adminLogin.getHref());
  }
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.area, hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const error = await readError(response);
    applySessionRules(error, options as ApiRequestOptions<unknown>);
    throw error;
  }

  if (response.status === 204) return undefined as T;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
  if (!options.schema) return body as T;
  const result = options.schema.safeParse(body);
  if (!result.success) {
    console.error(`Unexpected response from ${path}`, result.error.issues);
    throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }
  return result.data;
}

/** A file answer (PDF, CSV) with the name the server gave it. */
export interface FileAnswer {
  blob: Blob;
  headers: Headers;
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Like `apiRequest`, for calls that answer with a file: same credentials, same error shape and
 * the same 401 / 450 rules; the body is returned as a Blob.
 */
export async function apiFileRequest(
  path: string,
  options: Omit<ApiRequestOptions<unknown>, 'schema'>,
): Promise<FileAnswer> {
  const hasBody = options.body !== undefined;
  const headers = buildHeaders(options.area, hasBody);
  headers.set('Accept', 'application/pdf, text/csv, application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const error = await readError(response);
    applySessionRules(error, options);
    throw error;
  }
  return {
    blob: await response.blob(),
    headers: response.headers,
    filename: filenameOf(response.headers.get('content-disposition')),
  };
}

/** Where an upload stands: bytes sent so far of the total (0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Like `apiRequest` for a large body whose sending the page shows: XMLHttpRequest, because
 * fetch reports no upload progress. Same credentials, error shape, 401 / 450 rules and validation.
 * The body is JSON, or a `FormData` sent as multipart/form-data (a file with its form fields; the
 * browser sets the boundary). `onUploaded` is called once the body is sent and the server is working.
 */
export function apiUploadRequest<T>(
  path: string,
  options: ApiRequestOptions<T> & {
    onUploadProgress?: (progress: UploadProgress) => void;
    onUploaded?: () => void;
  },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path, options.query));
    const multipart = options.body instanceof FormData;
    buildHeaders(options.area, options.body !== undefined && !multipart).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) =>
      options.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.upload.onload = () => options.onUploaded?.();
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = errorOf(xhr.status, body);
        applySessionRules(error, options as ApiRequestOptions<unknown>);
        reject(error);
        return;
      }
      const result = options.schema
        ? options.schema.safeParse(body)
        : { success: true as const, data: body as T };
      if (!result.success) {
        console.error(`Unexpected response from ${path}`, result.error.issues);
        reject(new ApiError(xhr.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE));
        return;
      }
      resolve(result.data);
    };
    if (multipart) xhr.send(options.body as FormData);
    else xhr.send(options.body === undefined ? null : JSON.stringify(options.body));
  });
}
