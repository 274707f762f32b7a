import {
  BLOCKS,
  type BlockSpec,
  buildSchedule,
  HELD_KEY_MS,
  type ScheduledTrial,
  ZReactionBlockPayload,
} from '@mirume/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_IN_MS, RESUME_DELAY_MS, runReactionBlock } from './reaction-block';

/**
 * The engine runs against a hand-driven clock: `frame(ts)` plays one animation frame at `ts`
 * (the time `now()` also reports), and input events carry the `timeStamp` the test gives them.
 */
let clock = 0;
let queue: FrameRequestCallback[] = [];
let root: HTMLElement;
const FRAME = 1000 / 60;

beforeEach(() => {
  clock = 0;
  queue = [];
  window.requestAnimationFrame = (cb) => {
    queue.push(cb);
    return queue.length;
  };
  window.cancelAnimationFrame = () => {
    queue = [];
  };
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  root.remove();
});

function frame(ts: number) {
  clock = ts;
  const callbacks = queue;
  queue = [];
  for (const cb of callbacks) cb(ts);
}

/** Plays frames until the next stimulus is on screen; returns its onset (the frame's time). */
function untilStimulus(limitMs = 20_000): number {
  const end = clock + limitMs;
  while (root.dataset.stimulus === 'on' && clock < end) frame(clock + FRAME);
  while (clock < end) {
    frame(clock + FRAME);
    if (root.dataset.stimulus === 'on') return clock;
  }
  throw new Error('no stimulus');
}

function stamp<E extends Event>(event: E, t: number): E {
  Object.defineProperty(event, 'timeStamp', { value: t });
  return event;
}

function key(type: 'keydown' | 'keyup', code: string, t: number, repeat = false) {
  window.dispatchEvent(stamp(new KeyboardEvent(type, { code, repeat, bubbles: true, cancelable: true }), t));
}

function tap(target: Element, t: number, pointerType = 'touch') {
  target.dispatchEvent(stamp(new PointerEvent('pointerdown', { pointerType, bubbles: true, button: 0 }), t));
}

function start(index: number, opts: { seed?: number; spec?: BlockSpec; signal?: AbortSignal } = {}) {
  const spec = opts.spec ?? (BLOCKS[index] as BlockSpec);
  const schedule: ScheduledTrial[] = buildSchedule(spec.index, opts.seed ?? 42);
  const progress: Array<[number, number | null]> = [];
  const promise = runReactionBlock({
    root,
    spec,
    schedule,
    signal: opts.signal,
    now: () => clock,
    onTrial: (done, total) => progress.push([done, total]),
  });
  return { promise, schedule, progress };
}

/** Plays frames until the block resolves. */
async function settle<T>(promise: Promise<T>, limitMs = 400_000): Promise<T> {
  let result: { value: T } | null = null;
  promise.then((value) => {
    result = { value };
  });
  const end = clock + limitMs;
  while (!result && clock < end) {
    frame(clock + FRAME);
    await Promise.resolve();
  }
  if (!result) throw new Error('block did not finish');
  return (result as { value: T }).value;
}

