import { familyOf, videoKindOf } from "../../contract/families.ts";
import { THREE_D_FIELDS, VIDEO_FIELDS } from "./build-body.ts";
import { EMPTY_3D, EMPTY_VIDEO, type Mode, type ThreeDFormValues, type VideoFormValues } from "./form-values.ts";

const text = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);

/** Fields the form does not cover go back into the extra-fields editor, as they were sent. */
function extraText(body: Record<string, unknown>, own: readonly string[]): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !own.includes(key)));
  return Object.keys(rest).length ? JSON.stringify(rest, null, 2) : "";
}

function subjectImage(body: Record<string, unknown>): string {
  const [first] = Array.isArray(body.subject_reference) ? (body.subject_reference as unknown[]) : [];
  const images = (first as { image?: unknown } | undefined)?.image;
  return Array.isArray(images) ? text(images[0]) : "";
}

/** The composer's fields for a body that was sent: the inverse of building the body. */
export function valuesFromBody(mode: Mode, body: Record<string, unknown>): VideoFormValues | ThreeDFormValues {
  const model = text(body.model);
  if (mode === "3d" || familyOf(model) === "3d")
    return {
      ...EMPTY_3D,
      model: model || EMPTY_3D.model,
      image: text(body.image),
      prompt: text(body.prompt),
      extra: extraText(body, THREE_D_FIELDS),
    };
  const firstFrameImage = text(body.first_frame_image);
  const subject = subjectImage(body);
  return {
    ...EMPTY_VIDEO,
    model: model || EMPTY_VIDEO.model,
    kind: videoKindOf(model) ?? (subject ? "subject" : firstFrameImage ? "first-frame" : "text"),
    prompt: text(body.prompt),
    promptOptimizer: typeof body.prompt_optimizer === "boolean" ? body.prompt_optimizer : true,
    firstFrameImage,
    subjectImage: subject,
    extra: extraText(body, VIDEO_FIELDS),
  };
}
