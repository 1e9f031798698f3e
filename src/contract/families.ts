/** A model id is `<vendor>/<model_name>` (seed 4.1). */
export const MODEL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._:-]*$/;

/** The two kinds of request, and the two tabs of the composer. */
export const FAMILIES = ["video", "3d"] as const;

export type Family = (typeof FAMILIES)[number];

/** The composer's tab when nothing (or nothing readable) says which: a draft's fallback. */
export const DEFAULT_FAMILY: Family = "video";

/** `value` when it names a family, else DEFAULT_FAMILY. */
export const familyOr = (value: unknown): Family => FAMILIES.find((family) => family === value) ?? DEFAULT_FAMILY;

export type ImageType = "jpeg" | "png" | "webp" | "bmp";

export type FamilyRules = {
  action: "VIDEO_GENERATION" | "3D_GENERATION";
  /** Prompt limit in characters (Unicode code points); null where none is documented. */
  promptMax: number | null;
};

/** Each family's own facts; its image rules are in image-rules.ts. */
export const FAMILY_RULES: Record<Family, FamilyRules> = {
  // MiniMax video: prompt ≤ 2000 characters (SERVICE-NOTES).
  video: { action: "VIDEO_GENERATION", promptMax: 2000 },
  // Seed3D: the prompt carries only flags.
  "3d": { action: "3D_GENERATION", promptMax: null },
};

/** The family is told from the model id, as the real service does; null when it cannot be told. */
export function familyOf(model: string): Family | null {
  if (!MODEL_ID_PATTERN.test(model)) return null;
  const [vendor = "", name = ""] = model.toLowerCase().split("/");
  if (vendor === "minimax") return "video";
  if (name.includes("seed3d")) return "3d";
  return null;
}

export const VIDEO_KINDS = ["text", "first-frame", "subject"] as const;

export type VideoKind = (typeof VIDEO_KINDS)[number];

/** The body field each kind of video request cannot do without (SERVICE-NOTES: t2v, i2v, s2v). */
export const VIDEO_KIND_REQUIRES = {
  text: "prompt",
  "first-frame": "first_frame_image",
  subject: "subject_reference",
} as const satisfies Record<VideoKind, string>;

/** How the vendor names each kind, in messages. */
export const VIDEO_KIND_NAMES: Record<VideoKind, string> = {
  text: "text-to-video",
  "first-frame": "image-to-video",
  subject: "subject-reference video",
};

/** MiniMax names say what a video model takes (t2v, i2v, s2v); null for names that don't. */
export function videoKindOf(model: string): VideoKind | null {
  const name = model.toLowerCase().split("/")[1] ?? "";
  if (name.includes("t2v")) return "text";
  if (name.includes("i2v")) return "first-frame";
  if (name.includes("s2v")) return "subject";
  return null;
}

export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
