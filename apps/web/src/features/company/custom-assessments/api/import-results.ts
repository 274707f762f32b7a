/**
 * POST /api/v1/marcopolo (the results import, all rows or none) and …/validate (the same checks,
 * nothing written). The import is sent with upload progress for a 10,000-row file. A refused call
 * names its rows in `error.details.rows` and a wrong header in `fieldErrors.header`.
 */
import {
  type TCustomResultImportRequest,
  type TRowErrors,
  ZCustomResultImportResponse,
  ZErrorResponse,
} from '@mirume/shared';
import { isApiError } from '@/lib/api-client';
import type { CompanyApi } from '@/lib/area-company';

export interface ImportProgress {
  phase: 'upload' | 'server';
  loaded: number;
  total: number;
}

export function validateCustomResults(
  api: CompanyApi,
  body: TCustomResultImportRequest,
  signal?: AbortSignal,
) {
  return api.request('/marcopolo/validate', {
    method: 'POST',
    body,
    schema: ZCustomResultImportResponse,
    signal,
  });
}

export function importCustomResults(
  api: CompanyApi,
  body: TCustomResultImportRequest,
  onProgress?: (progress: ImportProgress) => void,
) {
  return api.upload('/marcopolo', {
    method: 'POST',
    body,
    schema: ZCustomResultImportResponse,
    onUploadProgress: ({ loaded, total }) => onProgress?.({ phase: 'upload', loaded, total }),
    onUploaded: () => onProgress?.({ phase: 'server', loaded: 0, total: 0 }),
  });
}

const ZErrorDetails = ZErrorResponse.shape.error.shape.details;

/** The rows a refused call named; none for any other error. */
export function importRowErrors(error: unknown): TRowErrors[] {
  if (!isApiError(error)) return [];
  const details = ZErrorDetails.safeParse(error.details ?? undefined);
  return details.success ? (details.data?.rows ?? []) : [];
}
