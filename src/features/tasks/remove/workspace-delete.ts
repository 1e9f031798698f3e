import { WORKSPACE_TASKS_PATH } from "../../../contract/server-paths.ts";
import { errorAnswerText } from "../../../lib/server-messages.ts";

/**
 * Deletes a task from the workspace (issue 29): its verdicts and its files' copies go with it,
 * for every page (each hears it removed). Null once done (or done already: the workspace has it
 * no more); else the server's reason, in its words.
 */
export async function deleteFromWorkspace(key: string): Promise<string | null> {
  const answer = await fetch(`${WORKSPACE_TASKS_PATH}/${encodeURIComponent(key)}`, { method: "DELETE" });
  if (answer.ok || answer.status === 404) return null;
  const body: unknown = await answer.json().catch(() => null);
  return errorAnswerText(body) ?? `HTTP ${answer.status}`;
}
