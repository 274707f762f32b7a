/** Small allocation-light statistics for the scoring engine. Empty input gives null. */

export function mean(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** Sample standard deviation (n − 1); null below two values. */
export function sd(xs: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const m = mean(xs) as number;
  let s = 0;
  for (const x of xs) s += (x - m) * (x - m);
  return Math.sqrt(s / (xs.length - 1));
}

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Mean response speed in responses per second: mean of 1000 / RT (Basner & Dinges 2011). */
export function meanSpeed(rts: readonly number[]): number | null {
  if (rts.length === 0) return null;
  let s = 0;
  for (const rt of rts) s += 1000 / rt;
  return s / rts.length;
}

/** Mean speed of the slowest 10 % of responses (at least one): the PVT's lapse-domain measure. */
export function slowestTenthSpeed(rts: readonly number[]): number | null {
  if (rts.length === 0) return null;
  const sorted = [...rts].sort((a, b) => b - a);
  return meanSpeed(sorted.slice(0, Math.max(1, Math.round(sorted.length / 10))));
}

/**
 * Rounded to `digits` decimals. Never -0: a stored score must read back the same from any database
 * (PostgreSQL's jsonb keeps 0 for -0).
 */
export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f + 0;
}
