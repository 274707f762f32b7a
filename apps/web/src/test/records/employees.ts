import type { TEmployee, TEmployeeListItem } from '@mirume/shared';

/** A row of GET /employees as the API answers it (results empty until the diagnosis work). */
export function listItem(id: number, overrides: Partial<TEmployeeListItem> = {}): TEmployeeListItem {
  return {
    id,
    employee_id: `E${id}`,
    department: '営業部',
    position: null,
    last_name: '山田',
    first_name: '太郎',
    kana_last_name: 'ヤマダ',
    kana_first_name: 'タロウ',
    age: 36,
    gender: 'male',
    employment_type: 'full_time',
    organization_chart_id: null,
    organization_chart_name: null,
    diagnosis_status: 'undiagnosed',
    email: null,
    hire_date: null,
    latest_highest_hukugo_answer: null,
    latest_management_personnel_leadership: null,
    latest_management_personnel_management: null,
    latest_accelerator: null,
    latest_brake: null,
    achievement: null,
    affinity: null,
    power: null,
    avoidance: null,
    custom_assessments: [],
    ...overrides,
  };
}

export function employee(id: number, overrides: Partial<TEmployee> = {}): TEmployee {
  return {
    id,
    employee_id: `E${id}`,
    last_name: '山田',
    first_name: '太郎',
    kana_last_name: 'ヤマダ',
    kana_first_name: 'タロウ',
    gender: 'male',
    birthday: '1990-05-01',
    age: 36,
    email: null,
    employment_type: 'full_time',
    department: '営業部',
    position: null,
    organization_chart_id: null,
    organization_chart_name: null,
    hire_date: null,
    memo: null,
    diagnosis_status: 'undiagnosed',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export const EMPTY_CHART = { data: { items: [], total_employees: 0, unassigned: 0 } };
