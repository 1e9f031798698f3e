import { z } from "zod/mini";
import type { SharedArchiveFile } from "./archive.ts";
import { submitFailureSchema } from "./submit-failure-schema.ts";

export { WORKSPACE_EVENTS_PATH, WORKSPACE_TASKS_PATH } from "./server-paths.ts";

// A task as the workspace shares it with every page: what was sent, what the service answered,
// the last record a check brought. The server writes it (server/workspace/shared-tasks.ts) and
// the page reads it (entities/task/shared-entry.ts); neither trusts the other's JSON unread.

/** How many a page reads at once, and the most a page may ask for. */
export const SHARED_PAGE = 200;
export const SHARED_PAGE_MAX = 1000;

export const sharedTaskSchema = z.object({
  /** The submission's key: the id of its entry in every page's list. */
  key: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The workspace's change number of its last change: a page asks for what came after. */
  change: z.number(),
  submittedAt: z.number(),
  body: z.record(z.string(), z.unknown()),
  /** `answered`: the service's answer came (`status`); `unknown`: none did, a task may exist. */
  state: z.enum(["answered", "unknown"]),
  status: z.nullable(z.number()),
  requestId: z.nullable(z.string()),
  /** The last record heard: a check's, else the submission's answer (read with the record's schema). */
  record: z.nullable(z.unknown()),
  recordAt: z.nullable(z.number()),
  /** The server follows it: pages take its records from here and do not check it themselves. */
  followed: z.boolean(),
  /** The service no longer knows it. */
  gone: z.boolean(),
  failedChecks: z.number(),
  /** Why the last check failed (a PollProblem, read as the page reads its own). */
  problem: z.nullable(z.unknown()),
  /** What a refusal or a failing service said (a run's cell the server sent); absent or null otherwise. */
  failure: z.optional(z.nullable(submitFailureSchema)),
  /** The newest verdict of any person (read with the verdict's schema); null when none. */
  verdict: z.nullable(z.unknown()),
  /**
   * Every person's verdict on it, one each (issue 28), oldest `updatedAt` first: `by` is who gave
   * it (an email, or "local" for the local owner and for verdicts given before people), `verdict`
   * the verdict (read with the verdict's schema). Absent from a server before people.
   */
  // Typed as the server writes it, checked where a page reads it (entities/verdict/reviews.ts,
  // features/tasks/verdict-sync.ts): a schema here would add zod's array and object code to the
  // page's start-up chunk.
  verdicts: z.optional(z.unknown() as z.ZodMiniType<PersonVerdict[]>),
  /**
   * Who sent it: a person's email, or "local"; for a run's cell, who made the run. Null when not
   * known (moved in from a browser, a cell of a run made before people); absent from a server
   * before people.
   */
  sentBy: z.optional(z.nullable(z.string())),
  /**
   * Its result files' copies in the workspace's archive (issue 29), in the task's order: empty
   * before any is queued; absent from a server before the archive. Checked where a page reads it
   * (entities/task/archived-data.ts), for the same reason as `verdicts`.
   */
  archive: z.optional(z.unknown() as z.ZodMiniType<SharedArchiveFile[]>),
  /**
   * Deleted from the workspace (issue 29: `DELETE /__taskdeck/workspace/tasks/<key>`): its
   * tombstone, heard as a change of its own so every page drops it. Its body, record, verdicts
   * and archive come blank. Absent (or false) for any other task, and from a server before it.
   */
  removed: z.optional(z.boolean()),
});
export type SharedTask = z.infer<typeof sharedTaskSchema>;

/** One person's verdict as the server writes `verdicts`' items: who gave it, and the verdict (its schema's shape). */
export type PersonVerdict = { by: string; verdict: unknown };

/** A page of changes: the tasks changed after `since`, oldest change first; `cursor` is the last one's number. */
export const sharedPageSchema = z.object({
  tasks: z.array(sharedTaskSchema),
  cursor: z.number(),
  more: z.boolean(),
});
export type SharedPage = z.infer<typeof sharedPageSchema>;
