/**
 * GET /api/v1/maintenance_mode (public). The company area checks it on start and on every
 * navigation; the operator dashboard shows it next to the switch.
 */
import { ZMaintenanceMode } from '@mirume/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function getMaintenanceMode(signal?: AbortSignal) {
  return apiRequest('/maintenance_mode', { area: 'public', schema: ZMaintenanceMode, signal });
}

export const maintenanceModeQueryOptions = () =>
  queryOptions({
    queryKey: ['maintenance-mode'],
    queryFn: ({ signal }) => getMaintenanceMode(signal),
    staleTime: 0,
    retry: false,
  });
