import { ERROR_PAGE } from '@mirume/shared';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorPage } from './error-page';

/** Any path without a route, and /error/404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <ErrorPage
      status={404}
      detail={ERROR_PAGE.notFound.missing}
      homeHref={isAdmin ? paths.adminDashboard.path : paths.dashboard.path}
    />
  );
}
