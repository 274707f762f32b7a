/**
 * Turn-taking of list reads per company in this process (decisions/0023). The embedded database
 * runs one statement at a time, and a PostgreSQL server has few cores: ten simultaneous list reads
 * of one big company would otherwise queue in front of every other company's request. At most
 * `listSlots` reads of one company run at once; the rest wait in that company's own queue, so a
 * burst of one company delays itself and another company's statements wait behind one statement
 * of it at most (embedded) or run beside its one statement (PostgreSQL).
 *
 * Embedded, one slot: PGlite runs each statement on this very thread, so a second read of the same
 * company never runs beside the first — it only stands in the queue in front of other companies.
 * On a PostgreSQL server two reads of a company do run at once, on two connections. A read runs as
 * a list read (`asListRead`): on PostgreSQL its statements also take turns between companies,
 * three at a time and one of a busy company (client.ts in the db package), as the embedded
 * engine's do one at a time.
 *
 * A read starts on the event loop's next turn (`setImmediate`), never at once, and a slot passes
 * to the next waiter the same way. An embedded statement runs on this very thread and resolves in
 * microtasks, so a request handled straight through would block the loop until its read is done:
 * the requests waiting in the sockets would be handled strictly one after the other, the gate
 * would never see two of them, and another company's request would wait for every request of the
 * big company that arrived before it. Deferred, every request that arrived meanwhile reaches its
 * gate first; then one read per company runs.
 */
import { asListRead } from '@mirume/db';

export const COMPANY_LIST_SLOTS = { pglite: 1, postgres: 2, thread: 2 } as const;

/**
 * Reads of one company at once. The embedded engine on its own thread (DATABASE_THREAD) takes two:
 * there the engine shares itself out by company statement by statement (engine-thread-worker.ts),
 * and a second read's statements run while one read's answer is built on the server's thread; with
 * one slot the engine waited for that. With four or ten the busy company was faster still, but
 * another company's request waited on the server's thread behind as many answers being built
 * (measured with 1, 2, 4 and 10, decisions/0023).
 */
export function listSlots(database: { kind: keyof typeof COMPANY_LIST_SLOTS; threaded?: boolean }): number {
  return database.threaded ? COMPANY_LIST_SLOTS.thread : COMPANY_LIST_SLOTS[database.kind];
}

interface Gate {
  active: number;
  waiting: (() => void)[];
}

const gates = new Map<number, Gate>();

export async function companyTurn<T>(
  app: { database: { kind: keyof typeof COMPANY_LIST_SLOTS; threaded?: boolean } },
  companyId: number,
  work: () => Promise<T>,
): Promise<T> {
  const slots = listSlots(app.database);
  let gate = gates.get(companyId);
  if (!gate) {
    gate = { active: 0, waiting: [] };
    gates.set(companyId, gate);
  }
  const g = gate;
  if (g.active >= slots) await new Promise<void>((resolve) => g.waiting.push(resolve));
  else {
    g.active += 1;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  try {
    return await asListRead(work);
  } finally {
    // The slot passes to the next waiter (active stays the same) after the event loop has read
    // what arrived meanwhile, or is freed.
    const next = g.waiting.shift();
    if (next) setImmediate(next);
    else {
      g.active -= 1;
      if (g.active === 0) gates.delete(companyId);
    }
  }
}
