import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { maintenanceModeQueryOptions } from '@/lib/maintenance-mode';
import { setUnderMaintenance } from '@/lib/maintenance-store';
import { paths } from '@/lib/paths';

/**
 * The company area checks the maintenance flag when the app starts and on every navigation, and
 * moves to /maintenance when it is on (spec §4). The check runs beside the navigation, never
 * delaying it; a failed check is only logged (spec §7).
 */
export function useMaintenanceWatch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (pathname === paths.maintenance.path) return;
    let active = true;
    queryClient
      .fetchQuery(maintenanceModeQueryOptions())
      .then(({ maintenance_flag }) => {
        setUnderMaintenance(maintenance_flag);
        if (maintenance_flag && active) void navigate(paths.maintenance.getHref(), { replace: true });
      })
      .catch((error: unknown) => console.error('Maintenance check failed', error));
    return () => {
      active = false;
    };
  }, [pathname, navigate, queryClient]);
}
