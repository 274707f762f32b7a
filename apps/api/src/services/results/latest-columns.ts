/**
 * The employee list's latest_* columns (spec §3): the T-scores of the person's newest valid
 * employee result, null without one. Shared by GET employees and the diagnosis list.
 */
import type { TEmployeeListItem } from '@mirume/shared';

/** A result's metrics column: { [metric]: { raw, t } }. */
export type LatestScores = Record<string, { t: number | null } | undefined>;

export type LatestColumns = Pick<
  TEmployeeListItem,
  | 'latest_highest_hukugo_answer'
  | 'latest_management_personnel_leadership'
  | 'latest_management_personnel_management'
  | 'latest_accelerator'
  | 'latest_brake'
  | 'achievement'
  | 'affinity'
  | 'power'
  | 'avoidance'
>;

export function latestColumns(metrics: LatestScores | undefined): LatestColumns {
  const t = (key: string) => metrics?.[key]?.t ?? null;
  return {
    latest_highest_hukugo_answer: t('highest_hukugo_answer'),
    latest_management_personnel_leadership: t('management_personnel_leadership'),
    latest_management_personnel_management: t('management_personnel_management'),
    latest_accelerator: t('accelerator'),
    latest_brake: t('brake'),
    achievement: t('achievement'),
    affinity: t('affinity'),
    power: t('power'),
    avoidance: t('avoidance'),
  };
}
