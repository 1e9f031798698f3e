import { isKnownStatus } from "./status.ts";

// How often an unfinished task is checked, as the page's poller (features/tasks/poll-rules.ts)
// and the server's follower (server/workspace/follower.ts) both check it: one pace for both.

export type PaceFacts = {
  /** How long ago the task was submitted. */
  ageMs: number;
  /** The base interval (never below a second). */
  baseMs: number;
  /** The last status heard, null when none yet. */
  status: string | null;
  /** The last check failed, and this many checks in a row have (0 or more). */
  failing: boolean;
  failedChecks: number;
  /** Every tab is hidden (the page's only): slower still. */
  hidden: boolean;
};

/** The delay until the next check: each row takes the one before's (the first takes the base). */
const PACE: ((delay: number, facts: PaceFacts) => number)[] = [
  // Brisk for the first minute, half as often until five, then about every 15 s at least, as
  // the service's docs suggest for long video tasks.
  (base, { ageMs }) => (ageMs < 60_000 ? base : ageMs < 5 * 60_000 ? base * 2 : Math.max(base * 5, 15_000)),
  // A status the service does not document: slowly.
  (delay, { status }) => (status && !isKnownStatus(status) ? Math.max(delay, 30_000) : delay),
  // Backing off: doubling with each failed check in a row (at least one while the last failed).
  (delay, { failing, failedChecks, baseMs }) => (failing ? baseMs * 2 ** Math.max(1, failedChecks) : delay),
  (delay) => Math.min(60_000, delay),
  // Every tab hidden: a quarter as often, yet at least every 2 min and at most every 15 s.
  (delay, { hidden }) => (hidden ? Math.min(120_000, Math.max(15_000, delay * 4)) : delay),
];

export function pollPace(facts: PaceFacts): number {
  return PACE.reduce((delay, rule) => rule(delay, facts), facts.baseMs);
}
