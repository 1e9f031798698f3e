import { familyOf, videoKindOf, type Family } from "../../contract/families.ts";
import {
  BODY_FIELDS,
  reservedParams,
  threeDValuesSchema,
  videoValuesSchema,
  type FormValues,
} from "../../entities/task/form-values.ts";

export type Cloned = { [F in Family]: { mode: F; values: FormValues[F] } }[Family];

/** Fields the form does not cover go back into the extra-fields editor, as they were sent. */
function extraText(body: Record<string, unknown>, family: Family): string {
  const own = reservedParams(family);
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !own.includes(key)));
  return Object.keys(rest).length ? JSON.stringify(rest, null, 2) : "";
}

// `subject_reference: [{ type: "character", image: ["…"] }]`: the form holds the one image.
function subjectImage(value: unknown): unknown {
  const [first] = Array.isArray(value) ? (value as unknown[]) : [];
  const images = (first as { image?: unknown } | undefined)?.image;
  return Array.isArray(images) ? images[0] : undefined;
}

/**
 * The composer's fields for a body that was sent: the inverse of building the body, through the
 * field table. Anything missing or of the wrong type takes the field's empty value.
 */
export function valuesFromBody(mode: Family, body: Record<string, unknown>): Cloned {
  const read = <F extends Family>(family: F) =>
    Object.fromEntries(Object.entries(BODY_FIELDS[family]).map(([field, param]) => [field, body[param]]));
  const model = typeof body.model === "string" ? body.model : "";
  if (mode === "3d" || familyOf(model) === "3d")
    return { mode: "3d", values: threeDValuesSchema.parse({ ...read("3d"), extra: extraText(body, "3d") }) };
  const values = videoValuesSchema.parse({
    ...read("video"),
    subjectImage: subjectImage(body[BODY_FIELDS.video.subjectImage]),
    extra: extraText(body, "video"),
  });
  const kind =
    videoKindOf(model) ?? (values.subjectImage ? "subject" : values.firstFrameImage ? "first-frame" : "text");
  return { mode: "video", values: { ...values, kind } };
}
