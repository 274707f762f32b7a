/** Diagnosis status notifications as the API gives them, for the bell and page tests. */
import type { TShindanStatusNotification } from '@mirume/shared';

export function statusNotification(
  id: number,
  overrides: Partial<TShindanStatusNotification> = {},
): TShindanStatusNotification {
  return {
    id,
    employee_id: 10 + id,
    last_name: '佐藤',
    first_name: '一郎',
    email: 'sato@example.com',
    status: 'success',
    reason: null,
    diagnosis_type: 'employee',
    read: false,
    updated_at: '2026-11-21T05:05:00Z',
    created_at: '2026-11-21T05:05:00Z',
    ...overrides,
  };
}
