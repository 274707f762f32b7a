/**
 * Breadcrumbs from route metadata (spec §2). A route declares `handle.breadcrumb` with its label
 * and the id of its parent route (default: the area's dashboard). The trail always starts at the
 * dashboard and is empty on the dashboard itself.
 */
import { fillPath } from '@/lib/paths';

export interface BreadcrumbHandle {
  breadcrumb?: {
    label: string;
    /** Route id of the parent page; omitted → the dashboard. */
    parent?: string;
  };
}

export interface CrumbDefinition {
  label: string;
  path: string;
  parent?: string;
}

/** Route id → its breadcrumb, collected once from the route table. */
export type CrumbRegistry = Readonly<Record<string, CrumbDefinition>>;

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

interface RouteLike {
  id?: string;
  path?: string;
  handle?: unknown;
  children?: readonly RouteLike[];
}

interface MatchLike {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
  handle?: unknown;
}

function breadcrumbOf(handle: unknown) {
  return (handle as BreadcrumbHandle | undefined)?.breadcrumb;
}

/** Walks a route table and records every route with an id, an absolute path and a breadcrumb. */
export function collectCrumbs(routes: readonly RouteLike[]): CrumbRegistry {
  const registry: Record<string, CrumbDefinition> = {};
  const visit = (list: readonly RouteLike[]) => {
    for (const route of list) {
      const crumb = breadcrumbOf(route.handle);
      if (crumb && route.id && route.path) {
        if (registry[route.id]) throw new Error(`duplicate breadcrumb route id "${route.id}"`);
        registry[route.id] = { label: crumb.label, path: route.path, parent: crumb.parent };
      }
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return registry;
}

function hrefFor(path: string, params: MatchLike['params']) {
  try {
    return fillPath(path, params);
  } catch {
    return undefined;
  }
}

/**
 * The trail for the current matches: dashboard → … → current page. Parents are filled with the
 * current URL's parameters (e.g. /employees/:id/edit → /employees/:id). Unknown parents end the
 * walk, and a cycle cannot loop.
 */
export function buildBreadcrumbTrail(
  matches: readonly MatchLike[],
  registry: CrumbRegistry,
  dashboardId: string,
): Crumb[] {
  const leaf = [...matches].reverse().find((m) => breadcrumbOf(m.handle));
  const leafCrumb = leaf && breadcrumbOf(leaf.handle);
  if (!leaf || !leafCrumb || leaf.id === dashboardId) return [];

  const trail: Crumb[] = [{ label: leafCrumb.label }];
  const seen = new Set([leaf.id]);
  let parentId: string | undefined = leafCrumb.parent ?? dashboardId;
  while (parentId && !seen.has(parentId)) {
    const parent: CrumbDefinition | undefined = registry[parentId];
    if (!parent) break;
    seen.add(parentId);
    trail.unshift({ label: parent.label, href: hrefFor(parent.path, leaf.params) });
    if (parentId === dashboardId) return trail;
    parentId = parent.parent ?? dashboardId;
  }
  const root = registry[dashboardId];
  if (root && !seen.has(dashboardId)) trail.unshift({ label: root.label, href: root.path });
  return trail;
}
