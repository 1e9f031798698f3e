import { t } from "@lingui/core/macro";
import type { TaskRecord } from "../contract/record.ts";
import { ApiError } from "./api-error.ts";
import type { DeckEntry } from "./deck-entry.ts";
import { clause } from "./sentences.ts";

// The ledger is where every answer to a check lands (see query-client.ts): these say what each
// changes. The API client has already taken any echo of the token out of an answer.

/** A good answer: the record, and the end of any run of failures. */
export function pollAnswerPatch(record: TaskRecord, now = Date.now()): Partial<DeckEntry> {
  return { record, updatedAt: now, pollError: null, pollPaused: false, failedChecks: 0 };
}

/** What a failed check changes in the entry; the last good record always stays. */
export function pollFailurePatch(error: unknown, current: Pick<DeckEntry, "failedChecks">): Partial<DeckEntry> {
  const failedChecks = current.failedChecks + 1;
  if (error instanceof ApiError && error.status === 404) return { gone: true, pollError: null, failedChecks };
  if (error instanceof ApiError && error.status === 401)
    return {
      failedChecks,
      pollPaused: true,
      pollError: t`Following paused: the access token is missing or was rejected. Fix it in Connection settings.`,
    };
  if (!(error instanceof ApiError)) return { pollError: t`The last check failed.`, failedChecks };
  // Worded now, stored with the entry: in the language shown when the check failed.
  const reason = clause(error.message);
  const status = error.status ?? "?";
  const pollError = {
    network: () => t`The last check got no answer (connection failed).`,
    timeout: () => t`The last check got no answer in time.`,
    "invalid-response": () => t`The last check got an unreadable answer.`,
    rejected: () => t`The last check got a refusal: ${reason}.`,
    http: () => t`The last check got HTTP ${status}.`,
  }[error.kind]();
  return { pollError, failedChecks };
}
