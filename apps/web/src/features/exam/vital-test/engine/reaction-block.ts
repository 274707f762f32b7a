/**
 * Runs one reaction block of the mirumevital protocol in plain DOM and returns its raw events.
 * No React here: a re-render must never sit between a stimulus and its timestamp.
 *
 * Timing (lab.js style, DIAGNOSTICS.md "Measuring time in a browser"):
 * - Onset is the timestamp handed to the `requestAnimationFrame` callback in which the stimulus is
 *   made visible. The class toggle done in that callback is painted in that very frame, so the
 *   timestamp is the frame's start, the closest the page can know to the photons.
 * - A response is the `event.timeStamp` of its `keydown` / `pointerdown` (when the browser
 *   received the input, not when the handler ran). Both are on the `performance.now()` time line.
 * - The stimulus elements are laid out before the first trial and only toggled; offsets happen in
 *   the handler or in the frame loop, so the timing path does no layout.
 *
 * Decisions the protocol leaves open:
 * - A trial ends at its first response (or when its window passes); the next interval counts from
 *   there. Presses while no stimulus is on screen (before onset, after the response) are
 *   `anticipations`; presses during the 1 s lead-in and while paused are ignored.
 * - The page being hidden or losing focus pauses the block: a trial whose stimulus is on screen is
 *   closed `voided`, no stimulus is shown while paused, and after the page is back a short
 *   「再開します」 delay precedes a fresh interval. Paused time (and the lead-in and resume delays)
 *   does not count against a timed block's duration, so every examinee gets the full active time.
 * - Feedback: practice shows the reaction time or right/wrong; scored simple blocks show only
 *   「はやすぎます」 for a false start (the PVT convention, it stops guessing); other scored
 *   blocks show nothing, so as not to distract.
 */
import {
  type BlockSpec,
  FALSE_START_MS,
  HELD_KEY_MS,
  PROTOCOL_VERSION,
  type ScheduledTrial,
  type TReactionBlockPayload,
  type TResponseEvent,
  type TTrialRecord,
} from '@mirume/shared';
import { keyChoice } from './keys';
import { buildStage } from './stage';

export interface RunBlockOptions {
  /** The element the block draws into (the engine owns its children while the block runs). */
  root: HTMLElement;
  /** From BLOCKS. */
  spec: BlockSpec;
  /** buildSchedule(spec.index, seed). */
  schedule: ScheduledTrial[];
  /** Abort → the promise rejects with an AbortError and every listener is removed. */
  signal?: AbortSignal;
  /** Progress, called after a trial is closed (outside the timing path). */
  onTrial?: (done: number, total: number | null) => void;
  /** Defaults to performance.now. */
  now?: () => number;
}

/** Quiet time after the start button before the first interval begins. */
export const LEAD_IN_MS = 1000;
/** Quiet time after the page is back before the next interval begins. */
export const RESUME_DELAY_MS = 1500;
/** How long feedback text stays (it is also cleared at the next onset). */
export const FEEDBACK_MS = 800;

const MAX_RESPONSES = 20;
const MAX_ANTICIPATIONS = 1000;
const MAX_HELD_KEYS = 200;
const MAX_PAGE_EVENTS = 500;

type Input = TReactionBlockPayload['input'];
type Tone = 'plain' | 'warn';

const TOO_EARLY = 'はやすぎます';
const PAUSED_TEXT = '画面が切り替わったため一時停止しています。この画面に戻ると再開します。';
const RESUMING_TEXT = '再開します';

function pointerInput(pointerType: string): Input {
  return pointerType === 'touch' || pointerType === 'pen' ? pointerType : 'mouse';
}

