import type { QueryState } from "@tanstack/react-query";
import type { TaskRecord } from "../../contract/record.ts";
import { isTerminalStatus } from "../../contract/status.ts";
import { pollPace } from "../../contract/poll-pace.ts";
import { ApiError } from "../../lib/api-error.ts";
import type { HiddenPolling } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { deckStatus } from "../../entities/task/deck-status.ts";

// The poller's rules, in one place: what stops the checks of a task, how often it is checked,
// how it backs off (the pace, shared with the server's follower: contract/poll-pace.ts), and what
// a hidden tab does. A new rule is a row of a table (and its case in poll-rules.test.ts); the
// poller (task-poller.tsx) and the tab leader only ask here.

/** What a rule may look at, about one followed task at one moment. */
export type PollFacts = {
  entry: DeckEntry;
  /** The last status heard: the query's when fresher than the ledger's, null when none yet. */
  status: string | null;
  /** The last check's failure, while no good answer came after it. */
  error: Error | null;
  /** How long ago the task was submitted. */
  ageMs: number;
  /** The base interval from the connection settings (never below a second). */
  baseMs: number;
  /** Every tab is hidden: only the leading tab polls, and only when the settings say "slower". */
  hidden: boolean;
};

/** Any of these stops the checks; a good answer, Check now or a new token starts them again. */
const STOP_WHEN: ((facts: PollFacts) => boolean)[] = [
  // Not followed: never created, final as this browser knows, imported so, or forgotten (404).
  ({ entry }) => !deckStatus(entry).followed,
  // A 401 paused it (lib/poll-answer.ts) until the token or the interval changes.
  ({ entry }) => entry.pollPaused,
  // A 404 or 401 the ledger does not hold yet, or a final status the query heard first.
  ({ error }) => error instanceof ApiError && (error.status === 404 || error.status === 401),
  ({ status }) => status !== null && isTerminalStatus(status),
];

/** Whether a hidden tab keeps following (slowly: the last row of PACE) or lets go. */
export const pollsWhileHidden = (setting: HiddenPolling) => setting === "slower";

/** The next check's delay in ms, or false when a rule stops the checks. */
export function pollDelay(facts: PollFacts): number | false {
  if (STOP_WHEN.some((stops) => stops(facts))) return false;
  return pollPace({ ...facts, failing: facts.error !== null, failedChecks: facts.entry.failedChecks });
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
  const failing = state.error !== null && state.errorUpdatedAt >= state.dataUpdatedAt;
  return pollDelay({
    entry,
    status: (failing ? null : state.data?.status) ?? entry.record?.status ?? null,
    error: failing ? state.error : null,
    ageMs: now - entry.submittedAt,
    baseMs: Math.max(1_000, baseMs),
    hidden,
  });
}
