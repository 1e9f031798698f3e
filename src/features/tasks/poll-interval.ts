import { isKnownStatus, isTerminalStatus } from "../../contract/status.ts";

const MAX_DELAY_MS = 60_000;
/** The service's docs suggest about every 15 s for long video tasks. */
const LONG_TASK_DELAY_MS = 15_000;
const UNKNOWN_STATUS_DELAY_MS = 30_000;

export type PollInput = {
  /** The last status received; null before the first answer. */
  status: string | null;
  /** How long ago the task was submitted. */
  ageMs: number;
  /** The base interval from the connection settings. */
  baseMs: number;
  /** Failed polls in a row since the last good one. */
  failures: number;
  paused: boolean;
  gone: boolean;
};

/**
 * How long until the next poll, or false to stop: brisk for the first minute, slower after,
 * about every 15 s for long tasks, slowly for a status the service does not document, and
 * backing off (doubling) after each failed poll.
 */
export function pollDelay(input: PollInput): number | false {
  if (input.paused || input.gone || (input.status !== null && isTerminalStatus(input.status))) return false;
  const base = Math.max(1_000, input.baseMs);
  if (input.failures > 0) return Math.min(MAX_DELAY_MS, base * 2 ** input.failures);
  let delay =
    input.ageMs < 60_000 ? base : input.ageMs < 5 * 60_000 ? base * 2 : Math.max(base * 5, LONG_TASK_DELAY_MS);
  if (input.status !== null && input.status !== "" && !isKnownStatus(input.status))
    delay = Math.max(delay, UNKNOWN_STATUS_DELAY_MS);
  return Math.min(MAX_DELAY_MS, delay);
}
