export type Summary = { count: number; p50: number; p95: number; max: number };

/**
 * The p-th percentile (0–100) by linear interpolation between the closest ranks, the way
 * most tools report it; NaN for no values, so a missing measurement cannot pass for zero.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function summarize(values: readonly number[]): Summary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : NaN,
  };
}

/** The most events of one series that fall in any window of `windowMs` (times in ms, any order). */
export function maxInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while (sorted[last]! - sorted[first]! >= windowMs) first++;
    best = Math.max(best, last - first + 1);
  }
  return best;
}

/** The shortest gap between two consecutive events of one series; Infinity for fewer than two. */
export function minGap(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let gap = Infinity;
  for (let i = 1; i < sorted.length; i++) gap = Math.min(gap, sorted[i]! - sorted[i - 1]!);
  return gap;
}
