import { t } from "@lingui/core/macro";
import { archiveStatePath } from "../../../contract/archive.ts";
import { errorAnswerText } from "../../../lib/server-messages.ts";

/**
 * Asks the workspace to copy a finished task's files into its archive (issue 29): a task it
 * never looked at (finished before the archive, or moved in finished), or one whose copy failed.
 * Every page then hears the files' states with the task; a refusal throws its reason, worded in
 * the page's language (server-messages.ts knows the route's codes).
 */
export async function keepInWorkspace(key: string): Promise<void> {
  const answer = await fetch(archiveStatePath(key), { method: "POST" });
  if (answer.ok) return;
  // Deleted meanwhile by someone else: every page is about to hear it, and drop its card.
  if (answer.status === 404) throw new Error(t`the workspace no longer holds this task.`);
  const body: unknown = await answer.json().catch(() => null);
  const status = answer.status;
  throw new Error(errorAnswerText(body) ?? t`the workspace refused (HTTP ${status}).`);
}
