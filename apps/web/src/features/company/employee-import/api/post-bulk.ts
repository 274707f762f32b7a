/**
 * POST /api/v1/employees/create_employee_bulk (import) and …/validate (same checks, nothing written),
 * through the shared client: its credentials, error shape and session rules (spec §8). The import
 * is sent with `apiUploadRequest` so that the page can show upload progress for a 10,000-row file.
 * A refused call names its rows in `error.details.rows` (the shared error shape), which the preview
 * marks: see `bulkRowErrors`.
 */
import {
  type TEmployeeBulkRequest,
  type TRowErrors,
  ZEmployeeBulkResponse,
  ZErrorResponse,
} from '@mirume/shared';
import { apiUploadRequest, isApiError } from '@/lib/api-client';
import type { CompanyApi } from '@/lib/area-company';

export type BulkRowErrors = TRowErrors[];

export interface BulkProgress {
  /** 'upload' while the body is sent (loaded/total bytes), 'server' while the server works. */
  phase: 'upload' | 'server';
  loaded: number;
  total: number;
}

const BULK_PATH = '/employees/create_employee_bulk';

/** Runs every check of the import without writing; resolves with what the import would do. */
export function validateEmployeeBulk(api: CompanyApi, body: TEmployeeBulkRequest, signal?: AbortSignal) {
  return api.request(`${BULK_PATH}/validate`, {
    method: 'POST',
    body,
    schema: ZEmployeeBulkResponse,
    signal,
  });
}

/** Imports all rows in one transaction (all or nothing), reporting upload progress. */
export function importEmployeeBulk(
  api: CompanyApi,
  body: TEmployeeBulkRequest,
  onProgress?: (progress: BulkProgress) => void,
) {
  return api.upload(BULK_PATH, {
    method: 'POST',
    body,
    schema: ZEmployeeBulkResponse,
    onUploadProgress: ({ loaded, total }) => onProgress?.({ phase: 'upload', loaded, total }),
    onUploaded: () => onProgress?.({ phase: 'server', loaded: 0, total: 0 }),
  });
}

const ZErrorDetails = ZErrorResponse.shape.error.shape.details;

/** The rows (1-based data rows) a refused call named; none for any other error. */
export function bulkRowErrors(error: unknown): BulkRowErrors {
  if (!isApiError(error)) return [];
  const details = ZErrorDetails.safeParse(error.details ?? undefined);
  return details.success ? (details.data?.rows ?? []) : [];
}
