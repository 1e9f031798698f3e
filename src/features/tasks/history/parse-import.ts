import { z } from "zod/mini";
import { isPlainObject } from "../../../contract/lenient.ts";
import { taskRecordSchema } from "../../../contract/record.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { HISTORY_FORMAT, HISTORY_VERSION } from "./json-export.ts";

export type ImportResult = { entries: DeckEntry[]; skipped: number; problem: string | null };

const nullableText = z.pipe(
  z._default(z.nullable(z.string()), null),
  z.transform((value) => (value === "" ? null : value)),
);

// What identifies a task is required; the rest may be missing from a hand-edited file.
const taskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  mode: z.enum(["video", "3d"]),
  baseUrl: z._default(z.string(), ""),
  body: z.record(z.string(), z.unknown()),
  submittedAt: z.number().check(z.gte(0)),
  state: z.enum(["sending", "accepted", "refused", "failed", "unknown"]),
  requestId: nullableText,
  error: nullableText,
  gone: z._default(z.boolean(), false),
  updatedAt: z._default(z.nullable(z.number()), null),
  record: z.optional(z.unknown()),
});

const fail = (problem: string): ImportResult => ({ entries: [], skipped: 0, problem });

function toEntry(task: z.output<typeof taskSchema>): DeckEntry {
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
    const task = taskSchema.safeParse(item);
    if (task.success) entries.push(toEntry(task.data));
    else skipped++;
  }
  return { entries, skipped, problem: null };
}
