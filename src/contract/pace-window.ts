// The pacers' arithmetic, for the page's run queue and the server's sender alike (run-pace.ts
// holds the settings it is read from).

/** The pace as the pacers count it: K at once, R in any minute. */
export type Pace = { atOnce: number; perMinute: number };

export const RATE_WINDOW_MS = 60_000;

/**
 * How long until one more submission may leave: 0 now, a wait for the rate window to move on,
 * or null while K are in flight (the next answer frees a place). `starts` are the times of the
 * submissions that left, oldest first.
 */
export function waitForSlot(inFlight: number, starts: readonly number[], now: number, pace: Pace): number | null {
  if (inFlight >= pace.atOnce) return null;
  const recent = starts.filter((start) => now - start < RATE_WINDOW_MS);
  if (recent.length < pace.perMinute) return 0;
  // The window frees a place when the oldest of the last R starts leaves it.
  return recent[recent.length - pace.perMinute]! + RATE_WINDOW_MS - now;
}