export function runReactionBlock(opts: RunBlockOptions): Promise<TReactionBlockPayload> {
  const { root, spec, schedule, signal, onTrial } = opts;
  const now = opts.now ?? (() => performance.now());
  if (spec.kind === 'questionnaire') {
    return Promise.reject(new TypeError('questionnaire は反応ブロックではありません'));
  }
  if (signal?.aborted) return Promise.reject(new DOMException('中断されました', 'AbortError'));

  return new Promise((resolve, reject) => {
    const doc = root.ownerDocument;
    const view = doc.defaultView ?? window;
    const stage = buildStage(root, spec.kind);
    const startedAt = new Date().toISOString();
    const tStart = now();

    const trials: TTrialRecord[] = [];
    const anticipations: TResponseEvent[] = [];
    const heldKeys: TReactionBlockPayload['held_keys'] = [];
    const pageEvents: TReactionBlockPayload['page_events'] = [];
    const inputCounts: Record<Input, number> = { keyboard: 0, touch: 0, mouse: 0, pen: 0 };
    const keysDown = new Map<string, number>();
    let repeatsBlocked = 0;

    let done = false;
    let next = 0;
    let current: TTrialRecord | null = null;
    let currentEl: HTMLElement | null = null;
    let windowMs = spec.pressure?.startMs ?? spec.responseWindowMs;
    /** Responses before this time are ignored (lead-in, resume delay). */
    let quietUntil = tStart + LEAD_IN_MS;
    let dueAt = quietUntil + (schedule[0]?.isi ?? 0);
    let hidden = doc.visibilityState === 'hidden';
    let blurred = false;
    let pausedAt: number | null = hidden ? tStart : null;
    /** Time not counted against a timed block: lead-in, pauses, resume delays. */
    let excludedMs = LEAD_IN_MS;
    let feedbackUntil = 0;
    let pauseTextUntil = 0;
    let rafId = 0;

    const setFeedback = (text: string, tone: Tone, t: number) => {
      stage.feedback.textContent = text;
      stage.feedback.dataset.tone = tone;
      stage.feedback.style.visibility = 'visible';
      feedbackUntil = t + FEEDBACK_MS;
    };
    const clearFeedback = () => {
      if (feedbackUntil === 0) return;
      stage.feedback.style.visibility = 'hidden';
      feedbackUntil = 0;
    };
    const setPauseText = (text: string | null) => {
      if (text === null) {
        stage.pause.style.visibility = 'hidden';
        delete root.dataset.paused;
        return;
      }
      stage.pause.textContent = text;
      stage.pause.style.visibility = 'visible';
      root.dataset.paused = 'true';
    };

    /** Adapts the pressure window to how the trial just closed went. */
    const adapt = (trial: TTrialRecord) => {
      const p = spec.pressure;
      if (!p || trial.voided) return;
      const first = trial.responses[0];
      const rt = first ? first.t - trial.onset : null;
      const correct =
        first !== undefined &&
        rt !== null &&
        first.choice === trial.stim &&
        rt >= FALSE_START_MS &&
        rt <= trial.window;
      windowMs = correct
        ? Math.max(p.minMs, windowMs * (1 - p.step))
        : Math.min(p.maxMs, windowMs * (1 + p.step));
    };

    const feedback = (trial: TTrialRecord, t: number) => {
      if (trial.voided) return;
      const first = trial.responses[0];
      if (!spec.practice) {
        if (spec.kind === 'simple' && first && first.t - trial.onset < FALSE_START_MS)
          setFeedback(TOO_EARLY, 'warn', t);
        return;
      }
      if (!first) {
        setFeedback('時間切れです', 'warn', t);
        return;
      }
      const rt = first.t - trial.onset;
      if (rt < FALSE_START_MS) setFeedback(TOO_EARLY, 'warn', t);
      else if (spec.kind === 'simple') setFeedback(`${Math.round(rt)}ミリ秒`, 'plain', t);
      else if (first.choice === trial.stim) setFeedback('正解です', 'plain', t);
      else setFeedback('ちがうボックスです', 'warn', t);
    };

    const show = (ts: number, trial: ScheduledTrial) => {
      const el = stage.stims[trial.stim] ?? (stage.stims[0] as HTMLElement);
      el.classList.add('mv-on');
      root.dataset.stimulus = 'on';
      root.dataset.trial = String(trial.n);
      current = {
        n: trial.n,
        stim: trial.stim,
        onset: ts,
        window: Math.round(windowMs),
        responses: [],
        voided: false,
      };
      currentEl = el;
      clearFeedback();
    };

    /** Takes the stimulus off screen and files the trial; the next interval starts at `t`. */
    const closeTrial = (t: number) => {
      const trial = current;
      if (!trial) return;
      currentEl?.classList.remove('mv-on');
      root.dataset.stimulus = 'off';
      current = null;
      currentEl = null;
      trials.push(trial);
      adapt(trial);
      feedback(trial, t);
      next += 1;
      // After the last fixed trial, wait one feedback period so its feedback can be read.
      dueAt = t + (schedule[next]?.isi ?? FEEDBACK_MS);
      onTrial?.(trials.length, spec.trials);
    };

    const activeElapsed = (t: number) => t - tStart - excludedMs;

    const frame = (ts: number) => {
      rafId = 0;
      if (done) return;
      if (pausedAt === null) {
        if (feedbackUntil !== 0 && ts >= feedbackUntil) clearFeedback();
        if (pauseTextUntil !== 0 && ts >= pauseTextUntil) {
          pauseTextUntil = 0;
          setPauseText(null);
        }
        if (current) {
          if (ts >= current.onset + current.window) closeTrial(ts);
        } else if (spec.durationMs !== null && activeElapsed(ts) >= spec.durationMs) {
          finish();
          return;
        } else if (ts >= dueAt) {
          const trial = schedule[next];
          if (!trial) {
            finish();
            return;
          }
          show(ts, trial);
        }
      }
      rafId = view.requestAnimationFrame(frame);
    };

    const respond = (response: TResponseEvent, input: Input) => {
      if (done || pausedAt !== null || response.t < quietUntil) return;
      inputCounts[input] += 1;
      if (current && response.t >= current.onset) {
        if (current.responses.length < MAX_RESPONSES) current.responses.push(response);
        closeTrial(now());
        return;
      }
      if (anticipations.length < MAX_ANTICIPATIONS) anticipations.push(response);
      if (spec.kind === 'simple' || spec.practice) setFeedback(TOO_EARLY, 'warn', now());
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const t = event.timeStamp;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const choice = keyChoice(spec.kind, event.code);
      if (choice === undefined) return;
      // Keeps Space and the arrows from scrolling the page or pressing a focused button.
      event.preventDefault();
      if (event.repeat) {
        repeatsBlocked += 1;
        return;
      }
      if (!keysDown.has(event.code)) keysDown.set(event.code, t);
      respond(
        { t, kind: 'keydown', key: event.code.slice(0, 32), choice, trusted: event.isTrusted },
        'keyboard',
      );
    };

    const recordHeld = (key: string, down: number, up: number) => {
      if (up - down > HELD_KEY_MS && heldKeys.length < MAX_HELD_KEYS) {
        heldKeys.push({ key: key.slice(0, 32), down, up });
      }
    };

    const onKeyUp = (event: KeyboardEvent) => {
      const down = keysDown.get(event.code);
      if (down === undefined) return;
      keysDown.delete(event.code);
      recordHeld(event.code, down, event.timeStamp);
    };

    const pointerHandlers = stage.targets.map((target, i) => {
      const choice = target.dataset.box === undefined ? null : i;
      const handler = (event: PointerEvent) => {
        const t = event.timeStamp;
        const type = event.pointerType ?? '';
        if (type === 'mouse' && event.button !== 0) return;
        const input = pointerInput(type);
        respond({ t, kind: 'pointerdown', key: input, choice, trusted: event.isTrusted }, input);
      };
      target.addEventListener('pointerdown', handler, { passive: true });
      return { target, handler };
    });

    const pageEvent = (type: TReactionBlockPayload['page_events'][number]['type']) => {
      const t = now();
      if (pageEvents.length < MAX_PAGE_EVENTS) pageEvents.push({ t, type });
      return t;
    };

    const pause = (t: number) => {
      if (pausedAt !== null) return;
      pausedAt = t;
      if (current) {
        current.voided = true;
        closeTrial(t);
      }
      clearFeedback();
      // Keys released while the page had no focus never send keyup; forget them.
      keysDown.clear();
      setPauseText(PAUSED_TEXT);
    };

    const resume = (t: number) => {
      if (pausedAt === null || hidden || blurred) return;
      excludedMs += t - pausedAt + RESUME_DELAY_MS;
      pausedAt = null;
      quietUntil = t + RESUME_DELAY_MS;
      dueAt = quietUntil + (schedule[next]?.isi ?? 0);
      pauseTextUntil = quietUntil;
      setPauseText(RESUMING_TEXT);
    };

    const onVisibility = () => {
      hidden = doc.visibilityState === 'hidden';
      const t = pageEvent(hidden ? 'hidden' : 'visible');
      if (hidden) pause(t);
      else resume(t);
    };
    const onBlur = () => {
      blurred = true;
      pause(pageEvent('blur'));
    };
    const onFocus = () => {
      blurred = false;
      resume(pageEvent('focus'));
    };

    const cleanup = () => {
      done = true;
      if (rafId) view.cancelAnimationFrame(rafId);
      view.removeEventListener('keydown', onKeyDown);
      view.removeEventListener('keyup', onKeyUp);
      view.removeEventListener('blur', onBlur);
      view.removeEventListener('focus', onFocus);
      doc.removeEventListener('visibilitychange', onVisibility);
      for (const { target, handler } of pointerHandlers) target.removeEventListener('pointerdown', handler);
      signal?.removeEventListener('abort', onAbort);
      root.dataset.stimulus = 'off';
      delete root.dataset.paused;
      root.replaceChildren();
    };

    const primaryInput = (): Input => {
      let best: Input | null = null;
      for (const input of Object.keys(inputCounts) as Input[]) {
        if (inputCounts[input] > 0 && (best === null || inputCounts[input] > inputCounts[best])) best = input;
      }
      return best ?? (view.navigator.maxTouchPoints > 0 ? 'touch' : 'keyboard');
    };

    function finish() {
      const tEnd = now();
      for (const [key, down] of keysDown) recordHeld(key, down, tEnd);
      cleanup();
      resolve({
        protocol_version: PROTOCOL_VERSION,
        block_index: spec.index,
        block_id: spec.id,
        started_at: startedAt,
        t_start: tStart,
        t_end: tEnd,
        input: primaryInput(),
        trials,
        anticipations,
        held_keys: heldKeys,
        repeats_blocked: repeatsBlocked,
        page_events: pageEvents,
      });
    }

    function onAbort() {
      cleanup();
      reject(new DOMException('中断されました', 'AbortError'));
    }

    // keydown cannot be passive: Space and the arrows must not scroll the page. It is not a
    // scroll-blocking event, so this costs nothing; the pointer listeners are passive.
    view.addEventListener('keydown', onKeyDown);
    view.addEventListener('keyup', onKeyUp, { passive: true });
    view.addEventListener('blur', onBlur, { passive: true });
    view.addEventListener('focus', onFocus, { passive: true });
    doc.addEventListener('visibilitychange', onVisibility, { passive: true });
    signal?.addEventListener('abort', onAbort, { once: true });

    root.dataset.stimulus = 'off';
    root.tabIndex = -1;
    root.focus({ preventScroll: true });
    setFeedback('はじめます', 'plain', tStart);
    feedbackUntil = quietUntil;
    if (hidden) setPauseText(PAUSED_TEXT);
    rafId = view.requestAnimationFrame(frame);
  });
}
