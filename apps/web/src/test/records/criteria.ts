/** Criteria versions and answers of the criteria calls, as the API sends them. */
import type { TCriteriaVersion } from '@mirume/shared';
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';

export function criteriaVersion(overrides: Partial<TCriteriaVersion> = {}): TCriteriaVersion {
  return {
    id: 11,
    company_id: 1,
    diagnosis_type: 'senkou',
    version: 2,
    name: '自社基準（新卒選考）',
    rules: DEFAULT_CRITERIA.senkou.rules,
    remark: '集中力の基準を引き上げました。',
    created_by_kind: 'company_admin',
    created_by_name: '山田 花子',
    created_at: '2026-11-20T01:00:00Z',
    in_force: true,
    results_count: 12,
    used: true,
    ...overrides,
  };
}

export const criteriaLatest = () => ({
  data: {
    items: [
      {
        diagnosis_type: 'senkou',
        criteria: criteriaVersion(),
        results_by_other_versions: 3,
        latest_reflect: null,
      },
      {
        diagnosis_type: 'employee',
        criteria: criteriaVersion({
          id: 2,
          company_id: null,
          diagnosis_type: 'employee',
          version: 1,
          name: '標準基準（社員）',
          rules: DEFAULT_CRITERIA.employee.rules,
          created_by_kind: 'service',
          created_by_name: 'サービス標準',
          remark: null,
        }),
        results_by_other_versions: 0,
        latest_reflect: null,
      },
    ],
  },
});
