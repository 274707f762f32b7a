/**
 * The Redis server of the tests (TEST_REDIS_URL, default 127.0.0.1:6379). A fresh machine may
 * have none: suites that need it are skipped then, with the reason in their name. Each test file
 * uses its own key prefix and deletes only its own keys.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers a PING within half a second. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The suite's title, or why it is skipped. */
export function redisSuiteTitle(title: string, up: boolean): string {
  return up
    ? `${title} (Redis at ${TEST_REDIS_URL})`
    : `${title} — skipped: no Redis answers at ${TEST_REDIS_URL}`;
}

export function testKeyPrefix(): string {
  return `mirume-test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes the keys under `prefix` (and nothing else). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
