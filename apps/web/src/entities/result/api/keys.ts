/**
 * Query keys of the result screens. They live under the diagnosis key so that issuing, switching
 * or completing a diagnosis (which invalidate `diagnosisQueryKey`) refresh these screens too.
 */
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';

export const resultsQueryKey = [...diagnosisQueryKey, 'results'] as const;
export const employeeResultsKey = (employeeId: number) => [...resultsQueryKey, employeeId] as const;
