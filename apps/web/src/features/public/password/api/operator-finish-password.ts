import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { clearSystemAdminSession } from '@/lib/auth-store';
import { paths } from '@/lib/paths';

/**
 * After a new operator password: the server has revoked every session, so the stored marker goes
 * too, and the operator signs in again at /admin/login (with the snackbar saying why).
 */
export function useFinishAdminPassword(message: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return async () => {
    clearSystemAdminSession();
    queryClient.clear();
    snackbar.show({ message });
    await navigate(paths.adminLogin.getHref(), { replace: true });
  };
}
