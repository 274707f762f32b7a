/**
 * The conditions of /diagnosis/undiagnosed-list kept in sessionStorage `undiagnosedCondition`
 * (spec §9). The dashboard's counts link here with query parameters; those win over what was kept.
 */
import {
  DiagnosisLinkSource,
  DiagnosisType,
  EmploymentType,
  type TUndiagnosisListQuery,
  UNDIAGNOSED_SORT_KEYS,
} from '@mirume/shared';
import { z } from 'zod';
import { blankOr, readStoredCondition, useStoredCondition, ZOrder } from '@/lib/list-condition';
import type { UndiagnosedListQuery } from '../api/links';

export const UNDIAGNOSED_CONDITION_KEY = 'undiagnosedCondition';
export const UNDIAGNOSED_PER_PAGE = 50;

/** The state filter: never issued (未発行), then the open links' states. */
export const OPEN_STATUSES = ['unissued', 'issued', 'in_progress', 'expired'] as const;
export type UndiagnosedSortKey = (typeof UNDIAGNOSED_SORT_KEYS)[number];

const ZCondition = z.object({
  q: z.string().catch(''),
  diagnosis_type: blankOr(DiagnosisType.schema),
  status: blankOr(z.enum(OPEN_STATUSES)),
  checked: blankOr(z.enum(['checked', 'unchecked'])),
  source: blankOr(DiagnosisLinkSource.schema),
  employment_type: blankOr(EmploymentType.schema),
  issued_from: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/)
    .catch(''),
  issued_to: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/)
    .catch(''),
  sort: z.enum(UNDIAGNOSED_SORT_KEYS).catch('created_at'),
  order: ZOrder,
  page: z.coerce.number().int().min(1).catch(1),
  per: z.coerce.number().int().min(1).max(200).catch(UNDIAGNOSED_PER_PAGE),
});
export type UndiagnosedCondition = z.infer<typeof ZCondition>;

export const DEFAULT_UNDIAGNOSED_CONDITION: UndiagnosedCondition = ZCondition.parse({});

const FILTER_KEYS = [
  'q',
  'diagnosis_type',
  'status',
  'checked',
  'source',
  'employment_type',
  'issued_from',
  'issued_to',
] as const satisfies readonly (keyof TUndiagnosisListQuery)[];

/** The kept conditions, with any filters given in the address applied over them. */
export function readUndiagnosedCondition(params?: URLSearchParams): UndiagnosedCondition {
  const kept = readStoredCondition(UNDIAGNOSED_CONDITION_KEY, ZCondition, DEFAULT_UNDIAGNOSED_CONDITION);
  const fromUrl = FILTER_KEYS.filter((key) => params?.has(key));
  if (!params || fromUrl.length === 0) return kept;
  // A link from the dashboard names the whole filter: the other filters are cleared.
  const next: Record<string, unknown> = {
    ...DEFAULT_UNDIAGNOSED_CONDITION,
    sort: kept.sort,
    order: kept.order,
  };
  for (const key of fromUrl) next[key] = params.get(key);
  return ZCondition.parse(next);
}

const resetCondition = () => DEFAULT_UNDIAGNOSED_CONDITION;

/** The conditions as state, written through to sessionStorage (at once, as the address may set them). */
export function useUndiagnosedCondition(params?: URLSearchParams) {
  return useStoredCondition(
    UNDIAGNOSED_CONDITION_KEY,
    () => readUndiagnosedCondition(params),
    resetCondition,
    {
      writeInitial: true,
    },
  );
}

export function toUndiagnosedQuery(condition: UndiagnosedCondition, q: string): UndiagnosedListQuery {
  const blank = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    q: blank(q),
    diagnosis_type: blank(condition.diagnosis_type),
    status: blank(condition.status),
    checked: blank(condition.checked),
    source: blank(condition.source),
    employment_type: blank(condition.employment_type),
    issued_from: blank(condition.issued_from),
    issued_to: blank(condition.issued_to),
    sort: condition.sort,
    order: condition.order,
    page: condition.page,
    per: condition.per,
  };
}

export function hasUndiagnosedFilters(condition: UndiagnosedCondition) {
  return FILTER_KEYS.some((key) => condition[key] !== '');
}
