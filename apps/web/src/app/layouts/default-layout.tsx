import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { useSessionRefresh } from '@/features/public/sign-in/api/validate-token';
import { AreaProvider, companyArea } from '@/lib/area';
import { useMaintenanceWatch } from '../use-maintenance-watch';
import { CompanyHeader } from './company-header';

/** Company pages: app bar, content (breadcrumbs come with it: crumbs-outlet.tsx), footer. */
export function DefaultLayout() {
  useSessionRefresh(companyArea);
  useMaintenanceWatch();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <CompanyHeader />
      <Container
        component="main"
        id="main-content"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <AreaProvider area={companyArea}>
          <Outlet />
        </AreaProvider>
      </Container>
      <SiteFooter />
    </Box>
  );
}
