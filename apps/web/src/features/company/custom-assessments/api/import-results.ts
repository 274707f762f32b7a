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
import { apiUploadRequest, isApiError } from '@/lib/api-client';
import type { Area } from '@/lib/area';

export interface ImportProgress {
  phase: 'upload' | 'server';
  loaded: number;
  total: number;
}

export function validateCustomResults(area: Area, body: TCustomResultImportRequest, signal?: AbortSignal) {
  return area.request(`${area.apiPrefix}/marcopolo/validate`, {
    method: 'POST',
    body,
    schema: ZCustomResultImportResponse,
    signal,
  });
}

export function importCustomResults(
  area: Area,
  body: TCustomResultImportRequest,
  onProgress?: (progress: ImportProgress) => void,
) {
  return apiUploadRequest(`${area.apiPrefix}/marcopolo`, {
    area: area.id,
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
