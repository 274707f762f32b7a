/**
 * Metric groups of the trend chart: a line chart stays readable with about five lines, so the
 * metrics are grouped by what they measure and the reader picks a group.
 */
import type { TMirumevitalResult } from '@mirume/shared';
import type { DiagnosisTypeValue } from '@/entities/result/lib/metrics';

export interface MetricGroup {
  id: string;
  label: string;
  keys: string[];
  /** Aptitudes live in `result.aptitudes`, every other key in `result.metrics`. */
  source: 'metrics' | 'aptitudes';
}

const APPLICANT_GROUPS: MetricGroup[] = [
  {
    id: 'speed',
    label: '速さと正確さ',
    keys: ['simple_react', 'hukugo', 'simple_miss', 'miss_ave', 'performance'],
    source: 'metrics',
  },
  {
    id: 'focus',
    label: '集中と持続',
    keys: ['init_fatigue', 'concentration', 'stress_tolerance', 'trouble_risk'],
    source: 'metrics',
  },
  {
    id: 'drive',
    label: '意欲と伸びしろ',
    keys: ['potential', 'responsibility', 'aspiration', 'work_motivation'],
    source: 'metrics',
  },
];

const EMPLOYEE_GROUPS: MetricGroup[] = [
  {
    id: 'behaviour',
    label: 'リーダーシップと行動',
    keys: [
      'management_personnel_leadership',
      'management_personnel_management',
      'accelerator',
      'brake',
      'highest_hukugo_answer',
    ],
    source: 'metrics',
  },
  {
    id: 'motives',
    label: '動機',
    keys: ['achievement', 'affinity', 'power', 'avoidance'],
    source: 'metrics',
  },
  ...APPLICANT_GROUPS,
  {
    id: 'aptitude-office',
    label: '職種適性（営業・事務）',
    keys: ['tobikomi', 'route_eigyo', 'tellapo', 'jimu', 'soume', 'keiri', 'purchasing'],
    source: 'aptitudes',
  },
  {
    id: 'aptitude-project',
    label: '職種適性（企画・技術・管理）',
    keys: ['planning', 'manufactoring', 'engineer', 'system_dev', 'recruiter', 'shinki_jigyo', 'manager'],
    source: 'aptitudes',
  },
];

export function scoreOf(
  result: TMirumevitalResult,
  source: MetricGroup['source'],
  key: string,
): number | null {
  return result[source][key]?.t ?? null;
}

/** The groups of a type, each narrowed to the keys the results actually carry; empty groups dropped. */
export function trendGroups(type: DiagnosisTypeValue, results: TMirumevitalResult[]): MetricGroup[] {
  return (type === 'senkou' ? APPLICANT_GROUPS : EMPLOYEE_GROUPS)
    .map((group) => ({
      ...group,
      keys: group.keys.filter((key) => results.some((result) => result[group.source][key])),
    }))
    .filter((group) => group.keys.length > 0);
}
