/**
 * The display's refresh rate from the intervals between animation frames: the median of ~60
 * intervals is robust to the odd dropped or late frame. Null when frames do not come (the page is
 * hidden) or the answer is implausible, so the server treats it as unknown rather than wrong.
 */
const INTERVALS = 60;
const GIVE_UP_MS = 3000;

export function medianHz(intervals: readonly number[]): number | null {
  const valid = intervals.filter((d) => d > 0).sort((a, b) => a - b);
  if (valid.length === 0) return null;
  const mid = Math.floor(valid.length / 2);
  const median =
    valid.length % 2 ? (valid[mid] as number) : ((valid[mid - 1] as number) + (valid[mid] as number)) / 2;
  const hz = 1000 / median;
  return hz >= 1 && hz <= 1000 ? Math.round(hz * 10) / 10 : null;
}

export function measureRefreshRate(): Promise<number | null> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    let last: number | null = null;
    let rafId = 0;
    const timer = window.setTimeout(() => {
      window.cancelAnimationFrame(rafId);
      resolve(intervals.length >= 10 ? medianHz(intervals) : null);
    }, GIVE_UP_MS);
    const frame = (ts: number) => {
      if (last !== null) intervals.push(ts - last);
      last = ts;
      if (intervals.length >= INTERVALS) {
        window.clearTimeout(timer);
        resolve(medianHz(intervals));
        return;
      }
      rafId = window.requestAnimationFrame(frame);
    };
    rafId = window.requestAnimationFrame(frame);
  });
}
