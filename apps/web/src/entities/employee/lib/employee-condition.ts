/**
 * The list conditions of /diagnosis/history, kept in sessionStorage so they survive navigating to
 * an employee and back (spec §9): `employeeCondition` holds filters, sort and page;
 * `searchAllEmployees` the search text. Both keys are cleared at logout (COMPANY_SESSION_KEYS).
 */
import { DiagnosisStatus, EMPLOYEE_SORT_KEYS, EmploymentType, Gender } from '@mirume/shared';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import type { EmployeesListQuery } from '../api/get-employees';

export const EMPLOYEE_CONDITION_KEY = 'employeeCondition';
export const SEARCH_ALL_EMPLOYEES_KEY = 'searchAllEmployees';

export type EmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number];

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

const ZCondition = z.object({
  employment_type: z.array(EmploymentType.schema).catch([]),
  department: z.string().catch(''),
  position: z.string().catch(''),
  organization_chart_id: z.string().catch(''),
  gender: z.union([Gender.schema, z.literal('')]).catch(''),
  age_min: z.string().catch(''),
  age_max: z.string().catch(''),
  diagnosis_status: z.union([DiagnosisStatus.schema, z.literal('')]).catch(''),
  sort: z.enum(EMPLOYEE_SORT_KEYS).catch('created_at'),
  order: z.enum(['asc', 'desc']).catch('desc'),
  page: z.number().int().min(1).catch(1),
  per: z.number().int().min(1).max(100).catch(20),
});
export type EmployeeCondition = z.infer<typeof ZCondition>;

export const DEFAULT_CONDITION: EmployeeCondition = {
  employment_type: [],
  department: '',
  position: '',
  organization_chart_id: '',
  gender: '',
  age_min: '',
  age_max: '',
  diagnosis_status: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  per: 20,
};

function read<T>(key: string, parse: (raw: string) => T, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? fallback : parse(raw);
  } catch {
    return fallback;
  }
}

function write(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the conditions simply do not survive navigation
  }
}

export function readEmployeeCondition(): EmployeeCondition {
  return read(
    EMPLOYEE_CONDITION_KEY,
    (raw) => {
      const parsed = ZCondition.safeParse({ ...DEFAULT_CONDITION, ...JSON.parse(raw) });
      return parsed.success ? parsed.data : DEFAULT_CONDITION;
    },
    DEFAULT_CONDITION,
  );
}

export function readEmployeeSearch(): string {
  return read(
    SEARCH_ALL_EMPLOYEES_KEY,
    (raw) => {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'string' ? value : '';
    },
    '',
  );
}

/** The conditions as state, written through to sessionStorage on every change. */
export function useEmployeeCondition() {
  const [condition, setState] = useState(readEmployeeCondition);
  const [search, setSearchState] = useState(readEmployeeSearch);

  const setCondition = useCallback((update: Partial<EmployeeCondition>) => {
    setState((previous) => {
      // Any change other than paging starts again at page 1.
      const resetsPage = Object.keys(update).some((key) => key !== 'page');
      const next = { ...previous, ...(resetsPage ? { page: 1 } : {}), ...update };
      write(EMPLOYEE_CONDITION_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    write(SEARCH_ALL_EMPLOYEES_KEY, JSON.stringify(value));
  }, []);

  const reset = useCallback(() => {
    setState(DEFAULT_CONDITION);
    setSearchState('');
    write(EMPLOYEE_CONDITION_KEY, JSON.stringify(DEFAULT_CONDITION));
    write(SEARCH_ALL_EMPLOYEES_KEY, JSON.stringify(''));
  }, []);

  return { condition, setCondition, search, setSearch, reset };
}

/** The list call's query for these conditions. */
export function toEmployeesQuery(condition: EmployeeCondition, search: string): EmployeesListQuery {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const int = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);
  return {
    q: text(search),
    employment_type: condition.employment_type.length > 0 ? condition.employment_type : undefined,
    department: text(condition.department),
    position: text(condition.position),
    organization_chart_id: int(condition.organization_chart_id),
    gender: condition.gender === '' ? undefined : condition.gender,
    age_min: int(condition.age_min),
    age_max: int(condition.age_max),
    diagnosis_status: condition.diagnosis_status === '' ? undefined : [condition.diagnosis_status],
    sort: condition.sort,
    order: condition.order,
    page: condition.page,
    per: condition.per,
  };
}

/** Whether any filter narrows the list (for the 条件をクリア button). */
export function hasActiveFilters(condition: EmployeeCondition, search: string) {
  return (
    search.trim() !== '' ||
    condition.employment_type.length > 0 ||
    condition.department !== '' ||
    condition.position !== '' ||
    condition.organization_chart_id !== '' ||
    condition.gender !== '' ||
    condition.age_min !== '' ||
    condition.age_max !== '' ||
    condition.diagnosis_status !== ''
  );
}
