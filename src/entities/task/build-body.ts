import { resolveVideoKind } from "../../contract/models.ts";
import { parseExtraFields, type JsonObject } from "./request/extra-fields-parse.ts";
import { BODY_FIELDS, reservedParams, type ThreeDFormValues, type VideoFormValues } from "./form-values.ts";

const VIDEO = BODY_FIELDS.video;
const THREE_D = BODY_FIELDS["3d"];

/** Every field of the table goes into the body as it is; `shaped` ones are written by the builder instead. */
function plainFields<V extends object>(table: Partial<Record<keyof V, string>>, values: V, shaped: (keyof V)[]) {
  const body: JsonObject = {};
  for (const [field, param] of Object.entries(table) as [keyof V, string][])
    if (!shaped.includes(field)) body[param] = values[field];
  return body;
}

/** The JSON body for a video request, exactly as it will be sent. Prompts are sent as typed. */
export function buildVideoBody(values: VideoFormValues): JsonObject {
  const { kind } = resolveVideoKind(values.model, values.kind);
  const body: JsonObject = { [VIDEO.model]: values.model.trim() };
  if (values.prompt !== "" || kind === "text") body[VIDEO.prompt] = values.prompt;
  Object.assign(body, plainFields(VIDEO, values, ["model", "prompt", "firstFrameImage", "subjectImage"]));
  if (kind === "first-frame") body[VIDEO.firstFrameImage] = values.firstFrameImage;
  if (kind === "subject") body[VIDEO.subjectImage] = [{ type: "character", image: [values.subjectImage] }];
  return { ...parseExtraFields(values.extra, reservedParams("video")).fields, ...body };
}

export function buildThreeDBody(values: ThreeDFormValues): JsonObject {
  const body = { [THREE_D.model]: values.model.trim(), ...plainFields(THREE_D, values, ["model"]) };
  return { ...parseExtraFields(values.extra, reservedParams("3d")).fields, ...body };
}
