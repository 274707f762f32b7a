/**
 * A short-lived in-process cache of verified sessions, so that a busy client does not cost a
 * database round trip per request. An entry is keyed by (uid, client) and only answers for the
 * exact token that was verified.
 *
 * Evictions (sign-out, password change, role change, deletion) apply here at once and are
 * published (`publish`) for the other API processes on the same database, which apply them with
 * `applyRemote` within milliseconds (lib/invalidation.ts). Should a message be lost, an entry
 * still expires after `ttlMs`. Published evictions name the user by a hash of the uid and the
 * client id, never the token.
 */
import { createHash } from 'node:crypto';

interface Entry<T> {
  tokenSha256: string;
  value: T;
  expiresAt: number;
}

/** What to evict: one client of a user, all of a user's clients, or (neither) everything. */
export interface SessionEviction {
  /** `SessionCache.userKey(uid)`. */
  user?: string;
  client?: string;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly publish: (eviction: SessionEviction) => void;
  private generation = 0;

  constructor(
    ttlMs: number,
    opts: { maxEntries?: number; publish?: (eviction: SessionEviction) => void } = {},
  ) {
    this.ttlMs = ttlMs;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.publish = opts.publish ?? (() => {});
  }

  /** The uid as it is keyed and published: a hash, so messages carry no email address. */
  static userKey(uid: string) {
    return createHash('sha256').update(uid.trim().toLowerCase()).digest('base64url');
  }

  private static key(userKey: string, client: string) {
    return `${userKey}\u0000${client}`;
  }

  static hash(token: string) {
    return createHash('sha256').update(token).digest('hex');
  }

  /**
   * Taken before a session is read from the database and handed to `set`: an eviction that
   * arrives while the read is under way (a sign-out on another process) keeps the answer out of
   * the cache, so it cannot outlive the revocation by `ttlMs`.
   */
  stamp(): number {
    return this.generation;
  }

  get(uid: string, client: string, token: string, now = Date.now()): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = SessionCache.key(SessionCache.userKey(uid), client);
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.tokenSha256 === SessionCache.hash(token) ? e.value : undefined;
  }

  /** `validUntil` caps the entry at the token's own expiry. */
  set(
    uid: string,
    client: string,
    token: string,
    value: T,
    validUntil: number,
    opts: { stamp?: number; now?: number } = {},
  ) {
    if (this.ttlMs <= 0) return;
    if (opts.stamp !== undefined && opts.stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const now = opts.now ?? Date.now();
    this.entries.set(SessionCache.key(SessionCache.userKey(uid), client), {
      tokenSha256: SessionCache.hash(token),
      value,
      expiresAt: Math.min(now + this.ttlMs, validUntil),
    });
  }

  evict(uid: string, client: string) {
    const eviction = { user: SessionCache.userKey(uid), client };
    this.applyRemote(eviction);
    this.publish(eviction);
  }

  /** Drops every client of a user (after a password change or a role change). */
  evictUser(uid: string) {
    const eviction = { user: SessionCache.userKey(uid) };
    this.applyRemote(eviction);
    this.publish(eviction);
  }

  /** Drops every session (e.g. after a change to what every cached user carries). */
  clear() {
    this.applyRemote({});
    this.publish({});
  }

  /** Applies an eviction without publishing it (one received from another process). */
  applyRemote(eviction: SessionEviction) {
    this.generation++;
    if (eviction.user === undefined) {
      this.entries.clear();
    } else if (eviction.client !== undefined) {
      this.entries.delete(SessionCache.key(eviction.user, eviction.client));
    } else {
      const prefix = `${eviction.user}\u0000`;
      for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    }
  }

  /** Forgets everything without publishing (messages may have been missed). */
  forgetAll() {
    this.applyRemote({});
  }
}
