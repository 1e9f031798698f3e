import { z } from "zod/mini";
import { runSchema } from "./run-schema.ts";

/** `POST`: a browser's own history moved into the workspace (contract/moved-task.ts). */
export const WORKSPACE_MOVE_IN_PATH = "/__taskdeck/workspace/move-in";

// Moving in (issue 27, point 6): a browser's own history, kept before it met its workspace (or
// read from an import file), handed to the workspace once. The page sends these shapes, its
// server takes each task it does not hold yet (by its key or its request_id: nothing doubled).

/** How many tasks one request carries at most: a long history goes in several. */
export const MOVE_BATCH = 200;

/**
 * The bytes a page puts in one request at most, unless one task alone is larger (its server takes
 * one task of the largest body a vendor accepts: server/app/move-in-route.ts).
 */
export const MOVE_BYTES = 16 * 1024 * 1024;

export const movedTaskSchema = z.object({
  /** The browser's entry id: the task's key in the workspace from now on. */
  key: z.string().check(z.minLength(8), z.maxLength(128)),
  submittedAt: z.int().check(z.gte(0)),
  body: z.record(z.string(), z.unknown()),
  /** Made by the service (its request_id), or null when no usable answer came (a task may exist). */
  requestId: z.nullable(z.string().check(z.minLength(1), z.maxLength(200))),
  /** The last record the browser heard (read with the record's schema). */
  record: z.nullable(z.unknown()),
  /** Its verdict (read with the verdict's schema), or null. */
  verdict: z.nullable(z.unknown()),
});
export type MovedTask = z.infer<typeof movedTaskSchema>;

/** A batch: tasks, and then (once they are in) the runs whose cells name them. */
export const moveInSchema = z.object({
  tasks: z.array(movedTaskSchema).check(z.maxLength(MOVE_BATCH)),
  runs: z.optional(z.array(runSchema).check(z.maxLength(MOVE_BATCH))),
});

/** What came of a batch: how many tasks (and runs) the workspace took, and how many it held already. */
export const moveInAnswerSchema = z.object({ taken: z.int().check(z.gte(0)), known: z.int().check(z.gte(0)) });
export type MoveInAnswer = z.infer<typeof moveInAnswerSchema>;
