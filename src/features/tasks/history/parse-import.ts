import type { z } from "zod/mini";
import { isPlainObject } from "../../../contract/lenient.ts";
import { taskRecordSchema } from "../../../contract/record.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { HISTORY_FORMAT, HISTORY_VERSION, exportedTaskSchema } from "../../../contract/history-document.ts";
import { verdictSchema } from "../../../contract/verdict-schema.ts";
import type { Verdict } from "../../../contract/verdict.ts";

export type ImportResult = {
  entries: DeckEntry[];
  /** Each entry's verdict (same index), or null. */
  verdicts: (Verdict | null)[];
  skipped: number;
  /** Tasks imported without their verdict, which did not read. */
  badVerdicts: number;
  problem: string | null;
};

const fail = (problem: string): ImportResult => ({ entries: [], verdicts: [], skipped: 0, badVerdicts: 0, problem });

type ReadTask = z.output<typeof exportedTaskSchema>;

const withoutVerdict = ({ verdict: _verdict, ...task }: ReadTask) => task;

function toEntry(task: ReadTask): DeckEntry {
  const record = isPlainObject(task.record) ? taskRecordSchema.safeParse(task.record) : null;
  return {
    ...withoutVerdict(task),
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
  return readHistoryDocument(doc);
}

/** Reads a history document already parsed from JSON (alone, or inside a run's export). */
export function readHistoryDocument(doc: unknown): ImportResult {
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
  const verdicts: (Verdict | null)[] = [];
  let skipped = 0;
  let badVerdicts = 0;
  for (const item of doc.tasks) {
    const task = exportedTaskSchema.safeParse(item);
    if (!task.success) {
      skipped++;
      continue;
    }
    entries.push(toEntry(task.data));
    const verdict = task.data.verdict === undefined ? null : verdictSchema.safeParse(task.data.verdict);
    if (verdict && !verdict.success) badVerdicts++;
    verdicts.push(verdict?.success ? verdict.data : null);
  }
  return { entries, verdicts, skipped, badVerdicts, problem: null };
}
