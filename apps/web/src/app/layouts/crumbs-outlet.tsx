import { Outlet } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { useCompanyUser } from '@/lib/auth-store';
import {
  ADMIN_DASHBOARD_ID,
  adminCrumbs,
  COMPANY_DASHBOARD_ID,
  companyCrumbs,
} from '../routes/crumb-registry';

/*
 * The breadcrumbs live in the same route as the pages' error boundary, not in the layout: when a
 * page's loader refuses (a role without the permission) or fails, the error page replaces the
 * trail too, so a refused page's name is never shown.
 */

/** Company pages: breadcrumbs for a signed-in user, then the page. */
export function CompanyCrumbsOutlet() {
  const user = useCompanyUser();
  return (
    <>
      {user ? <Breadcrumbs registry={companyCrumbs} dashboardId={COMPANY_DASHBOARD_ID} /> : null}
      <Outlet />
    </>
  );
}

/** Operator pages: breadcrumbs from the operator dashboard, then the page. */
export function AdminCrumbsOutlet() {
  return (
    <>
      <Breadcrumbs registry={adminCrumbs} dashboardId={ADMIN_DASHBOARD_ID} />
      <Outlet />
    </>
  );
}
