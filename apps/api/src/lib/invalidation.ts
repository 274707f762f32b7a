/**
 * Evictions of in-process caches that every API process on the same database must apply: the
 * verified-session cache (sign-out, password and role changes), the people-list cache and the
 * maintenance flag. Sent
 * with the database's notifications (PostgreSQL LISTEN/NOTIFY; within the process on PGlite),
 * applied by the other processes within milliseconds. The sender has already applied its own,
 * so it skips its echo. When the LISTEN connection was lost, messages may have been missed:
 * subscribers then drop everything they cached.
 */
import { randomBytes } from 'node:crypto';
import type { Database, Unlisten } from '@mirume/db';
import type { FastifyBaseLogger } from 'fastify';

export const INVALIDATION_CHANNEL = 'mirume_invalidate';

export type Invalidation =
  /** `user` is SessionCache.userKey(uid); neither `user` nor `client`: every session of the area. */
  | { t: 'session'; area: 'company' | 'operator'; user?: string; client?: string }
  | { t: 'employees'; company: number }
  | { t: 'maintenance'; flag: boolean };

export class InvalidationBus {
  /** Tells this process's own messages from the others'. */
  private readonly id = randomBytes(9).toString('base64url');
  private readonly database: Database;
  private readonly log: FastifyBaseLogger;
  private readonly handlers = new Set<(msg: Invalidation) => void>();
  private readonly missedHandlers = new Set<() => void>();
  private readonly pending = new Set<Promise<void>>();
  private unlisten: Unlisten | null = null;

  constructor(database: Database, log: FastifyBaseLogger) {
    this.database = database;
    this.log = log;
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      INVALIDATION_CHANNEL,
      (payload) => this.receive(payload),
      () => {
        this.log.warn(
          'cache invalidations may have been missed (database connection reopened); caches cleared',
        );
        for (const h of this.missedHandlers) h();
      },
    );
  }

  /** Sends without waiting: the change is committed, and a lost message only delays its effect elsewhere. */
  publish(msg: Invalidation): void {
    const sent = this.database
      .notify(INVALIDATION_CHANNEL, JSON.stringify({ ...msg, from: this.id }))
      .catch((err: unknown) => {
        this.log.warn(
          { err },
          'cache invalidation not sent; other processes see the change when their cache expires',
        );
      })
      .finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  on(handler: (msg: Invalidation) => void): void {
    this.handlers.add(handler);
  }

  onMissed(handler: () => void): void {
    this.missedHandlers.add(handler);
  }

  private receive(payload: string) {
    let msg: (Invalidation & { from?: string }) | undefined;
    try {
      msg = JSON.parse(payload);
    } catch {
      return;
    }
    if (!msg || typeof msg !== 'object' || msg.from === this.id) return;
    for (const h of this.handlers) h(msg);
  }

  /** Lets messages in flight go out, then stops listening. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    await this.unlisten?.();
    this.unlisten = null;
  }
}
