/**
 * The conditions of /diagnosis/history (診断履歴): the people filters of the §3 list plus the
 * latest result's type, rank, period and the applicant's selection decision, and a sort that may be
 * any metric. Kept in the same sessionStorage keys as before (`employeeCondition` for filters, sort
 * and page; `searchAllEmployees` for the search text) so they survive visiting a person and are
 * cleared at logout (COMPANY_SESSION_KEYS).
 */
import {
  ApplicantMetric,
  ApplicantRank,
  AptitudeType,
  DiagnosisType,
  EmployeeMetric,
  EmployeeRank,
  type EnumValue,
  LIST_SCORE_FIELD_KEYS,
  LIST_SCORE_FIELDS,
  listScoreKey,
  PERSON_FIELDS,
  SelectionResult,
  type TListScoreField,
} from '@mirume/shared';
import { useCallback } from 'react';
import { z } from 'zod';
import {
  DEFAULT_CONDITION as DEFAULT_EMPLOYEE_CONDITION,
  EMPLOYEE_CONDITION_KEY,
  type EmployeeCondition,
  hasPeopleFilters,
  queryInt,
  queryText,
  SEARCH_ALL_EMPLOYEES_KEY,
  ZPaging,
  ZPeopleFilters,
} from '@/entities/employee/lib/list-condition';
import { blankOr, readStoredCondition, useStoredCondition, useStoredSearch } from '@/lib/list-condition';

export type DiagnosisTypeValue = EnumValue<typeof DiagnosisType>;
export type RankValue = EnumValue<typeof ApplicantRank> | EnumValue<typeof EmployeeRank>;

/** The person's fields and the latest result's date and rank; `metric:<key>` sorts by a T-score. */
const FIELD_SORTS = ['created_at', 'kana', 'employee_id', 'taken_at', 'rank'] as const;
export type FieldSort = (typeof FIELD_SORTS)[number];
/**
 * `metric:<key>` sorts by the latest result's T-score; a list field (`latest_accelerator` …) by the
 * newest employee result's, the value the employee metric columns show.
 */
export const SORT_PATTERN = new RegExp(
  `^(created_at|kana|employee_id|taken_at|rank|metric:[a-z_]{2,40}|custom:\\d{1,10}|${LIST_SCORE_FIELD_KEYS.join('|')})$`,
);

export const FIELD_SORT_LABELS: Record<FieldSort, string> = {
  created_at: '登録日',
  kana: 'フリガナ',
  employee_id: PERSON_FIELDS.employee_id.label,
  taken_at: '受検日',
  rank: 'ランク',
};

const isoDay = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal('')]);

const ZCondition = ZPeopleFilters.extend({
  diagnosis_type: blankOr(DiagnosisType.schema),
  rank: blankOr(z.union([ApplicantRank.schema, EmployeeRank.schema])),
  taken_from: isoDay.catch(''),
  taken_to: isoDay.catch(''),
  selection: blankOr(SelectionResult.schema),
  // A custom assessment's latest result (marcopolo): which one, a numeric range or values.
  custom_id: z
    .string()
    .regex(/^\d{0,10}$/)
    .catch(''),
  custom_min: z.string().catch(''),
  custom_max: z.string().catch(''),
  custom_value: z.string().catch(''),
  // A T-score list field's range (the newest employee result's, as the columns show it).
  score_field: blankOr(z.enum(LIST_SCORE_FIELD_KEYS)),
  score_min: z.string().catch(''),
  score_max: z.string().catch(''),
  // Conditions saved by the earlier people list may name a sort this list has not (department, age).
  sort: z.string().regex(SORT_PATTERN).catch('created_at'),
  ...ZPaging.shape,
});
export type ListCondition = z.infer<typeof ZCondition>;

export const DEFAULT_CONDITION: ListCondition = ZCondition.parse({});

export function readListCondition(): ListCondition {
  return readStoredCondition(EMPLOYEE_CONDITION_KEY, ZCondition, DEFAULT_CONDITION);
}

/** Clearing the conditions keeps the page size. */
const resetCondition = (previous: ListCondition): ListCondition => ({
  ...DEFAULT_CONDITION,
  per: previous.per,
});

/** The conditions and the search text as state, written through to sessionStorage on every change. */
export function useListCondition() {
  const {
    condition,
    setCondition,
    reset: clearCondition,
  } = useStoredCondition(EMPLOYEE_CONDITION_KEY, readListCondition, resetCondition);
  const [search, setSearch] = useStoredSearch(SEARCH_ALL_EMPLOYEES_KEY);
  const reset = useCallback(() => {
    clearCondition();
    setSearch('');
  }, [clearCondition, setSearch]);
  return { condition, setCondition, search, setSearch, reset };
}

/**
 * The people filters as the shared filter component (`EmployeeFilters`) reads them. It never reads
 * the sort, so the list's own sort is not passed on.
 */
export function peopleFilters(condition: ListCondition): EmployeeCondition {
  return { ...condition, sort: DEFAULT_EMPLOYEE_CONDITION.sort };
}

