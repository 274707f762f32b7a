/**
 * The diagnosis list (diagnosis_list): the company's people with the §3 list fields, the latest_*
 * columns filled from their newest valid employee result, their latest result (of the chosen type,
 * else of either) with its T-scores, and the applicant's current selection decision. Filters on the
 * latest result (type, rank, period) keep only people who have one; sorting by a metric orders by
 * that T-score of the latest result, people without it last.
 */
import { type DiagnosisListParams, employeeRowsByIds, listDiagnosisPeople } from '@mirume/db';
import {
  ApplicantMetric,
  AptitudeType,
  EmployeeMetric,
  MESSAGES,
  type TCompanyUser,
  type TDiagnosisListItem,
  tokyoDate,
  type ZDiagnosisListQuery,
} from '@mirume/shared';
import type { z } from 'zod';
import { companyTurn } from '../../lib/company-turn.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { customColumnsOf } from '../custom-assessments/results.ts';
import { tokyoDayEnd, tokyoDayStart } from '../diagnosis-links/dates.ts';
import { shiftYears, toListItem } from '../employees/employees.ts';
import { type LatestScores, listScoreParams } from './latest-columns.ts';

type Query = z.infer<typeof ZDiagnosisListQuery>;

/** Every key a result can score: the reaction and questionnaire metrics and the 14 aptitudes. */
const SORTABLE_KEYS: ReadonlySet<string> = new Set([
  ...ApplicantMetric.values,
  ...EmployeeMetric.values,
  ...AptitudeType.values,
]);

const FIELD_SORTS = ['created_at', 'kana', 'employee_id', 'taken_at', 'rank'] as const;

function sortOf(
  query: Query,
): Pick<DiagnosisListParams, 'sort' | 'metric'> & ReturnType<typeof listScoreParams> {
  const scores = listScoreParams(query, FIELD_SORTS, 'created_at');
  const sort = query.sort;
  if (!sort.startsWith('metric:')) return { ...scores, metric: null };
  const metric = sort.slice('metric:'.length);
  if (!SORTABLE_KEYS.has(metric))
    throw new AppError('VALIDATION_ERROR', undefined, { sort: [MESSAGES.oneOf] });
  return { ...scores, sort: 'created_at', metric };
}

function tScores(metrics: unknown, aptitudes: unknown): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const scores of [metrics as LatestScores, aptitudes as LatestScores]) {
    for (const [key, score] of Object.entries(scores)) out[key] = score?.t ?? null;
  }
  return out;
}

export async function diagnosisList(app: App, user: TCompanyUser, companyId: number, query: Query) {
  if (companyId !== user.company_id) throw new AppError('NOT_FOUND');
  return companyTurn(app, companyId, () => diagnosisListPage(app, companyId, query));
}

async function diagnosisListPage(app: App, companyId: number, query: Query) {
  const today = tokyoDate(new Date());
  // The people filters are GET employees' own (age as birthday bounds, as listCompanyEmployees does).
  const { rows, total, total_capped } = await listDiagnosisPeople(app.db, companyId, {
    page: query.page,
    per: query.per,
    q: query.q,
    employment_type: query.employment_type,
    department: query.department,
    position: query.position,
    organization_chart_id: query.organization_chart_id,
    gender: query.gender,
    birthday_to: query.age_min != null ? shiftYears(today, -query.age_min) : null,
    birthday_after: query.age_max != null ? shiftYears(today, -(query.age_max + 1)) : null,
    diagnosis_status: query.diagnosis_status,
    diagnosis_type: query.diagnosis_type,
    rank: query.rank,
    taken_from: query.taken_from ? tokyoDayStart(query.taken_from) : null,
    taken_to: query.taken_to ? tokyoDayEnd(query.taken_to) : null,
    selection: query.selection,
    custom_id: query.custom_id,
    custom_min: query.custom_min,
    custom_max: query.custom_max,
    custom_values: query.custom_values,
    custom_sort_id: query.custom_sort_id,
    order: query.order,
    ...sortOf(query),
  });
  const ids = rows.map((row) => row.id);
  // The page's columns, asked at once (side by side on PostgreSQL; listEmployees says why). The
  // latest results came with the page's rows.
  const [people, custom] = await Promise.all([
    employeeRowsByIds(app.db, companyId, ids, today),
    customColumnsOf(app, companyId, ids),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const items: TDiagnosisListItem[] = [];
  for (const row of rows) {
    const person = personById.get(row.id);
    if (!person) continue; // deleted between the reads
    const latest = row.latest;
    items.push({
      ...toListItem(person, person.latest_employee_metrics ?? undefined, custom.get(row.id)),
      latest_result: latest
        ? {
            id: latest.id,
            diagnosis_type: latest.diagnosis_type,
            taken_at: latest.taken_at.toISOString(),
            rank: latest.rank,
            t_scores: tScores(latest.metrics, latest.aptitudes),
          }
        : null,
      selection: row.selection,
    });
  }
  return { items, total, total_capped, page: query.page, per: query.per };
}
