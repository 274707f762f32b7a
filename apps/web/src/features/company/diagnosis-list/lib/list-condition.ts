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
  DiagnosisStatus,
  DiagnosisType,
  EmployeeMetric,
  EmployeeRank,
  EmploymentType,
  type EnumValue,
  Gender,
  SelectionResult,
} from '@mirume/shared';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import {
  EMPLOYEE_CONDITION_KEY,
  type EmployeeCondition,
  SEARCH_ALL_EMPLOYEES_KEY,
} from '@/entities/employee/lib/employee-condition';

export type DiagnosisTypeValue = EnumValue<typeof DiagnosisType>;
export type RankValue = EnumValue<typeof ApplicantRank> | EnumValue<typeof EmployeeRank>;

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

/** The person's fields and the latest result's date and rank; `metric:<key>` sorts by a T-score. */
const FIELD_SORTS = ['created_at', 'kana', 'employee_id', 'taken_at', 'rank'] as const;
export type FieldSort = (typeof FIELD_SORTS)[number];
export const SORT_PATTERN = /^(created_at|kana|employee_id|taken_at|rank|metric:[a-z_]{2,40})$/;

export const FIELD_SORT_LABELS: Record<FieldSort, string> = {
  created_at: '登録日',
  kana: 'フリガナ',
  employee_id: '社員番号',
  taken_at: '受検日',
  rank: 'ランク',
};

const isoDay = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal('')]);

const ZCondition = z.object({
  employment_type: z.array(EmploymentType.schema).catch([]),
  department: z.string().catch(''),
  position: z.string().catch(''),
  organization_chart_id: z.string().catch(''),
  gender: z.union([Gender.schema, z.literal('')]).catch(''),
  age_min: z.string().catch(''),
  age_max: z.string().catch(''),
  diagnosis_status: z.union([DiagnosisStatus.schema, z.literal('')]).catch(''),
  diagnosis_type: z.union([DiagnosisType.schema, z.literal('')]).catch(''),
  rank: z.union([ApplicantRank.schema, EmployeeRank.schema, z.literal('')]).catch(''),
  taken_from: isoDay.catch(''),
  taken_to: isoDay.catch(''),
  selection: z.union([SelectionResult.schema, z.literal('')]).catch(''),
  // Conditions saved by the earlier people list may name a sort this list has not (department, age).
  sort: z.string().regex(SORT_PATTERN).catch('created_at'),
  order: z.enum(['asc', 'desc']).catch('desc'),
  page: z.number().int().min(1).catch(1),
  per: z.number().int().min(1).max(100).catch(20),
});
export type ListCondition = z.infer<typeof ZCondition>;

export const DEFAULT_CONDITION: ListCondition = {
  employment_type: [],
  department: '',
  position: '',
  organization_chart_id: '',
  gender: '',
  age_min: '',
  age_max: '',
  diagnosis_status: '',
  diagnosis_type: '',
  rank: '',
  taken_from: '',
  taken_to: '',
  selection: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  per: 20,
};

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the conditions simply do not survive navigation
  }
}

export function readListCondition(): ListCondition {
  const stored = read(EMPLOYEE_CONDITION_KEY);
  const parsed = ZCondition.safeParse({
    ...DEFAULT_CONDITION,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  });
  return parsed.success ? parsed.data : DEFAULT_CONDITION;
}

export function readListSearch(): string {
  const stored = read(SEARCH_ALL_EMPLOYEES_KEY);
  return typeof stored === 'string' ? stored : '';
}

/** The conditions as state, written through to sessionStorage on every change. */
export function useListCondition() {
  const [condition, setState] = useState(readListCondition);
  const [search, setSearchState] = useState(readListSearch);

  const setCondition = useCallback((update: Partial<ListCondition>) => {
    setState((previous) => {
      // Any change other than paging starts again at page 1.
      const resetsPage = Object.keys(update).some((key) => key !== 'page');
      const next = { ...previous, ...(resetsPage ? { page: 1 } : {}), ...update };
      write(EMPLOYEE_CONDITION_KEY, next);
      return next;
    });
  }, []);

  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    write(SEARCH_ALL_EMPLOYEES_KEY, value);
  }, []);

  const reset = useCallback(() => {
    setState((previous) => {
      const next = { ...DEFAULT_CONDITION, per: previous.per };
      write(EMPLOYEE_CONDITION_KEY, next);
      return next;
    });
    setSearchState('');
    write(SEARCH_ALL_EMPLOYEES_KEY, '');
  }, []);

  return { condition, setCondition, search, setSearch, reset };
}

/**
 * The people filters as the shared filter component (`EmployeeFilters`) reads them. It never reads
 * the sort, so the list's own sort is not passed on.
 */
export function peopleFilters(condition: ListCondition): EmployeeCondition {
  return { ...condition, sort: 'created_at' };
}

/** Whether any filter narrows the list (for the 条件をクリア button and the empty-list text). */
export function hasActiveFilters(condition: ListCondition, search: string) {
  return (
    search.trim() !== '' ||
    condition.employment_type.length > 0 ||
    (
      [
        'department',
        'position',
        'organization_chart_id',
        'gender',
        'age_min',
        'age_max',
        'diagnosis_status',
        'diagnosis_type',
        'rank',
        'taken_from',
        'taken_to',
        'selection',
      ] as const
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
    group: '社員の指標',
  }));
  const aptitudes = AptitudeType.options().map((o) => ({ key: o.value, label: o.label, group: '職種適性' }));
  if (type === 'senkou') return applicant;
  if (type === 'employee') return [...employee, ...applicant, ...aptitudes];
  return [...employee, ...applicant];
}

export const metricSort = (key: string) => `metric:${key}`;
export const sortedMetric = (sort: string) => (sort.startsWith('metric:') ? sort.slice(7) : null);

/** The wire form of `ZDiagnosisListQuery` (lists sent comma-joined, as on the people list). */
export type DiagnosisListQuery = Record<string, string | number | undefined>;

/** The list call's query for these conditions. */
export function toDiagnosisListQuery(condition: ListCondition, search: string): DiagnosisListQuery {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const int = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);
  const choice = (v: string) => (v === '' ? undefined : v);
  return {
    q: text(search),
    employment_type: condition.employment_type.length > 0 ? condition.employment_type.join(',') : undefined,
    department: text(condition.department),
    position: text(condition.position),
    organization_chart_id: int(condition.organization_chart_id),
    gender: choice(condition.gender),
    age_min: int(condition.age_min),
    age_max: int(condition.age_max),
    diagnosis_status: choice(condition.diagnosis_status),
    diagnosis_type: choice(condition.diagnosis_type),
    rank: choice(condition.rank),
    taken_from: choice(condition.taken_from),
    taken_to: choice(condition.taken_to),
    selection: choice(condition.selection),
    sort: condition.sort,
    order: condition.order,
    page: condition.page,
    per: condition.per,
  };
}
