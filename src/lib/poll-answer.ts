import { z } from "zod/mini";
import { PLAIN_POLL_CODES } from "../contract/failure-kinds.ts";
import type { TaskRecord } from "../contract/record.ts";
import { ApiError } from "./api-error.ts";
import type { DeckEntry, PollProblem } from "./deck-entry.ts";

// The ledger is where every answer to a check lands (see query-client.ts): these say what each
// changes. The API client has already taken any echo of the token out of an answer. They are
// worded where they are shown (features/tasks/poll-error-text.ts).

/** A good answer: the record, and the end of any run of failures. */
export function pollAnswerPatch(record: TaskRecord, now = Date.now()): Partial<DeckEntry> {
  return { record, updatedAt: now, pollError: null, pollPaused: false, failedChecks: 0 };
}

/** What a failed check changes in the entry; the last good record always stays. */
export function pollFailurePatch(error: unknown, current: Pick<DeckEntry, "failedChecks">): Partial<DeckEntry> {
  const failedChecks = current.failedChecks + 1;
  if (error instanceof ApiError && error.status === 404) return { gone: true, pollError: null, failedChecks };
  if (error instanceof ApiError && error.status === 401)
    return { failedChecks, pollPaused: true, pollError: { code: "token" } };
  if (!(error instanceof ApiError)) return { pollError: { code: "failed" }, failedChecks };
  // Stored as a code, worded where it is shown (pollErrorText): in the language of that moment.
  const pollError: PollProblem =
    error.kind === "rejected"
      ? { code: "rejected", reason: error.message }
      : error.kind === "http"
        ? { code: "http", status: error.status }
        : { code: error.kind };
  return { pollError, failedChecks };
}

// Fields an older version left out or wrote otherwise read as unknown, not as no failure.
const pollProblemSchema: z.ZodMiniType<PollProblem> = z.union([
  z.object({ code: z.literal("rejected"), reason: z.catch(z.string(), "") }),
  z.object({ code: z.literal("http"), status: z.catch(z.nullable(z.number()), null) }),
  z.object({ code: z.enum(PLAIN_POLL_CODES) }),
]);

/**
 * A stored poll failure as this version reads it: a problem with a known code, the text an
 * earlier version stored (kept as it is), or nothing for anything else.
 */
export function readPollError(stored: unknown): PollProblem | string | null {
  if (typeof stored === "string") return stored;
  return pollProblemSchema.safeParse(stored).data ?? null;
}
