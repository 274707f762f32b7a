/** The verified-session cache: evictions here are published for the other processes and applied from them. */
import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionEviction } from '../src/lib/session-cache.ts';

const FAR = Date.now() + 3_600_000;

describe('[AUTH] session cache', () => {
  it('publishes evictions with a hash of the uid and the client, never the token or the address', () => {
    const sent: SessionEviction[] = [];
    const cache = new SessionCache<string>(5000, { publish: (e) => sent.push(e) });
    cache.evict('Admin@Example.com', 'client-1');
    cache.evictUser('admin@example.com ');
    cache.clear();
    const user = SessionCache.userKey('admin@example.com');
    expect(sent).toEqual([{ user, client: 'client-1' }, { user }, {}]);
    expect(JSON.stringify(sent)).not.toContain('example.com');
  });

  it('applies a received eviction to one client, all of a user, or everything, without publishing it', () => {
    const sent: SessionEviction[] = [];
    const cache = new SessionCache<string>(5000, { publish: (e) => sent.push(e) });
    cache.set('a@x.test', 'c1', 't1', 'A1', FAR);
    cache.set('a@x.test', 'c2', 't2', 'A2', FAR);
    cache.set('b@x.test', 'c3', 't3', 'B3', FAR);
    cache.applyRemote({ user: SessionCache.userKey('a@x.test'), client: 'c1' });
    expect(cache.get('a@x.test', 'c1', 't1')).toBeUndefined();
    expect(cache.get('a@x.test', 'c2', 't2')).toBe('A2');
    cache.applyRemote({ user: SessionCache.userKey('A@X.test') });
    expect(cache.get('a@x.test', 'c2', 't2')).toBeUndefined();
    expect(cache.get('b@x.test', 'c3', 't3')).toBe('B3');
    cache.applyRemote({});
    expect(cache.get('b@x.test', 'c3', 't3')).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('does not cache a session read while an eviction came in', () => {
    const cache = new SessionCache<string>(5000);
    const stamp = cache.stamp();
    // …the database read is under way when a sign-out arrives from another process…
    cache.applyRemote({ user: SessionCache.userKey('a@x.test'), client: 'c1' });
    cache.set('a@x.test', 'c1', 't1', 'stale', FAR, { stamp });
    expect(cache.get('a@x.test', 'c1', 't1')).toBeUndefined();
    cache.set('a@x.test', 'c1', 't1', 'fresh', FAR, { stamp: cache.stamp() });
    expect(cache.get('a@x.test', 'c1', 't1')).toBe('fresh');
    expect(cache.get('a@x.test', 'c1', 'other-token')).toBeUndefined();
  });
});
