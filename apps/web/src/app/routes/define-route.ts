import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { type PathKey, paths } from '@/lib/paths';
import type { RouteHandle } from '@/lib/route-handle';

interface PageOptions {
  /** Route id (a key of `paths`) of the breadcrumb parent; omitted → the area's dashboard. */
  parent?: PathKey;
  /** false for pages spec §2 gives no breadcrumb. */
  breadcrumb?: boolean;
  loader?: LoaderFunction;
  /** The page module; omitted → the route answers the 404 error page until its screen exists. */
  lazy?: RouteObject['lazy'];
}

/**
 * One page of the route table: id and path from `paths`, title and breadcrumb in `handle`.
 * Later issues replace the missing `lazy` with the real page and keep everything else.
 */
export function page(id: PathKey, title: string, options: PageOptions = {}): RouteObject {
  const handle: RouteHandle = {
    title,
    breadcrumb: options.breadcrumb === false ? undefined : { label: title, parent: options.parent },
  };
  return {
    id,
    path: paths[id].path,
    handle,
    ...(options.lazy
      ? { loader: options.loader, lazy: options.lazy }
      : {
          // No screen yet: the honest answer is the 404 page, never a stand-in page. The guard
          // still runs first, so a refused role reads the refusal, not 'could not be found'.
          loader: async (args: LoaderFunctionArgs) => {
            await options.loader?.(args);
            throw new Response(null, { status: 404 });
          },
        }),
  };
}
