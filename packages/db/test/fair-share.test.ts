/**
 * The embedded engine shared out between lanes (fair-share.ts, decisions/0023 "One engine shared
 * fairly"): one unit at a time; the waiting lane that has had the least engine time lately goes
 * next; past time is forgotten by halves; failures reach their caller and do not stop the queue.
 */
import { describe, expect, it } from 'vitest';
import {
  asListRead,
  currentLane,
  DEFAULT_LANE,
  FairShare,
  inLane,
  inListRead,
  setLane,
} from '../src/fair-share.ts';

/** A clock the test moves by hand, and units that take as long as the test says. */
function setup(halfLifeMs = 1000) {
  let t = 0;
  const share = new FairShare({ halfLifeMs, now: () => t });
  const order: string[] = [];
  let running = 0;
  let most = 0;
  /** A unit in `lane` that takes `ms` of the clock; resolves to its name. */
  const unit = (lane: string, name: string, ms: number) =>
    inLane(lane, () =>
      share.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(name);
        await Promise.resolve();
        t += ms;
        running -= 1;
        return name;
      }),
    );
  return {
    share,
    order,
    unit,
    most: () => most,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('[FAIR] one engine shared between lanes', () => {
  it('runs one unit at a time and answers each caller with its own result', async () => {
    const { unit, most } = setup();
    const results = await Promise.all([unit('a', 'a1', 5), unit('a', 'a2', 5), unit('b', 'b1', 5)]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(most()).toBe(1);
  });

  it('a lane that has had little of the engine goes ahead of one that has had much', async () => {
    const { unit, order } = setup();
    // The busy lane's long statement is under way when the others queue theirs.
    const all = [unit('busy', 'busy1', 40), unit('busy', 'busy2', 40), unit('busy', 'busy3', 40)];
    all.push(unit('small', 'small1', 2), unit('small', 'small2', 2));
    await Promise.all(all);
    expect(order).toEqual(['busy1', 'small1', 'small2', 'busy2', 'busy3']);
  });

  it('two busy lanes take turns by the time they have had', async () => {
    const { unit, order } = setup();
    const all = [
      unit('a', 'a1', 30),
      unit('b', 'b1', 10),
      unit('b', 'b2', 10),
      unit('b', 'b3', 10),
      unit('a', 'a2', 30),
    ];
    await Promise.all(all);
    // After a1 (30 ms) lane b runs until it has had as much: b1, b2, b3 (30 ms); then a2.
    expect(order).toEqual(['a1', 'b1', 'b2', 'b3', 'a2']);
  });

  it('past engine time counts by halves: a lane busy long ago is not held back now', async () => {
    const { unit, order, advance } = setup(100);
    await unit('old', 'old1', 80); // 80 ms, then 1 s passes: 10 half-lives, under 0.1 ms left
    advance(1000);
    await unit('recent', 'recent1', 5); // 5 ms just now
    const all = [unit('x', 'x1', 1), unit('recent', 'recent2', 1), unit('old', 'old2', 1)];
    await Promise.all(all);
    // x (nothing had) first, then old (≈0.1 ms left) before recent (≈5 ms).
    expect(order.slice(2)).toEqual(['x1', 'old2', 'recent2']);
  });

  it('forgets idle lanes once their time has faded', async () => {
    const { share, unit, advance } = setup(100);
    await Promise.all([unit('a', 'a1', 10), unit('b', 'b1', 10)]);
    expect(share.laneCount).toBe(2);
    advance(2000);
    await unit('c', 'c1', 1);
    for (let i = 0; i < 3; i += 1) await new Promise((r) => setImmediate(r));
    expect(share.laneCount).toBe(1);
  });

  it('a failing unit rejects its own caller only, and the queue goes on', async () => {
    const { share, unit } = setup();
    const failing = inLane('a', () => share.run(() => Promise.reject(new Error('boom'))));
    const throwing = inLane('a', () =>
      share.run(() => {
        throw new Error('at once');
      }),
    );
    const after = unit('b', 'b1', 1);
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('at once');
    await expect(after).resolves.toBe('b1');
  });

  it('the background lane yields to a waiting request lane, and still takes a turn every 100 ms', async () => {
    const { unit, order } = setup();
    // The busy company has had the engine a while: by engine time alone, the job queue's burst of
    // short statements (nothing had lately) would run all of it before the company's next one.
    await unit('busy', 'warm', 300);
    const all = [unit('busy', 'busy1', 30)];
    for (let i = 0; i < 10; i += 1) all.push(unit(DEFAULT_LANE, `job${i}`, 2));
    for (let i = 2; i <= 8; i += 1) all.push(unit('busy', `busy${i}`, 30));
    await Promise.all(all);
    const jobs = Array.from({ length: 9 }, (_, i) => `job${i + 1}`);
    expect(order).toEqual([
      'warm',
      'busy1',
      // The burst queued at 300 ms; its first unit goes once it has waited 100 ms (at 420).
      'busy2',
      'busy3',
      'busy4',
      'job0',
      // The next waits 100 ms from when the last one began (420 → 520): busy8 begins at 512.
      'busy5',
      'busy6',
      'busy7',
      'busy8',
      // Nobody else waits: the rest run one after another.
      ...jobs,
    ]);
  });

  it('the background lane runs at once when no other lane waits', async () => {
    const { unit, order } = setup();
    await unit('busy', 'warm', 300);
    const all = [unit(DEFAULT_LANE, 'job0', 2), unit(DEFAULT_LANE, 'job1', 2)];
    all.push(unit(DEFAULT_LANE, 'job2', 2));
    await Promise.all(all);
    expect(order).toEqual(['warm', 'job0', 'job1', 'job2']);
  });

  it('statements outside any context run in the default lane; a context can change its lane', async () => {
    expect(currentLane()).toBe(DEFAULT_LANE);
    await inLane('anonymous', async () => {
      expect(currentLane()).toBe('anonymous');
      await Promise.resolve();
      setLane(42);
      await new Promise((r) => setTimeout(r, 1));
      expect(currentLane()).toBe(42);
    });
    setLane('ignored outside a context');
    expect(currentLane()).toBe(DEFAULT_LANE);
  });
});

describe('[FAIR] several units at once (the list reads on PostgreSQL)', () => {
  /** Units that run until the test ends them, on a share with two places. */
  function places(perLane?: number, perLaneFromMs?: number, perLaneAlone?: number) {
    let t = 0;
    const share = new FairShare({ concurrency: 2, perLane, perLaneFromMs, perLaneAlone, now: () => t });
    const started: string[] = [];
    const end = new Map<string, () => void>();
    let running = 0;
    let most = 0;
    const unit = (lane: string, name: string) =>
      inLane(lane, () =>
        share.run(
          () =>
            new Promise<string>((resolve) => {
              running += 1;
              most = Math.max(most, running);
              started.push(name);
              end.set(name, () => {
                t += 10;
                running -= 1;
                resolve(name);
              });
            }),
        ),
      );
    /** Ends a running unit, then lets the share choose the next (on the event loop's next turn). */
    const finish = async (name: string) => {
      end.get(name)?.();
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
    };
    return { unit, started, finish, most: () => most };
  }

  it('runs two at a time, each caller answered with its own result', async () => {
    const { unit, started, finish, most } = places();
    const all = ['a1', 'a2', 'a3', 'a4'].map((name) => unit('a', name));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'a2']);
    for (const name of ['a1', 'a2', 'a3', 'a4']) await finish(name);
    expect(await Promise.all(all)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(most()).toBe(2);
  });

  it("another lane's unit takes the first free place, ahead of the busy lane's queue", async () => {
    const { unit, started, finish } = places();
    const busy = ['b1', 'b2', 'b3', 'b4'].map((name) => unit('busy', name));
    const small = unit('small', 's1');
    await new Promise((r) => setImmediate(r));
    // Both places are taken: it waits, as the busy lane's others do.
    expect(started).toEqual(['b1', 'b2']);
    await finish('b1');
    expect(started).toEqual(['b1', 'b2', 's1']);
    await finish('s1');
    expect(started).toEqual(['b1', 'b2', 's1', 'b3']);
    for (const name of ['b2', 'b3', 'b4']) await finish(name);
    expect(await small).toBe('s1');
    expect(await Promise.all(busy)).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('a unit that arrives while a place is free and nobody waits starts at once', async () => {
    const { unit, started, finish } = places();
    const first = unit('a', 'a1');
    expect(started).toEqual(['a1']);
    const second = unit('b', 'b1');
    expect(started).toEqual(['a1', 'b1']);
    await finish('a1');
    await finish('b1');
    expect(await Promise.all([first, second])).toEqual(['a1', 'b1']);
  });

  it('with one place per lane, a busy lane keeps one place and leaves the other free', async () => {
    const { unit, started, finish, most } = places(1);
    const busy = ['b1', 'b2', 'b3'].map((name) => unit('busy', name));
    await new Promise((r) => setImmediate(r));
    // The second place stays free although the busy lane waits.
    expect(started).toEqual(['b1']);
    // Another lane's unit takes it at once, without waiting for b1.
    const small = unit('small', 's1');
    expect(started).toEqual(['b1', 's1']);
    await finish('b1');
    expect(started).toEqual(['b1', 's1', 'b2']);
    // The busy lane still runs one at a time, though a place is free again.
    await finish('s1');
    expect(started).toEqual(['b1', 's1', 'b2']);
    for (const name of ['b2', 'b3']) await finish(name);
    expect(await small).toBe('s1');
    expect(await Promise.all(busy)).toEqual(['b1', 'b2', 'b3']);
    expect(most()).toBe(2);
  });

  it('with one place per lane, two busy lanes run side by side and a third waits for a place', async () => {
    const { unit, started, finish } = places(1);
    const a = ['a1', 'a2'].map((name) => unit('a', name));
    const b = ['b1', 'b2'].map((name) => unit('b', name));
    const c = unit('c', 'c1');
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'b1']);
    // a1 ends: c has had nothing and takes the place ahead of a's second unit.
    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'c1']);
    for (const name of ['b1', 'c1']) await finish(name);
    expect(started.slice(3).sort()).toEqual(['a2', 'b2']);
    for (const name of ['a2', 'b2']) await finish(name);
    expect(await Promise.all([...a, ...b, c])).toEqual(['a1', 'a2', 'b1', 'b2', 'c1']);
  });

  it('a lane with a unit under way is not forgotten, so its cap holds', async () => {
    // The lane's engine time is nil (the clock stands still) while its first unit runs: it must
    // still count that unit when its next one asks.
    const { unit, started, finish } = places(1);
    const first = unit('a', 'a1');
    const other = unit('b', 'b1');
    await finish('b1');
    const second = unit('a', 'a2');
    expect(started).toEqual(['a1', 'b1']);
    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'a2']);
    await finish('a2');
    expect(await Promise.all([first, other, second])).toEqual(['a1', 'b1', 'a2']);
  });

  it('a lane that has had little lately takes both places; past the threshold, one', async () => {
    // Each unit adds 10 ms of engine time; the cap holds from 15 ms.
    const { unit, started, finish } = places(1, 15);
    const a = ['a1', 'a2', 'a3', 'a4'].map((name) => unit('a', name));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'a2']);
    await finish('a1');
    // 10 ms so far: still below, so a3 takes the place a1 left.
    expect(started).toEqual(['a1', 'a2', 'a3']);
    await finish('a2');
    // 20 ms: a4 waits for a3 although a place is free, and another lane finds it at once.
    expect(started).toEqual(['a1', 'a2', 'a3']);
    const b = unit('b', 'b1');
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1']);
    for (const name of ['b1', 'a3', 'a4']) await finish(name);
    expect(await Promise.all([...a, b])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
  });

  it("a light lane's second unit takes the busy lane's place when it ends; the busy lane keeps one", async () => {
    const { unit, started, finish, most } = places(1, 15);
    // The busy lane runs past the threshold first.
    for (const name of ['b1', 'b2']) {
      const done = unit('busy', name);
      await finish(name);
      await done;
    }
    const busy = ['b3', 'b4'].map((name) => unit('busy', name));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['b1', 'b2', 'b3']);
    const light = ['s1', 's2'].map((name) => unit('small', name));
    // s1 takes the free place at once; s2 waits, and is chosen ahead of b4 when b3 ends.
    expect(started).toEqual(['b1', 'b2', 'b3', 's1']);
    await finish('b3');
    expect(started).toEqual(['b1', 'b2', 'b3', 's1', 's2']);
    // Both places are the light lane's now; b4 runs once one of them ends.
    await finish('s1');
    expect(started).toEqual(['b1', 'b2', 'b3', 's1', 's2', 'b4']);
    for (const name of ['s2', 'b4']) await finish(name);
    expect(await Promise.all([...busy, ...light])).toEqual(['b3', 'b4', 's1', 's2']);
    expect(most()).toBe(2);
  });

  it('a busy lane takes a second place while no other lane reads a list, and one while one does', async () => {
    // Two places, one per lane while another lane reads, both while none does.
    const { unit, started, finish, most } = places(1, 0, 2);
    const busy = ['b1', 'b2', 'b3', 'b4', 'b5'].map((name) => unit('busy', name));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['b1', 'b2']);
    // Another lane's list read begins: its statement waits for the first place to free, and the
    // busy lane keeps one place from then on, leaving the other to the reader.
    let endRead: () => void = () => {};
    const read = inLane('small', () =>
      asListRead(async () => {
        const answer = await unit('small', 's1');
        await new Promise<void>((r) => {
          endRead = r;
        });
        return answer;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['b1', 'b2']);
    await finish('b1');
    expect(started).toEqual(['b1', 'b2', 's1']);
    await finish('s1');
    // The read is still under way (between its statements): b3 waits for b2, not for a free place.
    expect(started).toEqual(['b1', 'b2', 's1']);
    await finish('b2');
    expect(started).toEqual(['b1', 'b2', 's1', 'b3']);
    // The read ends: the busy lane takes both places again from its next turn.
    endRead();
    expect(await read).toBe('s1');
    await finish('b3');
    expect(started).toEqual(['b1', 'b2', 's1', 'b3', 'b4', 'b5']);
    for (const name of ['b4', 'b5']) await finish(name);
    expect(await Promise.all(busy)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    expect(most()).toBe(2);
  });

  it('without perLaneAlone a busy lane keeps one place though no other lane reads', async () => {
    const { unit, started, finish } = places(1);
    const busy = ['b1', 'b2'].map((name) => unit('busy', name));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['b1']);
    await finish('b1');
    await finish('b2');
    expect(await Promise.all(busy)).toEqual(['b1', 'b2']);
  });

  it('marks the statements of a list read, through awaits, and no others', async () => {
    expect(inListRead()).toBe(false);
    const seen = await asListRead(async () => {
      await new Promise((r) => setTimeout(r, 1));
      return inListRead();
    });
    expect(seen).toBe(true);
    expect(inListRead()).toBe(false);
  });
});
