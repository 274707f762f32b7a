import type { BreadcrumbHandle } from '@/components/breadcrumbs/breadcrumb-trail';

/** Metadata every page route carries: its Japanese title and, where spec §2 lists one, its breadcrumb. */
export interface RouteHandle extends BreadcrumbHandle {
  title: string;
}
