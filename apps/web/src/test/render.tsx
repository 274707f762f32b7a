import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { type Area, AreaProvider, companyArea } from '@/lib/area';
import { createQueryClient } from '@/lib/query-client';

/** Renders routes in a memory router inside the app's real providers. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, staleTime: 0 },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient, user };
}

/**
 * Renders one element at `path`, with a catch-all so navigations away can be observed. The element
 * is in `area` (the company area unless told), as a layout would put it.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', at = path, area = companyArea }: { path?: string; at?: string; area?: Area } = {},
) {
  return renderRoutes(
    [
      { path, element: <AreaProvider area={area}>{element}</AreaProvider> },
      { path: '*', element: <p>移動先のページ</p> },
    ],
    at,
  );
}
