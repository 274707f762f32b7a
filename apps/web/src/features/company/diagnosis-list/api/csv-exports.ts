/**
 * The list's CSV downloads (contract: packages/shared/src/api/results.ts): the chosen results or
 * every result matching the list's filters (`mirumevital_{type}_csv_export_bulk`), and each
 * person's latest result against the previous one (`mirumevital_csv_export_bulk_with_diff`).
 */
import type { TCsvEncoding } from '@mirume/shared';
import type { CompanyApi } from '@/lib/area-company';
import { saveFile } from '@/lib/file-download';
import { type DiagnosisTypeValue, isRankOf, type ListCondition } from '../lib/list-condition';

export type CsvScope = 'selected' | 'filtered' | 'diff';

export interface CsvExportRequest {
  path: string;
  query: Record<string, string>;
  fallbackName: string;
}

/**
 * The list filters the bulk export understands. Only one employment type can be sent, and a rank
 * only when results of the type can have it; the people filters (department, age, …), the
 * diagnosis status and the selection decision are not export filters.
 */
export function exportFilters(condition: ListCondition, search: string, type: DiagnosisTypeValue) {
  const query: Record<string, string> = {};
  if (search.trim() !== '') query.q = search.trim();
  const [onlyType] = condition.employment_type;
  if (condition.employment_type.length === 1 && onlyType) query.employment_type = onlyType;
  if (condition.rank !== '' && isRankOf(type, condition.rank)) query.rank = condition.rank;
  if (condition.taken_from !== '') query.from = condition.taken_from;
  if (condition.taken_to !== '') query.to = condition.taken_to;
  return query;
}

export function csvExportRequest(options: {
  scope: CsvScope;
  type: DiagnosisTypeValue;
  encoding: TCsvEncoding;
  companyId: number;
  ids: readonly number[];
  condition: ListCondition;
  search: string;
}): CsvExportRequest {
  const { scope, type, encoding } = options;
  if (scope === 'diff') {
    return {
      path: `/companies/${options.companyId}/mirumevital_csv_export_bulk_with_diff`,
      query: { diagnosis_type: type, encoding },
      fallbackName: `mirumevital-${type}-diff-${encoding}.csv`,
    };
  }
  return {
    path: `/mirumevital_${type}_csv_export_bulk`,
    query:
      scope === 'selected'
        ? { encoding, ids: options.ids.join(',') }
        : { encoding, ...exportFilters(options.condition, options.search, type) },
    fallbackName: `mirumevital-${type}-${encoding}.csv`,
  };
}

export async function downloadCsv(api: CompanyApi, request: CsvExportRequest) {
  const file = await api.file(request.path, { query: request.query });
  saveFile(file.blob, file.filename ?? request.fallbackName);
}
