/**
 * The engine's answers handed out on the server's thread (engine-thread.ts `AnswerTurns`,
 * decisions/0023 "Answers handed out by lane"): one per turn of the event loop, the lane that has
 * had the fewest answers lately first, in arrival order within a lane; all at once when the thread
 * stops.
 */
import { describe, expect, it } from 'vitest';
import { AnswerTurns } from '../src/engine-thread.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('[DB] answers of the engine thread taken in turns by lane', () => {
  it('hands out one answer per turn, never in the turn it arrived', async () => {
    const turns = new AnswerTurns(() => 0);
    const order: string[] = [];
    for (const name of ['a1', 'a2', 'a3']) turns.add('a', () => order.push(name));
    expect(order).toEqual([]);
    expect(turns.queued).toBe(3);
    await turn();
    expect(order).toEqual(['a1']);
    await turn();
    await turn();
    expect(order).toEqual(['a1', 'a2', 'a3']);
    expect(turns.queued).toBe(0);
  });

  it("another lane's answer goes ahead of a busy lane's, which keep their own order", async () => {
    const turns = new AnswerTurns(() => 0);
    const order: string[] = [];
    // The busy lane has had answers lately.
    for (const name of ['b1', 'b2']) turns.add('busy', () => order.push(name));
    await turn();
    await turn();
    for (const name of ['b3', 'b4', 'b5']) turns.add('busy', () => order.push(name));
    turns.add('other', () => order.push('o1'));
    for (let i = 0; i < 4; i += 1) await turn();
    expect(order).toEqual(['b1', 'b2', 'o1', 'b3', 'b4', 'b5']);
  });

  it('two lanes that both ask much alternate', async () => {
    const turns = new AnswerTurns(() => 0);
    const order: string[] = [];
    for (const n of [1, 2, 3]) {
      turns.add('x', () => order.push(`x${n}`));
      turns.add('y', () => order.push(`y${n}`));
    }
    for (let i = 0; i < 6; i += 1) await turn();
    expect(order).toEqual(['x1', 'y1', 'x2', 'y2', 'x3', 'y3']);
  });

  it('past answers count by halves: a lane busy long ago is not held back now', async () => {
    let t = 0;
    const turns = new AnswerTurns(() => t);
    const order: string[] = [];
    for (let i = 0; i < 8; i += 1) turns.add('old', () => order.push('old'));
    for (let i = 0; i < 8; i += 1) await turn();
    // Eight answers five half-lives ago count a quarter of one; the other lane has had one now.
    t = 5000;
    turns.add('now', () => order.push('now'));
    await turn();
    turns.add('now', () => order.push('now2'));
    turns.add('old', () => order.push('old2'));
    await turn();
    expect(order.slice(-1)).toEqual(['old2']);
  });

  it('flush hands out every queued answer at once, in turn order', () => {
    const turns = new AnswerTurns(() => 0);
    const order: string[] = [];
    turns.add('a', () => order.push('a1'));
    turns.add('a', () => order.push('a2'));
    turns.add('b', () => order.push('b1'));
    turns.flush();
    expect(order).toEqual(['a1', 'b1', 'a2']);
    expect(turns.queued).toBe(0);
  });
});
