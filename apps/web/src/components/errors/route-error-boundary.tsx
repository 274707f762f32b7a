import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ErrorPage } from './error-page';

/** The status an error thrown while routing should show (unknown errors are 500, spec §8). */
export function statusOfRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error) && (error.status === 403 || error.status === 404)) return error.status;
  return 500;
}

/** errorElement of the routes: a thrown 404/403 shows the matching error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = statusOfRouteError(error);
  if (status >= 500) console.error(error);
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <ErrorPage
      status={status}
      homeHref={isAdmin ? paths.adminDashboard.getHref() : paths.dashboard.getHref()}
      onReload={status >= 500 ? () => window.location.reload() : undefined}
    />
  );
}
