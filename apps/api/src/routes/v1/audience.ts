/**
 * An audience of the API: one folder of routes/v1 whose routes all run behind the same guard. The
 * folder's index.ts lists every route module of the folder in one `Audience`, and v1/index.ts
 * registers each audience in its own scope with its hooks, so a route module cannot be reached
 * without them. test/route-audiences.test.ts fails when a route module of a folder is missing
 * from its index; start-up fails when a route declares an access other than its audience's
 * (decision 0017).
 */
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { App } from '../../lib/zod-app.ts';

export type RouteAccess = NonNullable<FastifyContextConfig['access']>;
export type RouteModule = (app: App) => Promise<void>;
type Guard = (request: FastifyRequest) => Promise<void>;

export interface Audience {
  /** What each route of the audience declares as its `access` (the authorization test reads it). */
  access: readonly RouteAccess[];
  /** Run in order on every request of the audience, before the body is read. */
  onRequest?: readonly Guard[];
  /** Run on every request of the audience after the body is parsed and before it is validated. */
  preValidation?: readonly Guard[];
  /** Whether the audience exists at all in this configuration. */
  enabled?: (app: App) => boolean;
  /** Every route module of the folder, in registration order. */
  routes: readonly RouteModule[];
}

/** The plugin that registers an audience's routes inside one scope that carries its guard. */
export function audienceScope(name: string, audience: Audience) {
  return async function scope(app: App) {
    if (audience.enabled && !audience.enabled(app)) return;
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access || !audience.access.includes(access)) {
        throw new Error(
          `${route.method} ${route.url} declares access "${access}" but lives in routes/v1/${name} (${audience.access.join(', ')})`,
        );
      }
    });
    for (const guard of audience.onRequest ?? []) app.addHook('onRequest', guard);
    for (const guard of audience.preValidation ?? []) app.addHook('preValidation', guard);
    for (const routes of audience.routes) await app.register(routes);
  };
}
