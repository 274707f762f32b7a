import { SERVICE_NAME } from '@mirume/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { AdminBadge } from '@/components/app-bar/admin-badge';
import { BrandLink } from '@/components/app-bar/brand-link';
import { AreaProvider, adminArea, companyArea } from '@/lib/area';
import { paths } from '@/lib/paths';
import { useMaintenanceWatch } from '../use-maintenance-watch';

type Area = 'company' | 'admin';

function EmptyFrame({ area }: { area: Area }) {
  const isAdmin = area === 'admin';
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isAdmin ? '#EEF1F5' : 'background.default',
        borderTop: `4px solid ${isAdmin ? '#1F2937' : '#418BFB'}`,
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5, py: 4 }}
      >
        <BrandLink
          to={isAdmin ? paths.adminDashboard.getHref() : paths.dashboard.getHref()}
          subtitle={isAdmin ? '運営管理' : undefined}
        />
        {isAdmin ? <AdminBadge /> : null}
      </Box>
      <Box component="main" id="main-content" sx={{ flex: 1, px: 2, pb: 6 }}>
        <AreaProvider area={isAdmin ? adminArea : companyArea}>
          <Outlet />
        </AreaProvider>
      </Box>
      <Typography
        component="footer"
        variant="caption"
        color="text.secondary"
        sx={{ textAlign: 'center', py: 3 }}
      >
        © {SERVICE_NAME}
      </Typography>
    </Box>
  );
}

/** Company pages without chrome: login, signup, password pages, maintenance. */
export function EmptyLayout() {
  useMaintenanceWatch();
  return <EmptyFrame area="company" />;
}

/** The operator's sign-in and password pages: the empty layout with the ADMIN badge. */
export function AdminEmptyLayout() {
  return <EmptyFrame area="admin" />;
}
