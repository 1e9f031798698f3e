import { z } from "zod/mini";
import type { HistoryDocument } from "../../../contract/history-document.ts";
import { isPlainObject } from "../../../contract/lenient.ts";
import type { Run } from "../../../contract/run.ts";
import { runSchema } from "../../../contract/run-schema.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import type { VerdictOf } from "../../tasks/history/csv.ts";
import { toJsonExport } from "../../tasks/history/json-export.ts";
import { readHistoryDocument, type ImportResult } from "../../tasks/history/parse-import.ts";
import { scrub } from "../../tasks/history/scrub.ts";
import type { RunRow } from "./run-rows.ts";

// A run's export (Export run, and the JSON in Download run): the run as stored, to restore it;
// its cells as a report (axes, statuses, request ids, result URLs, verdicts, notes, timings);
// and its tasks as a history document with their verdicts, imported by the history's own merge.

export const RUN_FORMAT = "taskdeck-run";
export const RUN_VERSION = 1;

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

export type ReadRun = { run: Run; history: ImportResult } | { problem: string };

const documentSchema = z.looseObject({ format: z.literal(RUN_FORMAT), version: z.number() });

/** Reads an exported run: its run must read whole; its tasks read as a history import does. */
export function readRunDocument(text: string): ReadRun {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { problem: "the file is not valid JSON." };
  }
  const head = documentSchema.safeParse(doc);
  if (!head.success || !isPlainObject(doc))
    return { problem: "this is not a Taskdeck run file (saved with “Export run”)." };
  if (head.data.version !== RUN_VERSION)
    return {
      problem:
        head.data.version > RUN_VERSION
          ? `the file is version ${head.data.version}, from a newer Taskdeck; this one reads version ${RUN_VERSION}.`
          : `the file has an unsupported version (${head.data.version}).`,
    };
  const run = runSchema.safeParse(doc.run);
  if (!run.success) return { problem: "the run in the file does not read (it may have been edited by hand)." };
  const history = readHistoryDocument(doc.history);
  if (history.problem) return { problem: `its tasks do not read: ${history.problem}` };
  return { run: run.data, history };
}
