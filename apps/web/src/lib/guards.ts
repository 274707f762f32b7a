/**
 * Route guards of spec §4–§6 as data-router loaders: they run before a page renders, so a page
 * never flashes for a user who may not see it.
 */
import { can, ERROR_PAGE, type Permission } from '@mirume/shared';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { getCompanyUser, getSystemAdmin, isCompanySignedIn } from './auth-store';
import { paths } from './paths';

function returnPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Signed-out users on company pages go to /login, which brings them back afterwards. */
export function requireCompanyUser({ request }: LoaderFunctionArgs) {
  if (!isCompanySignedIn()) throw redirect(paths.login.getHref(returnPath(request)));
  return null;
}

/** Signed-in users visiting /login, /signup or /password/reset go to the dashboard. */
export function redirectSignedInCompanyUser() {
  if (isCompanySignedIn()) throw redirect(paths.dashboard.getHref());
  return null;
}

/**
 * Admin-only company routes answer the 404 error page to other roles (spec §5: a disallowed
 * role sees '404 Not Found', the same as a page that does not exist).
 */
export function requirePermission(permission: Permission) {
  return (args: LoaderFunctionArgs) => {
    requireCompanyUser(args);
    if (!can(getCompanyUser()?.role, permission)) throw data(ERROR_PAGE.notFound.refused, { status: 404 });
    return null;
  };
}

/** Operator pages without the operator marker go to /admin/login. */
export function requireSystemAdmin({ request }: LoaderFunctionArgs) {
  if (!getSystemAdmin()) throw redirect(paths.adminLogin.getHref(returnPath(request)));
  return null;
}

export function redirectSignedInSystemAdmin() {
  if (getSystemAdmin()) throw redirect(paths.adminDashboard.getHref());
  return null;
}
