/**
 * Messages between the API processes that share one database, for evicting in-process caches
 * (verified sessions, list pages) everywhere at once.
 *
 * - PostgreSQL: `LISTEN` on one dedicated connection per process (a pooled connection would be
 *   handed to other queries), `pg_notify` through the pool. A lost connection is reopened with
 *   backoff and its channels listened again; messages sent meanwhile are lost, so subscribers are
 *   told (`onMissed`) and drop what they cached.
 * - PGlite is one process: messages go to the handlers of this process, no database round trip.
 *
 * Payloads are not secret from the database's operators (they can appear in its logs); callers
 * send identifiers or hashes, never tokens.
 */
import pg from 'pg';

export type Unlisten = () => Promise<void>;

export interface Notifier {
  /** Calls `onMessage` for every message on the channel, of this process and of the others. */
  listen(channel: string, onMessage: (payload: string) => void, onMissed?: () => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

interface Subscription {
  onMessage: (payload: string) => void;
  onMissed?: () => void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** A handler's error must neither stop the other handlers nor crash the listener connection. */
function safely(fn: () => void) {
  try {
    fn();
  } catch (err) {
    process.emitWarning(`notification handler failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

class Subscriptions {
  readonly byChannel = new Map<string, Set<Subscription>>();

  /** Adds a subscription; true when it is the channel's first. */
  add(channel: string, sub: Subscription): boolean {
    const set = this.byChannel.get(channel);
    if (set) {
      set.add(sub);
      return false;
    }
    this.byChannel.set(channel, new Set([sub]));
    return true;
  }

  /** Removes a subscription; true when the channel has none left. */
  remove(channel: string, sub: Subscription): boolean {
    const set = this.byChannel.get(channel);
    if (!set?.delete(sub) || set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, payload: string) {
    for (const sub of [...(this.byChannel.get(channel) ?? [])]) safely(() => sub.onMessage(payload));
  }

  missed() {
    for (const set of this.byChannel.values()) for (const sub of set) if (sub.onMissed) safely(sub.onMissed);
  }
}

/** The embedded database: one process, so messages stay in it (delivered after the caller's turn). */
export function localNotifier(): Notifier {
  const subs = new Subscriptions();
  return {
    async listen(channel, onMessage, onMissed) {
      checkChannel(channel);
      const sub = { onMessage, onMissed };
      subs.add(channel, sub);
      return async () => {
        subs.remove(channel, sub);
      };
    },
    async notify(channel, payload) {
      checkChannel(channel);
      queueMicrotask(() => subs.deliver(channel, payload));
    },
    async close() {
      subs.byChannel.clear();
    },
  };
}

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5000;

/** PostgreSQL: a dedicated LISTEN connection, opened on the first `listen` and reopened when lost. */
export function postgresNotifier(connectionString: string, pool: pg.Pool): Notifier {
  const subs = new Subscriptions();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RETRY_MIN_MS;
  let closed = false;

  const listenSql = (c: pg.Client, channel: string) => `listen ${c.escapeIdentifier(channel)}`;

  async function open(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => subs.deliver(msg.channel, msg.payload ?? ''));
    // Both events may come for one loss (terminated backend, network, server restart).
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      for (const channel of subs.byChannel.keys()) await c.query(listenSql(c, channel));
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    return c;
  }

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (retryTimer || closed || subs.byChannel.size === 0) return;
    retryTimer = setTimeout(async () => {
      try {
        const c = await open();
        retryTimer = null;
        if (closed) {
          await c.end();
          return;
        }
        client = c;
        retryMs = RETRY_MIN_MS;
        // Messages sent while the connection was down never arrive: subscribers start afresh.
        subs.missed();
      } catch (err) {
        retryTimer = null;
        process.emitWarning(`LISTEN connection failed, retrying: ${(err as Error).message}`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      }
    }, retryMs);
    retryTimer.unref();
  }

  /** The open connection, or null while a reconnection is pending (it listens to every channel). */
  async function connection(): Promise<pg.Client | null> {
    if (client) return client;
    if (retryTimer) return null;
    opening ??= open()
      .then((c) => {
        client = c;
        return c;
      })
      .finally(() => {
        opening = null;
      });
    return opening;
  }

  async function closeConnection() {
    const c = client;
    client = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    await c?.end().catch(() => {});
  }

  return {
    async listen(channel, onMessage, onMissed) {
      checkChannel(channel);
      if (closed) throw new Error('database is closed');
      const sub = { onMessage, onMissed };
      if (subs.add(channel, sub)) {
        try {
          const c = await connection();
          if (c) await c.query(listenSql(c, channel));
        } catch (err) {
          subs.remove(channel, sub);
          throw err;
        }
      }
      return async () => {
        if (!subs.remove(channel, sub)) return;
        if (subs.byChannel.size === 0) await closeConnection();
        else if (client) await client.query(`unlisten ${client.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      subs.byChannel.clear();
      await opening?.catch(() => {});
      await closeConnection();
    },
  };
}
