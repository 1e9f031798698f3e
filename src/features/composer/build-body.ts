import { resolveVideoKind } from "./catalog.ts";
import { BODY_FIELDS, reservedParams, type ThreeDFormValues, type VideoFormValues } from "./form-values.ts";

export type JsonObject = Record<string, unknown>;

const VIDEO = BODY_FIELDS.video;
const THREE_D = BODY_FIELDS["3d"];

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
  const body: JsonObject = { [VIDEO.model]: values.model.trim() };
  if (values.prompt !== "" || kind === "text") body[VIDEO.prompt] = values.prompt;
  body[VIDEO.promptOptimizer] = values.promptOptimizer;
  if (kind === "first-frame") body[VIDEO.firstFrameImage] = values.firstFrameImage;
  if (kind === "subject") body[VIDEO.subjectImage] = [{ type: "character", image: [values.subjectImage] }];
  return { ...parseExtraFields(values.extra, reservedParams("video")).fields, ...body };
}

export function buildThreeDBody(values: ThreeDFormValues): JsonObject {
  const body: JsonObject = {
    [THREE_D.model]: values.model.trim(),
    [THREE_D.image]: values.image,
    [THREE_D.prompt]: values.prompt,
  };
  return { ...parseExtraFields(values.extra, reservedParams("3d")).fields, ...body };
}
