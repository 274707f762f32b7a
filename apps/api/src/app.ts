/** Builds the Fastify instance: external plugins → app plugins → routes. server.ts listens. */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { Database } from '@mirume/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { defineJobs } from './jobs/definitions.ts';
import { errSerializer } from './lib/loggable-error.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import type { App } from './lib/zod-app.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { frameworkErrors } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import jobsPlugin from './plugins/jobs.ts';
import mailerPlugin from './plugins/mailer.ts';
import maintenancePlugin from './plugins/maintenance.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import sharedStatePlugin from './plugins/shared-state.ts';
import webPlugin from './plugins/web.ts';
import v1 from './routes/v1/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route with its method, URL and declared access, for the authorization test. */
    routeTable: {
      method: string;
      url: string;
      access?: string;
      permission?: string;
      /** The declared request schemas (zod), for the input fuzz suite. */
      schema?: { body?: unknown; querystring?: unknown; params?: unknown };
    }[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Log lines carry the request id, method, the route *pattern* (never the raw URL, which can hold
 * tokens or personal data in the path or query), status and time. Bodies and headers are never
 * logged.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: (req) => ({ method: req.method, route: req.routeOptions?.url ?? 'unmatched' }),
      res: (res) => ({ statusCode: res.statusCode }),
      // Any `{ err }` logged anywhere: type, codes and frames, never values (lib/loggable-error.ts).
      err: errSerializer,
    },
  };
}

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    // A hop count is valid for Fastify (proxy-addr) although its typings list only boolean/string.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The tests compare each answer's forward parse with its encoding (lib/response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler({ compare: config.NODE_ENV === 'test' }));
  app.decorate('config', config);
  const routeTable: App['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        permission: route.config?.permission,
        schema: {
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
        },
      });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  // External plugins.
  await app.register(cookie);
  await app.register(formbody);
  // App plugins.
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { database: opts.database });
  await app.register(sharedStatePlugin, { config });
  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { sessionCacheMs: config.SESSION_CACHE_MS });
  await app.register(maintenancePlugin);
  await app.register(mailerPlugin, { config });
  await app.register(jobsPlugin, { config, database: opts.database });
  await app.register(filesPlugin, { config });
  await app.register(openapiPlugin);

  app.get('/healthz', { schema: { hide: true }, config: { access: 'system' } }, async (_request, reply) => {
    try {
      await opts.database.db.execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(v1);
  defineJobs(app);
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
