import type { HistoryDocument } from "../../../contract/history-document.ts";
import type { Run } from "../../../contract/run.ts";
import { RUN_FORMAT, RUN_VERSION } from "../../../contract/run-file.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import type { VerdictOf } from "../../../entities/task/csv.ts";
import { toJsonExport } from "../../../entities/task/json-export.ts";
import { scrub } from "../../../entities/task/scrub.ts";
import type { RunRow } from "./run-rows.ts";

// A run's export (Export run, and the JSON in Download run): the run as stored, to restore it;
// its cells as a report (axes, statuses, request ids, result URLs, verdicts, notes, timings);
// and its tasks as a history document with their verdicts. The deck's Import reads it back
// (parse-import.ts): the tasks by the history's own merge, then the run (entities/run/import/run-import.ts).

export type RunDocument = {
  format: typeof RUN_FORMAT;
  version: typeof RUN_VERSION;
  exportedAt: string;
  run: Run;
  cells: RunRow[];
  history: HistoryDocument;
};

/** The document, the token scrubbed from every string though none should hold it. */
export function toRunDocument(
  run: Run,
  rows: RunRow[],
  entries: readonly DeckEntry[],
  verdictOf: VerdictOf,
  secrets: readonly string[] = [],
  exportedAt = new Date(),
): RunDocument {
  return {
    format: RUN_FORMAT,
    version: RUN_VERSION,
    exportedAt: exportedAt.toISOString(),
    run: scrub(run, secrets) as Run,
    cells: scrub(rows, secrets) as RunRow[],
    history: toJsonExport(entries, secrets, exportedAt, verdictOf),
  };
}
