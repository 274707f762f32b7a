import { ERROR_PAGE } from '@mirume/shared';
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

/**
 * Spec §8's line for a 404: a role refusal (the guards throw '404 Not Found') reads differently
 * from a missing page or record; other statuses have none.
 */
export function notFoundDetailOf(error: unknown): string | undefined {
  if (statusOfRouteError(error) !== 404) return undefined;
  if (isRouteErrorResponse(error) && error.data === ERROR_PAGE.notFound.refused) {
    return ERROR_PAGE.notFound.refused;
  }
  return ERROR_PAGE.notFound.missing;
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
      detail={notFoundDetailOf(error)}
      homeHref={isAdmin ? paths.adminDashboard.getHref() : paths.dashboard.getHref()}
      onReload={status >= 500 ? () => window.location.reload() : undefined}
    />
  );
}
