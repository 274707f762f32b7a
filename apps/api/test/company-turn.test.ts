/**
 * Turn-taking of list reads per company (lib/company-turn.ts, decisions/0023): one read of a
 * company at a time on the embedded database, two on a PostgreSQL server; the rest of that
 * company's reads wait in its own queue, in order, while another company's read starts at once.
 */
import { describe, expect, it } from 'vitest';
import { companyTurn } from '../src/lib/company-turn.ts';

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function burst(kind: 'pglite' | 'postgres') {
  const app = { database: { kind } };
  const running = new Set<string>();
  let most = 0;
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate>>();
  const read = (company: number, name: string) => {
    const g = gate();
    gates.set(name, g);
    return companyTurn(app, company, async () => {
      started.push(name);
      running.add(name);
      most = Math.max(most, [...running].filter((n) => n.startsWith(`${company}:`)).length);
      await g.opened;
      running.delete(name);
      return name;
    });
  };
  const big = [1, 2, 3, 4].map((i) => read(1, `1:${i}`));
  const other = read(2, '2:1');
  await new Promise((r) => setTimeout(r, 10));
  const startedBeforeAnyEnded = [...started];
  // Let everything finish, in the order the reads were asked for.
  const done = Promise.all([...big, other]);
  for (const name of ['2:1', '1:1', '1:2', '1:3', '1:4']) {
    gates.get(name)?.open();
    await new Promise((r) => setTimeout(r, 5));
  }
  return { results: await done, most, started, startedBeforeAnyEnded };
}

describe('[TURN] list reads take turns per company', () => {
  it('embedded: one read of a company at a time, in order; another company is not held up', async () => {
    const { results, most, started, startedBeforeAnyEnded } = await burst('pglite');
    expect(most).toBe(1);
    expect(startedBeforeAnyEnded).toEqual(['1:1', '2:1']);
    expect(started.filter((n) => n.startsWith('1:'))).toEqual(['1:1', '1:2', '1:3', '1:4']);
    expect(results).toEqual(['1:1', '1:2', '1:3', '1:4', '2:1']);
  });

  it('PostgreSQL: two reads of a company at a time', async () => {
    const { most, startedBeforeAnyEnded } = await burst('postgres');
    expect(most).toBe(2);
    expect(startedBeforeAnyEnded).toEqual(['1:1', '1:2', '2:1']);
  });

  it('embedded: a read that blocks the thread (as an embedded statement does) lets a later request of another company in after one read, not after the queue', async () => {
    const app = { database: { kind: 'pglite' as const } };
    const started: string[] = [];
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        // the statement runs on this thread
      }
    };
    const read = (company: number, name: string) =>
      companyTurn(app, company, async () => {
        started.push(name);
        busy(5);
        return name;
      });
    // Six requests of the big company are handled in this turn of the event loop; the other
    // company's request is read from its socket on a later turn.
    const big = [1, 2, 3, 4, 5, 6].map((i) => read(1, `1:${i}`));
    const other = new Promise<string>((resolve) => setImmediate(() => resolve(read(2, '2:1'))));
    await Promise.all([...big, other]);
    // Handed over in microtasks, all six would run before the other company's request was read.
    expect(started.indexOf('2:1')).toBeLessThanOrEqual(2);
    expect(started.filter((n) => n.startsWith('1:'))).toEqual(['1:1', '1:2', '1:3', '1:4', '1:5', '1:6']);
  });
});
