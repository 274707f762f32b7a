/**
 * POST /api/v1/marcopolo (the results import, all rows or none) and …/validate (the same checks,
 * nothing written). The import is sent with upload progress for a 10,000-row file. A refused call
 * names its rows in `error.details.rows` and a wrong header in `fieldErrors.header`.
 */
import { type TCustomResultImportRequest, ZCustomResultImportResponse } from '@mirume/shared';
import { type ImportProgress, importProgressHandlers } from '@/components/csv-import/upload';
import type { CompanyApi } from '@/lib/area-company';

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
    ...importProgressHandlers(onProgress),
  });
}
