/** Every change to the chart refreshes the tree, the search and the unit employee lists. */
import type { QueryClient } from '@tanstack/react-query';

export const invalidateOrganizationCharts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['organization-charts'] });
