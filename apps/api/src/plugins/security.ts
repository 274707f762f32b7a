/**
 * Security headers for every answer, with a CSP the built web app passes (no inline scripts;
 * inline styles are needed by the CSS-in-JS of MUI), `no-store` on API answers since they carry
 * personal data, and a general per-address rate limit: counted in Redis when REDIS_URL is set
 * (shared by every API process), else in this process's memory (each process counts its own).
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * With the S3 driver the browser sends uploads (and fetches downloads) straight to the bucket,
 * so its origin must be allowed to connect (decision 0018).
 */
export function fileStorageOrigins(config: Config): string[] {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT) return [];
  const endpoint = new URL(config.S3_ENDPOINT);
  if (config.S3_FORCE_PATH_STYLE) return [endpoint.origin];
  return [`${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`];
}

export default fp(
  async function security(app: FastifyInstance, opts: { config: Config }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...CONTENT_SECURITY_POLICY,
          connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...fileStorageOrigins(opts.config)],
          ...(opts.config.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Same-origin app: no cross-origin embedding or opener.
      crossOriginEmbedderPolicy: false,
      hsts: opts.config.isProduction,
    });

    if (opts.config.RATE_LIMIT_PER_MINUTE > 0) {
      await app.register(rateLimit, {
        max: opts.config.RATE_LIMIT_PER_MINUTE,
        timeWindow: 60_000,
        // request.ip honours X-Forwarded-For only when TRUST_PROXY is configured.
        keyGenerator: (request) => request.ip,
        allowList: (request) => !request.url.startsWith('/api/'),
        ...(app.redis
          ? {
              redis: app.redis,
              nameSpace: `${opts.config.REDIS_KEY_PREFIX}rate:`,
              // A flood guard must not take the API down with Redis: while Redis does not answer,
              // calls pass (the sign-in limits still hold, in Redis or failing closed).
              skipOnError: true,
            }
          : {}),
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security', dependencies: ['shared-state'] },
);
