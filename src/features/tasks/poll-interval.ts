import type { QueryState } from "@tanstack/react-query";
import type { TaskRecord } from "../../contract/record.ts";
import { isKnownStatus, isTerminalStatus } from "../../contract/status.ts";
import { ApiError } from "../../lib/api-error.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { deckStatus } from "../../entities/task/deck-status.ts";

const MAX_DELAY_MS = 60_000;
/** The service's docs suggest about every 15 s for long video tasks. */
const LONG_TASK_DELAY_MS = 15_000;
const UNKNOWN_STATUS_DELAY_MS = 30_000;
/** A hidden tab checks a quarter as often, at most every 15 s, and at least every 2 min. */
const HIDDEN_SLOWDOWN = 4;
const HIDDEN_MIN_DELAY_MS = 15_000;
const HIDDEN_MAX_DELAY_MS = 120_000;

export type PollInput = {
  /** How long ago the task was submitted. */
  ageMs: number;
  /** The base interval from the connection settings. */
  baseMs: number;
  /** Failed checks in a row since the last good one. */
  failures: number;
  /** The last status is one the service does not document. */
  undocumented: boolean;
};

/**
 * How long until the next check of a followed task: brisk for the first minute, slower after,
 * about every 15 s for long tasks, slowly for a status the service does not document, and
 * backing off (doubling) after each failed check.
 */
export function pollDelay(input: PollInput): number {
  const base = Math.max(1_000, input.baseMs);
  if (input.failures > 0) return Math.min(MAX_DELAY_MS, base * 2 ** input.failures);
  let delay =
    input.ageMs < 60_000 ? base : input.ageMs < 5 * 60_000 ? base * 2 : Math.max(base * 5, LONG_TASK_DELAY_MS);
  if (input.undocumented) delay = Math.max(delay, UNKNOWN_STATUS_DELAY_MS);
  return Math.min(MAX_DELAY_MS, delay);
}

/** The pace while every tab is hidden: slower, yet often enough that a long job is noticed. */
export function hiddenDelay(delay: number): number {
  return Math.min(HIDDEN_MAX_DELAY_MS, Math.max(HIDDEN_MIN_DELAY_MS, delay * HIDDEN_SLOWDOWN));
}

export type PollState = Pick<QueryState<TaskRecord, Error>, "data" | "error" | "dataUpdatedAt" | "errorUpdatedAt">;

/**
 * A task query's `refetchInterval`, from the query's own state and the ledger entry. The state
 * is the fresher of the two (the cache's callbacks store each answer a moment later): a final
 * answer, a 404 or a 401 stops at once, and a failure counts before the ledger has it.
 */
export function pollInterval(
  state: PollState,
  entry: DeckEntry,
  baseMs: number,
  now = Date.now(),
  hidden = false,
): number | false {
  if (!deckStatus(entry).followed || entry.pollPaused) return false;
  const failing = state.error !== null && state.errorUpdatedAt >= state.dataUpdatedAt;
  if (failing && state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 401))
    return false;
  const status = (failing ? null : state.data?.status) ?? entry.record?.status ?? null;
  if (status !== null && isTerminalStatus(status)) return false;
  const delay = pollDelay({
    ageMs: now - entry.submittedAt,
    baseMs,
    failures: failing ? Math.max(1, entry.failedChecks) : 0,
    undocumented: status !== null && status !== "" && !isKnownStatus(status),
  });
  return hidden ? hiddenDelay(delay) : delay;
}
