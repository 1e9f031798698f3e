import { z } from "zod/mini";
import { VIDEO_KINDS, type Family } from "../../contract/families.ts";
import { DEFAULT_FORMAT, DEFAULT_LEVEL, writeThreeDFlags } from "../../contract/three-d-flags.ts";
import { DEFAULT_MODEL } from "../../contract/models.ts";

// One object per mode is the form's shape: its values' type, the empty draft (each field's
// fallback), and the stored draft's reader (a draft from an older version may lack fields or
// hold odd ones: each falls back on its own). The checks live in form-schema.ts.

const text = (fallback = "") => z.catch(z.string(), fallback);

export const videoValuesSchema = z.object({
  model: text(DEFAULT_MODEL.video),
  /** The kind of request, used only for a model id the catalog and the name cannot tell. */
  kind: z.catch(z.enum(VIDEO_KINDS), "text"),
  prompt: text(),
  // The vendor's default is on.
  promptOptimizer: z.catch(z.boolean(), true),
  firstFrameImage: text(),
  subjectImage: text(),
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

export const EMPTY_VIDEO: VideoFormValues = videoValuesSchema.parse({});
export const EMPTY_3D: ThreeDFormValues = threeDValuesSchema.parse({});

/**
 * The field table: which body field (the service's `param`) each form field writes. Fields
 * not here (kind, extra) shape the body without being one of its fields.
 */
export const BODY_FIELDS = {
  video: {
    model: "model",
    prompt: "prompt",
    promptOptimizer: "prompt_optimizer",
    firstFrameImage: "first_frame_image",
    subjectImage: "subject_reference",
  },
  "3d": { model: "model", image: "image", prompt: "prompt" },
} as const satisfies { [F in Family]: Partial<Record<keyof FormValues[F], string>> };

/** The body fields the form writes itself, which the extra fields may not set. */
export function reservedParams(family: Family): string[] {
  return Object.values(BODY_FIELDS[family]);
}

/**
 * Where the service's `param` lands in the form, by its top-level field (`subject_reference[0].image`
 * lands at the subject image); a param of no field lands at the extra fields.
 */
export function fieldForParam<F extends Family>(family: F, param: string): keyof FormValues[F] {
  const top = param.split(/[.[]/, 1)[0];
  const found = Object.entries(BODY_FIELDS[family]).find(([, body]) => body === top);
  return (found?.[0] ?? "extra") as keyof FormValues[F];
}
