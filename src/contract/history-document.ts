import { z } from "zod/mini";
import { FAMILIES } from "./families.ts";
import { isHttpUrl } from "./urls.ts";

// The history file Taskdeck exports and imports (Export JSON): written by the app, read back by
// it, and made by the browser tests and the benchmark to fill a history.

export const HISTORY_FORMAT = "taskdeck-history";
export const HISTORY_VERSION = 1;

/** What became of a submission (the ledger's `state`; lib/deck-entry.ts says what each means). */
export const SUBMISSION_STATES = ["sending", "accepted", "refused", "failed", "unknown"] as const;

const nullableText = z.pipe(
  z._default(z.nullable(z.string()), null),
  z.transform((value) => (value === "" ? null : value)),
);

/**
 * One task of a history file, as read. What identifies a task is required; the rest may be
 * missing from a hand-edited file. A base URL is this page's server ("") or an http(s) URL.
 */
export const exportedTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  mode: z.enum(FAMILIES),
  baseUrl: z._default(z.string().check(z.refine((url) => url === "" || isHttpUrl(url))), ""),
  body: z.record(z.string(), z.unknown()),
  submittedAt: z.number().check(z.gte(0)),
  state: z.enum(SUBMISSION_STATES),
  requestId: nullableText,
  error: nullableText,
  gone: z._default(z.boolean(), false),
  updatedAt: z._default(z.nullable(z.number()), null),
  /** The task record exactly as the service sent it, so a later version reads it afresh. */
  record: z.optional(z.unknown()),
  /** The verdict on it (entities/verdict/verdict-schema.ts), read on its own: a bad one costs the task nothing. */
  verdict: z.optional(z.unknown()),
});

/**
 * One task as written: every field present, the record as the service sent it (or none), its
 * verdict if any (its shape is the verdict entity's, above the contract: the file only carries it).
 */
export type ExportedTask = Omit<z.output<typeof exportedTaskSchema>, "record" | "verdict"> & {
  record: Record<string, unknown> | null;
  verdict?: unknown;
};

export type HistoryDocument = {
  format: typeof HISTORY_FORMAT;
  version: typeof HISTORY_VERSION;
  exportedAt: string;
  tasks: ExportedTask[];
};

export function historyDocument(tasks: ExportedTask[], exportedAt: Date = new Date()): HistoryDocument {
  return { format: HISTORY_FORMAT, version: HISTORY_VERSION, exportedAt: exportedAt.toISOString(), tasks };
}
