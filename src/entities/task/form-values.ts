import { z } from "zod/mini";
import { VIDEO_KINDS, type Family } from "../../contract/families.ts";
import { DEFAULT_FORMAT, DEFAULT_LEVEL, writeThreeDFlags } from "../../contract/three-d-flags.ts";
import { DEFAULT_MODEL, VIDEO_PARAMS, paramsOf, type VideoParam } from "../../contract/models.ts";

// One object per mode is the form's shape: its values' type, the empty draft (each field's
// fallback), and the stored draft's reader (a draft from an older version may lack fields or
// hold odd ones: each falls back on its own). A value is named as the body names its field
// (request.ts holds the field's checks, models.ts a model's parameters), so the body, a clone
// and the service's `param` meet the form without a table between. The checks: form-schema.ts.

const text = (fallback = "") => z.catch(z.string(), fallback);

/** A model's parameters: each one's text ("" leaves the vendor's default), sent only when the model declares it. */
const paramValues = Object.fromEntries(VIDEO_PARAMS.map((param) => [param, text()])) as Record<
  VideoParam,
  ReturnType<typeof text>
>;

export const videoValuesSchema = z.object({
  model: text(DEFAULT_MODEL.video),
  /** The kind of request, used only for a model id the catalog and the name cannot tell. */
  kind: z.catch(z.enum(VIDEO_KINDS), "text"),
  prompt: text(),
  // The vendor's default is on.
  prompt_optimizer: z.catch(z.boolean(), true),
  first_frame_image: text(),
  /** The one face image the body wraps: `subject_reference: [{ type: "character", image: [it] }]`. */
  subject_reference: text(),
  ...paramValues,
  extra: text(),
});

export const threeDValuesSchema = z.object({
  model: text(DEFAULT_MODEL["3d"]),
  image: text(),
  /** Holds only the flags; the level and format controls read and write it. */
  prompt: text(writeThreeDFlags({ level: DEFAULT_LEVEL, format: DEFAULT_FORMAT })),
  extra: text(),
});

export type VideoFormValues = z.output<typeof videoValuesSchema>;
export type ThreeDFormValues = z.output<typeof threeDValuesSchema>;
export type FormValues = { video: VideoFormValues; "3d": ThreeDFormValues };

// The names an older version stored video values under (drafts, run presets' bases): read as today's.
const RENAMED: Record<string, keyof VideoFormValues> = {
  promptOptimizer: "prompt_optimizer",
  firstFrameImage: "first_frame_image",
  subjectImage: "subject_reference",
};

/** Stored video values, of this version or an older one, read field by field. */
export function readVideoValues(stored: unknown): VideoFormValues {
  const values: Record<string, unknown> = { ...(stored as object) };
  for (const [old, name] of Object.entries(RENAMED)) values[name] ??= values[old];
  return videoValuesSchema.parse(values);
}

export const readThreeDValues = (stored: unknown): ThreeDFormValues => threeDValuesSchema.parse(stored ?? {});

export const EMPTY_VIDEO: VideoFormValues = videoValuesSchema.parse({});
export const EMPTY_3D: ThreeDFormValues = threeDValuesSchema.parse({});

/** Values that shape the body without being one of its fields. */
const NOT_FIELDS = ["kind", "extra", ...VIDEO_PARAMS];

/**
 * The body fields the form writes itself, which the extra fields may not set: its own, and the
 * parameters the chosen model declares (any other's may go in the extras).
 */
export function reservedParams(family: Family, model = ""): string[] {
  const own = Object.keys(family === "video" ? EMPTY_VIDEO : EMPTY_3D).filter((name) => !NOT_FIELDS.includes(name));
  return [...own, ...paramsOf(model).map(([param]) => param)];
}

/**
 * Where the service's `param` lands in the form, by its top-level field (`subject_reference[0].image`
 * lands at the subject image); a param the form does not write lands at the extra fields.
 */
export function fieldForParam<F extends Family>(family: F, param: string, model = ""): keyof FormValues[F] {
  const top = param.split(/[.[]/, 1)[0] ?? "";
  return (reservedParams(family, model).includes(top) ? top : "extra") as keyof FormValues[F];
}