/** Whether any filter narrows the list (for the 条件をクリア button and the empty-list text). */
export function hasActiveFilters(condition: ListCondition, search: string) {
  return (
    hasPeopleFilters(condition, search) ||
    (
      ['diagnosis_type', 'rank', 'taken_from', 'taken_to', 'selection', 'custom_id', 'score_field'] as const
    ).some((key) => condition[key] !== '')
  );
}

/** The ranks a result of this type can have (both types' ranks when no type is chosen). */
export function rankOptions(type: DiagnosisTypeValue | ''): { value: RankValue; label: string }[] {
  if (type === 'senkou') return ApplicantRank.options();
  if (type === 'employee') return EmployeeRank.options();
  const seen = new Set<string>();
  return [...ApplicantRank.options(), ...EmployeeRank.options()].filter((o) => {
    if (seen.has(o.value)) return false;
    seen.add(o.value);
    return true;
  });
}

export function isRankOf(type: DiagnosisTypeValue, rank: string): boolean {
  return rankOptions(type).some((o) => o.value === rank);
}

/** The 並び替え group of the employee metrics (sorted by the list fields that show them). */
export const EMPLOYEE_GROUP = '社員の指標';

export interface MetricOption {
  key: string;
  label: string;
  group: string;
}

/**
 * The metrics a latest result of this type carries, for the 並び替え select: applicant metrics
 * for both types, employee metrics and the 14 aptitudes for employee results. With no type chosen
 * a row's latest result may be of either type, so the employee metrics are offered too (rows whose
 * latest result lacks the metric sort last).
 */
export function metricOptions(type: DiagnosisTypeValue | ''): MetricOption[] {
  const applicant = ApplicantMetric.options().map((o) => ({
    key: o.value,
    label: o.label,
    group: '受検者の指標',
  }));
  const employee = EmployeeMetric.options().map((o) => ({
    key: o.value,
    label: o.label,
    group: EMPLOYEE_GROUP,
  }));
  const aptitudes = AptitudeType.options().map((o) => ({ key: o.value, label: o.label, group: '職種適性' }));
  if (type === 'senkou') return applicant;
  if (type === 'employee') return [...employee, ...applicant, ...aptitudes];
  return [...employee, ...applicant];
}

export const metricSort = (key: string) => `metric:${key}`;
/** Sorting by a custom assessment's latest result: `custom:<id>`. */
export const customSort = (id: number) => `custom:${id}`;
export const sortedCustom = (sort: string) => (sort.startsWith('custom:') ? Number(sort.slice(7)) : null);
const queryNumber = (value: string) => {
  const t = value.trim().normalize('NFKC');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : undefined;
};
export const sortedMetric = (sort: string) => (sort.startsWith('metric:') ? sort.slice(7) : null);
/** The metric key of a list-field sort (`latest_accelerator` → accelerator), else null. */
export const sortedListScore = (sort: string) => listScoreKey(sort);
/** The list field that shows an employee metric (accelerator → `latest_accelerator`). */
export const listScoreSort = (metricKey: string): TListScoreField | null =>
  LIST_SCORE_FIELD_KEYS.find((field) => LIST_SCORE_FIELDS[field] === metricKey) ?? null;

/** The wire form of `ZDiagnosisListQuery` (lists sent comma-joined, as on the people list). */
export type DiagnosisListQuery = Record<string, string | number | undefined>;

/** The list call's query for these conditions. */
export function toDiagnosisListQuery(condition: ListCondition, search: string): DiagnosisListQuery {
  const choice = (v: string) => (v === '' ? undefined : v);
  return {
    q: queryText(search),
    employment_type: condition.employment_type.length > 0 ? condition.employment_type.join(',') : undefined,
    department: queryText(condition.department),
    position: queryText(condition.position),
    organization_chart_id: queryInt(condition.organization_chart_id),
    gender: choice(condition.gender),
    age_min: queryInt(condition.age_min),
    age_max: queryInt(condition.age_max),
    diagnosis_status: choice(condition.diagnosis_status),
    diagnosis_type: choice(condition.diagnosis_type),
    rank: choice(condition.rank),
    taken_from: choice(condition.taken_from),
    taken_to: choice(condition.taken_to),
    selection: choice(condition.selection),
    custom_id: choice(condition.custom_id),
    custom_min: condition.custom_id ? queryNumber(condition.custom_min) : undefined,
    custom_max: condition.custom_id ? queryNumber(condition.custom_max) : undefined,
    custom_values: condition.custom_id ? choice(condition.custom_value) : undefined,
    custom_sort_id: sortedCustom(condition.sort) ?? undefined,
    score_field: choice(condition.score_field),
    score_min: condition.score_field ? queryNumber(condition.score_min) : undefined,
    score_max: condition.score_field ? queryNumber(condition.score_max) : undefined,
    sort: sortedCustom(condition.sort) ? 'created_at' : condition.sort,
    order: condition.order,
    page: condition.page,
    per: condition.per,
  };
}
