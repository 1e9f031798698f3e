import { z } from "zod/mini";
import { runSchema } from "./run-schema.ts";
import { RUN_PACE_RANGES } from "./run-pace.ts";

/** `PUT <id>` a run for the server to send, `PATCH <id>` a change to it, `DELETE <id>` (contract/shared-run.ts). */
export const WORKSPACE_RUNS_PATH = "/__taskdeck/workspace/runs/";

// The workspace's runs (issue 27): a page makes one, the server sends its cells with no page
// open, and every page hears of each change to it on the workspace's stream (event `runs`).
// The server writes these shapes (server/workspace/runs.ts), the page reads them; neither
// trusts the other's JSON unread.

/** A run as the stream brings it: null once it was removed. */
export const sharedRunSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The workspace's change number of its last change (one count with the tasks'). */
  change: z.number(),
  run: z.nullable(runSchema),
});
export type SharedRun = z.infer<typeof sharedRunSchema>;

const paced = (name: keyof typeof RUN_PACE_RANGES) =>
  z.int().check(z.gte(RUN_PACE_RANGES[name].min), z.lte(RUN_PACE_RANGES[name].max));

/** `PUT runs/<id>`: a run as the builder made it, and the pace of the page's settings it goes at. */
export const newRunSchema = z.object({
  run: runSchema,
  pace: z.object({ tasksAtOnce: paced("tasksAtOnce"), submissionsPerMinute: paced("submissionsPerMinute") }),
});
export type NewRun = z.infer<typeof newRunSchema>;

/** The longest name a run may be given. */
export const RUN_NAME_MAX = 200;

/** `PATCH runs/<id>`: what a page may change of a run the server sends; each field left out stays. */
export const runChangeSchema = z.object({
  name: z.optional(z.string().check(z.maxLength(RUN_NAME_MAX))),
  baseline: z.optional(z.boolean()),
  /** "user": the person's Pause; null: Resume. */
  pause: z.optional(z.nullable(z.literal("user"))),
  cancelRemaining: z.optional(z.literal(true)),
});
export type RunChange = z.infer<typeof runChangeSchema>;

/**
 * The largest run a page may hand its server: each cell holds its whole body (images too), and
 * the server keeps the run as one record. Far past any run of text prompts; a run of many
 * images goes as several.
 */
export const MAX_RUN_BYTES = 32 * 1024 * 1024;
