/**
 * The synthetic participant, injected identically into both harness pages. It knows nothing of
 * either framework except where the disc is: it watches the page, finds the animation frame that
 * first lays the disc out visibly, and answers a planned delay after that frame.
 *
 * True onset: the `requestAnimationFrame` timestamp of the frame whose rendering update first
 * includes the visible disc. A DOM change made inside a rAF callback is painted in that same
 * frame; one made in an ordinary task (a timer) is painted in the next frame. The responder does
 * not need to know which: a MutationObserver notes that the disc became visible, and a
 * ResizeObserver on a 1-pixel sentinel (resized by the responder's own rAF loop every frame) runs
 * in every frame's rendering update after style and layout, just before paint. The first such
 * callback after the change belongs to the frame that paints the disc, and the rAF timestamp of
 * that frame is its onset. (All rAF callbacks of a frame receive the same timestamp, so the
 * ordering of the responder's callback and the framework's does not matter.)
 *
 * Response: a planned delay after that onset (a timer a few ms short, then a busy wait on
 * `performance.now()`), the responder dispatches a keydown (Space) on the focused element, or a
 * pointerdown (touch) at the centre of the touch target, and records the dispatch time. Errors
 * are computed against the delay actually achieved, so the responder's own scheduling jitter is
 * not charged to either framework.
 */

export interface GroundTruth {
  /** rAF timestamp of the frame that first painted the disc. */
  onset: number;
  /** `performance.now()` just before the response event was created. */
  dispatch: number;
  /** The delay the plan asked for (ms). */
  intended: number;
}

export interface ResponderOptions {
  /** The element the framework draws into; watched for changes. */
  root: HTMLElement;
  /** Whether the disc is visible now (computed style, not the framework's own bookkeeping). */
  discVisible: () => boolean;
  /** Intended delays, one per onset, in order. */
  delays: readonly number[];
  input: 'keyboard' | 'touch';
  /** Where a finger lands for touch input. */
  touchTarget?: () => Element | null;
}

export interface Responder {
  truths: GroundTruth[];
  /** Intervals between consecutive animation frames while the responder ran (ms). */
  frameIntervals: number[];
  stop: () => void;
}

/** How long before the target time the timer fires; the rest is a busy wait (ms). */
const SPIN_MS = 4;
/** How long the key or finger stays down (ms): well before the next stimulus can appear. */
const HOLD_MS = 80;

export function installResponder(opts: ResponderOptions): Responder {
  const truths: GroundTruth[] = [];
  const frameIntervals: number[] = [];
  const doc = opts.root.ownerDocument;
  let frameTs = Number.NaN;
  let raf = 0;
  let flip = false;
  let visible = false;
  let pendingOnset = false;
  /** Onsets seen so far; the next one is answered with `delays[onsets]`. */
  let onsets = 0;

  const sentinel = doc.createElement('div');
  sentinel.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;pointer-events:none';
  doc.body.append(sentinel);

  const loop = (ts: number) => {
    if (!Number.isNaN(frameTs)) frameIntervals.push(ts - frameTs);
    frameTs = ts;
    flip = !flip;
    sentinel.style.width = flip ? '2px' : '1px';
    raf = requestAnimationFrame(loop);
  };
  raf = requestAnimationFrame(loop);

  const mutations = new MutationObserver(() => {
    const now = opts.discVisible();
    if (now && !visible) pendingOnset = true;
    visible = now;
  });
  mutations.observe(opts.root, { subtree: true, childList: true, attributes: true, characterData: true });

  const frames = new ResizeObserver(() => {
    if (!pendingOnset) return;
    pendingOnset = false;
    const intended = opts.delays[onsets++];
    if (intended === undefined) return;
    respondAt(frameTs, intended);
  });
  frames.observe(sentinel);

  function respondAt(onset: number, intended: number): void {
    const due = onset + intended;
    setTimeout(
      () => {
        // Target and coordinates are worked out before the busy wait: a layout they might force
        // belongs to neither framework's timing.
        const [press, release] = opts.input === 'touch' ? touch() : key();
        while (performance.now() < due) {
          // busy wait: timers alone are only good to a few milliseconds
        }
        const dispatch = performance.now();
        press();
        truths.push({ onset, dispatch, intended });
        setTimeout(release, HOLD_MS);
      },
      Math.max(0, due - performance.now() - SPIN_MS),
    );
  }

  /** A press and its release on the focused element, where a real key goes. */
  function key(): [() => void, () => void] {
    const target = doc.activeElement ?? doc.body;
    const init = { key: ' ', code: 'Space', bubbles: true, cancelable: true, composed: true };
    return [
      () => target.dispatchEvent(new KeyboardEvent('keydown', init)),
      () => target.dispatchEvent(new KeyboardEvent('keyup', init)),
    ];
  }

  /** A finger down and up at the centre of the touch target. */
  function touch(): [() => void, () => void] {
    const target = opts.touchTarget?.() ?? opts.root;
    const box = target.getBoundingClientRect();
    const init = {
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
      bubbles: true,
      cancelable: true,
      composed: true,
    };
    return [
      () => target.dispatchEvent(new PointerEvent('pointerdown', init)),
      () => target.dispatchEvent(new PointerEvent('pointerup', init)),
    ];
  }

  return {
    truths,
    frameIntervals,
    stop() {
      cancelAnimationFrame(raf);
      mutations.disconnect();
      frames.disconnect();
      sentinel.remove();
    },
  };
}

/** Whether an element is laid out and visible (its own and inherited visibility, display, size). */
export function isShown(el: Element | null): boolean {
  if (!el) return false;
  const style = getComputedStyle(el);
  if (style.visibility !== 'visible' || style.display === 'none' || Number(style.opacity) === 0) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}
