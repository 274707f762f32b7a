/**
 * The people filters of the company's lists, as their fields hold them (text, '' for none): the
 * diagnosis list at /diagnosis/history keeps them, with its sort and page, in sessionStorage
 * `employeeCondition` and its search text in `searchAllEmployees` (spec §9; both cleared at logout
 * with COMPANY_SESSION_KEYS); the people picker of /diagnosis/link_issue keeps them in its own state.
 * The fields are those of the shared `ZEmployeesQuery`.
 */
import {
  DiagnosisStatus,
  EMPLOYEE_SORT_KEYS,
  EmploymentType,
  Gender,
  type TEmployeesQueryParsed,
} from '@mirume/shared';
import { z } from 'zod';
import { blankOr, ZOrder } from '@/lib/list-condition';
import type { EmployeesListQuery } from '../api/get-employees';

export const EMPLOYEE_CONDITION_KEY = 'employeeCondition';
export const SEARCH_ALL_EMPLOYEES_KEY = 'searchAllEmployees';

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

/** The people filters (every filter of `ZEmployeesQuery` but the search text). */
export const ZPeopleFilters = z.object({
  employment_type: z.array(EmploymentType.schema).catch([]),
  department: z.string().catch(''),
  position: z.string().catch(''),
  organization_chart_id: z.string().catch(''),
  gender: blankOr(Gender.schema),
  age_min: z.string().catch(''),
  age_max: z.string().catch(''),
  diagnosis_status: blankOr(DiagnosisStatus.schema),
});
export type PeopleFilters = z.infer<typeof ZPeopleFilters>;

/** The people filters that hold one value each ('' when not set). */
export const PEOPLE_TEXT_FILTERS = [
  'department',
  'position',
  'organization_chart_id',
  'gender',
  'age_min',
  'age_max',
  'diagnosis_status',
] as const satisfies readonly (keyof PeopleFilters & keyof TEmployeesQueryParsed)[];

/** Paging as the lists keep it. */
export const ZPaging = z.object({
  order: ZOrder,
  page: z.number().int().min(1).catch(1),
  per: z.number().int().min(1).max(100).catch(20),
});

const ZEmployeeCondition = ZPeopleFilters.extend({
  sort: z.enum(EMPLOYEE_SORT_KEYS).catch('created_at'),
  ...ZPaging.shape,
});
export type EmployeeCondition = z.infer<typeof ZEmployeeCondition>;

export const DEFAULT_CONDITION: EmployeeCondition = ZEmployeeCondition.parse({});

/** Whether a people filter or the search text narrows the list. */
export function hasPeopleFilters(filters: PeopleFilters, search: string) {
  return (
    search.trim() !== '' ||
    filters.employment_type.length > 0 ||
    PEOPLE_TEXT_FILTERS.some((field) => filters[field] !== '')
  );
}

/** Whether any filter narrows the list (for the 条件をクリア button). */
export const hasActiveFilters = (condition: EmployeeCondition, search: string) =>
  hasPeopleFilters(condition, search);

/** A text field's value for a query: trimmed, or left out when blank. */
export const queryText = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** A number field's value for a query: sent only when it is digits. */
export const queryInt = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined);

/** The list call's query for these conditions. */
export function toEmployeesQuery(condition: EmployeeCondition, search: string): EmployeesListQuery {
  return {
    q: queryText(search),
    employment_type: condition.employment_type.length > 0 ? condition.employment_type : undefined,
    department: queryText(condition.department),
    position: queryText(condition.position),
    organization_chart_id: queryInt(condition.organization_chart_id),
    gender: condition.gender === '' ? undefined : condition.gender,
    age_min: queryInt(condition.age_min),
    age_max: queryInt(condition.age_max),
    diagnosis_status: condition.diagnosis_status === '' ? undefined : [condition.diagnosis_status],
    sort: condition.sort,
    order: condition.order,
    page: condition.page,
    per: condition.per,
  };
}
