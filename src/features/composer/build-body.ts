import { resolveVideoKind } from "./catalog.ts";
import type { ThreeDFormValues, VideoFormValues } from "./form-values.ts";

export type JsonObject = Record<string, unknown>;

/** Fields the form writes; extra fields may not set them. */
export const VIDEO_FIELDS = ["model", "prompt", "prompt_optimizer", "first_frame_image", "subject_reference"] as const;
export const THREE_D_FIELDS = ["model", "prompt", "image"] as const;

export type ExtraFields = { fields: JsonObject; problem: string | null };

/** Reads the "extra fields" editor: a JSON object merged into the body for fields the form lacks. */
export function parseExtraFields(text: string, reserved: readonly string[]): ExtraFields {
  if (!text.trim()) return { fields: {}, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { fields: {}, problem: `Extra fields are not valid JSON: ${(error as Error).message}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { fields: {}, problem: 'Extra fields must be a JSON object, like {"callback_url": "https://…"}.' };
  const taken = Object.keys(value).filter((key) => reserved.includes(key));
  if (taken.length)
    return {
      fields: value as JsonObject,
      problem: `${taken.map((key) => `"${key}"`).join(", ")} ${taken.length > 1 ? "are" : "is"} set by the form: change ${taken.length > 1 ? "them" : "it"} there, not here.`,
    };
  return { fields: value as JsonObject, problem: null };
}

/** The JSON body for a video request, exactly as it will be sent. Prompts are sent as typed. */
export function buildVideoBody(values: VideoFormValues): JsonObject {
  const { kind } = resolveVideoKind(values.model, values.kind);
  const body: JsonObject = { model: values.model.trim() };
  if (values.prompt !== "" || kind === "text") body.prompt = values.prompt;
  body.prompt_optimizer = values.promptOptimizer;
  if (kind === "first-frame") body.first_frame_image = values.firstFrameImage;
  if (kind === "subject") body.subject_reference = [{ type: "character", image: [values.subjectImage] }];
  return { ...parseExtraFields(values.extra, VIDEO_FIELDS).fields, ...body };
}

export function buildThreeDBody(values: ThreeDFormValues): JsonObject {
  const body: JsonObject = { model: values.model.trim(), image: values.image, prompt: values.prompt };
  return { ...parseExtraFields(values.extra, THREE_D_FIELDS).fields, ...body };
}
