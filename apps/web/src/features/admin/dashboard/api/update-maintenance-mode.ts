/** PATCH /api/v1/admin/maintenance_mode — an operator switches maintenance on or off. */
import { type TMaintenanceMode, ZMaintenanceMode } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { maintenanceModeQueryOptions } from '@/lib/maintenance-mode';

export function updateMaintenanceMode(body: TMaintenanceMode) {
  return apiRequest('/admin/maintenance_mode', {
    area: 'admin',
    method: 'PATCH',
    body,
    schema: ZMaintenanceMode,
  });
}

export function useUpdateMaintenanceMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaintenanceMode,
    onSuccess: (data) => {
      queryClient.setQueryData(maintenanceModeQueryOptions().queryKey, data);
    },
  });
}
