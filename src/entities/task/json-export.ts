import type { DeckEntry } from "../../lib/deck-entry.ts";
import { historyDocument, type ExportedTask, type HistoryDocument } from "../../contract/history-document.ts";
import type { VerdictOf } from "./csv.ts";
import { scrub } from "./scrub.ts";

/**
 * The history as a versioned document. The raw record is kept (not our parsed view) so a later
 * version of the app reads it afresh. `secrets` (the access token) are scrubbed from every
 * string even though no entry should contain them; poll state is this tab's business and left out.
 * A task's verdict rides with it.
 */
export function toJsonExport(
  entries: readonly DeckEntry[],
  secrets: readonly string[] = [],
  exportedAt: Date = new Date(),
  verdictOf: VerdictOf = () => undefined,
): HistoryDocument {
  const tasks = entries.map((entry) => {
    const verdict = verdictOf(entry.id);
    const task: ExportedTask = {
      id: entry.id,
      mode: entry.mode,
      baseUrl: entry.baseUrl,
      body: entry.body,
      submittedAt: entry.submittedAt,
      state: entry.state,
      requestId: entry.requestId,
      error: entry.error,
      gone: entry.gone,
      updatedAt: entry.updatedAt,
      record: entry.record?.raw ?? null,
      ...(verdict ? { verdict } : {}),
    };
    return scrub(task, secrets) as ExportedTask;
  });
  return historyDocument(tasks, exportedAt);
}
