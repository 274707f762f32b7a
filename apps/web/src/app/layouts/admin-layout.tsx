import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { useSessionRefresh } from '@/features/public/sign-in/api/validate-token';
import { AreaProvider, adminArea } from '@/lib/area';
import { AdminHeader } from './admin-header';

/**
 * Operator pages: operator header with the ADMIN badge, breadcrumbs from the operator dashboard.
 * Everything inside is in the operator area.
 */
export function AdminLayout() {
  useSessionRefresh(adminArea);
  return (
    <AreaProvider area={adminArea}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#F3F5F8' }}>
        <SkipLink />
        <AdminHeader />
        <Container
          component="main"
          id="main-content"
          tabIndex={-1}
          maxWidth="xl"
          sx={{ flex: 1, py: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <Outlet />
        </Container>
      </Box>
    </AreaProvider>
  );
}
