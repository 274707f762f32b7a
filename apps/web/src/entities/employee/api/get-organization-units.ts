/**
 * GET /api/v1/organization_charts — the chart tree, flattened into the choices of the
 * 所属組織 select and filter ("営業部 / 第一課"). Empty when the company has no chart yet.
 */
import { type TOrgChartNode, ZOrgChartTreeResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface OrganizationUnitOption {
  id: number;
  label: string;
  depth: number;
}

export function flattenUnits(
  nodes: readonly TOrgChartNode[],
  parents: string[] = [],
): OrganizationUnitOption[] {
  return nodes.flatMap((node) => {
    const path = [...parents, node.name];
    return [
      { id: node.id, label: path.join(' / '), depth: parents.length },
      ...flattenUnits(node.children, path),
    ];
  });
}

export function getOrganizationUnits(signal?: AbortSignal) {
  return apiRequest('/organization_charts', { area: 'company', schema: ZOrgChartTreeResponse, signal });
}

export const organizationUnitsQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'organization_charts', 'tree'],
    queryFn: ({ signal }) => getOrganizationUnits(signal),
    select: (response) => flattenUnits(response.data.items),
  });

export function useOrganizationUnits() {
  return useQuery(organizationUnitsQueryOptions());
}
