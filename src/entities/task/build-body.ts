import { paramsOf, resolveVideoKind } from "../../contract/models.ts";
import { paramToBody } from "../../contract/model-params.ts";
import { parseExtraFields, type JsonObject } from "./request/extra-fields-parse.ts";
import { reservedParams, type ThreeDFormValues, type VideoFormValues } from "./form-values.ts";

/**
 * The JSON body for a video request, exactly as it will be sent: each value goes to the field of
 * its name (form-values.ts). Prompts are sent as typed; a model's parameters only when it declares
 * them and one is chosen.
 */
export function buildVideoBody(values: VideoFormValues): JsonObject {
  const { kind } = resolveVideoKind(values.model, values.kind);
  const body: JsonObject = { model: values.model.trim() };
  if (values.prompt !== "" || kind === "text") body.prompt = values.prompt;
  body.prompt_optimizer = values.prompt_optimizer;
  if (kind === "first-frame") body.first_frame_image = values.first_frame_image;
  if (kind === "subject") body.subject_reference = [{ type: "character", image: [values.subject_reference] }];
  for (const [param, spec] of paramsOf(values.model)) {
    const value = paramToBody(spec, values[param]);
    if (value !== undefined) body[param] = value;
  }
  return { ...parseExtraFields(values.extra, reservedParams("video", values.model)).fields, ...body };
}

export function buildThreeDBody(values: ThreeDFormValues): JsonObject {
  const body = { model: values.model.trim(), image: values.image, prompt: values.prompt };
  return { ...parseExtraFields(values.extra, reservedParams("3d")).fields, ...body };
}
