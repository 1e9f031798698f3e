import { z } from "zod/mini";

// A person's verdict on one task's result: the one shape the store, the panel, the filters and
// the export/import all read. It travels in history files, so it lives with the other file shapes.

export const OUTCOMES = ["pass", "fail"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** A tag is a short label; longer text belongs in the note. */
export const TAG_MAX = 40;
export const NOTE_MAX = 10_000;

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
  rating: z._default(z.nullable(z.int().check(z.gte(1), z.lte(5))), null),
  tags: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(TAG_MAX))), []),
  note: z._default(z.string().check(z.maxLength(NOTE_MAX)), ""),
  pins: z._default(z.array(pinnedNoteSchema), []),
  /** When it last changed (ms): of two copies, the newer wins. */
  updatedAt: z.number().check(z.gte(0)),
});
export type Verdict = z.infer<typeof verdictSchema>;

export const EMPTY_VERDICT: Verdict = { outcome: null, rating: null, tags: [], note: "", pins: [], updatedAt: 0 };

/** Reviewed means judged: a pass or fail, or a rating. A tag or a note alone is not a judgement. */
export function isReviewed(verdict: Verdict | undefined): boolean {
  return verdict !== undefined && (verdict.outcome !== null || verdict.rating !== null);
}

/** A tag as stored: trimmed, inner spaces collapsed, cut to the limit; "" for nothing. */
export function normalTag(text: string): string {
  return text.trim().replace(/\s+/g, " ").slice(0, TAG_MAX);
}

/** A video time as people read it: m:ss.s (h:mm:ss.s past an hour). */
export function formatPinTime(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const s = (tenths % 600) / 10;
  const m = Math.floor(tenths / 600) % 60;
  const h = Math.floor(tenths / 36_000);
  const ss = s.toFixed(1).padStart(4, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** Where a pinned note points, in words: its video time, or "3D view". */
export function pinPlace(pin: PinnedNote): string {
  return pin.seconds !== undefined ? formatPinTime(pin.seconds) : pin.view ? "3D view" : "";
}
