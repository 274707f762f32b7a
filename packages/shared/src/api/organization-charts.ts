/**
 * Request/response schemas of the organization chart (/organization-charts): a tree of units
 * (company → departments → sub-units) with head counts, ordering, duplication and search.
 */
import { z } from 'zod';
import { EmploymentType } from '../enums.ts';
import { integer, MESSAGES, symbolSafe } from '../validation.ts';

export const ORG_CHART_NAME_MAX = 100;
/**
 * Limits of one company's chart (docs/decisions/0022-safe-defaults.md): levels from the top-level
 * unit (1) down, units in all, and search results per request.
 */
export const ORG_CHART_MAX_DEPTH = 10;
export const ORG_CHART_MAX_UNITS = 2000;
export const ORG_CHART_SEARCH_LIMIT = 100;
const id = () => integer({ min: 1, max: 2_147_483_647 });

export const ORG_CHART_MESSAGES = {
  nameTaken: '同じ階層に同じ名前の部署があります',
  parentNotFound: '親の部署が見つかりません',
  moveUnderSelf: '部署を自分自身またはその下の部署の下に移動することはできません',
  sortUnknown: '並べ替えの対象に存在しない部署が含まれています',
  sortDuplicate: '並べ替えの対象に同じ部署が重複しています',
  employeesUnknown: '存在しない社員が含まれています',
  copySuffix: '（コピー）',
  /** An employee was assigned while the unit was being deleted (the count is no longer known). */
  hasEmployeesNow: 'この部署には社員が所属しているため削除できません。先に所属を変更してください。',
  hasEmployees: (n: number) =>
    `この部署には社員が${n}名所属しているため削除できません。先に所属を変更してください。`,
  tooDeep: `部署の階層は${ORG_CHART_MAX_DEPTH}階層までです。これより深い階層には作成・移動できません。`,
  tooMany: `部署は1社あたり${ORG_CHART_MAX_UNITS.toLocaleString('ja-JP')}件まで登録できます。不要な部署を削除してから追加してください。`,
  duplicateTooMany: (copies: number, current: number) =>
    `複製すると部署が${ORG_CHART_MAX_UNITS.toLocaleString('ja-JP')}件を超えるため複製できません（現在${current.toLocaleString('ja-JP')}件、複製する部署${copies.toLocaleString('ja-JP')}件）。`,
  limitsNote: `部署は${ORG_CHART_MAX_DEPTH}階層・${ORG_CHART_MAX_UNITS.toLocaleString('ja-JP')}件まで登録できます。`,
  searchTruncated: (total: number) =>
    `該当する部署が${total.toLocaleString('ja-JP')}件あります。先頭の${ORG_CHART_SEARCH_LIMIT}件を表示しています。検索語を増やして絞り込んでください。`,
} as const;

/** One unit of the tree. `head_count` = employees assigned directly; `total_count` includes sub-units. */
export interface TOrgChartNode {
  id: number;
  parent_id: number | null;
  name: string;
  position: number;
  head_count: number;
  total_count: number;
  children: TOrgChartNode[];
}
/**
 * The node schema is nested ORG_CHART_MAX_DEPTH levels deep rather than recursive (z.lazy):
 * validating a recursive schema costs several stack frames per level, so a chart deeper than the
 * limit (data from before it) overflowed the stack and every read of the chart answered 500.
 * Levels below the limit pass through unvalidated; the server builds them from the same rows.
 */
function nodeSchema(levels: number): z.ZodType<TOrgChartNode> {
  return z.object({
    id: z.number(),
    parent_id: z.number().nullable(),
    name: z.string(),
    position: z.number(),
    head_count: z.number(),
    total_count: z.number(),
    children: levels > 1 ? z.array(nodeSchema(levels - 1)) : z.array(z.any()),
  });
}
export const ZOrgChartNode: z.ZodType<TOrgChartNode> = nodeSchema(ORG_CHART_MAX_DEPTH);

/** GET /api/v1/organization_charts — the whole tree of the company. */
export const ZOrgChartTreeResponse = z.object({
  data: z.object({ items: z.array(ZOrgChartNode), total_employees: z.number(), unassigned: z.number() }),
});
export type TOrgChartTreeResponse = z.infer<typeof ZOrgChartTreeResponse>;

export const ZOrgChartIdParams = z.object({ id: id() });

/** POST /api/v1/organization_charts */
export const ZOrgChartCreateRequest = z.object({
  name: symbolSafe(ORG_CHART_NAME_MAX),
  parent_id: id().nullable().optional(),
});
export type TOrgChartCreateRequest = z.infer<typeof ZOrgChartCreateRequest>;

/** PUT /api/v1/organization_charts/:id — rename and/or move (parent_id null = top level). */
export const ZOrgChartUpdateRequest = z.object({
  name: symbolSafe(ORG_CHART_NAME_MAX).optional(),
  parent_id: id().nullable().optional(),
});
export type TOrgChartUpdateRequest = z.infer<typeof ZOrgChartUpdateRequest>;

export const ZOrgChartUnit = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  position: z.number(),
});
export type TOrgChartUnit = z.infer<typeof ZOrgChartUnit>;
export const ZOrgChartUnitResponse = z.object({ data: ZOrgChartUnit });

/** PUT /api/v1/organization_charts/sort — the moved siblings in their new order. */
export const ZOrgChartSortRequest = z.object({
  items: z
    .array(z.object({ id: id(), parent_id: id().nullable(), position: integer({ min: 0, max: 100_000 }) }))
    .min(1, { message: MESSAGES.required })
    .max(1000, { message: MESSAGES.maxValue(1000) }),
});
export type TOrgChartSortRequest = z.infer<typeof ZOrgChartSortRequest>;

/** GET /api/v1/organization_charts/search?q= */
export const ZOrgChartSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, { message: MESSAGES.max(100) })
    .optional(),
});
/** At most ORG_CHART_SEARCH_LIMIT items, in path order; `total` counts every match. */
export const ZOrgChartSearchResponse = z.object({
  data: z.object({
    items: z.array(
      z.object({ id: z.number(), name: z.string(), path: z.string(), ids: z.array(z.number()) }),
    ),
    total: z.number(),
  }),
});
export type TOrgChartSearchResponse = z.infer<typeof ZOrgChartSearchResponse>;

/** PUT /api/v1/organization_charts/:id/employees — assigns these employees to the unit. */
export const ZOrgChartAssignRequest = z.object({
  employee_ids: z.array(id()).max(1000, { message: MESSAGES.maxValue(1000) }),
});
export type TOrgChartAssignRequest = z.infer<typeof ZOrgChartAssignRequest>;

/** GET /api/v1/organization_charts/:id/employees — the employees assigned directly to the unit. */
export const ZOrgChartEmployee = z.object({
  id: z.number(),
  employee_id: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  employment_type: EmploymentType.schema,
});
export type TOrgChartEmployee = z.infer<typeof ZOrgChartEmployee>;
export const ZOrgChartEmployeesResponse = z.object({ data: z.object({ items: z.array(ZOrgChartEmployee) }) });
export type TOrgChartEmployeesResponse = z.infer<typeof ZOrgChartEmployeesResponse>;
