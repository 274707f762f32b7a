/**
 * POST /api/v1/employees/create_employee_bulk (import) and …/validate (same checks, nothing written),
 * through the shared client: its credentials, error shape and session rules (spec §8). The import
 * is sent with `apiUploadRequest` so that the page can show upload progress for a 10,000-row file.
 * A refused call names its rows in `error.details.rows` (the shared error shape), which the preview
 * marks: see `refusedRows` (components/csv-import).
 */
import { type TEmployeeBulkRequest, ZEmployeeBulkResponse } from '@mirume/shared';
import { type ImportProgress, importProgressHandlers } from '@/components/csv-import/upload';
import type { CompanyApi } from '@/lib/area-company';

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
  onProgress?: (progress: ImportProgress) => void,
) {
  return api.upload(BULK_PATH, {
    method: 'POST',
    body,
    schema: ZEmployeeBulkResponse,
    ...importProgressHandlers(onProgress),
  });
}
