/**
 * POST /api/v1/employees/create_employee_bulk (import) and …/validate (same checks, nothing written).
 * The import is sent with XMLHttpRequest so the page can show upload progress for a 10,000-row file
 * (fetch has no upload progress); validate uses fetch. Unlike `apiRequest`, a 400 keeps the
 * row-level details `error.details.rows` the preview needs. The session rules of spec §8 are applied
 * as `apiRequest` does: 401 → /login, 450 → maintenance page.
 */
import {
  ERROR_MESSAGES,
  MAINTENANCE_STATUS,
  type TEmployeeBulkRequest,
  type TEmployeeBulkResponse,
  ZEmployeeBulkResponse,
} from '@mirume/shared';
import { z } from 'zod';
import { API_PREFIX, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { clearCompanySession, getCompanyToken } from '@/lib/auth-store';
import { setUnderMaintenance } from '@/lib/maintenance-store';
import { paths } from '@/lib/paths';

const ZRowErrors = z.array(
  z.object({ row: z.number().int(), errors: z.record(z.string(), z.array(z.string())) }),
);
const ZBulkError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .object({
        rows: ZRowErrors.optional(),
        fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
      })
      .passthrough()
      .nullish(),
  }),
});

export type BulkRowErrors = z.infer<typeof ZRowErrors>;

export class BulkImportError extends Error {
  readonly status: number;
  /** Row-level errors (row = 1-based data row) when the server refused rows. */
  readonly rows: BulkRowErrors;
  constructor(status: number, message: string, rows: BulkRowErrors = []) {
    super(message);
    this.name = 'BulkImportError';
    this.status = status;
    this.rows = rows;
  }
}

export interface BulkProgress {
  /** 'upload' while the body is sent (loaded/total bytes), 'server' while the server works. */
  phase: 'upload' | 'server';
  loaded: number;
  total: number;
}

/** Origin of the API ('' in the browser: same origin); tests point it at their stand-in server. */
let origin = '';
export function setBulkApiOrigin(value: string) {
  origin = value;
}

const BULK_PATH = `${API_PREFIX}/employees/create_employee_bulk`;

function headers(): Record<string, string> {
  const token = getCompanyToken();
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(token
      ? {
          'access-token': token['access-token'],
          client: token.client,
          uid: token.uid,
          'token-type': token['token-type'],
        }
      : {}),
  };
}

function settle(status: number, json: unknown): TEmployeeBulkResponse {
  if (status >= 200 && status < 300) {
    const parsed = ZEmployeeBulkResponse.safeParse(json);
    if (parsed.success) return parsed.data;
    throw new BulkImportError(status, ERROR_MESSAGES.INTERNAL);
  }
  if (status === 401) {
    clearCompanySession();
    window.location.assign(paths.login.getHref(paths.employeeNewBulk.getHref()));
  } else if (status === MAINTENANCE_STATUS) {
    setUnderMaintenance(true);
    window.location.assign(paths.maintenance.getHref());
  }
  const error = ZBulkError.safeParse(json);
  throw error.success
    ? new BulkImportError(status, error.data.error.message, error.data.error.details?.rows ?? [])
    : new BulkImportError(status, status >= 500 ? ERROR_MESSAGES.INTERNAL : ERROR_MESSAGES.BAD_REQUEST);
}

/** Runs every check of the import without writing; resolves with what the import would do. */
export async function validateEmployeeBulk(body: TEmployeeBulkRequest, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(`${origin}${BULK_PATH}/validate`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new BulkImportError(0, NETWORK_ERROR_MESSAGE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  return settle(response.status, json);
}

/** Imports all rows in one transaction (all or nothing), reporting upload progress. */
export function importEmployeeBulk(
  body: TEmployeeBulkRequest,
  onProgress?: (progress: BulkProgress) => void,
): Promise<TEmployeeBulkResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${origin}${BULK_PATH}`);
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      onProgress?.({
        phase: 'upload',
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : 0,
      });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'server', loaded: 0, total: 0 });
    xhr.onerror = () => reject(new BulkImportError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      try {
        resolve(settle(xhr.status, json));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(JSON.stringify(body));
  });
}
