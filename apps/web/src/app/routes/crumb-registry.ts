/** Breadcrumb registries of the two areas, collected once from the route tables. */
import { collectCrumbs } from '@/components/breadcrumbs/breadcrumb-trail';
import { adminPrivateRoutes } from './admin-routes';
import {
  companyEmptyRoutes,
  companyGuestRoutes,
  companyPrivateRoutes,
  companyPublicRoutes,
} from './company-routes';

export const COMPANY_DASHBOARD_ID = 'dashboard';
export const ADMIN_DASHBOARD_ID = 'adminDashboard';

export const companyCrumbs = collectCrumbs([
  ...companyPrivateRoutes,
  ...companyPublicRoutes,
  ...companyGuestRoutes,
  ...companyEmptyRoutes,
]);

export const adminCrumbs = collectCrumbs(adminPrivateRoutes);
