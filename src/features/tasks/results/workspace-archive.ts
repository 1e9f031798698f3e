import { archiveStatePath } from "../../../contract/archive.ts";
import { errorAnswerText } from "../../../lib/server-messages.ts";

/**
 * Asks the workspace to copy a finished task's files into its archive (issue 29): a task it
 * never looked at (finished before the archive, or moved in finished), or one whose copy failed.
 * Every page then hears the files' states with the task; a refusal throws the server's reason.
 */
export async function keepInWorkspace(key: string): Promise<void> {
  const answer = await fetch(archiveStatePath(key), { method: "POST" });
  if (answer.ok) return;
  const body: unknown = await answer.json().catch(() => null);
  throw new Error(errorAnswerText(body) ?? `HTTP ${answer.status}`);
}
