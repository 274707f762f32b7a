/**
 * The employee list's latest_* columns (spec §3): the T-scores of the person's newest valid
 * employee result, null without one. Shared by GET employees and the diagnosis list, which also
 * filter and sort by them (`listScoreParams`, queries/results/list-scores.ts).
 */
import {
  LIST_SCORE_FIELDS,
  listScoreKey,
  type TEmployeeListItem,
  type TListScoreField,
} from '@mirume/shared';

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

/**
 * The list query's T-score filter and sort (`score_field`, `sort=<list field>`) as the queries take
 * them: metric keys of `latest_scores`. A list field as the sort becomes `score_sort`, and the
 * list's own sort falls back to its default (the queries never see a list field as `sort`).
 */
export function listScoreParams<S extends string>(
  query: {
    sort: string;
    score_field?: TListScoreField | null;
    score_min?: number | null;
    score_max?: number | null;
  },
  fieldSorts: readonly S[],
  fallback: S,
): {
  sort: S;
  score_sort: string | null;
  score_key: string | null;
  score_min: number | null;
  score_max: number | null;
} {
  const scoreSort = listScoreKey(query.sort);
  const sort =
    (fieldSorts as readonly string[]).includes(query.sort) && !scoreSort ? (query.sort as S) : fallback;
  return {
    sort,
    score_sort: scoreSort,
    score_key: query.score_field ? LIST_SCORE_FIELDS[query.score_field] : null,
    score_min: query.score_min ?? null,
    score_max: query.score_max ?? null,
  };
}
