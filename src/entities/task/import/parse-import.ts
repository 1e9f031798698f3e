import { t } from "@lingui/core/macro";
import type { z } from "zod/mini";
import { isPlainObject } from "../../../contract/lenient.ts";
import { taskRecordSchema } from "../../../contract/record.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { HISTORY_FORMAT, HISTORY_VERSION, exportedTaskSchema } from "../../../contract/history-document.ts";
import { RUN_FORMAT, RUN_VERSION } from "../../../contract/run-file.ts";
import { verdictSchema } from "../../../contract/verdict-schema.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";

export type ImportResult = {
  entries: DeckEntry[];
  /** Each entry's verdict (same index), or null. */
  verdicts: (Verdict | null)[];
  skipped: number;
  /** Tasks imported without their verdict, which did not read. */
  badVerdicts: number;
  problem: string | null;
  /** A run file's run, as written (the run store reads it); absent in a history file. */
  run?: unknown;
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
    // The export keeps a failure's words, not its facts: shown as written.
    failure: null,
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
    return fail(t`the file is not valid JSON.`);
  }
  // A run's export (Export run) carries its tasks as a history document, and the run.
  if (isPlainObject(doc) && doc.format === RUN_FORMAT) {
    if (doc.version !== RUN_VERSION) return fail(versionProblem(doc.version, RUN_VERSION));
    const history = readHistoryDocument(doc.history);
    return history.problem ? history : { ...history, run: doc.run };
  }
  return readHistoryDocument(doc);
}

function versionProblem(version: unknown, supported: number): string {
  const given = JSON.stringify(version ?? null);
  return typeof version === "number" && version > supported
    ? t`the file is version ${version}, from a newer Taskdeck; this one reads version ${supported}.`
    : t`the file has an unsupported version (${given}).`;
}

/** Reads a history document already parsed from JSON (alone, or inside a run's export). */
export function readHistoryDocument(doc: unknown): ImportResult {
  if (!isPlainObject(doc) || doc.format !== HISTORY_FORMAT)
    return fail(t`this is not a Taskdeck history file (exported with “Export JSON”) nor a run file (“Export run”).`);
  if (doc.version !== HISTORY_VERSION) return fail(versionProblem(doc.version, HISTORY_VERSION));
  if (!Array.isArray(doc.tasks)) return fail(t`the file has no list of tasks.`);

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
