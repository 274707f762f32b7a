/**
 * The route table (spec §2). Layouts and pages are lazy chunks; guards are loaders; errors of any
 * route show the error page inside its layout, and anything unknown is the 404 page.
 */
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { PageLoader } from '@/components/layout/page-loader';
import {
  redirectSignedInCompanyUser,
  redirectSignedInSystemAdmin,
  requireCompanyUser,
  requireSystemAdmin,
} from '@/lib/guards';
import { adminGuestRoutes, adminOpenRoutes, adminPrivateRoutes } from './routes/admin-routes';
import {
  companyEmptyRoutes,
  companyGuestRoutes,
  companyPrivateRoutes,
  companyPublicRoutes,
} from './routes/company-routes';
import { examRoutes } from './routes/exam-routes';
import { lazyComponent } from './routes/lazy-page';

function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      {/* A full page load always has the key 'default'; keying those by path keeps one page's
          scroll position from being applied to another opened by URL in the same tab. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </>
  );
}

const notFound = lazyComponent(() => import('@/components/errors/not-found-page'), 'NotFoundPage');

const defaultLayout = lazyComponent(() => import('./layouts/default-layout'), 'DefaultLayout');
const emptyLayout = lazyComponent(() => import('./layouts/empty-layout'), 'EmptyLayout');
const adminEmptyLayout = lazyComponent(() => import('./layouts/empty-layout'), 'AdminEmptyLayout');
const adminLayout = lazyComponent(() => import('./layouts/admin-layout'), 'AdminLayout');
const companyCrumbsOutlet = lazyComponent(() => import('./layouts/crumbs-outlet'), 'CompanyCrumbsOutlet');
const adminCrumbsOutlet = lazyComponent(() => import('./layouts/crumbs-outlet'), 'AdminCrumbsOutlet');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        id: 'layout-default',
        lazy: defaultLayout,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            lazy: companyCrumbsOutlet,
            children: [
              ...companyPublicRoutes,
              { id: 'company-private', loader: requireCompanyUser, children: companyPrivateRoutes },
              { id: 'not-found', path: '*', lazy: notFound },
            ],
          },
        ],
      },
      {
        id: 'layout-empty',
        lazy: emptyLayout,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { id: 'company-guest', loader: redirectSignedInCompanyUser, children: companyGuestRoutes },
              ...companyEmptyRoutes,
            ],
          },
        ],
      },
      // The examinee's test: outside the company and operator areas, no guards.
      ...examRoutes,
      {
        id: 'layout-admin-empty',
        lazy: adminEmptyLayout,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { id: 'admin-guest', loader: redirectSignedInSystemAdmin, children: adminGuestRoutes },
              ...adminOpenRoutes,
            ],
          },
        ],
      },
      {
        id: 'layout-admin',
        lazy: adminLayout,
        loader: requireSystemAdmin,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            lazy: adminCrumbsOutlet,
            children: [...adminPrivateRoutes, { id: 'admin-not-found', path: '/admin/*', lazy: notFound }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
