/**
 * Fixed-window counters for failed sign-in attempts, per account and per client address. Kept in
 * process memory: with several API processes each keeps its own window, which still bounds
 * guessing to (processes × limit) per window.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Whether the key has used up its attempts in the current window. */
  isBlocked(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return false;
    return w.count >= this.limit;
  }

  /** Counts a failed attempt. */
  fail(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      w.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
