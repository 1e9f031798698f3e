import type { z } from "zod/mini";
import { isPlainObject } from "../../../contract/lenient.ts";
import { taskRecordSchema } from "../../../contract/record.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { HISTORY_FORMAT, HISTORY_VERSION, exportedTaskSchema } from "../../../contract/history-document.ts";

export type ImportResult = { entries: DeckEntry[]; skipped: number; problem: string | null };

const fail = (problem: string): ImportResult => ({ entries: [], skipped: 0, problem });

function toEntry(task: z.output<typeof exportedTaskSchema>): DeckEntry {
  const record = isPlainObject(task.record) ? taskRecordSchema.safeParse(task.record) : null;
  return {
    ...task,
    // Nothing is in flight in this tab: a submission exported mid-send may or may not exist.
    state: task.state === "sending" ? "unknown" : task.state,
    bodyKey: JSON.stringify(task.body),
    record: record?.success ? record.data : null,
    pollError: null,
    pollPaused: false,
    failedChecks: 0,
    unfollowed: false,
  };
}

/** Reads an exported history. A broken task is skipped and counted; a wrong file is a `problem`. */
export function parseImport(text: string): ImportResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail("the file is not valid JSON.");
  }
  if (!isPlainObject(doc) || doc.format !== HISTORY_FORMAT)
    return fail("this is not a Taskdeck history file (exported with “Export JSON”).");
  if (doc.version !== HISTORY_VERSION)
    return fail(
      typeof doc.version === "number" && doc.version > HISTORY_VERSION
        ? `the file is version ${doc.version}, from a newer Taskdeck; this one reads version ${HISTORY_VERSION}.`
        : `the file has an unsupported version (${JSON.stringify(doc.version ?? null)}).`,
    );
  if (!Array.isArray(doc.tasks)) return fail("the file has no list of tasks.");

  const entries: DeckEntry[] = [];
  let skipped = 0;
  for (const item of doc.tasks) {
    const task = exportedTaskSchema.safeParse(item);
    if (task.success) entries.push(toEntry(task.data));
    else skipped++;
  }
  return { entries, skipped, problem: null };
}
