/**
 * A short-lived in-process cache of verified sessions, so that a busy client does not cost a
 * database round trip per request. An entry is keyed by (uid, client) and only answers for the
 * exact token that was verified. Sign-out and revocations in this process evict at once; another
 * process notices a revocation within `ttlMs` (the price of not asking the database every time,
 * kept to a few seconds).
 */
import { createHash } from 'node:crypto';

interface Entry<T> {
  tokenSha256: string;
  value: T;
  expiresAt: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  private static key(uid: string, client: string) {
    return `${uid.trim().toLowerCase()}\u0000${client}`;
  }

  static hash(token: string) {
    return createHash('sha256').update(token).digest('hex');
  }

  get(uid: string, client: string, token: string, now = Date.now()): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = SessionCache.key(uid, client);
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.tokenSha256 === SessionCache.hash(token) ? e.value : undefined;
  }

  /** `validUntil` caps the entry at the token's own expiry. */
  set(uid: string, client: string, token: string, value: T, validUntil: number, now = Date.now()) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(SessionCache.key(uid, client), {
      tokenSha256: SessionCache.hash(token),
      value,
      expiresAt: Math.min(now + this.ttlMs, validUntil),
    });
  }

  evict(uid: string, client: string) {
    this.entries.delete(SessionCache.key(uid, client));
  }

  /** Drops every client of a user (after a password change or a role change). */
  evictUser(uid: string) {
    const prefix = `${uid.trim().toLowerCase()}\u0000`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
