import { ApiError } from "../../lib/api-error.ts";
import { redact } from "../../contract/redact.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";

/** What a failed poll changes in the entry; the last good record always stays. The token is never echoed. */
export function pollFailurePatch(error: unknown, token = ""): Partial<DeckEntry> {
  if (error instanceof ApiError && error.status === 404) return { gone: true, pollError: null };
  if (error instanceof ApiError && error.status === 401)
    return {
      pollPaused: true,
      pollError: "Following paused: the access token is missing or was rejected. Fix it in Connection settings.",
    };
  if (!(error instanceof ApiError)) return { pollError: "The last check failed." };
  const what = {
    network: "no answer (connection failed)",
    timeout: "no answer in time",
    "invalid-response": "an unreadable answer",
    rejected: `a refusal: ${error.message}`,
    http: `HTTP ${error.status ?? "?"}`,
  }[error.kind];
  return { pollError: redact(`The last check got ${what}.`, token) };
}
