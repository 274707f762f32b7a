/**
 * GET /api/v1/organization_charts — the chart tree, flattened into the choices of the
 * 所属組織 select and filter ("営業部 / 第一課"). Empty when the company has no chart yet.
 */
import { type TOrgChartNode, ZOrgChartTreeResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

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

export function getOrganizationUnits(api: CompanyApi, signal?: AbortSignal) {
  return api.request('/organization_charts', { schema: ZOrgChartTreeResponse, signal });
}

export const organizationUnitsQueryOptions = (api: CompanyApi) =>
  queryOptions({
    queryKey: ['company', 'organization_charts', 'tree'],
    queryFn: ({ signal }) => getOrganizationUnits(api, signal),
    select: (response) => flattenUnits(response.data.items),
  });

export function useOrganizationUnits() {
  return useQuery(organizationUnitsQueryOptions(useAreaCompany()));
}