describe('runReactionBlock', () => {
  it('runs the simple practice: frame-synced onsets, event timestamps, a valid payload', async () => {
    const { promise, schedule, progress } = start(0);
    const rts = [250, 310, 280, 400, 330];
    for (const rt of rts) {
      const onset = untilStimulus();
      expect(root.dataset.trial).toBe(String(schedule[progress.length]?.n));
      expect(root.querySelector('.mv-stim.mv-on')).not.toBeNull();
      key('keydown', 'Space', onset + rt);
      key('keyup', 'Space', onset + rt + 90);
      expect(root.dataset.stimulus).toBe('off');
      expect(root.querySelector('.mv-stim.mv-on')).toBeNull();
      // Practice shows the reaction time.
      expect(root.querySelector('.mv-feedback')?.textContent).toBe(`${rt}ミリ秒`);
    }
    const payload = await settle(promise);
    expect(ZReactionBlockPayload.parse(payload)).toEqual(payload);
    expect(payload.block_id).toBe('practice_simple');
    expect(payload.input).toBe('keyboard');
    expect(payload.trials.map((t) => (t.responses[0]?.t ?? 0) - t.onset)).toEqual(rts);
    expect(payload.trials.map((t) => t.stim)).toEqual(schedule.map((t) => t.stim));
    expect(payload.trials.every((t) => t.window === 1500 && !t.voided)).toBe(true);
    expect(payload.anticipations).toEqual([]);
    expect(progress).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
    // The engine leaves nothing behind.
    expect(root.childElementCount).toBe(0);
  });

  it('waits the lead-in and the scheduled interval before the first stimulus', async () => {
    const { schedule } = start(0);
    const onset = untilStimulus();
    const due = LEAD_IN_MS + (schedule[0] as ScheduledTrial).isi;
    expect(onset).toBeGreaterThanOrEqual(due);
    expect(onset - due).toBeLessThan(FRAME);
  });

  it('records presses without a stimulus as anticipations and says はやすぎます', async () => {
    const { promise } = start(1);
    untilStimulus();
    key('keydown', 'Space', clock + 300);
    key('keyup', 'Space', clock + 380);
    frame(clock + FRAME);
    // Between trials: nothing on screen.
    key('keydown', 'Space', clock + 10);
    expect(root.querySelector('.mv-feedback')?.textContent).toBe('はやすぎます');
    const payload = await settle(promise);
    expect(payload.anticipations).toHaveLength(1);
    expect(payload.anticipations[0]).toMatchObject({
      kind: 'keydown',
      key: 'Space',
      choice: null,
      trusted: false,
    });
    expect(payload.trials[0]?.responses).toHaveLength(1);
    expect(ZReactionBlockPayload.safeParse(payload).success).toBe(true);
  });

  it('counts a response within FALSE_START_MS of onset as too early in scored simple blocks', async () => {
    const { promise } = start(1);
    const onset = untilStimulus();
    key('keydown', 'Space', onset + 60);
    expect(root.querySelector('.mv-feedback')?.textContent).toBe('はやすぎます');
    key('keyup', 'Space', onset + 120);
    const next = untilStimulus();
    key('keydown', 'Space', next + 300);
    // A normal response in a scored block shows nothing.
    expect((root.querySelector('.mv-feedback') as HTMLElement).style.visibility).toBe('hidden');
    const payload = await settle(promise);
    expect(payload.trials[0]?.responses.map((r) => r.t - onset)).toEqual([60]);
  });

  it('ignores presses during the lead-in', async () => {
    const { promise } = start(0);
    key('keydown', 'Space', 100);
    key('keyup', 'Space', 150);
    for (let i = 0; i < 5; i++) untilStimulus();
    const payload = await settle(promise);
    expect(payload.anticipations).toEqual([]);
  });

  it('blocks auto-repeat and records a key held longer than HELD_KEY_MS', async () => {
    const { promise } = start(0);
    const onset = untilStimulus();
    key('keydown', 'Space', onset + 200);
    for (let i = 1; i <= 6; i++) key('keydown', 'Space', onset + 200 + 500 + i * 33, true);
    key('keyup', 'Space', onset + 200 + HELD_KEY_MS + 500);
    const payload = await settle(promise);
    expect(payload.repeats_blocked).toBe(6);
    expect(payload.held_keys).toEqual([
      { key: 'Space', down: onset + 200, up: onset + 200 + HELD_KEY_MS + 500 },
    ]);
    // The repeats never became responses.
    expect(payload.trials[0]?.responses).toHaveLength(1);
    expect(payload.anticipations).toEqual([]);
  });

  it('closes a trial as a miss when its window passes', async () => {
    const { promise } = start(0);
    const onset = untilStimulus();
    while (root.dataset.stimulus === 'on') frame(clock + FRAME);
    expect(clock - onset).toBeGreaterThanOrEqual(1500);
    expect(root.querySelector('.mv-feedback')?.textContent).toBe('時間切れです');
    const payload = await settle(promise);
    expect(payload.trials[0]?.responses).toEqual([]);
  });

  it('answers choice blocks with D F J K, the arrows, 1–4 and taps on the boxes', async () => {
    const { promise, schedule } = start(2);
    const codes = ['KeyD', 'KeyF', 'KeyJ', 'KeyK'];
    for (let i = 0; i < 8; i++) {
      const stim = (schedule[i] as ScheduledTrial).stim;
      const onset = untilStimulus();
      expect(root.querySelector(`[data-box="${stim}"] .mv-stim`)?.classList.contains('mv-on')).toBe(true);
      if (i === 0) key('keydown', codes[stim] as string, onset + 400);
      else if (i === 1)
        key('keydown', ['ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight'][stim] as string, onset + 400);
      else if (i === 2) key('keydown', `Digit${stim + 1}`, onset + 400);
      else if (i === 3) tap(root.querySelector(`[data-box="${(stim + 1) % 4}"]`) as Element, onset + 400);
      else tap(root.querySelector(`[data-box="${stim}"]`) as Element, onset + 450);
      if (i === 3) expect(root.querySelector('.mv-feedback')?.textContent).toBe('ちがうボックスです');
      if (i === 4) expect(root.querySelector('.mv-feedback')?.textContent).toBe('正解です');
      key('keyup', 'KeyD', onset + 480);
    }
    const payload = await settle(promise);
    expect(ZReactionBlockPayload.parse(payload).trials).toHaveLength(8);
    const choices = payload.trials.map((t) => t.responses[0]?.choice);
    const stims = schedule.map((t) => t.stim);
    expect(choices[0]).toBe(stims[0]);
    expect(choices[1]).toBe(stims[1]);
    expect(choices[2]).toBe(stims[2]);
    expect(choices[3]).toBe(((stims[3] as number) + 1) % 4);
    expect(choices.slice(4)).toEqual(stims.slice(4));
    expect(payload.trials[4]?.responses[0]).toMatchObject({ kind: 'pointerdown', key: 'touch' });
    expect(payload.input).toBe('touch');
  });

  it('ignores keys that do not answer the block and shortcuts with modifiers', async () => {
    const { promise } = start(0);
    const onset = untilStimulus();
    key('keydown', 'KeyJ', onset + 150);
    window.dispatchEvent(stamp(new KeyboardEvent('keydown', { code: 'Space', ctrlKey: true }), onset + 160));
    expect(root.dataset.stimulus).toBe('on');
    key('keydown', 'Space', onset + 200);
    const payload = await settle(promise);
    expect(payload.trials[0]?.responses.map((r) => r.t - onset)).toEqual([200]);
  });

  it('shows go and no-go shapes and takes taps on the pad', async () => {
    const { promise, schedule } = start(4);
    let pressed = 0;
    for (const trial of schedule) {
      const onset = untilStimulus();
      const shape = (root.querySelector('.mv-stim.mv-on') as HTMLElement).dataset.shape;
      expect(shape).toBe(trial.stim === 0 ? 'go' : 'nogo');
      if (trial.stim === 0) {
        tap(root.querySelector('[data-pad]') as Element, onset + 350, 'mouse');
        pressed += 1;
      }
    }
    const payload = await settle(promise);
    expect(payload.trials).toHaveLength(60);
    expect(payload.trials.filter((t) => t.responses.length > 0)).toHaveLength(pressed);
    expect(payload.trials.filter((t) => t.stim === 1).every((t) => t.responses.length === 0)).toBe(true);
    expect(payload.input).toBe('mouse');
    expect(ZReactionBlockPayload.safeParse(payload).success).toBe(true);
  });

  it('shrinks the pressure window after a correct answer and widens it after a miss or error', async () => {
    const spec = BLOCKS[5] as BlockSpec;
    const p = spec.pressure as NonNullable<BlockSpec['pressure']>;
    const { promise, schedule } = start(5);
    const plan: Array<'right' | 'wrong' | 'miss'> = ['right', 'right', 'right', 'wrong', 'miss', 'right'];
    for (const [i, what] of plan.entries()) {
      const onset = untilStimulus();
      const stim = (schedule[i] as ScheduledTrial).stim;
      if (what === 'right') key('keydown', ['KeyD', 'KeyF', 'KeyJ', 'KeyK'][stim] as string, onset + 300);
      if (what === 'wrong')
        key('keydown', ['KeyD', 'KeyF', 'KeyJ', 'KeyK'][(stim + 2) % 4] as string, onset + 300);
      if (what === 'miss') while (root.dataset.stimulus === 'on') frame(clock + FRAME);
      key('keyup', 'KeyD', onset + 320);
      key('keyup', 'KeyF', onset + 320);
      key('keyup', 'KeyJ', onset + 320);
      key('keyup', 'KeyK', onset + 320);
    }
    let expected = p.startMs;
    const windows: number[] = [];
    for (const what of plan) {
      windows.push(Math.round(expected));
      expected =
        what === 'right'
          ? Math.max(p.minMs, expected * (1 - p.step))
          : Math.min(p.maxMs, expected * (1 + p.step));
    }
    const payload = await settle(promise);
    expect(payload.trials.slice(0, plan.length).map((t) => t.window)).toEqual(windows);
    expect(windows[1]).toBeLessThan(windows[0] as number);
    expect(windows[5]).toBeGreaterThan(windows[4] as number);
    // Timed: the block ends after its duration, well before the 400 scheduled trials.
    expect(payload.trials.length).toBeLessThan(400);
    expect(payload.t_end - payload.t_start).toBeGreaterThanOrEqual(60_000 + LEAD_IN_MS);
    expect(ZReactionBlockPayload.safeParse(payload).success).toBe(true);
  });

  it('keeps the pressure window within its bounds', async () => {
    const spec = BLOCKS[5] as BlockSpec;
    const p = spec.pressure as NonNullable<BlockSpec['pressure']>;
    const { promise, schedule } = start(5);
    for (let i = 0; i < 40; i++) {
      const onset = untilStimulus();
      const stim = (schedule[i] as ScheduledTrial).stim;
      key('keydown', `Digit${stim + 1}`, onset + 200);
      key('keyup', `Digit${stim + 1}`, onset + 220);
    }
    const payload = await settle(promise);
    const windows = payload.trials.map((t) => t.window);
    expect(Math.min(...windows)).toBe(p.minMs);
    // All later trials were misses: the window grows back, never past its maximum.
    expect(Math.max(...windows.slice(40))).toBe(p.maxMs);
  });

  it('voids a trial when focus is lost, pauses, and does not count the pause against the block', async () => {
    const { promise } = start(6);
    untilStimulus();
    window.dispatchEvent(new Event('blur'));
    expect(root.dataset.stimulus).toBe('off');
    expect(root.dataset.paused).toBe('true');
    const pausedAt = clock;
    // No stimulus while paused, however long.
    for (let i = 0; i < 600; i++) frame(clock + FRAME);
    expect(root.dataset.stimulus).toBe('off');
    key('keydown', 'Space', clock);
    key('keyup', 'Space', clock + 50);
    window.dispatchEvent(new Event('focus'));
    const pauseMs = clock - pausedAt;
    const payload = await settle(promise);
    expect(payload.trials[0]?.voided).toBe(true);
    expect(payload.trials.slice(1).every((t) => !t.voided)).toBe(true);
    expect(payload.page_events.map((e) => e.type)).toEqual(['blur', 'focus']);
    expect(payload.anticipations).toEqual([]);
    expect(payload.t_end - payload.t_start).toBeGreaterThanOrEqual(
      60_000 + LEAD_IN_MS + pauseMs + RESUME_DELAY_MS,
    );
  });

  it('records the page being hidden and shown', async () => {
    const { promise } = start(0);
    untilStimulus();
    const state = { value: 'hidden' };
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state.value });
    document.dispatchEvent(new Event('visibilitychange'));
    state.value = 'visible';
    frame(clock + 5000);
    document.dispatchEvent(new Event('visibilitychange'));
    for (let i = 0; i < 5; i++) {
      const onset = untilStimulus();
      key('keydown', 'Space', onset + 300);
      key('keyup', 'Space', onset + 350);
      if (root.dataset.trial === '4') break;
    }
    const payload = await settle(promise);
    Reflect.deleteProperty(document, 'visibilityState');
    expect(payload.page_events.map((e) => e.type)).toEqual(['hidden', 'visible']);
    expect(payload.trials[0]?.voided).toBe(true);
    expect(payload.trials).toHaveLength(5);
  });

  it('rejects with an AbortError on abort and stops listening', async () => {
    const controller = new AbortController();
    const { promise } = start(0, { signal: controller.signal });
    untilStimulus();
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(root.childElementCount).toBe(0);
    expect(queue).toEqual([]);
    // Still-dispatched input has no effect (nothing left to throw or to record into).
    key('keydown', 'Space', clock + 100);
    expect(root.dataset.stimulus).toBe('off');
  });

  it('rejects at once for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(start(0, { signal: controller.signal }).promise).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
