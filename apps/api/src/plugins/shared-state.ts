/**
 * What the API processes on one database share, so that any number of them can serve traffic
 * behind a load balancer:
 * - the attempt counters of the sign-in, password-reset and ticket-code limits (`attemptStore`):
 *   Redis with REDIS_URL, else the PostgreSQL table with DATABASE_URL, else process memory
 *   (the embedded database allows one process);
 * - cache evictions (`invalidation`): sessions and list pages evicted by one process are
 *   evicted in all of them;
 * - the Redis connection (`redis`, null without REDIS_URL), also used by the general rate limit.
 */
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AttemptLimiter, type AttemptStore, MemoryAttemptStore } from '../lib/attempt-limiter.ts';
import { PostgresAttemptStore, RedisAttemptStore } from '../lib/attempt-stores.ts';
import { InvalidationBus } from '../lib/invalidation.ts';
import type { SignInLimits } from '../services/sessions/sign-in.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    attemptStore: AttemptStore;
    signInLimits: SignInLimits;
    invalidation: InvalidationBus;
  }
}

/**
 * Fail fast when Redis is down: while the client is not connected a command fails at once (no
 * offline queue) instead of waiting for the client's reconnections, whose back-off grows to 2 s
 * each; measured before, a sign-in during an outage took 6.6 s, the next API call 10 s and the
 * next sign-in 20 s (decision 0019). The client keeps reconnecting in the background, and commands
 * work again as soon as it is back. Resolves once the first connection is made or has failed (at
 * most 1.5 s), so a request right after start does not find the client still connecting.
 */
export async function connectRedis(url: string, onError: (err: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
  // ioredis reconnects by itself; without a listener its errors would crash the process.
  redis.on('error', onError);
  // Rejects on the first error or after the time limit; either way start-up goes on.
  await once(redis, 'ready', { signal: AbortSignal.timeout(1500) }).catch(() => {});
  return redis;
}

export default fp(
  async function sharedState(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const redis = config.REDIS_URL
      ? await connectRedis(config.REDIS_URL, (err) =>
          app.log.warn({ err: { message: err.message } }, 'Redis connection error'),
        )
      : null;
    app.decorate('redis', redis);

    const store: AttemptStore = redis
      ? new RedisAttemptStore(redis, `${config.REDIS_KEY_PREFIX}attempts:`)
      : app.database.kind === 'postgres'
        ? new PostgresAttemptStore(app.db)
        : new MemoryAttemptStore();
    app.decorate('attemptStore', store);
    const windowMs = config.SIGN_IN_WINDOW_SECONDS * 1000;
    app.decorate('signInLimits', {
      perPair: new AttemptLimiter(
        store,
        'sign-in-pair',
        config.SIGN_IN_ATTEMPTS_PER_ACCOUNT_AND_IP,
        windowMs,
      ),
      perIp: new AttemptLimiter(store, 'sign-in-ip', config.SIGN_IN_ATTEMPTS_PER_IP, windowMs),
      perAccount: new AttemptLimiter(store, 'sign-in-account', config.SIGN_IN_ATTEMPTS_PER_ACCOUNT, windowMs),
      slow: new AttemptLimiter(store, 'sign-in-slow', 1, config.SIGN_IN_SLOW_SECONDS * 1000),
    });

    const bus = new InvalidationBus(app.database, app.log);
    await bus.start();
    app.decorate('invalidation', bus);

    app.addHook('onClose', async () => {
      await bus.stop();
      await store.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state', dependencies: ['db'] },
);
