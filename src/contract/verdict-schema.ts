import { z } from "zod/mini";
import { NOTE_MAX, OUTCOMES, RATINGS, TAG_MAX } from "./verdict-limits.ts";

/** `PUT <key>`: a task's verdict (contract/verdict-schema.ts), kept unless a newer one is. */
export const WORKSPACE_VERDICTS_PATH = "/__taskdeck/workspace/verdicts/";

// The verdict's one shape: the store, the panel, the filters and the export/import all read it
// (it travels in history files). Apart from verdict.ts so that the filters, which load before
// the first interaction, need no zod schema.

const point = z.tuple([z.number(), z.number(), z.number()]);

/** Where a 3D viewer's camera stood and looked, to fly back to it. */
export const cameraViewSchema = z.object({ position: point, target: point });
export type CameraView = z.infer<typeof cameraViewSchema>;

/** A note tied to a moment of a video (seconds) or a view of a 3D model. */
export const pinnedNoteSchema = z.object({
  id: z.string().check(z.minLength(1)),
  text: z.string().check(z.maxLength(NOTE_MAX)),
  seconds: z.optional(z.number().check(z.gte(0))),
  view: z.optional(cameraViewSchema),
});
export type PinnedNote = z.infer<typeof pinnedNoteSchema>;

export const verdictSchema = z.object({
  outcome: z._default(z.nullable(z.enum(OUTCOMES)), null),
  rating: z._default(z.nullable(z.int().check(z.gte(RATINGS[0]), z.lte(RATINGS[RATINGS.length - 1]!))), null),
  tags: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(TAG_MAX))), []),
  note: z._default(z.string().check(z.maxLength(NOTE_MAX)), ""),
  pins: z._default(z.array(pinnedNoteSchema), []),
  /** When it last changed (ms): of two copies, the newer wins. */
  updatedAt: z.number().check(z.gte(0)),
});
export type Verdict = z.infer<typeof verdictSchema>;
