import { t } from "@lingui/core/macro";
import type { PollProblem } from "../../lib/deck-entry.ts";
import { clause } from "../../lib/sentences.ts";

// Beside the cards that show it, not with the poll answers (lib/poll-answer.ts): its words load
// with the deck's, not before the first screen.

/**
 * A poll failure in words, in the interface's language now (call it while rendering); old text as
 * stored. `byServer`: the check was the page's server's, with the token it holds itself.
 */
export function pollErrorText(problem: PollProblem | string, byServer = false): string {
  if (typeof problem === "string") return problem;
  switch (problem.code) {
    case "token":
      return byServer
        ? t`The last check got HTTP 401: this server's access token is missing or was rejected (UPSTREAM_TOKEN, set where the server runs).`
        : t`Following paused: the access token is missing or was rejected. Fix it in Connection settings.`;
    case "failed":
      return t`The last check failed.`;
    case "network":
      return t`The last check got no answer (connection failed).`;
    case "timeout":
      return t`The last check got no answer in time.`;
    case "invalid-response":
      return t`The last check got an unreadable answer.`;
    case "rejected": {
      const reason = clause(problem.reason);
      return t`The last check got a refusal: ${reason}.`;
    }
    case "http": {
      const status = problem.status ?? "?";
      return t`The last check got HTTP ${status}.`;
    }
  }
}
